package io.ashtapada.cli;

import io.ashtapada.api.ComputerPlayer;
import io.ashtapada.format.UciDialect;
import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.IllegalPositionException;
import io.ashtapada.api.Variant;

import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * {@code ashtapada uci [FILE...]}: the UCI protocol, so that chess GUIs and other engines can
 * play any of the given variants (two players, no dice) against the computer player. The
 * variants are offered as the {@code UCI_Variant} option, each named by its file name without
 * {@code .variant} (the first is the default; with no FILE, {@code examples/chess.variant}).
 * Positions are given as {@code position startpos|fen POS [moves m1 m2 ...]} with the
 * variant's own position string and moves in coordinate notation; {@code go} takes
 * {@code movetime}, {@code wtime}/{@code btime}/{@code winc}/{@code binc}, {@code depth},
 * {@code nodes} and {@code infinite}, and {@code stop} ends a search. Anything the engine cannot
 * read is answered with an {@code info string} and otherwise ignored, as UCI asks. Moves are
 * written as Fairy-Stockfish writes them for the same {@code UCI_Variant} ({@link UciDialect}:
 * shogi's {@code h8b2+}), and read in that form or Ashtapada's ({@code h8b2h}).
 */
@Command(name = "uci", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Speaks the UCI engine protocol on standard input and output, so that chess GUIs and other "
                + "engines can play the given variants (two players, no dice) against the computer player.",
                "The variants are offered as the UCI_Variant option, each named by its file name without .variant "
                + "(the first is the default; with no FILE, examples/chess.variant). Positions use the variant's own "
                + "position string, moves coordinate notation; 'go' takes movetime, wtime/btime/winc/binc, depth, "
                + "nodes and infinite, 'stop' ends a search."},
        exitCodeListHeading = "%nExit codes:%n", exitCodeList = {Main.EXIT_0, Main.EXIT_1, Main.EXIT_2},
        footerHeading = "%nExamples:%n",
        footer = {"  ashtapada uci chess omega-chess",
                "  printf 'uci\\nposition startpos moves e2e4\\ngo depth 4\\nquit\\n' | ashtapada uci examples/chess.variant",
                "  tools/uci_match.py --games 4 --movetime 100 --engine \"ashtapada uci examples/chess.variant\" "
                        + "--engine /usr/games/fairy-stockfish", ""})
final class UciCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", arity = "0..*", description = "The variant definitions: files or shipped names (default: chess).")
    List<String> files = new ArrayList<>();

    private final BufferedReader in;
    private final PrintStream out;
    private final PrintStream err;
    private final Map<String, Variant> variants = new LinkedHashMap<>();
    private final Map<Variant, ComputerPlayer> players = new LinkedHashMap<>();
    private Variant variant;
    private Game game;
    private Thread searching;
    private final AtomicBoolean stop = new AtomicBoolean();

    UciCommand(Streams io) {
        this.in = new BufferedReader(new InputStreamReader(io.in(), StandardCharsets.UTF_8));
        this.out = io.out();
        this.err = io.err();
    }

    @Override
    public Integer call() {
        java.util.Map<String, Variant> found = Main.protocolVariants(files, "UCI", err);
        if (found == null) return 1;
        variants.putAll(found);
        variant = variants.values().iterator().next();
        game = variant.newGame();
        try {
            String line;
            while ((line = in.readLine()) != null) {
                if (!command(line.trim())) break;
            }
        } catch (IOException e) {
            err.println("uci: " + e.getMessage());
            return 1;
        }
        finishSearch();
        return 0;
    }

    private synchronized void send(String s) {
        out.println(s);
        out.flush();
    }

    /** One command; false on quit. */
    private boolean command(String line) {
        String[] w = line.split("\\s+");
        switch (w[0]) {
            case "uci" -> {
                send("id name Ashtapada");
                send("id author the Ashtapada authors");
                send("option name UCI_Variant type combo default " + variants.keySet().iterator().next()
                        + variants.keySet().stream().map(n -> " var " + n).reduce("", String::concat));
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
            default -> send("info string unknown command " + Main.shown(w[0]));
        }
        return true;
    }

    private void setOption(String line) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("setoption\\s+name\\s+(\\S+)\\s+value\\s+(\\S+)").matcher(line);
        if (!m.find()) {
            send("info string setoption needs name and value");
            return;
        }
        if (!m.group(1).equalsIgnoreCase("UCI_Variant")) {
            send("info string no option " + Main.shown(m.group(1)));
            return;
        }
        Variant v = variants.get(m.group(2));
        if (v == null) {
            send("info string no variant " + Main.shown(m.group(2)) + " (" + String.join(", ", variants.keySet()) + ")");
            return;
        }
        finishSearch();
        variant = v;
        game = v.newGame();
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
        int depth = 0;
        long nodes = 0;
        boolean infinite = false;
        boolean first = variant.players().indexOf(game.sideToMove()) == 0;
        try {
            for (int i = 1; i < w.length; i++) {
                switch (w[i]) {
                    case "movetime" -> movetime = Long.parseLong(w[++i]);
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
        ComputerPlayer ai = players.computeIfAbsent(variant, ComputerPlayer::new);
        stop.set(false);
        Game g = game;
        UciDialect dialect = UciDialect.fairyStockfish(variant);
        long ms = movetime;
        int d = depth;
        long n = nodes;
        searching = new Thread(() -> {
            String best;
            try {
                ComputerPlayer.Suggestion s = ai.suggest(g, new ComputerPlayer.Limits(ms, d, n), p -> send(String.format(Locale.ROOT,
                        "info depth %d score %s nodes %d time %d nps %d pv %s", p.depth(), score(p.score(), p.mateIn()),
                        p.nodes(), p.millis(), p.nodes() * 1000 / Math.max(1, p.millis()),
                        String.join(" ", dialect.writeLine(p.pvCoordinate(), g::pieceAt)))),
                        stop::get);
                best = dialect.write(s.coordinate(), g::pieceAt);
            } catch (IllegalMoveException | RuntimeException e) {
                send("info string " + e.getMessage());
                best = "(none)";
            }
            send("bestmove " + best);
        }, "uci-search");
        searching.setDaemon(true);
        searching.start();
    }

    /** UCI's score: centipawns, or mate in moves (not plies). */
    static String score(int cp, int mateIn) {
        if (mateIn != 0) return "mate " + (mateIn > 0 ? (mateIn + 1) / 2 : -((-mateIn + 1) / 2));
        return "cp " + cp;
    }

    /** Stops a running search and waits for its bestmove. */
    private void finishSearch() {
        Thread t = searching;
        if (t == null) return;
        stop.set(true);
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        searching = null;
    }
}
