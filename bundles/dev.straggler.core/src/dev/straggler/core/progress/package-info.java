/**
 * Progress-dependence analysis of AutomaDeD (TPDS paper, §3–§4): path probabilities as hitting
 * probabilities of the Markov model (Def. 3), dependence by Table 1, DIST and SEMI-DIST PDG
 * construction with the union of Table 2, point-to-point (Def. 2) and collective-membership
 * (Def. 1) waits, and the least-progressed tasks with the elimination rule of §4.3.
 */
package dev.straggler.core.progress;
