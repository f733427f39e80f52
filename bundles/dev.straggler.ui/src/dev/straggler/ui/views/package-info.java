/**
 * Workbench views of Straggler, such as the program dependence graph view, which lays out graphs with
 * ELK and draws them on an SWT canvas.
 */
package dev.straggler.ui.views;
