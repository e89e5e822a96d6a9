package io.ashtapada.cli;

import io.ashtapada.protocol.XboardBoard;
import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.Variant;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A referee for games between two XBoard (CECP) engines: it starts both as processes, speaks
 * the protocol to each ({@code xboard}, {@code protover 2}, {@code new}, {@code variant},
 * {@code level}, {@code time}/{@code otim}, {@code go}, {@code usermove} or a bare move as each
 * engine's features ask, {@code ping}/{@code pong}, {@code result}, {@code quit}), relays the
 * moves and keeps its own game with Ashtapada's rules as the arbiter: a move the rules refuse
 * loses, as does a resignation, running out of time or not answering; the rules' own end
 * (mate, stalemate, repetition, ...) ends the game; at the move cap the game is a draw by
 * adjudication. Each game is written as an Ashtapada record with the engines, the result and
 * the reason as tags.
 *
 * <p>{@code main} plays a match: {@code XboardReferee FILE VARIANT ENGINE_CMD ENGINE_VARIANT GAMES BASE_MS
 * INC_MS MAX_PLIES [OUT_DIR]}, Ashtapada against the engine, colours alternating.
 */
final class XboardReferee {
    /** How an engine is started and which of its variants is the game. */
    record Engine(String name, List<String> command, String variant, List<String> setup) {
    }

    /** One finished game: its score ("1-0", "0-1", "1/2-1/2"), why, the moves as XBoard wrote them, the record. */
    record Outcome(String score, String reason, List<String> moves, String record, Path file) {
        boolean decisive() {
            return !score.equals("1/2-1/2");
        }
    }

    private XboardReferee() {
    }

    /** The command that starts Ashtapada's {@code xboard} in a new JVM on this JVM's class path. */
    static List<String> ashtapada(String... files) {
        return EngineProcess.ashtapada("xboard", files);
    }

    /** One engine process, with what CECP needs to remember of it. */
    private static final class Proc extends EngineProcess {
        final Engine engine;
        boolean usermove;

        Proc(Engine e, Path stderr) throws IOException {
            super(e.name(), e.command(), stderr);
            engine = e;
        }

        @Override
        void seen(String l) {
            if (l.startsWith("feature") && l.contains("usermove=1")) usermove = true;
        }

        /** Starts the protocol and the game: false when the engine does not answer. */
        boolean open(long baseMillis, long incMillis) throws InterruptedException {
            send("xboard");
            send("protover 2");
            if (await(l -> l.contains("done=1"), 15_000) == null) return false;
            send("new");
            send("easy");
            send("post");
            if (engine.variant() != null && !engine.variant().equals("normal")) send("variant " + engine.variant());
            engine.setup().forEach(this::send);
            long s = baseMillis / 1000;
            send(String.format(Locale.ROOT, "level 0 %d:%02d %s", s / 60, s % 60,
                    incMillis % 1000 == 0 ? Long.toString(incMillis / 1000) : Double.toString(incMillis / 1000.0)));
            send("ping 1");
            return await(l -> l.equals("pong 1"), 15_000) != null;
        }
    }

    /**
     * Plays one game between two engines, each with {@code baseMillis} on its clock plus
     * {@code incMillis} a move, at most {@code maxPlies} plies; the record and both engines'
     * protocol logs go to {@code outDir}.
     */
    static Outcome play(Variant variant, Engine white, Engine black, long baseMillis, long incMillis, int maxPlies,
                        Path outDir, String gameName) throws IOException, InterruptedException {
        return play(variant, white, black, baseMillis, incMillis, maxPlies, outDir, gameName, List.of());
    }

    /**
     * As above, after an opening: moves in Ashtapada's coordinate notation that the referee writes
     * as XBoard and Fairy-Stockfish do and gives both engines in force mode ({@code usermove}),
     * before the engine to move is told {@code go} (the other one too, at its first turn). An
     * engine that refuses an opening move ends the game unplayed, the refusal as the reason.
     */
    static Outcome play(Variant variant, Engine white, Engine black, long baseMillis, long incMillis, int maxPlies,
                        Path outDir, String gameName, List<String> opening) throws IOException, InterruptedException {
        Files.createDirectories(outDir);
        Game game = variant.newGame();
        XboardBoard xb = new XboardBoard(variant);
        List<String> moves = new ArrayList<>();
        String score = null, reason = null;
        Path stderr = outDir.resolve(gameName + ".stderr");
        Files.deleteIfExists(stderr);
        Proc[] engines = new Proc[2];
        try {
            engines[0] = new Proc(white, stderr);
            engines[1] = new Proc(black, stderr);
            for (int i = 0; i < 2 && score == null; i++) {
                if (!engines[i].open(baseMillis, incMillis)) {
                    score = i == 0 ? "0-1" : "1-0";
                    reason = engines[i].engine.name() + " did not start the protocol";
                }
            }
            long[] clock = {baseMillis, baseMillis};
            String last = null;
            boolean[] going = {opening.isEmpty(), opening.isEmpty()};
            if (score == null && !opening.isEmpty()) {
                io.ashtapada.format.UciDialect dialect = io.ashtapada.format.UciDialect.fairyStockfish(variant);
                for (Proc p : engines) p.send("force");
                for (String m : opening) {
                    String written = xb.toXboard(dialect.write(m, game::pieceAt));
                    try {
                        game.play(m);
                    } catch (IllegalMoveException ex) {
                        throw new IllegalArgumentException("opening move " + m + ": " + ex.getMessage(), ex);
                    }
                    for (Proc p : engines) p.send(p.usermove ? "usermove " + written : written);
                    moves.add(written);
                }
                for (Proc p : engines) {
                    p.send("ping 2");
                    String answer = p.await(l -> l.equals("pong 2") || l.startsWith("Illegal move") || l.startsWith("Error"), 15_000);
                    if (score == null && (answer == null || !answer.equals("pong 2"))) {
                        score = "*";
                        reason = p.engine.name() + " refused the opening: " + answer;
                    }
                }
            }
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
                e.send("time " + Math.max(1, clock[side] / 10));
                e.send("otim " + Math.max(1, clock[1 - side] / 10));
                if (!going[side]) {
                    // After the opening, in force mode: the last move (when it was the other engine's), then go.
                    if (last != null) e.send(e.usermove ? "usermove " + last : last);
                    e.send("go");
                    going[side] = true;
                } else if (last == null) e.send("go");
                else e.send(e.usermove ? "usermove " + last : last);
                long t0 = System.nanoTime();
                String line = e.await(l -> l.startsWith("move ") || l.equals("resign") || l.startsWith("Illegal move")
                        || l.startsWith("Error") || l.startsWith("1-0") || l.startsWith("0-1") || l.startsWith("1/2-1/2"),
                        clock[side] + EngineProcess.GRACE_MILLIS);
                clock[side] -= (System.nanoTime() - t0) / 1_000_000L;
                if (line == null) {
                    score = loss;
                    reason = e.engine.name() + (e.process.isAlive() ? " did not move in time" : " stopped");
                } else if (clock[side] < -EngineProcess.GRACE_MILLIS) {
                    score = loss;
                    reason = e.engine.name() + " lost on time";
                } else if (line.equals("resign")) {
                    score = loss;
                    reason = e.engine.name() + " resigned";
                } else if (line.startsWith("Illegal move") || line.startsWith("Error")) {
                    score = "*";
                    reason = e.engine.name() + " refused " + last + ": " + line;
                } else if (!line.startsWith("move ")) {
                    // A claim before moving: the rules decide; a claim they do not confirm is a draw by adjudication.
                    score = line.startsWith("1/2-1/2") ? "1/2-1/2" : line.substring(0, 3);
                    reason = e.engine.name() + " claimed " + line + " (not confirmed by the rules)";
                    if (!score.equals("1/2-1/2")) {
                        score = loss;
                        reason = e.engine.name() + " made a false claim: " + line;
                    }
                } else {
                    String written = line.substring(5).trim();
                    String ours = xb.fromXboard(written);
                    try {
                        if (ours == null) {
                            score = loss;
                            reason = e.engine.name() + " played " + written + ", naming a square the board lacks";
                            continue;
                        }
                        // Shogi's promotions as XBoard writes them (b2h8+) read as Ashtapada's (b2h8h).
                        game.play(io.ashtapada.format.UciDialect.fairyStockfish(variant).read(ours, game));
                        moves.add(written);
                        last = written;
                        clock[side] += incMillis;
                    } catch (IllegalMoveException ex) {
                        score = loss;
                        reason = e.engine.name() + " played an illegal move " + written + ": " + ex.getMessage();
                    }
                }
            }
        } finally {
            for (Proc p : engines) {
                if (p == null) continue;
                if (score != null) p.send("result " + score + " {" + reason + "}");
                p.close();
            }
        }
        Path file = outDir.resolve(gameName + ".txt");
        String record = EngineProcess.write(file, game, white.name(), black.name(), score, reason, "XBoard", moves, engines);
        return new Outcome(score, reason, moves, record, file);
    }

    /** Is the program there to start? */
    static boolean installed(String path) {
        return Files.isExecutable(Path.of(path));
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 8) {
            System.err.println("usage: XboardReferee FILE VARIANT ENGINE_CMD ENGINE_VARIANT GAMES BASE_MS INC_MS MAX_PLIES [OUT_DIR]");
            System.exit(2);
        }
        Variant v = Ashtapada.defaults().load(Path.of(args[0]));
        Engine ours = new Engine("Ashtapada", ashtapada(args[0]), args[1], List.of());
        List<String> setup = new ArrayList<>();
        if (args[2].contains("sjaak")) setup.add("option Send O-O/O-O-O for castling=0");
        Engine theirs = new Engine(Path.of(args[2].split(" ")[0]).getFileName().toString(), List.of(args[2].split(" ")),
                args[3], setup);
        int games = Integer.parseInt(args[4]);
        long base = Long.parseLong(args[5]), inc = Long.parseLong(args[6]);
        int cap = Integer.parseInt(args[7]);
        Path out = Path.of(args.length > 8 ? args[8] : "target/xboard-match");
        double points = 0;
        int w = 0, d = 0, l = 0;
        for (int g = 0; g < games; g++) {
            boolean oursWhite = g % 2 == 0;
            Outcome o = play(v, oursWhite ? ours : theirs, oursWhite ? theirs : ours, base, inc, cap, out, "game-" + (g + 1));
            double p = o.score().equals("1/2-1/2") || o.score().equals("*") ? 0.5
                    : o.score().equals("1-0") == oursWhite ? 1 : 0;
            points += p;
            if (p == 1) w++;
            else if (p == 0) l++;
            else d++;
            System.out.printf(Locale.ROOT, "game %d: Ashtapada %s, %s (%s), %d plies; score %.1f/%d%n", g + 1,
                    oursWhite ? "white" : "black", o.score(), o.reason(), o.moves().size(), points, g + 1);
        }
        double mean = points / games;
        double var = (w * Math.pow(1 - mean, 2) + d * Math.pow(0.5 - mean, 2) + l * Math.pow(mean, 2)) / games;
        double half = 1.96 * Math.sqrt(var / games);
        System.out.printf(Locale.ROOT, "Ashtapada %.1f/%d (%.1f%% ± %.1f%%): +%d =%d -%d; Elo %s [%s, %s]%n", points, games,
                100 * mean, 100 * half, w, d, l, elo(mean), elo(mean - half), elo(mean + half));
    }

    private static String elo(double p) {
        if (p <= 0) return "-inf";
        if (p >= 1) return "+inf";
        return String.format(Locale.ROOT, "%+.0f", -400 * Math.log10(1 / p - 1));
    }
}
