package dev.straggler.internal.launch.attach.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.straggler.core.stacks.StackTrace;
import dev.straggler.internal.launch.attach.GdbStacks;

/** {@link GdbStacks}: gdb's backtraces of a running process read into stack traces. */
class GdbStacksTest {

    /** gdb's "thread apply all bt" output (frame arguments off) parsed into per-thread stacks. */
    @Test
    void parsesGdbBacktraces() {
        String out = """
                [New LWP 16221]
                0x00007f2660d98017 in __GI_sched_yield () at ../sysdeps/unix/syscall-template.S:120

                Thread 2 (Thread 0x7f266091e6c0 (LWP 16221) "ring"):
                #0  0x00007f2660da626f in __GI___poll (...) at ../sysdeps/unix/sysv/linux/poll.c:29
                #1  0x00007f26609c89b5 in ?? () from /lib/x86_64-linux-gnu/libevent_core-2.1.so.7
                #2  0x00007f2660d331f5 in start_thread (...) at ./nptl/pthread_create.c:442

                Thread 1 (Thread 0x7f266096b740 (LWP 16218) "ring"):
                #0  0x00007f2660d98017 in __GI_sched_yield () at ../sysdeps/unix/syscall-template.S:120
                #1  0x00007f2660ef7568 in PMPI_Barrier () from /lib/x86_64-linux-gnu/libmpi.so.40
                #2  <signal handler called>
                #3  main (...) at /src/ring.c:47
                [Inferior 1 (process 16218) detached]
                """;
        List<StackTrace> threads = GdbStacks.parse(out, 5);
        assertEquals(2, threads.size());
        StackTrace main = threads.get(1);
        assertEquals(16218, main.thread());
        assertEquals(5, main.rank());
        assertEquals(4, main.frames().size());
        assertEquals("PMPI_Barrier", main.frames().get(1).function());
        assertEquals("/lib/x86_64-linux-gnu/libmpi.so.40", main.frames().get(1).module());
        assertEquals("<signal handler called>", main.frames().get(2).function());
        assertEquals("main", main.frames().get(3).function());
        assertEquals("/src/ring.c", main.frames().get(3).file());
        assertEquals(47, main.frames().get(3).line());
        assertEquals(null, threads.get(0).frames().get(1).function());
        assertEquals("??@libevent_core-2.1.so.7", threads.get(0).frames().get(1).functionKey());
    }
}
