package io.ashtapada.api;

import io.ashtapada.engine.search.Budget;
import io.ashtapada.engine.search.Iteration;
import io.ashtapada.engine.search.MultiPlayer;
import io.ashtapada.engine.search.Search;
import io.ashtapada.engine.search.SearchResult;
import io.ashtapada.engine.turn.Action;
import io.ashtapada.engine.turn.TurnMachine;

import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * The computer opponent of any variant: asks the engine's search ({@link Search}) for the best
 * choice and plays it. One per seat (it keeps what it learnt from move to move); it may play
 * either side of any number of games of its variant, one at a time.
 */
public final class ComputerPlayer {
    /**
     * The score of a won game (a forced win in n plies scores {@code WIN - n}); with dice an
     * expectation scores the share of it that the chances are worth.
     */
    public static final int WIN = Search.WIN;

    private final Variant variant;
    private final Search search;
    private long seed;

    /**
     * A suggestion of the search, in words.
     *
     * @param choice the move in the variant's notation, {@code pass}, {@code forfeit}, or {@code reroll 1|2|both}
     * @param score  centipawns from the player's point of view (a pawn is 100)
     * @param mateIn plies to a forced win (positive) or loss (negative), 0 when none was found
     * @param depth  the deepest finished iteration, in moves
     * @param nodes  nodes searched
     * @param millis time taken
     * @param pv     the expected line, in the variant's notation (it stops at a re-roll)
     * @param coordinate the choice with a move in coordinate notation (for engine protocols)
     * @param pvCoordinate the expected line in coordinate notation
     */
    public record Suggestion(String choice, int score, int mateIn, int depth, long nodes, long millis, List<String> pv,
                             String coordinate, List<String> pvCoordinate) {
    }

    /** A finished iteration of the search, as an analysis shows it (the line also in coordinate notation). */
    public record Progress(int depth, int score, int mateIn, long nodes, long millis, List<String> pv,
                           List<String> pvCoordinate) {
    }

    /**
     * How long a search may run: at most {@code millis} ms, {@code depth} moves and {@code nodes}
     * nodes, 0 meaning no limit of that kind; at least one is set. A search with a time limit
     * starts no new iteration once half of it is gone, unless {@code wholeTime} asks it to use
     * all of it (UCI's {@code go movetime}, XBoard's {@code st}).
     */
    public record Limits(long millis, int depth, long nodes, boolean wholeTime) {
        public Limits(long millis, int depth, long nodes) {
            this(millis, depth, nodes, false);
        }

        public Limits {
            if (millis < 0 || depth < 0 || nodes < 0 || millis == 0 && depth == 0 && nodes == 0) {
                throw new IllegalArgumentException("a search needs a time, a depth or a node limit (none negative)");
            }
        }

        /** At most {@code millis} ms a decision. */
        public static Limits time(long millis) {
            return new Limits(millis, 0, 0);
        }

        /** {@code millis} ms a decision, all of them (or until a mate is certain). */
        public static Limits exactly(long millis) {
            return new Limits(millis, 0, 0, true);
        }

        /** To {@code depth} moves. */
        public static Limits depth(int depth) {
            return new Limits(0, depth, 0);
        }

        /** At most {@code nodes} nodes. */
        public static Limits nodes(long nodes) {
            return new Limits(0, 0, nodes);
        }
    }

    /** The transposition table's default size: 2^20 slots of 17 bytes. */
    public static final int DEFAULT_TABLE_MB = 17;
    /** The largest transposition table a player may ask for, in MiB. */
    public static final int MAX_TABLE_MB = 8192;

    public ComputerPlayer(Variant variant) {
        this(variant, DEFAULT_TABLE_MB);
    }

    /** The largest table this JVM can give one player: {@link #MAX_TABLE_MB}, or half its heap if less. */
    public static int tableLimitMb() {
        return (int) Math.max(DEFAULT_TABLE_MB, Math.min(MAX_TABLE_MB, Runtime.getRuntime().maxMemory() / 2 / (1 << 20)));
    }

    /**
     * A computer player whose transposition table takes at most {@code tableMegabytes} MiB (UCI's
     * {@code Hash}): the largest power of two of 17-byte slots that fits, 1 MiB to
     * {@link #MAX_TABLE_MB}.
     *
     * @throws IllegalArgumentException outside 1 to {@link #tableLimitMb()}
     */
    public ComputerPlayer(Variant variant, int tableMegabytes) {
        if (tableMegabytes < 1 || tableMegabytes > tableLimitMb()) {
            throw new IllegalArgumentException("a table of 1 to " + tableLimitMb() + " MiB here, not " + tableMegabytes);
        }
        this.variant = variant;
        this.search = new Search(variant.model, Search.tableBits(tableMegabytes));
    }

