package io.ashtapada.cli;

import io.ashtapada.api.*;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code ashtapada play}: a terminal game. Each seat is a human (reads commands from standard
 * input) or random. A human sees the board, the dice and the legal choices and types a move,
 * {@code pass}, {@code reroll 1|2|both}, {@code roll} (a confirmation roll), {@code resign} or {@code quit}.
 * Two human seats in a dice game are Omechanga Solitaire (OM-15): the program rolls for both
 * sides and offers both the same choices. When standard input ends, human seats are played at
 * random so the game still finishes. With {@code --match} the variant's match is played,
 * colours alternating.
 */
final class PlayCommand {
    private final PrintStream out;
    private final PrintStream err;
    private final BufferedReader in;
    private boolean inputEnded;

    PlayCommand(PrintStream out, PrintStream err, java.io.InputStream input) {
        this.out = out;
        this.err = err;
        this.in = new BufferedReader(new InputStreamReader(input, StandardCharsets.UTF_8));
    }

    int play(Main.Args a) throws Main.UsageException {
        if (a.positional.size() != 1) throw new Main.UsageException("play needs one definition FILE");
        Variant v = Main.load(a.positional.get(0), err);
        if (v == null) return 1;
        long seed;
        try {
            seed = a.options.containsKey("--seed") ? Long.parseLong(a.options.get("--seed")) : System.nanoTime();
        } catch (NumberFormatException e) {
            throw new Main.UsageException("--seed needs a number");
        }
        String white = a.options.getOrDefault("--white", "human"), black = a.options.getOrDefault("--black", "random");
        for (String s : new String[]{white, black}) {
            if (!s.equals("human") && !s.equals("random")) throw new Main.UsageException("a seat is 'human' or 'random', not '" + s + "'");
        }
        int games = a.flags.contains("--match") ? v.matchGames() : 1;
        Map<String, Double> total = new LinkedHashMap<>();
        total.put("first", 0.0);
        total.put("second", 0.0);
        String[] seats = {white, black};
        for (int i = 0; i < games; i++) {
            // Sides alternate: in odd games the second seat plays the first player.
            boolean swapped = i % 2 == 1;
            Game g = v.newGame().seed(seed + i);
            if (games > 1) out.println("game " + (i + 1) + " of " + games + (swapped ? " (seats swapped)" : ""));
            RandomPlayer[] bots = {new RandomPlayer(seed * 31 + i), new RandomPlayer(seed * 37 + i)};
            Integer code = playGame(g, swapped ? new String[]{seats[1], seats[0]} : seats, bots);
            if (code != null) return code;
            out.println();
            out.println("result " + g.result());
            out.println("score " + g.scoreText());
            out.println();
            // The record comes last and whole, so that everything from "[Variant" on replays.
            Map<String, String> tags = new LinkedHashMap<>();
            tags.put(v.players().get(0), swapped ? seats[1] : seats[0]);
            tags.put(v.players().get(1), swapped ? seats[0] : seats[1]);
            tags.put("Seed", Long.toString(seed + i));
            out.print(g.record(tags));
            List<Double> s = List.copyOf(g.score().values());
            total.merge("first", swapped ? s.get(1) : s.get(0), Double::sum);
            total.merge("second", swapped ? s.get(0) : s.get(1), Double::sum);
        }
        if (games > 1) {
            out.printf(Locale.ROOT, "match: first seat (%s) %s, second seat (%s) %s%n", white, fmt(total.get("first")),
                    black, fmt(total.get("second")));
        }
        return 0;
    }

    private static String fmt(double d) {
        return d == Math.floor(d) ? Long.toString((long) d) : Double.toString(d);
    }

    /** Plays one game to its end; returns an exit code when the user quits, else null. */
    private Integer playGame(Game g, String[] seats, RandomPlayer[] bots) {
        while (g.phase() != Game.Phase.OVER) {
            int side = g.variant().players().indexOf(g.sideToMove());
            try {
                if (seats[side].equals("human") && !inputEnded) {
                    if (!humanStep(g)) return 0;
                } else {
                    bots[side].playTurn(g);
                }
            } catch (IllegalMoveException e) {
                out.println(e.getMessage());
            }
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
