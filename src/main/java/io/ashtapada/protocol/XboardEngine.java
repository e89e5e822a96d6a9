package io.ashtapada.protocol;

import io.ashtapada.api.ComputerPlayer;
import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.IllegalPositionException;
import io.ashtapada.api.Variant;
import io.ashtapada.format.UciDialect;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Reader;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The XBoard (CECP, protocol 2) engine protocol for two-player variants without dice. The
 * variants are announced in {@code feature variants=...} by the names given, except that
 * {@code chess} is XBoard's {@code normal}; the first is played until {@code variant}
 * chooses another, which the engine then describes to XBoard with {@code setup} and
 * {@code piece} commands ({@link XboardBoard}). Moves are in coordinate notation with XBoard's
 * square names ({@code usermove e2e4}, {@code move e7e5}; Omega Chess's a0 is XBoard's b2) and
 * promotions as XBoard and Fairy-Stockfish write them ({@link UciDialect}: shogi's {@code b2h8+};
 * a castling where the variant castles anywhere as the protocol's {@code O-O} and {@code O-O-O},
 * read in that form, as the king taking its rook, or in Ashtapada's notation),
 * positions are set with {@code setboard} in XBoard's FEN or the variant's own string. Supported:
 * {@code new}, {@code variant}, {@code force}, {@code go}, {@code playother}, {@code usermove},
 * {@code setboard}, {@code undo}, {@code remove}, {@code st}, {@code sd}, {@code level},
 * {@code time}, {@code ping}, {@code result}, {@code quit}; the rest is ignored or refused with
 * {@code Error (unknown command)}. The engine thinks synchronously (no pondering, no analysis
 * mode): XBoard waits for its move. Built on the {@code api} package only.
 */
public final class XboardEngine {
    /** Where the answers go. */
    private final PrintStream out;
    private final Map<String, Variant> variants = new LinkedHashMap<>();
    private final EnginePlayers players = new EnginePlayers();
    /** The search's threads (the cores command). */
    private int threads = 1;
    private final Map<Variant, XboardBoard> boards = new LinkedHashMap<>();
    private final Map<Variant, UciDialect> dialects = new LinkedHashMap<>();
    private Variant variant;
    private Game game;
    /** The index of the player the engine plays, or -1 in force mode. */
    private int engineSide = 1;
    private long moveMillis = 1000;
    private int maxDepth;
    /** The engine's clock (centiseconds, from {@code time}) and the moves per session and increment of {@code level}. */
    private long clock = -1;
    private int levelMoves;
    private long incrementMillis;

    /**
     * An engine for these variants (by name, the first played until {@code variant} chooses
     * another; {@code chess} is announced as XBoard's {@code normal}) that answers on {@code out}.
     */
    public XboardEngine(Map<String, Variant> variants, PrintStream out) {
        if (variants.isEmpty()) throw new IllegalArgumentException("XBoard needs at least one variant");
        variants.forEach((name, v) -> this.variants.put(name.equals("chess") ? "normal" : name, v));
        this.out = out;
        variant = this.variants.values().iterator().next();
        game = variant.newGame();
    }

    /** Reads commands until {@code quit} or the end of the input. */
    public void run(Reader in) throws IOException {
        Lines lines = new Lines(in);
        String line;
        while ((line = lines.next()) != null) {
            if (line == Lines.TOO_LONG) {
                send("Error (line longer than " + Lines.MAX_CHARS + " characters): ignored");
                continue;
            }
            if (!command(line.trim())) break;
        }
    }

    private void send(String s) {
        out.println(s);
        out.flush();
    }

    /** One command; false on quit. */
    public boolean command(String line) {
        String[] w = line.split("\\s+");
        String rest = line.contains(" ") ? line.substring(line.indexOf(' ') + 1).trim() : "";
        switch (w[0]) {
            case "xboard", "accepted", "rejected", "random", "post", "nopost", "hard", "easy", "computer", "otim", "name",
                 "rating", "ics", "draw", "?", "hint", "bk", "exit", ".", "" -> {
            }
            case "protover" -> send("feature myname=\"Ashtapada\" variants=\"" + String.join(",", variants.keySet())
                    + "\" setboard=1 usermove=1 ping=1 playother=1 san=0 sigint=0 sigterm=0 colors=0 analyze=0 smp=1 memory=1 done=1");
            case "new" -> {
                variant = variants.values().iterator().next();
                game = variant.newGame();
                engineSide = 1;
                maxDepth = 0;
            }
            case "variant" -> {
                Variant v = variants.get(rest);
                if (v == null) {
                    send("Error (unknown variant): " + Lines.shown(rest));
                } else {
                    variant = v;
                    game = v.newGame();
                    if (!XboardBoard.XBOARD_VARIANTS.contains(rest)) announce();
                }
            }
            case "force" -> engineSide = -1;
            case "go" -> {
                engineSide = side();
                think();
            }
            case "playother" -> engineSide = 1 - side();
            case "usermove" -> usermove(rest);
            case "setboard" -> {
                try {
                    // XBoard's FEN (the board's rectangle, holes as '*'), or else the variant's own string.
                    String own = board().position(rest);
                    game = variant.newGame(own != null && variant.positionProblem(own) == null ? own : rest);
                } catch (IllegalPositionException e) {
                    send("tellusererror Illegal position: " + e.getMessage());
                }
            }
            case "undo" -> game.undo();
            case "remove" -> {
                game.undo();
                game.undo();
            }
            case "st" -> moveMillis = (long) (parse(rest, 1) * 1000);
            case "sd" -> maxDepth = (int) parse(rest, 0);
            case "memory" -> {
                // The whole memory the engine may use; the table gets it all (the rest is small).
                if (!players.tableSize(rest)) {
                    send("Error (memory is 1 to " + ComputerPlayer.tableLimitMb() + " MB here): " + Lines.shown(rest));
                }
            }
            case "cores" -> {
                Integer n = Lines.count(rest, 1, ComputerPlayer.MAX_THREADS);
                if (n == null) send("Error (cores are 1 to " + ComputerPlayer.MAX_THREADS + "): " + Lines.shown(rest));
                else threads = n;
            }
            case "level" -> level(w);
            case "time" -> clock = (long) parse(rest, -1);
            case "ping" -> send("pong " + rest);
            case "result" -> engineSide = -1;
            case "quit" -> {
                return false;
            }
            default -> {
                // A bare move (protocol 1 style) is taken as a move too.
                if (w.length == 1 && w[0].matches("[a-z]+\\d+[a-z]+\\d+[a-z]?")) usermove(w[0]);
                else send("Error (unknown command): " + Lines.shown(w[0]));
            }
        }
        return true;
    }

    private static double parse(String s, double dflt) {
        try {
            return Double.parseDouble(s.trim());
        } catch (NumberFormatException e) {
            return dflt;
        }
    }

    /** {@code level MPS BASE INC}: BASE in minutes or min:sec, INC in seconds. */
    private void level(String[] w) {
        if (w.length < 4) return;
        levelMoves = (int) parse(w[1], 0);
        incrementMillis = (long) (parse(w[3], 0) * 1000);
        moveMillis = 0;
    }

    private int side() {
        return variant.players().indexOf(game.sideToMove());
    }

    /** Moves as XBoard and Fairy-Stockfish write them for the variant (shogi's promotions with {@code +}). */
    /**
     * A castling in a variant that castles anywhere as the protocol writes Fischer random
     * castling, {@code O-O} or {@code O-O-O}; null for any other move (written in coordinates).
     */
    private String castling(String coordinate) {
        if (!variant.castlesAnywhere()) return null;
        int i = game.legalMoves().indexOf(coordinate);
        if (i < 0) return null;
        String san = game.legalMovesSan().get(i).replaceAll("[+#]+$", "");
        return san.equals("O-O") || san.equals("O-O-O") ? san : null;
    }

    private UciDialect dialect() {
        return dialects.computeIfAbsent(variant, UciDialect::fairyStockfish);
    }

    private XboardBoard board() {
        return boards.computeIfAbsent(variant, XboardBoard::new);
    }

    /**
     * Tells XBoard the board and pieces of a variant it may not know: {@code setup} with the
     * piece table, the size, the holdings and the start position, then a {@code piece} command
     * with each kind's XBetza.
     */
    private void announce() {
        String setup = board().setup(game);
        if (setup == null) return;
        send(setup);
        board().pieceCommands().forEach(this::send);
    }

    private void usermove(String written) {
        String move = board().fromXboard(written);
        if (move == null) {
            send("Illegal move (no such square on this board): " + Lines.shown(written));
            return;
        }
        try {
            // XBoard's and Fairy-Stockfish's shogi promotions (b2h8+) read as Ashtapada's (b2h8h).
            game.play(dialect().read(move, game));
        } catch (IllegalMoveException e) {
            send("Illegal move (" + e.getMessage() + "): " + Lines.shown(written));
            return;
        }
        if (!reportEnd() && side() == engineSide) think();
    }

    /** Prints the result when the game is over; true then. */
    private boolean reportEnd() {
        if (game.phase() != Game.Phase.OVER) return false;
        io.ashtapada.api.Result r = game.result();
        String score = r.status() == io.ashtapada.api.Result.Status.DRAW ? "1/2-1/2"
                : variant.players().indexOf(r.winner()) == 0 ? "1-0" : "0-1";
        send(score + " {" + r + "}");
        return true;
    }

    private long budgetMillis() {
        if (moveMillis > 0) return moveMillis;
        if (clock > 0) {
            long left = clock * 10;
            int moves = levelMoves > 0 ? Math.max(1, levelMoves - (game.movesMade() / 2) % levelMoves) : 30;
            return Math.max(10, Math.min(left / 3, left / moves + incrementMillis * 3 / 4));
        }
        return 1000;
    }

    private void think() {
        if (reportEnd() || game.phase() != Game.Phase.CHOOSE) return;
        ComputerPlayer ai = players.of(variant, threads);
        try {
            ComputerPlayer.Suggestion s = ai.suggest(game, new ComputerPlayer.Limits(maxDepth > 0 ? 0 : budgetMillis(), maxDepth, 0, maxDepth == 0 && moveMillis > 0),
                    p -> send(String.format(Locale.ROOT, "%d %d %d %d %s", p.depth(), xboardScore(p.score(), p.mateIn()),
                            p.millis() / 10, p.nodes(), String.join(" ", dialect().writeLine(p.pvCoordinate(), game).stream()
                                    .map(board()::toXboard).toList()))), null);
            String written = castling(s.coordinate());
            if (written == null) written = board().toXboard(dialect().write(s.coordinate(), game::pieceAt));
            game.play(s.coordinate());
            send("move " + written);
        } catch (IllegalMoveException e) {
            send("Error (cannot move): " + e.getMessage());
            return;
        }
        reportEnd();
    }

    /** XBoard's score: centipawns, a mate in n moves as 100000 + n (negative when mated). */
    static int xboardScore(int cp, int mateIn) {
        if (mateIn > 0) return 100000 + (mateIn + 1) / 2;
        if (mateIn < 0) return -100000 - (-mateIn + 1) / 2;
        return cp;
    }
}
