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
 * One daemon thread per JVM that checks, every {@link #TICK_MILLIS} ms, all hook calls in progress
 * against their wall-clock deadline and their allocation budget (bytes allocated by the calling
 * thread since the call started, from {@code com.sun.management.ThreadMXBean}). An offending call
 * is stopped from a separate daemon thread: {@link Context#interrupt} for a timeout (the context
 * stays usable), escalating to {@link Context#close(boolean) close(true)} if the interrupt does not
 * take effect within {@link #INTERRUPT_GRACE}; {@code close(true)} directly for memory. It also
 * closes the contexts of threads that have died.
 *
 * <p>Both are best effort: a few GraalJS builtins run long Java loops that poll for neither
 * (e.g. a huge {@code BigInt} power); such a call ends only when the builtin returns.
 */
final class Watchdog {

    static final long TICK_MILLIS = 10;
    static final Duration INTERRUPT_GRACE = Duration.ofMillis(250);

    private static volatile Watchdog instance;

    private static final com.sun.management.ThreadMXBean THREADS = threadBean();

    private final Set<HookRuntime.Slot> slots = ConcurrentHashMap.newKeySet();
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

    void register(HookRuntime.Slot slot) {
        slots.add(slot);
    }

    void unregister(HookRuntime.Slot slot) {
        slots.remove(slot);
    }

    private void tick() {
        try {
            long now = System.nanoTime();
            for (HookRuntime.Slot slot : slots) {
                if (!slot.owner.isAlive()) {
                    slots.remove(slot);
                    slot.disposeAfterOwnerDied();
                    continue;
                }
                Object state = slot.state.get();
                if (!(state instanceof HookRuntime.Ticket ticket)) {
                    continue;
                }
                HookFailure.Kind reason = null;
                if (now - ticket.deadline > 0) {
                    reason = HookFailure.Kind.TIMEOUT;
                } else if (ticket.allocationLimit > 0 && ticket.allocationBase >= 0) {
                    @SuppressWarnings("deprecation") // Thread.getId(): threadId() needs Java 19
                    long allocated = THREADS.getThreadAllocatedBytes(slot.owner.getId());
                    if (allocated >= 0 && allocated - ticket.allocationBase > ticket.allocationLimit) {
                        reason = HookFailure.Kind.RESOURCE;
                    }
                }
                if (reason != null) {
                    ticket.reason = reason;
                    if (slot.state.compareAndSet(ticket, HookRuntime.Slot.KILLING)) {
                        HookFailure.Kind r = reason;
                        killers.execute(() -> kill(slot, r));
                    }
                }
            }
        } catch (Throwable t) {
            // Never let the periodic task die.
        }
    }

    private static void kill(HookRuntime.Slot slot, HookFailure.Kind reason) {
        Context c = slot.context;
        try {
            if (c != null) {
                if (reason == HookFailure.Kind.TIMEOUT) {
                    try {
                        c.interrupt(INTERRUPT_GRACE);
                    } catch (TimeoutException e) {
                        slot.contextDead = true;
                        HookEngine.closeQuietly(c);
                    }
                } else {
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
