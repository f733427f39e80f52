package dev.straggler.internal.editor.presentation;

import org.eclipse.jface.text.source.DefaultCharacterPairMatcher;

/** Matching brackets in C/C++ code (the Generic Editor's characterPairMatchers extension), not in comments or literals. */
public final class CPairMatcher extends DefaultCharacterPairMatcher {

    public CPairMatcher() {
        super(new char[] { '(', ')', '[', ']', '{', '}' }, CPartitions.PARTITIONING);
    }
}
