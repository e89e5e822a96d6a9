package io.ashtapada.cli;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.Variant;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A referee for games between two UCI engines: it starts both as processes, speaks the protocol
 * to each ({@code uci}, {@code setoption name UCI_Variant} and the engine's other options,
 * {@code isready}, {@code ucinewgame}, {@code position startpos moves ...},
 * {@code go wtime btime winc binc}, {@code quit}), relays the moves and keeps its own game with
 * Ashtapada's rules as the arbiter: a move the rules refuse loses, as does {@code bestmove (none)}
 * or {@code 0000} while the rules still see a legal move, running out of time or not answering;
 * the rules' own end (mate, stalemate, repetition, ...) ends the game; at the move cap the game
 * is a draw by adjudication. Each game is written as an Ashtapada record with both protocol logs.
 *
 * <p>{@code main} plays a match: {@code UciReferee FILE UCI_VARIANT ENGINE_CMD GAMES BASE_MS INC_MS
 * MAX_PLIES [OUT_DIR] [OPTION=VALUE ...]}, Ashtapada against the engine, colours alternating.
 */
final class UciReferee {
    /** How an engine is started, which {@code UCI_Variant} is the game (null: none sent), and its other options. */
    record Engine(String name, List<String> command, String variant, Map<String, String> options) {
    }

    /** One finished game: its score ("1-0", "0-1", "1/2-1/2"), why, the moves as sent, the record. */
    record Outcome(String score, String reason, List<String> moves, String record, Path file) {
    }

    private UciReferee() {
    }

    /** The command that starts Ashtapada's {@code uci} in a new JVM on this JVM's class path. */
    static List<String> ashtapada(String... files) {
        return EngineProcess.ashtapada("uci", files);
    }

    /** One engine process, speaking UCI. */
    private static final class Proc extends EngineProcess {
        final Engine engine;

        Proc(Engine e, Path stderr) throws IOException {
            super(e.name(), e.command(), stderr);
            engine = e;
        }

        /** Search output is long; keep the lines that say something about the protocol, and the final scores. */
        @Override
        boolean logged(String l) {
            return !l.startsWith("info") || l.contains(" pv ") && l.contains("score");
        }

        /** Starts the protocol and the game: false when the engine does not answer. */
        boolean open() throws InterruptedException {
            send("uci");
            if (await(l -> l.equals("uciok"), 15_000) == null) return false;
            if (engine.variant() != null) send("setoption name UCI_Variant value " + engine.variant());
            engine.options().forEach((k, v) -> send("setoption name " + k + " value " + v));
            send("ucinewgame");
            send("isready");
            return await(l -> l.equals("readyok"), 15_000) != null;
        }
    }

    /**
     * Plays one game between two engines, each with {@code baseMillis} on its clock plus
     * {@code incMillis} a move, at most {@code maxPlies} plies; the record and both engines'
     * protocol logs go to {@code outDir}.
     */
    static Outcome play(Variant variant, Engine white, Engine black, long baseMillis, long incMillis, int maxPlies,
                        Path outDir, String gameName) throws IOException, InterruptedException {
        return play(variant, null, white, black, baseMillis, incMillis, maxPlies, outDir, gameName);
    }

