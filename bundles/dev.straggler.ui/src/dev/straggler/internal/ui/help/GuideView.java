package dev.straggler.internal.ui.help;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.SWTError;
import org.eclipse.swt.browser.Browser;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.ViewPart;

/**
 * The Straggler User Guide inside the workbench (Help &gt; Help Contents, {@link GuideHelpUI}): the guide's HTML pages
 * in an embedded browser (SWT Browser: WebKitGTK on Linux), with Back, Forward and Contents. Where no browser engine
 * is installed, the page's text is shown instead, with one line that names the package to install.
 */
public class GuideView extends ViewPart {

    public static final String ID = "dev.straggler.ui.guideView";

    private Browser browser;
    private Text text;
    private URL current;

    @Override
    public void createPartControl(Composite parent) {
        try {
            browser = new Browser(parent, SWT.NONE);
            browser.addTitleListener(e -> setContentDescription(e.title == null ? "" : e.title));
        } catch (SWTError e) {
            browser = null;
            Composite c = new Composite(parent, SWT.NONE);
            c.setLayout(new GridLayout(1, false));
            Label notice = new Label(c, SWT.WRAP);
            notice.setText(Messages.Guide_noBrowser);
            notice.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
            text = new Text(c, SWT.MULTI | SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
            text.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        }
        contributeToolBar(getViewSite().getActionBars().getToolBarManager());
    }

    private void contributeToolBar(IToolBarManager tb) {
        ISharedImages images = PlatformUI.getWorkbench().getSharedImages();
        Action contents = new Action(Messages.Guide_contents) {
            @Override
            public void run() {
                GuideHelpUI.showContents();
            }
        };
        contents.setImageDescriptor(images.getImageDescriptor(ISharedImages.IMG_ETOOL_HOME_NAV));
        tb.add(contents);
        if (browser != null) {
            Action back = new Action(Messages.Guide_back) {
                @Override
                public void run() {
                    browser.back();
                }
            };
            back.setImageDescriptor(images.getImageDescriptor(ISharedImages.IMG_TOOL_BACK));
            Action forward = new Action(Messages.Guide_forward) {
                @Override
                public void run() {
                    browser.forward();
                }
            };
            forward.setImageDescriptor(images.getImageDescriptor(ISharedImages.IMG_TOOL_FORWARD));
            tb.add(back);
            tb.add(forward);
        }
    }

    /** Shows {@code url} (a guide page, with an optional #anchor, or any address the browser can open). */
    public void show(URL url) {
        current = url;
        if (browser != null) {
            browser.setUrl(url.toString());
            return;
        }
        String html;
        try (InputStream in = url.openStream()) {
            html = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            html = e.getMessage();
        }
        text.setText(plainText(html));
    }

    /** The address shown last. */
    public URL current() {
        return current;
    }

    /** The embedded browser, or null where none could be made (the text is shown then). */
    public Browser browser() {
        return browser;
    }

    /** The text of the page as shown: the browser's page source, or the plain text of the fallback. */
    public String shownText() {
        return browser != null ? browser.getText() : text.getText();
    }

    /** The readable text of an HTML page: no head, no tags, block ends as line breaks, the common entities decoded. */
    static String plainText(String html) {
        String s = html.replaceAll("(?is)<head.*?</head>", "")
                .replaceAll("(?i)<(br|/p|/h[1-6]|/li|/tr|/pre|/div)\\s*/?>", "\n")
                .replaceAll("(?i)<li>", "• ")
                .replaceAll("<[^>]*>", "");
        s = s.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&nbsp;", " ")
                .replace("&amp;", "&");
        return s.replaceAll("[ \\t]+\\n", "\n").replaceAll("\\n{3,}", "\n\n").strip();
    }

    @Override
    public void setFocus() {
        if (browser != null) {
            browser.setFocus();
        } else if (text != null) {
            text.setFocus();
        }
    }
}
