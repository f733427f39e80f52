/** The user guide in a real workbench: its table of contents in org.eclipse.help, Help &gt; Help Contents opens it. */
package dev.straggler.internal.ui.help.tests;
