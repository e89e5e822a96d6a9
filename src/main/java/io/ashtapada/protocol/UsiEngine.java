package io.ashtapada.protocol;

import io.ashtapada.api.ComputerPlayer;
import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.IllegalPositionException;
import io.ashtapada.api.Variant;
import io.ashtapada.format.Usi;

import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The USI protocol, so that shogi GUIs and engines can play a two-player variant without dice
 * against the computer player: {@code usi}/{@code usiok}, {@code isready}/{@code readyok},
 * {@code setoption} ({@code USI_Variant} chooses among several variants; {@code USI_Hash} and
 * {@code USI_Ponder}, which every GUI sends, are accepted), {@code usinewgame},
 * {@code position startpos|sfen SFEN [moves ...]}, {@code go} with {@code btime}/{@code wtime}
 * (the first player is Sente, {@code b}), {@code binc}/{@code winc}, {@code byoyomi},
 * {@code movetime}, {@code depth}, {@code nodes} and {@code infinite}, answered by
 * {@code bestmove} (or {@code bestmove resign} with no legal move), {@code stop},
 * {@code gameover} and {@code quit}. Squares, moves and positions are USI's ({@link Usi}:
 * {@code 7g7f}, {@code 8h2b+}, {@code P*5e}, SFEN). What the engine cannot read is answered with
 * an {@code info string} quoting at most 80 characters, and otherwise ignored. Built on the
 * {@code api} package only.
 */
public final class UsiEngine extends LineEngine {
    private static final Pattern SETOPTION = Pattern.compile("setoption\\s+name\\s+(\\S+)(?:\\s+value\\s+(\\S+))?");

    /** Where the answers go. */
    /** The variants by their {@code USI_Variant} names, the first the default. */
    private final Map<String, Variant> variants = new LinkedHashMap<>();
    private final EnginePlayers players = new EnginePlayers();
    /** The search's threads (option Threads). */
    private int threads = 1;
    private Variant variant;
    private Usi usi;
    private Game game;
    /** The search running on its own thread, or null. */

    /** An engine for these variants (two players, no dice), answering on {@code out}. */
    public UsiEngine(Map<String, Variant> variants, PrintStream out) {
        super(out);
        if (variants.isEmpty()) throw new IllegalArgumentException("USI needs at least one variant");
        this.variants.putAll(variants);
        choose(this.variants.values().iterator().next());
    }

    private void choose(Variant v) {
        variant = v;
        usi = Usi.of(v);
        game = v.newGame();
    }

