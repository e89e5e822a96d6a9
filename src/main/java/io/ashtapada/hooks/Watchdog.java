package io.ashtapada.hooks;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

import org.graalvm.polyglot.Context;

/**
 * One daemon thread per JVM that checks, every {@link #TICK_MILLIS} ms, every hook call in progress
 * against its time limit and its allocation budget (bytes allocated by the calling thread since the
 * call started, from {@code com.sun.management.ThreadMXBean}). The time limit is the calling
 * thread's CPU time during the call, so a call is not charged for garbage collection, for other
 * threads' work or for waiting for a core (one game's runaway hook cannot use up another game's
 * limit); a wall-clock backstop of four times the limit (at least the limit plus 2 s) catches a
 * call that is blocked. Where CPU time cannot be measured the limit is wall-clock time.
 *
 * <p>An offending call is stopped from a separate daemon thread: first by {@link HookGuard} (the
 * next statement or function entry throws an error JavaScript cannot catch; the context stays
 * usable), then, if the call has not returned within {@link #GUARD_GRACE} (a builtin running a long
 * Java loop without statements), by {@link Context#interrupt}, and finally by
 * {@link Context#close(boolean) close(true)}. It also closes the contexts of threads that have died.
 *
 * <p>Best effort for builtins: a few GraalJS builtins run long Java loops that poll for nothing
 * (e.g. a huge {@code BigInt} power); such a call ends only when the builtin returns.
 */
final class Watchdog {

    static final long TICK_MILLIS = 10;
    static final Duration GUARD_GRACE = Duration.ofMillis(200);
    static final Duration INTERRUPT_GRACE = Duration.ofMillis(250);

    private static volatile Watchdog instance;

    private static final com.sun.management.ThreadMXBean THREADS = threadBean();
    private static final boolean CPU_TIME = cpuTimeSupported();

    private final Set<HookRuntime.Ticket> calls = ConcurrentHashMap.newKeySet();
    private final Set<HookRuntime.Slot> threadSlots = ConcurrentHashMap.newKeySet();
    private final ExecutorService killers = Executors.newCachedThreadPool(daemon("ashtapada-hook-killer"));

    private Watchdog() {
        ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(daemon("ashtapada-hook-watchdog"));
        ticker.scheduleWithFixedDelay(this::tick, TICK_MILLIS, TICK_MILLIS, TimeUnit.MILLISECONDS);
    }

    static Watchdog get() {
        Watchdog w = instance;
        if (w == null) {
            synchronized (Watchdog.class) {
                w = instance;
                if (w == null) {
                    w = new Watchdog();
                    instance = w;
                }
            }
        }
        return w;
    }

    /** True if per-thread allocation can be measured, so allocation budgets are enforced. */
    static boolean allocationTrackingAvailable() {
        return THREADS != null;
    }

    /** Bytes allocated so far by the current thread, or -1 if unknown. */
    static long currentThreadAllocatedBytes() {
        return THREADS == null ? -1 : THREADS.getCurrentThreadAllocatedBytes();
    }

    /** Whether threads' CPU time can be measured (then time limits are CPU time). */
    static boolean cpuTimeAvailable() {
        return CPU_TIME;
    }

    void watch(HookRuntime.Ticket ticket) {
        calls.add(ticket);
    }

    void unwatch(HookRuntime.Ticket ticket) {
        calls.remove(ticket);
    }

    void registerThreadSlot(HookRuntime.Slot slot) {
        threadSlots.add(slot);
    }

    void unregisterThreadSlot(HookRuntime.Slot slot) {
        threadSlots.remove(slot);
    }

    @SuppressWarnings("deprecation") // Thread.getId(): threadId() needs Java 19
    private void tick() {
        try {
            for (HookRuntime.Slot slot : threadSlots) {
                if (!slot.owner.isAlive()) {
                    threadSlots.remove(slot);
                    slot.disposeAfterOwnerDied();
                }
            }
            long now = System.nanoTime();
            for (HookRuntime.Ticket ticket : calls) {
                if (ticket.returned || ticket.slot.state.get() != ticket) {
                    continue;
                }
                HookFailure.Kind reason = null;
                long id = ticket.thread.getId();
                if (now - ticket.wallDeadline > 0) {
                    reason = HookFailure.Kind.TIMEOUT;
                } else if (ticket.cpuTimed) {
                    long cpu = THREADS.getThreadCpuTime(id);
                    if (ticket.cpuBase == Long.MIN_VALUE) {
                        ticket.cpuBase = cpu;
                    } else if (cpu >= 0 && cpu - ticket.cpuBase > ticket.cpuLimit) {
                        reason = HookFailure.Kind.TIMEOUT;
                    }
                }
                if (reason == null && ticket.allocationLimit > 0 && ticket.allocationBase >= 0) {
                    long allocated = THREADS.getThreadAllocatedBytes(id);
                    if (allocated >= 0 && allocated - ticket.allocationBase > ticket.allocationLimit) {
                        reason = HookFailure.Kind.RESOURCE;
                    }
                }
                if (reason != null) {
                    ticket.reason = reason;
                    if (ticket.slot.state.compareAndSet(ticket, HookRuntime.Slot.KILLING)) {
                        killers.execute(() -> kill(ticket));
                    }
                }
            }
        } catch (Throwable t) {
            // Never let the periodic task die.
        }
    }

    private static void kill(HookRuntime.Ticket ticket) {
        HookRuntime.Slot slot = ticket.slot;
        Context c = slot.context;
        try {
            ticket.guard.stop = true;
            if (awaitReturn(ticket, GUARD_GRACE)) {
                return;
            }
            if (c != null) {
                try {
                    c.interrupt(INTERRUPT_GRACE);
                } catch (TimeoutException e) {
                    slot.contextDead = true;
                    HookEngine.closeQuietly(c);
                }
            }
        } catch (Throwable t) {
            slot.contextDead = true;
            HookEngine.closeQuietly(c);
        } finally {
            slot.killDone();
        }
    }

    private static boolean awaitReturn(HookRuntime.Ticket ticket, Duration grace) throws InterruptedException {
        long end = System.nanoTime() + grace.toNanos();
        while (!ticket.returned) {
            if (System.nanoTime() - end > 0) {
                return false;
            }
            Thread.sleep(1);
        }
        return true;
    }

    private static boolean cpuTimeSupported() {
        try {
            return THREADS != null && THREADS.isCurrentThreadCpuTimeSupported() && THREADS.isThreadCpuTimeEnabled();
        } catch (Throwable e) {
            return false;
        }
    }

    private static com.sun.management.ThreadMXBean threadBean() {
        try {
            if (ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean b
                    && b.isThreadAllocatedMemorySupported() && b.isThreadAllocatedMemoryEnabled()) {
                return b;
            }
        } catch (Throwable ignored) {
            // no management support (e.g. minimal runtime image)
        }
        return null;
    }

    private static ThreadFactory daemon(String name) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, name + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }
}
