package io.ashtapada.cli;

import io.ashtapada.api.*;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code ashtapada play}: a terminal game. Each seat is a human (reads commands from standard
 * input) or random. A human sees the board, the dice and the legal choices and types a move,
 * {@code pass}, {@code reroll 1|2|both}, {@code roll} (a confirmation roll), {@code resign} or {@code quit}.
 * Two human seats in a dice game are Omechanga Solitaire (OM-15): the program rolls for both
 * sides and offers both the same choices. When standard input ends, human seats are played at
 * random so the game still finishes. With {@code --match} the variant's match is played,
 * colours alternating.
 */
@Command(name = "play", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"A terminal game of any variant, with dice or without. Each seat is human (types commands) "
                + "or random. Type 'help' in the game for its commands.",
                "At the end it prints the final board, the result, the score and the record "
                + "(everything from '[Variant' on replays with 'ashtapada replay')."},
        exitCodeListHeading = "%nExit codes:%n", exitCodeList = {Main.EXIT_0, Main.EXIT_1, Main.EXIT_2},
        footerHeading = "%nExamples:%n",
        footer = {"  ashtapada play examples/chess.variant          # you are White, the computer Black",
                "  ashtapada play examples/chess.variant --white random --black human",
                "  ashtapada play variants-dsl/omechanga.variant --white human --black human  # Solitaire",
                "  ashtapada play variants-dsl/guru-mahachaturaji.variant --seat red=human --seat blue=random",
                "  ashtapada play variants-dsl/sejrang.variant --seed 42 --match", ""})
final class PlayCommand implements Callable<Integer> {
    private final PrintStream out;
    private final PrintStream err;
    private final Streams io;
    private BufferedReader in;
    private boolean inputEnded;

    @Parameters(index = "0", paramLabel = "FILE", description = "The variant definition.")
    String file;
    @Option(names = "--seed", paramLabel = "S", description = "Seed of the dice and of the random players.")
    Long seedOption;
    @Option(names = "--seat", paramLabel = "PLAYER=WHO", description = "Who plays a player: human or random (repeatable).")
    List<String> seatOptions = new ArrayList<>();
    @Option(names = "--white", paramLabel = "WHO", description = "Two players: who plays the first (default human).")
    String white;
    @Option(names = "--black", paramLabel = "WHO", description = "Two players: who plays the second (default random).")
    String black;
    @Option(names = "--match", description = "Play the variant's match (e.g. Omechanga: 5 games), seats rotating.")
    boolean match;
    @Option(names = "--fen", paramLabel = "POS", description = "Start from this position string.")
    String fen;
    @Option(names = "--moves", paramLabel = "MOVES", description = "Play these moves first (space-separated).")
    String moves;

    PlayCommand(Streams io) {
        this.io = io;
        this.out = io.out();
        this.err = io.err();
    }