    /**
     * Chooses the search of games of more than two players: {@code paranoid} (the default: all
     * the others against this player), {@code brs} (best-reply search: only the opponent with the
     * most dangerous reply moves between two moves of this player) or {@code maxn} (each player
     * for itself). Two-player games are searched alike whatever is chosen.
     *
     * @throws IllegalArgumentException for another name
     */
    public ComputerPlayer multiPlayer(String algorithm) {
        MultiPlayer m = switch (algorithm) {
            case "paranoid" -> MultiPlayer.PARANOID;
            case "brs" -> MultiPlayer.BRS;
            case "maxn" -> MultiPlayer.MAXN;
            default -> throw new IllegalArgumentException("the search of more than two players is paranoid, brs or maxn, not '"
                    + algorithm + "'");
        };
        search.multiPlayer(m);
        search.clear();
        return this;
    }

    /**
     * Searches with this many threads (1 to 64; default 1) sharing what they find (Lazy SMP), in
     * variants without dice and hooks and under a time or depth limit; a node limit keeps one
     * thread, so its play stays the same on any machine.
     *
     * @throws IllegalArgumentException outside 1 to 64
     */
    /** The most threads one search may use ({@link #threads}). */
    public static final int MAX_THREADS = Search.MAX_THREADS;

    public ComputerPlayer threads(int n) {
        search.threads(n);
        return this;
    }

    /** Seeds the small random preference among equal choices: the same seed and node budget give the same play. */
    public ComputerPlayer seed(long s) {
        this.seed = s;
        return this;
    }

    /** The best choice for the player to move, searched within the limits; see {@link #suggest(Game, Limits, Consumer, BooleanSupplier)}. */
    public Suggestion suggest(Game g, Limits limits) throws IllegalMoveException {
        return suggest(g, limits, null, null);
    }

    /**
     * The best choice for the player to move, searched within the limits.
     *
     * @param progress told of each finished iteration (may be null)
     * @param stop     polled while searching; true stops it (may be null)
     * @throws IllegalMoveException when there is nothing to choose: the game is over or the dice are to be rolled
     */
    public Suggestion suggest(Game g, Limits limits, Consumer<Progress> progress,
                              BooleanSupplier stop) throws IllegalMoveException {
        check(g);
        long millis = limits.millis(), nodes = limits.nodes();
        int depth = limits.depth();
        TurnMachine t = g.machine();
        if (g.phase() == Game.Phase.OVER) throw new IllegalMoveException("the game is over");
        if (g.phase() != Game.Phase.CHOOSE) throw new IllegalMoveException("the dice are to be rolled first");
        Budget b = new Budget(millis, depth, nodes, seed, stop, limits.wholeTime());
        Consumer<Iteration> listener = progress == null ? null
                : it -> progress.accept(new Progress(it.depth(), it.score(), mateIn(it.score()), it.nodes(), it.millis(),
                Search.pvText(t, it.pv()), Search.pvText(t, it.pv(), true)));
        SearchResult r = search.bestAction(t, b, listener);
        String choice = r.action() != null ? t.text(r.action()) : "reroll " + TurnMachine.rerollName(r.reroll());
        String coordinate = r.action() instanceof Action.Play p ? t.coordinate(p.move()) : choice;
        return new Suggestion(choice, r.score(), r.mateIn(), r.depth(), r.nodes(), r.millis(), Search.pvText(t, r.pv()),
                coordinate, Search.pvText(t, r.pv(), true));
    }

    private static int mateIn(int score) {
        if (Math.abs(score) < Search.WIN_BOUND) return 0;
        int plies = Search.WIN - Math.abs(score);
        return score > 0 ? plies : -plies;
    }

    /**
     * Plays one whole turn of the side to move within the limits per decision: rolls the game's
     * dice where the turn starts with a roll or waits for a confirmation roll, re-rolls when that
     * is the best choice, then moves.
     */
    public void playTurn(Game g, Limits limits) throws IllegalMoveException {
        check(g);
        long millis = limits.millis();
        int depth = limits.depth();
        TurnMachine t = g.machine();
        int mover = t.side();
        int made = t.movesMade();
        for (int guard = 0; guard < 32; guard++) {
            switch (g.phase()) {
                case OVER -> {
                    return;
                }
                case ROLL, CONFIRM -> g.roll();
                case CHOOSE -> {
                    Budget b = new Budget(millis, depth, limits.nodes(), seed + t.actionCount(), null, limits.wholeTime());
                    SearchResult r = search.bestAction(t, b, null);
                    if (r.action() != null) g.apply(r.action());
                    else g.reroll(TurnMachine.rerollName(r.reroll()));
                }
            }
            if (t.movesMade() > made || t.side() != mover) return;
        }
        throw new IllegalStateException("a turn did not end in " + g.position());
    }

    private void check(Game g) {
        if (g.variant().model != variant.model) throw new IllegalArgumentException("the game is of another variant");
    }
}
