/**
 * The Straggler program model: the EMF interfaces describing analysed programs (translation units,
 * functions, program dependence graphs and the analysis results attached to them). Clients program
 * against these interfaces only; instances are created through the generated factory and persisted as
 * XMI. This bundle re-exports EMF common, Ecore and XMI so that users of the model see the EMF API.
 */
package dev.straggler.model;