    @Override
    public Integer call() throws Main.UsageException {
        in = new BufferedReader(new InputStreamReader(io.in(), StandardCharsets.UTF_8));
        Variant v = Main.load(file, err);
        if (v == null) return Main.INVALID;
        long seed = seedOption != null ? seedOption : System.nanoTime();
        List<String> players = v.players();
        String[] seats = new String[players.size()];
        java.util.Arrays.fill(seats, "random");
        seats[0] = "human";
        if (players.size() == 2) {
            seats[0] = white != null ? white : "human";
            seats[1] = black != null ? black : "random";
        }
        for (String seat : seatOptions) {
            int eq = seat.indexOf('=');
            int who = eq < 0 ? -1 : players.indexOf(seat.substring(0, eq));
            if (who < 0) {
                throw new Main.UsageException("--seat needs PLAYER=human|random with a player of " + String.join(", ", players)
                        + ", not '" + seat + "'");
            }
            seats[who] = seat.substring(eq + 1);
        }
        for (String s : seats) {
            if (!s.equals("human") && !s.equals("random")) throw new Main.UsageException("a seat is 'human' or 'random', not '" + s + "'");
        }
        int games = match ? v.matchGames() : 1;
        double[] total = new double[seats.length];
        for (int i = 0; i < games; i++) {
            // Seats rotate: in game i, seat k plays player (k + i) mod n.
            int n = seats.length;
            String[] sitting = new String[n];
            for (int k = 0; k < n; k++) sitting[(k + i) % n] = seats[k];
            Game g;
            try {
                g = (fen != null ? v.newGame(fen) : v.newGame()).seed(seed + i);
            } catch (IllegalPositionException e) {
                err.println("--fen: " + e.getMessage());
                return 1;
            }
            if (games > 1) out.println("game " + (i + 1) + " of " + games + (i % n != 0 ? " (seats swapped)" : ""));
            RandomPlayer[] bots = new RandomPlayer[n];
            for (int k = 0; k < n; k++) bots[k] = new RandomPlayer(seed * (31 + 6L * k) + i);
            Integer code = playGame(g, sitting, bots);
            if (code != null) return code;
            out.println();
            out.println("result " + g.result());
            out.println("score " + g.scoreText());
            out.println();
            // The record comes last and whole, so that everything from "[Variant" on replays.
            Map<String, String> tags = new LinkedHashMap<>();
            for (int p = 0; p < n; p++) tags.put(players.get(p), sitting[p]);
            tags.put("Seed", Long.toString(seed + i));
            out.print(g.record(tags));
            List<Double> s = List.copyOf(g.score().values());
            for (int k = 0; k < n; k++) total[k] += s.get((k + i) % n);
        }
        if (games > 1) {
            StringBuilder sb = new StringBuilder("match:");
            for (int k = 0; k < seats.length; k++) {
                sb.append(k == 0 ? " " : ", ").append(ordinal(k)).append(" seat (").append(seats[k]).append(") ").append(fmt(total[k]));
            }
            out.println(sb);
        }
        return 0;
    }

    private static String ordinal(int k) {
        return switch (k) {
            case 0 -> "first";
            case 1 -> "second";
            case 2 -> "third";
            default -> (k + 1) + "th";
        };
    }

    private static String fmt(double d) {
        return d == Math.floor(d) ? Long.toString((long) d) : Double.toString(d);
    }

    /** Plays one game to its end; returns an exit code when the user quits, else null. */
    private Integer playGame(Game g, String[] seats, RandomPlayer[] bots) {
        while (g.phase() != Game.Phase.OVER) {
            int side = g.variant().players().indexOf(g.sideToMove());
            int before = g.eliminated().size();
            try {
                if (seats[side].equals("human") && !inputEnded) {
                    if (!humanStep(g)) return 0;
                } else {
                    bots[side].playTurn(g);
                }
            } catch (IllegalMoveException e) {
                out.println(e.getMessage());
            }
            List<String> gone = g.eliminated();
            for (String p : gone.subList(before, gone.size())) out.println(p + " is checkmated and leaves the game");
        }
        return null;
    }

    /** One human decision; false when the user quits. */
    private boolean humanStep(Game g) throws IllegalMoveException {
        if (g.phase() == Game.Phase.ROLL) {
            g.roll();
            return true;
        }
        out.println();
        out.print(g.render());
        if (g.hasDice()) {
            int[] d = g.dice();
            out.println("points " + g.score());
            if (g.phase() == Game.Phase.CONFIRM) {
                out.println("the royal capture waits for a confirmation roll: type roll");
            } else {
                out.println("dice " + d[0] + " " + d[1]);
                if (!g.rerollOptions().isEmpty()) out.println("re-rolls: " + String.join(" ", g.rerollOptions()).replaceAll("(\\S+)", "reroll $1"));
            }
        }
        if (g.phase() == Game.Phase.CHOOSE) out.println("moves: " + String.join(" ", g.legalMovesDisplay()));
        out.print(g.sideToMove() + "> ");
        out.flush();
        String line;
        try {
            line = in.readLine();
        } catch (IOException e) {
            line = null;
        }
        if (line == null) {
            inputEnded = true;
            out.println("(end of input: the computer plays on at random)");
            return true;
        }
        line = line.trim();
        if (line.equals("quit")) return false;
        if (line.equals("roll")) g.roll();
        else if (line.equals("resign")) g.resign();
        else if (line.startsWith("reroll")) g.reroll(line.substring(6).trim());
        else if (!line.isEmpty()) g.play(line);
        return true;
    }
}