    /** One command; false on quit. */
    @Override
    public boolean command(String line) {
        String[] w = line.split("\\s+");
        switch (w[0]) {
            case "usi" -> {
                send("id name Ashtapada");
                send("id author the Ashtapada authors");
                send("option name USI_Variant type combo default " + variants.keySet().iterator().next()
                        + variants.keySet().stream().map(n -> " var " + n).reduce("", String::concat));
                send("option name Threads type spin default 1 min 1 max " + ComputerPlayer.MAX_THREADS);
                send("usiok");
            }
            case "isready" -> send("readyok");
            case "usinewgame" -> {
                finishSearch();
                game = variant.newGame();
            }
            case "setoption" -> setOption(line);
            case "position" -> {
                finishSearch();
                position(w);
            }
            case "go" -> go(w);
            case "stop", "gameover" -> finishSearch();
            case "ponderhit" -> {
            }
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
        Matcher m = SETOPTION.matcher(line);
        if (!m.lookingAt()) {
            send("info string setoption needs a name");
            return;
        }
        String name = m.group(1);
        if (name.equalsIgnoreCase("USI_Ponder")) return;
        if (name.equalsIgnoreCase("USI_Hash")) {
            finishSearch();
            if (!players.tableSize(m.group(2))) {
                send("info string USI_Hash is 1 to " + ComputerPlayer.tableLimitMb() + " MiB here, not " + Lines.shown(String.valueOf(m.group(2))));
            }
            return;
        }
        if (name.equalsIgnoreCase("Threads")) {
            Integer n = m.group(2) == null ? null : Lines.count(m.group(2), 1, ComputerPlayer.MAX_THREADS);
            if (n == null) send("info string Threads is 1 to " + ComputerPlayer.MAX_THREADS + ", not " + Lines.shown(String.valueOf(m.group(2))));
            else threads = n;
            return;
        }
        if (!name.equalsIgnoreCase("USI_Variant") && !name.equalsIgnoreCase("UCI_Variant")) {
            send("info string no option " + Lines.shown(name));
            return;
        }
        Variant v = m.group(2) == null ? null : variants.get(m.group(2));
        if (v == null) {
            send("info string no variant " + Lines.shown(String.valueOf(m.group(2))) + " (" + String.join(", ", variants.keySet()) + ")");
            return;
        }
        finishSearch();
        choose(v);
    }

    private void position(String[] w) {
        int i;
        Game g;
        try {
            if (w.length > 1 && w[1].equals("startpos")) {
                g = variant.newGame();
                i = 2;
            } else if (w.length > 1 && w[1].equals("sfen")) {
                StringBuilder sfen = new StringBuilder();
                for (i = 2; i < w.length && !w[i].equals("moves"); i++) sfen.append(sfen.length() > 0 ? " " : "").append(w[i]);
                g = variant.newGame(usi.position(sfen.toString()));
            } else {
                send("info string position needs startpos or sfen");
                return;
            }
            if (i < w.length && w[i].equals("moves")) {
                for (i++; i < w.length; i++) {
                    String ours = usi.read(w[i], g);
                    if (ours == null) {
                        send("info string not a USI move on this board: " + Lines.shown(w[i]));
                        return;
                    }
                    g.play(ours);
                }
            }
        } catch (IllegalPositionException | IllegalMoveException | IllegalArgumentException e) {
            send("info string " + Lines.shown(e.getMessage()));
            return;
        }
        game = g;
    }

    private void go(String[] w) {
        finishSearch();
        long movetime = 0, mine = 0, inc = 0, byoyomi = 0;
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
                    case "btime" -> { long t = Long.parseLong(w[++i]); if (first) mine = t; }
                    case "wtime" -> { long t = Long.parseLong(w[++i]); if (!first) mine = t; }
                    case "binc" -> { long t = Long.parseLong(w[++i]); if (first) inc = t; }
                    case "winc" -> { long t = Long.parseLong(w[++i]); if (!first) inc = t; }
                    case "byoyomi" -> byoyomi = Long.parseLong(w[++i]);
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
        if (movetime == 0 && (mine > 0 || byoyomi > 0 || inc > 0)) {
            long fromClock = mine > 0 ? Math.min(mine / 3, mine / 30 + inc * 3 / 4) : 0;
            // The byoyomi is spent each move anyway; keep a margin for the GUI's round trip.
            long fromByoyomi = byoyomi > 0 ? Math.max(byoyomi * 3 / 4, byoyomi - 300) : 0;
            movetime = Math.max(10, fromClock + fromByoyomi);
        }
        if (infinite || movetime == 0 && depth == 0 && nodes == 0) {
            depth = infinite ? 64 : depth;
            if (!infinite) movetime = 1000;
        }
        if (game.phase() != Game.Phase.CHOOSE || game.legalMoves().isEmpty()) {
            send("bestmove resign");
            return;
        }
        ComputerPlayer ai = players.of(variant, threads);
        Game g = game;
        Usi names = usi;
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
                        String.join(" ", names.writeLine(p.pvCoordinate(), g::pieceAt)))),
                        stop::get);
                best = names.write(s.coordinate(), g::pieceAt);
            } catch (IllegalMoveException | RuntimeException e) {
                send("info string " + Lines.shown(String.valueOf(e.getMessage())));
                best = "resign";
            }
            send("bestmove " + best);
        }, "usi-search");
    }

    /** USI's score: centipawns, or mate in plies (negative when mated). */
    static String score(int cp, int mateIn) {
        return mateIn != 0 ? "mate " + mateIn : "cp " + cp;
    }
}
