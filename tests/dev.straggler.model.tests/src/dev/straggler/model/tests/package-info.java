/** Tests of the Straggler model bundle: RankSet, the dump reader, the job loader and XMI persistence. */
package dev.straggler.model.tests;
