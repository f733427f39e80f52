/*
 * hybrid_critical.c - MPI + OpenMP with a missing critical section: DiffTrace's second bug class (§V, Fig. 12-13,
 * ILCS's "misCrit"), found by `straggler diff` the way the odd/even case study finds rank 5.
 *
 * Every rank searches for the smallest value of a function (a stand-in for ILCS's tours). ROUNDS rounds (argument
 * 1, default 6) of: an OpenMP parallel region of T threads (argument 2, default 4) in which thread t evaluates
 * CANDIDATES (24) candidates with eval() and, after every PERIOD(t) = 2 + t % 3 of them, publishes its best into
 * the rank's shared champion: enter_critical(), publish(), leave_critical(). enter_critical/leave_critical set and
 * unset one omp_lock_t: they are functions of this program so that -finstrument-functions traces them (the trace
 * recorder sees the program's functions and MPI calls, not libgomp's). After the region the MPI thread alone
 * MPI_Allreduce's (MIN) the champions. Rank 0 prints the global champion; exit code 0.
 *
 * The bug (argument 3 "misCrit"): OpenMP thread 2 of rank 1 publishes without the critical section - a data race
 * on the champion that may or may not change the printed result, the kind of bug that leaves no crash and no hang.
 *
 * Expected answer. Record the normal and the buggy run with function traces on 4 ranks of 4 threads and compare:
 *   straggler trace --functions --np 4 --dump-dir N -- hybrid_critical_instr 6 4
 *   straggler trace --functions --np 4 --dump-dir F -- hybrid_critical_instr 6 4 misCrit
 *   straggler diff N F --filter ret,plt
 * the top suspicious trace is 1.2 (rank 1, thread 2), the only trace that changed and the only one any row of the
 * ranking names (every single-entry row does); its diffNLR is  - L4^36 | + L5^36  with L4 = [L2^4 enter_critical publish leave_critical],
 * L5 = [L2^4 publish], L2 = [eval]: the critical section is in the normal run only.
 * Trace shapes (STRAGGLER_TRACE=functions, filter ret,plt, K 10; GCC does not instrument the outlined parallel
 * region, so nothing marks a round's start in the workers' traces and their loops span the rounds):
 *   thread 0 (the MPI thread): main MPI_Init_thread [[eval eval enter_critical publish leave_critical]^12
 *                              MPI_Allreduce]^6 MPI_Finalize
 *   thread t > 0:              [eval^PERIOD(t) enter_critical publish leave_critical]^(6 * 24 / PERIOD(t))
 *                              (eval^2 stays two calls: a loop needs three repetitions to form)
 * usage: hybrid_critical [ROUNDS] [T] [none|misCrit]
 */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CANDIDATES 24

static omp_lock_t champion_lock;
static double champion;

__attribute__((noinline)) static double eval(int rank, int t, int round, int i)
{
    double x = 0;
    for (int k = 0; k < 2000; k++) {
        x += (double) (((k + 1) * (rank + 3) * (t + 5) + round * 31 + i * 17) % 1009) * 1e-4;
    }
    return x;
}

__attribute__((noinline)) static void enter_critical(void)
{
    omp_set_lock(&champion_lock);
}

__attribute__((noinline)) static void leave_critical(void)
{
    omp_unset_lock(&champion_lock);
}

__attribute__((noinline)) static void publish(double best)
{
    if (best < champion) {
        champion = best;
    }
}

int main(int argc, char **argv)
{
    int provided;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int rounds = argc > 1 ? atoi(argv[1]) : 6, nt = argc > 2 ? atoi(argv[2]) : 4;
    int misCrit = argc > 3 && !strcmp(argv[3], "misCrit");
    omp_init_lock(&champion_lock);
    double global = 1e300;
    for (int round = 0; round < rounds; round++) {
        champion = global;
#pragma omp parallel num_threads(nt)
        {
            int t = omp_get_thread_num(), period = 2 + t % 3;
            int buggy = misCrit && rank == 1 && t == 2;
            double best = 1e300;
            for (int i = 0; i < CANDIDATES; i++) {
                double v = eval(rank, t, round, i);
                if (v < best) {
                    best = v;
                }
                if (i % period == period - 1) {
                    if (buggy) {
                        publish(best); /* the bug: no critical section */
                    } else {
                        enter_critical();
                        publish(best);
                        leave_critical();
                    }
                }
            }
        }
        MPI_Allreduce(&champion, &global, 1, MPI_DOUBLE, MPI_MIN, MPI_COMM_WORLD);
    }
    if (rank == 0) {
        printf("champion %.6f\n", global);
    }
    omp_destroy_lock(&champion_lock);
    MPI_Finalize();
    return 0;
}
