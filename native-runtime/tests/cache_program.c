/*
 * The call-site cache against shapes of optimized code (test_cache.py runs it with the cache and
 * without, STRAGGLER_CALLSITE_CACHE=0, and compares the two models: they must be the same). Built with
 * -O2 and without frame pointers, as most applications are:
 *   - leaf() is called from two places of mid() at the same stack depth: the cheap key (return address,
 *     stack pointer) of its MPI call is the same for two different stacks;
 *   - vla() has a variable-length array: its frame pointer locates its frame, its stack pointer varies;
 *   - aligned() realigns its stack (an over-aligned local): gcc's DW_CFA_def_cfa_expression;
 *   - deep() recurses to a depth that varies, then calls MPI.
 */
#include <mpi.h>
#include <stdint.h>

static volatile int sink;

__attribute__((noinline)) static void leaf(int x)
{
    int y = 0;
    MPI_Allreduce(&x, &y, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    sink += y;
}

__attribute__((noinline)) static void mid(int i)
{
    if (i % 3) { /* two call sites (the code after each differs, so the compiler keeps both) */
        leaf(i);
        sink += 3;
    } else {
        leaf(-i);
        sink *= 2;
    }
    leaf(i + 1);
    sink += i;
}

__attribute__((noinline)) static void vla(int n)
{
    volatile char buf[n];
    buf[0] = (char) n;
    MPI_Barrier(MPI_COMM_WORLD);
    sink += buf[0];
}

__attribute__((noinline)) static void aligned(int i)
{
    _Alignas(64) volatile double v[8];
    v[0] = i;
    MPI_Bcast((void *) &v[0], 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    sink += (int) v[0];
}

__attribute__((noinline)) static void deep(int d)
{
    if (d > 0) {
        deep(d - 1);
        sink += d;
        return;
    }
    MPI_Barrier(MPI_COMM_WORLD);
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    for (int i = 0; i < 200; i++) {
        mid(i);
        vla(16 + (i % 5) * 40);
        aligned(i);
        deep(i % 7);
        if (i % 2) {
            mid(i); /* mid itself from two places of main */
        }
    }
    MPI_Finalize();
    return 0;
}
