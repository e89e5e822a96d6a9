package io.ashtapada.hooks;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.instrumentation.EventContext;
import com.oracle.truffle.api.instrumentation.ExecutionEventNode;
import com.oracle.truffle.api.instrumentation.SourceSectionFilter;
import com.oracle.truffle.api.instrumentation.StandardTags;
import com.oracle.truffle.api.instrumentation.TruffleInstrument;

/**
 * A Truffle instrument that stops hook calls in a way JavaScript cannot catch. It runs at the
 * start of every statement and every function: while a call is in progress on the thread it
 * counts the call's statements and, once the statement budget is spent or the watchdog has asked
 * the call to stop, throws {@link Stop}, a preallocated {@link Error} that is neither a Truffle
 * guest exception nor a {@link StackOverflowError}, so no JavaScript {@code catch} or promise takes
 * it and throwing it needs no stack.
 *
 * <p>Why not {@code ResourceLimits} and {@code Context.interrupt}/{@code close(true)} alone
 * (measured with GraalJS 25.0.2): a hook such as {@code function f(){try{f()}catch(e){f()}}}
 * spends nearly all its time within a few frames of the bottom of the Java stack, and there the
 * cancellation that both mechanisms throw from a safepoint (after formatting a message) itself
 * overflows the stack; the overflow becomes a catchable {@code RangeError}, the cancellation is
 * lost, and the thread ran past 120 s while {@code close(true)} waited for it for ever.
 */
public final class HookGuard extends TruffleInstrument {

    static final String ID = "ashtapada-hook-guard";

    /** The uncatchable stop; one instance, so throwing it allocates nothing. */
    static final class Stop extends Error {
        private static final long serialVersionUID = 1L;

        Stop() {
            super("hook stopped", null, false, false);
        }
    }

    static final Stop STOP = new Stop();

    /**
     * The call in progress on each thread, or {@code null}, in a holder made once per thread
     * (setting and removing the thread-local itself at every call churned its table: measured
     * about 2% of a hook-heavy perft).
     */
    private static final ThreadLocal<Call[]> CURRENT = ThreadLocal.withInitial(() -> new Call[1]);

    /** Makes {@code c} the call in progress on this thread ({@code null}: none). */
    static void setCurrent(Call c) {
        CURRENT.get()[0] = c;
    }

    /** The registered service, looked up by {@link HookEngine} to make sure the instrument is on. */
    public static final class Control {
        Control() {
        }
    }

    /** One hook call's budget and stop flag. */
    static final class Call {
        /** Statements still allowed; {@code Long.MAX_VALUE} for no limit. */
        long statementsLeft;
        /** Set by the watchdog (any thread) to stop the call. */
        volatile boolean stop;
        /** Set by the owner thread when its statement budget ran out. */
        boolean statementLimitHit;
        /** Where the call was stopped: the statement's source, line and column (0 if unknown). */
        String stopSourceName;
        int stopSourceLength;
        int stopLine;
        int stopColumn;

        void stoppedAt(EventContext where) {
            if (stopLine != 0) {
                return;
            }
            com.oracle.truffle.api.source.SourceSection s = where.getInstrumentedSourceSection();
            if (s != null && s.isAvailable()) {
                stopSourceName = s.getSource().getName();
                stopSourceLength = s.getSource().getLength();
                stopLine = s.getStartLine();
                stopColumn = s.getStartColumn();
            }
        }

        Call(long statementLimit) {
            this.statementsLeft = statementLimit > 0 ? statementLimit : Long.MAX_VALUE;
        }
    }

    @Override
    protected void onCreate(Env env) {
        env.registerService(new Control());
        env.getInstrumenter().attachExecutionEventFactory(
                SourceSectionFilter.newBuilder().tagIs(StandardTags.StatementTag.class).build(),
                StatementNode::new);
        env.getInstrumenter().attachExecutionEventFactory(
                SourceSectionFilter.newBuilder().tagIs(StandardTags.RootTag.class).build(),
                EntryNode::new);
    }

    private static final class StatementNode extends ExecutionEventNode {
        private final EventContext where;

        StatementNode(EventContext where) {
            this.where = where;
        }

        @Override
        protected void onEnter(VirtualFrame frame) {
            Call c = current();
            if (c != null) {
                if (--c.statementsLeft < 0) {
                    c.statementLimitHit = true;
                    stop(c, where);
                }
                if (c.stop) {
                    stop(c, where);
                }
            }
        }
    }

    private static final class EntryNode extends ExecutionEventNode {
        private final EventContext where;

        EntryNode(EventContext where) {
            this.where = where;
        }

        @Override
        protected void onEnter(VirtualFrame frame) {
            Call c = current();
            if (c != null && (c.stop || c.statementLimitHit)) {
                stop(c, where);
            }
        }
    }

    @CompilerDirectives.TruffleBoundary
    private static Call current() {
        return CURRENT.get()[0];
    }

    @CompilerDirectives.TruffleBoundary
    private static void stop(Call c, EventContext where) {
        try {
            c.stoppedAt(where);
        } catch (RuntimeException | StackOverflowError ignored) {
            // the position is a nicety; stopping is not
        }
        throw STOP;
    }
}
