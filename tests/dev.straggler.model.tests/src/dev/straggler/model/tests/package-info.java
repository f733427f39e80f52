/**
 * Tests of {@code dev.straggler.model}: RankSet, the registration of the EMF package and resource factories, and
 * XMI persistence.
 */
package dev.straggler.model.tests;