    /** As {@link #play(Variant, Engine, Engine, long, long, int, Path, String)}, from the position {@code start} (null: the start position). */
    static Outcome play(Variant variant, String start, Engine white, Engine black, long baseMillis, long incMillis, int maxPlies,
                        Path outDir, String gameName) throws IOException, InterruptedException {
        Files.createDirectories(outDir);
        Game game;
        try {
            game = start == null ? variant.newGame() : variant.newGame(start);
        } catch (io.ashtapada.api.IllegalPositionException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        List<String> moves = new ArrayList<>();
        String score = null, reason = null;
        Path stderr = outDir.resolve(gameName + ".stderr");
        Files.deleteIfExists(stderr);
        Proc[] engines = new Proc[2];
        try {
            engines[0] = new Proc(white, stderr);
            engines[1] = new Proc(black, stderr);
            for (int i = 0; i < 2 && score == null; i++) {
                if (!engines[i].open()) {
                    score = i == 0 ? "0-1" : "1-0";
                    reason = engines[i].engine.name() + " did not start the protocol";
                }
            }
            long[] clock = {baseMillis, baseMillis};
            for (int ply = 0; score == null; ply++) {
                if (game.phase() == Game.Phase.OVER) {
                    score = EngineProcess.score(variant, game);
                    reason = game.result().toString();
                    break;
                }
                if (ply >= maxPlies) {
                    score = "1/2-1/2";
                    reason = "adjudicated a draw at the move cap of " + maxPlies + " plies";
                    break;
                }
                int side = variant.players().indexOf(game.sideToMove());
                Proc e = engines[side];
                String loss = side == 0 ? "0-1" : "1-0";
                e.send("position " + (start == null ? "startpos" : "fen " + start) + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves)));
                e.send(String.format(Locale.ROOT, "go wtime %d btime %d winc %d binc %d",
                        Math.max(1, clock[0]), Math.max(1, clock[1]), incMillis, incMillis));
                long t0 = System.nanoTime();
                String line = e.await(l -> l.startsWith("bestmove"), clock[side] + EngineProcess.GRACE_MILLIS);
                clock[side] -= (System.nanoTime() - t0) / 1_000_000L;
                if (line == null) {
                    score = loss;
                    reason = e.engine.name() + (e.process.isAlive() ? " did not move in time" : " stopped");
                    continue;
                }
                if (clock[side] < -EngineProcess.GRACE_MILLIS) {
                    score = loss;
                    reason = e.engine.name() + " lost on time";
                    continue;
                }
                String[] w = line.trim().split("\\s+");
                String move = w.length > 1 ? w[1] : "(none)";
                if (move.equals("(none)") || move.equals("0000")) {
                    score = loss;
                    reason = e.engine.name() + " found no move though the rules give " + game.legalMoves().size();
                    continue;
                }
                try {
                    // Fairy-Stockfish's promotions (h8b2+) read as Ashtapada's (h8b2h); the engines are sent the text as played.
                    game.play(io.ashtapada.format.UciDialect.fairyStockfish(variant).read(move, game));
                    moves.add(move);
                    clock[side] += incMillis;
                } catch (IllegalMoveException ex) {
                    score = loss;
                    reason = e.engine.name() + " played an illegal move " + move + ": " + ex.getMessage();
                }
            }
        } finally {
            for (Proc p : engines) {
                if (p != null) p.close();
            }
        }
        Path file = outDir.resolve(gameName + ".txt");
        String record = EngineProcess.write(file, game, white.name(), black.name(), score, reason, "UCI", moves, engines);
        return new Outcome(score, reason, moves, record, file);
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 7) {
            System.err.println("usage: UciReferee FILE UCI_VARIANT ENGINE_CMD GAMES BASE_MS INC_MS MAX_PLIES [OUT_DIR] [OPTION=VALUE ...]");
            System.exit(2);
        }
        Variant v = Ashtapada.defaults().load(Path.of(args[0]));
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 8; i < args.length; i++) {
            int eq = args[i].indexOf('=');
            options.put(args[i].substring(0, eq), args[i].substring(eq + 1));
        }
        Engine ours = new Engine("Ashtapada", ashtapada(args[0]), null, Map.of());
        Engine theirs = new Engine(Path.of(args[2].split(" ")[0]).getFileName().toString(), List.of(args[2].split(" ")),
                args[1], options);
        int games = Integer.parseInt(args[3]);
        long base = Long.parseLong(args[4]), inc = Long.parseLong(args[5]);
        int cap = Integer.parseInt(args[6]);
        Path out = Path.of(args.length > 7 ? args[7] : "target/uci-match");
        double points = 0;
        for (int g = 0; g < games; g++) {
            boolean oursWhite = g % 2 == 0;
            Outcome o = play(v, oursWhite ? ours : theirs, oursWhite ? theirs : ours, base, inc, cap, out, "game-" + (g + 1));
            points += o.score().equals("1/2-1/2") ? 0.5 : o.score().equals("1-0") == oursWhite ? 1 : 0;
            System.out.printf(Locale.ROOT, "game %d: Ashtapada %s, %s (%s), %d plies; score %.1f/%d%n", g + 1,
                    oursWhite ? "white" : "black", o.score(), o.reason(), o.moves().size(), points, g + 1);
        }
    }
}
