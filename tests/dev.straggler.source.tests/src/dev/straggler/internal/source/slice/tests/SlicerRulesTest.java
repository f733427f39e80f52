package dev.straggler.internal.source.slice.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.internal.source.slice.Program;
import dev.straggler.source.slice.SourceLine;
import dev.straggler.source.slice.SourceResolver;

/** The dependence rules of the slicer on small C programs (line numbers count from 1 in the text blocks). */
class SlicerRulesTest {

    @TempDir
    Path dir;

    List<String> warnings = new ArrayList<>();

    Set<Integer> slice(String code, int line) throws IOException {
        return slice("t.c", code, line);
    }

    Set<Integer> slice(String name, String code, int line) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, code);
        SourceResolver r = SourceResolver.debugInfoPaths();
        Program p = Program.parse(r, List.of(f));
        Set<Integer> out = new TreeSet<>();
        for (SourceLine l : p.slice(f.toAbsolutePath().normalize().toString(), line)) {
            out.add(l.line());
        }
        warnings.addAll(r.warnings());
        return out;
    }

    static Set<Integer> lines(Integer... l) {
        return new TreeSet<>(List.of(l));
    }

    @Test
    void reachingDefinitionsKillEarlierAssignments() throws IOException {
        String c = """
                int f(int a) {
                    int x = 1;
                    int y = 2;
                    x = a + 1;
                    x += y;
                    return x;
                }
                """;
        // line 2 (x = 1) is killed by line 4; the parameter a comes from the header (line 1)
        assertEquals(lines(1, 3, 4, 5, 6), slice(c, 6));
    }

    @Test
    void incrementsAndCompoundAssignmentsUseAndDefine() throws IOException {
        String c = """
                int f(void) {
                    int n = 0;
                    int unrelated = 5;
                    n++;
                    n *= 3;
                    return n;
                }
                """;
        assertEquals(lines(2, 4, 5, 6), slice(c, 6));
    }

    @Test
    void controlDependenceOnBranchesAndLoops() throws IOException {
        String c = """
                int f(int k) {
                    int s = 0;
                    for (int i = 0; i < k; i++) {
                        if (i % 2)
                            s = s + i;
                    }
                    return s;
                }
                """;
        assertEquals(lines(1, 2, 3, 4, 5, 7), slice(c, 7));
        // the assignment alone: the if and the loop around it, s, i and k
        assertEquals(lines(1, 2, 3, 4, 5), slice(c, 5));
    }

    @Test
    void writesThroughPointersAndAddressTakenVariablesMayDefine() throws IOException {
        String c = """
                void set(int *p, int v);
                int f(int v) {
                    int x = 0;
                    int y = 7;
                    int *p = &x;
                    *p = v;
                    set(&y, 3);
                    return x + y;
                }
                """;
        // *p = v may define x (address taken), and does not kill x = 0; set(&y, ...) may define y
        assertEquals(lines(2, 3, 4, 5, 6, 7, 8), slice(c, 8));
    }

    @Test
    void arrayElementWritesAreWeak() throws IOException {
        String c = """
                int f(void) {
                    int a[4];
                    a[0] = 1;
                    a[1] = 2;
                    return a[0];
                }
                """;
        assertEquals(lines(3, 4, 5), slice(c, 5));
    }

    @Test
    void interproceduralParametersReturnValuesAndGlobals() throws IOException {
        String c = """
                int g;
                int twice(int v) {
                    return 2 * v;
                }
                void bump(void) {
                    g = g + 1;
                }
                int main(void) {
                    int a = 4;
                    int b = twice(a);
                    bump();
                    int unrelated = 3;
                    return b + g;
                }
                """;
        // b: twice's return (3) and its parameter (2) from the call (10) and a (9);
        // g: written in bump (6), called at 11 (bump's body runs only when it is called)
        assertEquals(lines(2, 3, 6, 9, 10, 11, 13), slice(c, 13));
    }

    @Test
    void aCalleeStatementDependsOnItsCallSites() throws IOException {
        String c = """
                void spin(int stalled) {
                    if (stalled)
                        for (;;) ;
                }
                int main(int argc, char **argv) {
                    int s = argc > 3;
                    spin(s);
                    spin(0);
                    return 0;
                }
                """;
        // context-insensitive: both call sites of spin are in the slice
        assertEquals(lines(1, 2, 3, 5, 6, 7, 8), slice(c, 3));
    }

    @Test
    void aCallSiteFollowsOnlyTheArgumentsOfNeededParameters() throws IOException {
        String c = """
                void work(int n, int label) {
                    int x = label;
                    while (n > 0) n--;
                }
                int main(int argc, char **argv) {
                    int count = argc * 2;
                    int tag = 9;
                    work(count, tag);
                    return 0;
                }
                """;
        // line 3 needs the parameter n only: the argument count (6), not tag (7)
        assertEquals(lines(1, 3, 5, 6, 8), slice(c, 3));
        // line 2 needs label: tag (7), not count
        assertEquals(lines(1, 2, 7, 8), slice(c, 2));
    }

    @Test
    void receivesDependOnMatchingSendsOnly() throws IOException {
        String c = """
                #include <mpi.h>
                void f(int rank, MPI_Comm other) {
                    int a = 1, b = 2, c = 3, d = 4, y;
                    MPI_Send(&a, 1, MPI_INT, 1, 7, MPI_COMM_WORLD);
                    MPI_Send(&b, 1, MPI_INT, 1, 8, MPI_COMM_WORLD);
                    MPI_Send(&c, 1, MPI_INT, 1, 7, other);
                    MPI_Isend(&d, 1, MPI_INT, 1, rank, MPI_COMM_WORLD, 0);
                    MPI_Recv(&y, 1, MPI_INT, 0, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                    int r = y;
                }
                """;
        // tag 7 on MPI_COMM_WORLD (line 4) and the non-constant tag (line 7) can match; tag 8 and the
        // other communicator cannot
        Set<Integer> s = slice(c, 9);
        assertEquals(lines(2, 3, 4, 7, 8, 9), s);
    }

    @Test
    void constantPeersMatchOnlySendsTheRankGuardsLetThroughOnTheWorld() throws IOException {
        String c = """
                int main(int argc, char **argv) {
                    int rank, a = 1, b = 2, d = 4, y = 0;
                    MPI_Init(&argc, &argv);
                    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
                    if (rank == 0) {
                        MPI_Send(&a, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
                    } else if (rank == 2) {
                        MPI_Send(&b, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
                    } else if (rank != 1) {
                        MPI_Send(&d, 1, MPI_INT, 3, 0, MPI_COMM_WORLD);
                    }
                    if (rank == 1 && argc > 0) {
                        MPI_Recv(&y, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                    }
                    return y;
                }
                """;
        // the receive (rank 1 only, from rank 0) matches the send only rank 0 makes (line 6); not rank 2's
        // (line 8), nor the send to rank 3 (line 10: rank 1 never receives what is sent to 3). The guards
        // themselves (5, 7, 12) and rank (4) are in: line 13 is control dependent on line 12, line 6 on 5.
        assertEquals(lines(1, 2, 3, 4, 5, 6, 12, 13, 15), slice(c, 15));
    }

    @Test
    void peersAreNotFilteredWhenTheRankIsNotKnownForSure() throws IOException {
        String reassigned = """
                int main(int argc, char **argv) {
                    int rank, a = 1, b = 2, y = 0;
                    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
                    rank = rank + 1;
                    if (rank == 0) {
                        MPI_Send(&a, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
                    } else {
                        MPI_Send(&b, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
                    }
                    MPI_Recv(&y, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                    return y;
                }
                """;
        // rank is assigned besides MPI_Comm_rank: not the world rank any more, both sends can match
        assertTrue(slice(reassigned, 11).containsAll(lines(6, 8)));

        String otherComm = """
                void f(MPI_Comm comm) {
                    int rank, a = 1, b = 2, y = 0;
                    MPI_Comm_rank(comm, &rank);
                    if (rank == 0) {
                        MPI_Send(&a, 1, MPI_INT, 1, 0, comm);
                    } else {
                        MPI_Send(&b, 1, MPI_INT, 1, 0, comm);
                    }
                    MPI_Recv(&y, 1, MPI_INT, 0, 0, comm, MPI_STATUS_IGNORE);
                    int r = y;
                }
                """;
        // ranks in another communicator are not world ranks: no filtering
        assertTrue(slice(otherComm, 10).containsAll(lines(5, 7)));

        String rankDependentPeer = """
                int main(int argc, char **argv) {
                    int rank, a = 1, b = 2, y = 0;
                    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
                    if (rank == 0) {
                        MPI_Send(&a, 1, MPI_INT, rank + 1, 0, MPI_COMM_WORLD);
                    } else if (rank == 2) {
                        MPI_Send(&b, 1, MPI_INT, rank - 1, 0, MPI_COMM_WORLD);
                    }
                    MPI_Recv(&y, 1, MPI_INT, MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                    return y;
                }
                """;
        // rank-dependent destinations and MPI_ANY_SOURCE: every send can match
        assertTrue(slice(rankDependentPeer, 10).containsAll(lines(5, 7)));
    }

    @Test
    void eachReceiveBringsItsOwnMatchingSends() throws IOException {
        String c = """
                int f(void) {
                    int a = 1, b = 2, unrelated = 3, y, z;
                    MPI_Send(&a, 1, MPI_INT, 1, 1, MPI_COMM_WORLD);
                    MPI_Send(&b, 1, MPI_INT, 1, 2, MPI_COMM_WORLD);
                    MPI_Send(&unrelated, 1, MPI_INT, 1, 3, MPI_COMM_WORLD);
                    MPI_Recv(&y, 1, MPI_INT, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                    MPI_Recv(&z, 1, MPI_INT, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                    MPI_Recv(&z, 1, MPI_INT, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                    return y + z;
                }
                """;
        assertEquals(lines(2, 3, 4, 6, 7, 8, 9), slice(c, 9));
    }

    @Test
    void aNonblockingReceiveBufferIsWrittenByTheWaitOnItsRequest() throws IOException {
        String c = """
                void f(int peer) {
                    int x = 5, y = 0;
                    MPI_Request rq[2];
                    MPI_Irecv(&y, 1, MPI_INT, peer, 0, MPI_COMM_WORLD, &rq[0]);
                    MPI_Isend(&x, 1, MPI_INT, peer, 0, MPI_COMM_WORLD, &rq[1]);
                    MPI_Waitall(2, rq, MPI_STATUSES_IGNORE);
                    int z = y;
                }
                """;
        // y: the wait (6) completes the Irecv (4) whose request it waits on; the Isend (5) matches the Irecv
        assertEquals(lines(1, 2, 4, 5, 6, 7), slice(c, 7));
    }

    @Test
    void anyTagMatchesEverySendOnTheCommunicator() throws IOException {
        String c = """
                void f(void) {
                    int a = 1, b = 2, y;
                    MPI_Send(&a, 1, MPI_INT, 1, 7, MPI_COMM_WORLD);
                    MPI_Ssend(&b, 1, MPI_INT, 1, 8, MPI_COMM_WORLD);
                    MPI_Recv(&y, 1, MPI_INT, MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                    return;
                }
                """;
        assertEquals(lines(2, 3, 4, 5), slice(c, 5));
    }

    @Test
    void collectiveReceiveBuffersDependOnTheSameCollective() throws IOException {
        String c = """
                double f(double local) {
                    double sum = 0, other = 1, x = local * 2;
                    MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
                    MPI_Bcast(&other, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
                    return sum;
                }
                """;
        assertEquals(lines(1, 2, 3, 5), slice(c, 5));
    }

    @Test
    void theCriterionOfAnMpiCallIsItsArguments() throws IOException {
        String c = """
                void f(int n) {
                    int peer = n + 1;
                    int tag = 3;
                    int unrelated = 0;
                    MPI_Send(&n, 1, MPI_INT, peer, tag, MPI_COMM_WORLD);
                }
                """;
        assertEquals(lines(1, 2, 3, 5), slice(c, 5));
    }

    @Test
    void unresolvedHeadersAreAWarningAndCompileCommandsGiveIncludesAndMacros() throws IOException {
        Path inc = Files.createDirectories(dir.resolve("inc"));
        Files.writeString(inc.resolve("conf.h"), "#define SOURCE_OF_X k\n");
        Files.writeString(dir.resolve("compile_commands.json"), """
                [{"directory": "%s", "file": "m.c", "command": "cc -Iinc -DFROM_K=1 -c m.c"}]
                """.formatted(dir.toString().replace("\\", "\\\\")));
        String c = """
                #include "conf.h"
                #include "missing.h"
                int f(int k) {
                    int x = 0;
                #ifdef FROM_K
                    x = SOURCE_OF_X;
                #endif
                    return x;
                }
                """;
        // FROM_K (from -D) keeps line 6; SOURCE_OF_X (from inc/conf.h via -I) makes it read the parameter k
        assertEquals(lines(3, 6, 8), slice("m.c", c, 8));
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).contains("missing.h"), warnings.toString());
    }

    @Test
    void aLineWithoutAStatementGivesAnEmptySlice() throws IOException {
        assertEquals(lines(), slice("int f(void) {\n\n    return 0;\n}\n", 2));
    }

    @Test
    void cppSourcesAreParsedAsCppByTheirExtension() throws IOException {
        String c = """
                #include <mpi.h>
                namespace solver {
                int scale(int v) {
                    return v * 2;
                }
                }
                class Counter {
                public:
                    int next(int x) { return x + 1; }
                };
                int main(int argc, char **argv) {
                    int rank = 0, sum = 0, unused = 7;
                    int data[4] = {1, 2, 3, 4};
                    MPI_Init(&argc, &argv);
                    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
                    for (int &d : data) {
                        sum += solver::scale(d);
                    }
                    int total = 0;
                    try {
                        MPI_Allreduce(&sum, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
                    } catch (...) {
                        total = -1;
                    }
                    return total + Counter().next(unused * 0);
                }
                """;
        // the namespace's scale (3, 4) through the qualified call at 17; the range-based for (16) reads data
        // (13) and defines d; the Allreduce in the try block (21) and the handler's total = -1 (23) both reach
        // the return (25); 12 defines sum (and unused, which the member call's argument reads)
        Set<Integer> s = slice("t.cpp", c, 25);
        assertTrue(s.containsAll(lines(3, 4, 12, 13, 16, 17, 21, 23, 25)), s.toString());
        assertTrue(!s.contains(15) && !s.contains(14), "rank and MPI_Init do not reach line 25: " + s);
        assertEquals(List.of(), warnings);

        // the same text as C does not parse as these declarations (namespace, class, references)
        Set<Integer> asC = slice("t.c", c, 25);
        assertTrue(!asC.containsAll(lines(3, 4, 16, 17)), "parsed as C: " + asC);
    }
}
