package io.ashtapada.protocol;

import io.ashtapada.api.ComputerPlayer;
import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.IllegalPositionException;
import io.ashtapada.api.Variant;
import io.ashtapada.format.UciDialect;

import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The UCI protocol for a set of two-player variants without dice, so that chess GUIs and other
 * engines can play them against the computer player. The variants are offered as the
 * {@code UCI_Variant} option (the first is the default). Positions are given as
 * {@code position startpos|fen POS [moves m1 m2 ...]} with the variant's own position string and
 * moves in coordinate notation; {@code go} takes {@code movetime}, {@code wtime}/{@code btime}/
 * {@code winc}/{@code binc}, {@code depth}, {@code nodes} and {@code infinite}, and {@code stop}
 * ends a search (searches run on their own thread, so {@code stop} is read while one runs).
 * Anything the engine cannot read is answered with an {@code info string} and otherwise ignored,
 * as UCI asks. Moves are written as Fairy-Stockfish writes them for the same {@code UCI_Variant}
 * ({@link UciDialect}: shogi's {@code h8b2+}; in a variant that castles anywhere, Chess960's
 * castling as the king taking its own rook, {@code b1h1}), and read in that form or Ashtapada's
 * ({@code h8b2h}, {@code b1g1/h1f1}). {@code UCI_Chess960} is offered for the GUIs that look for
 * it; the notation follows the variant. Built on the {@code api} package only.
 */
public final class UciEngine extends LineEngine {
    /** Where the answers go. */
    private final Map<String, Variant> variants = new LinkedHashMap<>();
    private final EnginePlayers players = new EnginePlayers();
    /** The search's threads (option Threads). */
    private int threads = 1;
    private Variant variant;
    private Game game;

    /**
     * An engine for these variants (by their {@code UCI_Variant} names, the first the default;
     * two players, no dice) that answers on {@code out}.
     */
    public UciEngine(Map<String, Variant> variants, PrintStream out) {
        super(out);
        if (variants.isEmpty()) throw new IllegalArgumentException("UCI needs at least one variant");
        this.variants.putAll(variants);
        variant = this.variants.values().iterator().next();
        game = variant.newGame();
    }

    /** One command; false on quit. */
    @Override
    public boolean command(String line) {
        String[] w = line.split("\\s+");
        switch (w[0]) {
            case "uci" -> {
                send("id name Ashtapada");
                send("id author the Ashtapada authors");
                send("option name UCI_Variant type combo default " + variants.keySet().iterator().next()
                        + variants.keySet().stream().map(n -> " var " + n).reduce("", String::concat));
                send("option name UCI_Chess960 type check default false");
                send("option name Threads type spin default 1 min 1 max " + ComputerPlayer.MAX_THREADS);
                send("option name Hash type spin default " + ComputerPlayer.DEFAULT_TABLE_MB + " min 1 max " + ComputerPlayer.tableLimitMb());
                send("uciok");
            }
            case "isready" -> send("readyok");
            case "ucinewgame" -> {
                finishSearch();
                game = variant.newGame();
            }
            case "setoption" -> setOption(line);
            case "position" -> {
                finishSearch();
                position(w);
            }
            case "go" -> go(w);
            case "stop" -> finishSearch();
            case "quit" -> {
                return false;
            }
            case "" -> {
            }
            default -> send("info string unknown command " + Lines.shown(w[0]));
        }
        return true;
    }

