package dev.straggler.launch.ide.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Set;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationType;
import org.eclipse.debug.core.ILaunchDelegate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.straggler.launch.ide.LaunchAttributes;
import dev.straggler.launch.ide.LaunchPreferences;
import dev.straggler.launch.ide.LeastProgressedMarkers;
import dev.straggler.launch.ide.MpiDiagnosisLaunchDelegate;
import dev.straggler.launch.ide.RunHistory;

/**
 * What a workspace saved before the IDE's part of launching moved from {@code dev.straggler.launch} to
 * {@code dev.straggler.launch.ide} still works: a launch configuration file of type
 * {@code dev.straggler.launch.mpiDiagnosis} opens and is launched by this bundle's delegate, a marker of type
 * {@code dev.straggler.launch.leastProgressed} is a problem and text marker, and the preferences, the run history and
 * the dumps of launches without a project stay where they were ({@code dev.straggler.launch}'s preference node and
 * state location).
 */
class SavedIdsTest {

    static final String TYPE_ID = "dev.straggler.launch.mpiDiagnosis";
    static final String MARKER_TYPE = "dev.straggler.launch.leastProgressed";

    IProject project;

    @BeforeEach
    void createProject() throws CoreException {
        project = ResourcesPlugin.getWorkspace().getRoot().getProject("saved-ids");
        if (!project.exists()) {
            project.create(new NullProgressMonitor());
        }
        project.open(new NullProgressMonitor());
    }

    @AfterEach
    void deleteProject() throws CoreException {
        project.delete(true, true, new NullProgressMonitor());
    }

    @Test
    void savedLaunchConfigurationOpensWithThisBundlesDelegate() throws CoreException {
        assertEquals(TYPE_ID, LaunchAttributes.TYPE_ID);
        IFile file = project.getFile("ring.launch");
        String saved = """
                <?xml version="1.0" encoding="UTF-8" standalone="no"?>
                <launchConfiguration type="dev.straggler.launch.mpiDiagnosis">
                    <stringAttribute key="dev.straggler.launch.executable" value="/opt/app/ring"/>
                    <intAttribute key="dev.straggler.launch.ranks" value="4"/>
                </launchConfiguration>
                """;
        file.create(new ByteArrayInputStream(saved.getBytes(StandardCharsets.UTF_8)), true, new NullProgressMonitor());

        ILaunchConfiguration c = DebugPlugin.getDefault().getLaunchManager().getLaunchConfiguration(file);
        ILaunchConfigurationType type = c.getType();
        assertNotNull(type, "the saved configuration's type is not known");
        assertEquals(TYPE_ID, type.getIdentifier());
        assertEquals("dev.straggler.launch.ide", type.getContributorName());
        assertEquals("/opt/app/ring", c.getAttribute(LaunchAttributes.EXECUTABLE, ""));
        assertEquals(4, c.getAttribute(LaunchAttributes.RANKS, 0));
        for (String mode : new String[] { "run", "debug" }) {
            ILaunchDelegate[] delegates = type.getDelegates(Set.of(mode));
            assertEquals(1, delegates.length, mode + " delegates");
            assertInstanceOf(MpiDiagnosisLaunchDelegate.class, delegates[0].getDelegate(), mode);
        }
    }

    @Test
    void leastProgressedMarkerKeepsItsType() throws CoreException {
        assertEquals(MARKER_TYPE, LeastProgressedMarkers.TYPE);
        IMarker m = project.createMarker(MARKER_TYPE);
        assertEquals(MARKER_TYPE, m.getType());
        assertTrue(m.isSubtypeOf(IMarker.PROBLEM), "a problem marker (Problems view)");
        assertTrue(m.isSubtypeOf(IMarker.TEXT), "a text marker (editor annotation)");
    }

    @Test
    void preferencesAndStateStayWithTheLaunchBundle() {
        assertEquals("dev.straggler.launch", LaunchPreferences.QUALIFIER);
        Path history = RunHistory.folder();
        assertEquals("history", history.getFileName().toString());
        assertEquals("dev.straggler.launch", history.getParent().getFileName().toString());
        assertEquals(".plugins", history.getParent().getParent().getFileName().toString());
    }
}
