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
 * A computer seat ({@code ai}, {@code ai:MS}, {@code ai:dN}: see {@link Seat}) searches for its move.
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
        List<String> players = v.players();
        String[] seats = new String[players.size()];
        java.util.Arrays.fill(seats, "random");
        seats[0] = "human";
        if (players.size() == 2) {
            seats[0] = a.options.getOrDefault("--white", "human");
            seats[1] = a.options.getOrDefault("--black", "random");
        }
        for (String seat : a.seats) {
            int eq = seat.indexOf('=');
            int who = eq < 0 ? -1 : players.indexOf(seat.substring(0, eq));
            if (who < 0) {
                throw new Main.UsageException("--seat needs PLAYER=human|random|ai[:MS] with a player of " + String.join(", ", players)
                        + ", not '" + seat + "'");
            }
            seats[who] = seat.substring(eq + 1);
        }
        Seat[] parsed = new Seat[seats.length];
        for (int k = 0; k < seats.length; k++) parsed[k] = Seat.parse(seats[k], Seat.DEFAULT_MILLIS);
        int games = a.flags.contains("--match") ? v.matchGames() : 1;
        double[] total = new double[seats.length];
        for (int i = 0; i < games; i++) {
            // Seats rotate: in game i, seat k plays player (k + i) mod n.
            int n = seats.length;
            String[] sitting = new String[n];
            Seat[] sat = new Seat[n];
            for (int k = 0; k < n; k++) {
                sitting[(k + i) % n] = seats[k];
                sat[(k + i) % n] = parsed[k];
                parsed[k].prepare(v, seed * (31 + 6L * k) + i);
            }
            Game g;
            try {
                g = (a.options.containsKey("--fen") ? v.newGame(a.options.get("--fen")) : v.newGame()).seed(seed + i);
            } catch (IllegalPositionException e) {
                err.println("--fen: " + e.getMessage());
                return 1;
            }
            if (games > 1) out.println("game " + (i + 1) + " of " + games + (i % n != 0 ? " (seats swapped)" : ""));
            Integer code = playGame(g, sat);
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
    private Integer playGame(Game g, Seat[] seats) {
        while (g.phase() != Game.Phase.OVER) {
            int side = g.variant().players().indexOf(g.sideToMove());
            int before = g.eliminated().size();
            try {
                if (seats[side].human && !inputEnded) {
                    if (!humanStep(g)) return 0;
                } else if (seats[side].human) {
                    seats[side].prepareRandom(g.variant(), g.movesMade());
                    seats[side].playTurn(g);
                } else {
                    seats[side].playTurn(g);
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