    private void setOption(String line) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("setoption\\s+name\\s+(\\S+)\\s+value\\s+(\\S+)").matcher(line);
        if (!m.find()) {
            send("info string setoption needs name and value");
            return;
        }
        if (m.group(1).equalsIgnoreCase("Threads")) {
            Integer n = Lines.count(m.group(2), 1, ComputerPlayer.MAX_THREADS);
            if (n == null) send("info string Threads is 1 to " + ComputerPlayer.MAX_THREADS + ", not " + Lines.shown(m.group(2)));
            else threads = n;
            return;
        }
        if (m.group(1).equalsIgnoreCase("Hash")) {
            finishSearch();
            if (!players.tableSize(m.group(2))) {
                send("info string Hash is 1 to " + ComputerPlayer.tableLimitMb() + " MiB here, not " + Lines.shown(m.group(2)));
            }
            return;
        }
        if (m.group(1).equalsIgnoreCase("UCI_Chess960")) {
            // Chess960 GUIs set it and then write castling as the king taking its own rook: the
            // notation of every variant that castles anywhere, whatever the option says.
            boolean on = m.group(2).equalsIgnoreCase("true");
            if (!m.group(2).equalsIgnoreCase("false") && !on) send("info string UCI_Chess960 is true or false, not " + Lines.shown(m.group(2)));
            else if (on && !variant.castlesAnywhere()) {
                send("info string " + Lines.shown(currentName()) + " does not castle anywhere: choose a Chess960 variant with UCI_Variant"
                        + chess960Names());
            }
            return;
        }
        if (!m.group(1).equalsIgnoreCase("UCI_Variant")) {
            send("info string no option " + Lines.shown(m.group(1)));
            return;
        }
        Variant v = variants.get(m.group(2));
        if (v == null) {
            send("info string no variant " + Lines.shown(m.group(2)) + " (" + String.join(", ", variants.keySet()) + ")");
            return;
        }
        finishSearch();
        variant = v;
        game = v.newGame();
    }

    /** The UCI_Variant name of the variant played. */
    private String currentName() {
        for (Map.Entry<String, Variant> e : variants.entrySet()) if (e.getValue() == variant) return e.getKey();
        return variant.title();
    }

    /** " (NAME, ...)": the offered variants that castle anywhere, or " (this engine offers none)". */
    private String chess960Names() {
        java.util.List<String> names = variants.entrySet().stream().filter(e -> e.getValue().castlesAnywhere()).map(Map.Entry::getKey).toList();
        return names.isEmpty() ? " (this engine offers none)" : " (" + String.join(", ", names) + ")";
    }

    private void position(String[] w) {
        int i = 1;
        Game g;
        try {
            if (w.length > 1 && w[1].equals("startpos")) {
                g = variant.newGame();
                i = 2;
            } else if (w.length > 1 && w[1].equals("fen")) {
                StringBuilder fen = new StringBuilder();
                for (i = 2; i < w.length && !w[i].equals("moves"); i++) fen.append(fen.length() > 0 ? " " : "").append(w[i]);
                g = variant.newGame(fen.toString());
            } else {
                send("info string position needs startpos or fen");
                return;
            }
            if (i < w.length && w[i].equals("moves")) {
                // Moves as Fairy-Stockfish writes them for this UCI_Variant (h8b2+) are read too.
                UciDialect dialect = UciDialect.fairyStockfish(variant);
                for (i++; i < w.length; i++) g.play(dialect.read(w[i], g));
            }
        } catch (IllegalPositionException | IllegalMoveException e) {
            send("info string " + e.getMessage());
            return;
        }
        game = g;
    }

    private void go(String[] w) {
        finishSearch();
        long movetime = 0, mine = 0, inc = 0;
        boolean given = false;
        int depth = 0;
        long nodes = 0;
        boolean infinite = false;
        boolean first = variant.players().indexOf(game.sideToMove()) == 0;
        try {
            for (int i = 1; i < w.length; i++) {
                switch (w[i]) {
                    case "movetime" -> {
                        movetime = Long.parseLong(w[++i]);
                        given = movetime > 0;
                    }
                    case "wtime" -> { long t = Long.parseLong(w[++i]); if (first) mine = t; }
                    case "btime" -> { long t = Long.parseLong(w[++i]); if (!first) mine = t; }
                    case "winc" -> { long t = Long.parseLong(w[++i]); if (first) inc = t; }
                    case "binc" -> { long t = Long.parseLong(w[++i]); if (!first) inc = t; }
                    case "depth" -> depth = Integer.parseInt(w[++i]);
                    case "nodes" -> nodes = Long.parseLong(w[++i]);
                    case "infinite" -> infinite = true;
                    default -> {
                    }
                }
            }
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            send("info string go: a number is missing or malformed");
        }
        if (movetime == 0 && mine > 0) movetime = Math.max(10, Math.min(mine / 3, mine / 30 + inc * 3 / 4));
        if (infinite || movetime == 0 && depth == 0 && nodes == 0) {
            depth = infinite ? 64 : depth;
            if (!infinite) movetime = 1000;
        }
        if (game.phase() != Game.Phase.CHOOSE) {
            send("bestmove (none)");
            return;
        }
        ComputerPlayer ai = players.of(variant, threads);
        Game g = game;
        UciDialect dialect = UciDialect.fairyStockfish(variant);
        long ms = movetime;
        boolean whole = given;
        int d = depth;
        long n = nodes;
        startSearch(() -> {
            String best;
            try {
                ComputerPlayer.Suggestion s = ai.suggest(g, new ComputerPlayer.Limits(ms, d, n, whole), p -> send(String.format(Locale.ROOT,
                        "info depth %d score %s nodes %d time %d nps %d pv %s", p.depth(), score(p.score(), p.mateIn()),
                        p.nodes(), p.millis(), p.nodes() * 1000 / Math.max(1, p.millis()),
                        String.join(" ", dialect.writeLine(p.pvCoordinate(), g)))),
                        stop::get);
                best = dialect.write(s.coordinate(), g);
            } catch (IllegalMoveException | RuntimeException e) {
                send("info string " + e.getMessage());
                best = "(none)";
            }
            send("bestmove " + best);
        }, "uci-search");
    }

    /** UCI's score: centipawns, or mate in moves (not plies). */
    static String score(int cp, int mateIn) {
        if (mateIn != 0) return "mate " + (mateIn > 0 ? (mateIn + 1) / 2 : -((-mateIn + 1) / 2));
        return "cp " + cp;
    }
}
