package io.ashtapada.cli;

import io.ashtapada.api.*;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.BufferedReader;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * input), random, or the computer player ({@code ai}, {@code ai:MS}, {@code ai:dN}: see {@link Seat}),
 * which searches for its moves; a human's {@code hint} asks the same search. Every action of every seat is shown as it happens (rolls, re-rolls, moves in
 * the variant's notation, passes with their points, confirmation rolls, eliminations). A human
 * sees the board turned toward them, the dice and what they let move, the legal choices, and
 * types a move or a command ({@code help} lists them). Two human seats in a dice game are
 * Omechanga Solitaire (OM-15): the program rolls for both sides. When standard input ends, human
 * seats are played at random so the game still finishes. At the end (and on {@code quit}) the
 * final board, the result, the score and the record are printed; the record comes last, so
 * everything from {@code [Variant} on replays. With {@code --match} the variant's match is
 * played, seats rotating. The rules stay in the engine: this class only translates.
 */
@Command(name = "play", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"A terminal game of any variant, with dice or without. Each seat is human (types commands), "
                + "random, or the computer player: 'ai' (100 ms a decision), 'ai:MS' (MS ms a decision) or "
                + "'ai:dN' (N moves deep a decision). Type 'help' in the game for its commands; 'hint' asks the computer.",
                "At the end it prints the final board, the result, the score and the record "
                + "(everything from '[Variant' on replays with 'ashtapada replay')."},
        exitCodeListHeading = "%nExit codes:%n", exitCodeList = {Main.EXIT_0, Main.EXIT_1, Main.EXIT_2},
        footerHeading = "%nExamples:%n",
        footer = {"  ashtapada play chess          # you are White, a random player Black",
                "  ashtapada play chess --black ai  # you are White, the computer Black",
                "  ashtapada play chess --white ai:500 --black human",
                "  ashtapada play chess --white ai:d1 --black random --seed 3",
                "  ashtapada play omechanga --white human --black human  # Solitaire",
                "  ashtapada play guru-mahachaturaji --seat red=human --seat blue=random",
                "  ashtapada play sejrang --seed 42 --match", ""})
final class PlayCommand implements Callable<Integer> {
    private final PrintStream out;
    private final PrintStream err;
    private final Streams io;
    private BufferedReader in;
    private boolean inputEnded;

    @Parameters(index = "0", paramLabel = "FILE", description = "The variant definition: a file, or a shipped variant's name (ashtapada variants).")
    String file;
    @Option(names = "--seed", paramLabel = "S", description = "Seed of the dice and of the random players.")
    Long seedOption;
    @Option(names = "--seat", paramLabel = "PLAYER=WHO", description = "Who plays a player: human, random, ai, ai:MS or ai:dN (repeatable).")
    List<String> seatOptions = new ArrayList<>();
    @Option(names = "--white", paramLabel = "WHO", description = "Two players: who plays the first: human, random, ai, ai:MS or ai:dN (default human).")
    String white;
    @Option(names = "--black", paramLabel = "WHO", description = "Two players: who plays the second (default random).")
    String black;
    @Option(names = "--match", description = "Play the variant's match (e.g. Omechanga: 5 games), seats rotating.")
    boolean match;
    @Option(names = "--fen", paramLabel = "POS", description = "Start from this position string.")
    String fen;
    @Option(names = "--moves", paramLabel = "MOVES", description = "Play these moves first (space-separated).")
    String moves;
    @Option(names = "--pgn", paramLabel = "PGN", description = "Also write the game (a match: every game) as PGN to this file.")
    String pgnFile;
    /** The PGN of the games played so far, for --pgn. */
    private final StringBuilder pgnGames = new StringBuilder();

    PlayCommand(Streams io) {
        this.io = io;
        this.out = io.out();
        this.err = io.err();
    }

    static final String HELP = """
            commands:
              MOVE              a move: coordinates (e2e4, e7e8q, J@e2), SAN (Nf3, e8=Q, O-O) or as listed
              pass              take the turn without moving (where the variant allows it)
              reroll 1|2|both   throw one die or both again (where the variant allows it)
              roll              throw the confirmation roll of a royal capture
              moves             list the legal moves again
              board             show the board again
              legend            the pieces: letters, names, moves
              position          the position string
              history           the turns so far
              record            the game record so far
              save FILE         write the game record to FILE
              undo              take back your last decision (and what the others did since)
              hint              ask the computer for its move (a second's search)
              resign            give up the game
              help              this list
              quit              stop: prints the board, the result and the record""";

    /** How long {@code hint} searches. */
    static final long HINT_MILLIS = 1000;

    /** A roll as a record writes it: 35, o:37, b:22, c:46, or with faces past 9, 10-12. */
    private static final java.util.regex.Pattern DICE = java.util.regex.Pattern.compile("([obc]:)?(\\d+?)-?(\\d+)");

    private Variant variant;
    private VariantInfo info;
    private BoardView view;
    private String[] sitting;
    /** The seat of each player in the current game (sitting[p] is its name). */
    private Seat[] sat;
    /** The search behind {@code hint}, made at the first hint. */
    private ComputerPlayer hinter;
    /** Every action so far, as the game reported it (undo pops them). */
    private final List<Game.Event> events = new ArrayList<>();
    /** Each player's points after the last action shown. */
    private final Map<String, Double> shownPoints = new LinkedHashMap<>();
    private Game game;
    /** Has the game changed since the human last saw the board? */
    private boolean changed = true;

    @Override
    public Integer call() throws Main.UsageException {
        in = new BufferedReader(new InputStreamReader(io.in(), StandardCharsets.UTF_8));
        variant = Main.load(file, err);
        if (variant == null) return Main.INVALID;
        info = variant.describe();
        view = new BoardView(info);
        long seed = seedOption != null ? seedOption : System.nanoTime();
        List<String> players = variant.players();
        String[] seats = seats(players);
        Seat[] parsed = new Seat[seats.length];
        for (int k = 0; k < seats.length; k++) parsed[k] = Seat.parse(seats[k], Seat.DEFAULT_MILLIS);
        int games = match ? variant.matchGames() : 1;
        Match match = new Match(variant, List.of(seats));
        for (int i = 0; i < games; i++) {
            // Seats rotate: in game i, seat k plays player (k + i) mod n.
            int n = seats.length;
            sitting = new String[n];
            sat = new Seat[n];
            for (int k = 0; k < n; k++) {
                sitting[match.playerOf(k, i)] = seats[k];
                sat[match.playerOf(k, i)] = parsed[k];
            }
            // Seeded by player, as before the computer seats: a random seat's game does not change.
            for (int p = 0; p < n; p++) sat[p].prepare(variant, seed * (31 + 6L * p) + i);
            Game g = start(seed + i);
            if (g == null) return Main.INVALID;
            if (games > 1) out.println("game " + (i + 1) + " of " + games + (i % n != 0 ? " (seats swapped)" : ""));
            boolean quit = !playGame(g);
            finish(g, seed + i);
            if (pgnFile != null && !writePgn(g, seed + i, games > 1 ? i + 1 : 0)) return Main.INVALID;
            if (quit) return Main.OK;
            match.add(i, g);
        }
        if (games > 1) out.println(matchSummary(seats, match.standings().stream().mapToDouble(Match.Standing::points).toArray()));
        return Main.OK;
    }

    private String[] seats(List<String> players) throws Main.UsageException {
        String[] seats = new String[players.size()];
        java.util.Arrays.fill(seats, "random");
        seats[0] = "human";
        if (players.size() == 2) {
            seats[0] = white != null ? white : "human";
            seats[1] = black != null ? black : "random";
        } else if (white != null || black != null) {
            throw new Main.UsageException("--white and --black are for two players; use --seat PLAYER=WHO with "
                    + String.join(", ", players));
        }
        for (String seat : seatOptions) {
            int eq = seat.indexOf('=');
            int who = eq < 0 ? -1 : players.indexOf(seat.substring(0, eq));
            if (who < 0) {
                throw new Main.UsageException("--seat needs PLAYER=WHO (WHO: human, random, ai, ai:MS or ai:dN) with a player of "
                        + String.join(", ", players)
                        + ", not '" + seat + "'");
            }
            seats[who] = seat.substring(eq + 1);
        }
        return seats;
    }

    /** A new game from --fen and --moves, seeded, reporting its actions; null after printing the error. */
    private Game start(long seed) {
        Game g;
        try {
            g = (fen != null ? variant.newGame(fen) : variant.newGame(seed)).seed(seed);     // a shuffled setup draws its array by the seed
        } catch (IllegalPositionException e) {
            err.println("--fen: " + e.getMessage());
            return null;
        }
        if (moves != null) {
            for (String m : moves.strip().split("\\s+")) {
                if (m.isEmpty()) continue;
                try {
                    g.act(m);
                } catch (IllegalMoveException e) {
                    err.println("--moves: " + e.getMessage());
                    return null;
                }
            }
        }
        events.clear();
        shownPoints.clear();
        for (String p : variant.players()) shownPoints.put(p, g.points(p));
        game = g;
        g.onAction(this::narrate);
        return g;
    }

    /** The match's end: each seat's total and who won. */
    private static String matchSummary(String[] seats, double[] total) {
        StringBuilder sb = new StringBuilder("match:");
        double best = Double.NEGATIVE_INFINITY;
        for (double t : total) best = Math.max(best, t);
        List<String> winners = new ArrayList<>();
        for (int k = 0; k < seats.length; k++) {
            sb.append(k == 0 ? " " : ", ").append(ordinal(k)).append(" seat (").append(seats[k]).append(") ").append(fmt(total[k]));
            if (total[k] == best) winners.add(ordinal(k) + " seat (" + seats[k] + ")");
        }
        sb.append(winners.size() == 1 ? "; the match goes to the " + winners.get(0) : "; the match is drawn between the "
                + String.join(" and the ", winners));
        return sb.toString();
    }

    private static String ordinal(int k) {
        return switch (k) {
            case 0 -> "first";
            case 1 -> "second";
            case 2 -> "third";
            default -> (k + 1) + "th";
        };
    }

    static String fmt(double d) {
        return d == Math.floor(d) && !Double.isInfinite(d) ? Long.toString((long) d) : Double.toString(d);
    }

    // ------------------------------------------------------------ the game loop

    /** Plays one game to its end; false when a human quits. */
    private boolean playGame(Game g) {
        while (g.phase() != Game.Phase.OVER) {
            int side = variant.players().indexOf(g.sideToMove());
            try {
                if (sat[side].human && !inputEnded) {
                    if (!humanStep(g)) return false;
                } else {
                    sat[side].playTurn(g);
                }
            } catch (IllegalMoveException e) {
                out.println(e.getMessage());
            }
            for (String f : g.hookFailures().stream().distinct().limit(10).toList()) err.println(f);
        }
        return true;
    }

    /** The final board, the result, the score and, last, the record. */
    private void finish(Game g, long seed) {
        out.println();
        out.print(board(g, firstHuman()));
        out.println("result " + g.result());
        out.println("score " + g.scoreText());
        if (g.hasDice()) out.println("points " + points(g));
        out.println();
        out.print(g.record(tags(seed)));
    }

    /** Adds the game to the --pgn file (a match: as game {@code round}); false after printing why it cannot be written. */
    private boolean writePgn(Game g, long seed, int round) {
        Map<String, String> tags = new LinkedHashMap<>(tags(seed));
        tags.put("Event", "Ashtapada play");
        tags.put("Date", java.time.LocalDate.now(java.time.ZoneOffset.UTC).format(java.time.format.DateTimeFormatter.ofPattern("yyyy.MM.dd")));
        if (round > 0) tags.put("Round", Integer.toString(round));
        if (pgnGames.length() > 0) pgnGames.append('\n');
        pgnGames.append(g.pgn(tags));
        try {
            Files.writeString(Path.of(pgnFile), pgnGames);
            return true;
        } catch (IOException | java.nio.file.InvalidPathException e) {
            err.println("--pgn: cannot write " + pgnFile + ": " + e.getMessage());
            return false;
        }
    }

    private Map<String, String> tags(long seed) {
        Map<String, String> tags = new LinkedHashMap<>();
        List<String> players = variant.players();
        for (int p = 0; p < players.size(); p++) tags.put(players.get(p), sitting[p]);
        tags.put("Seed", Long.toString(seed));
        return tags;
    }

    private long seedOf() {
        return seedOption != null ? seedOption : 0;
    }

    private String firstHuman() {
        for (int p = 0; p < sitting.length; p++) if (sitting[p].equals("human")) return variant.players().get(p);
        return variant.players().get(0);
    }

    /** Points as words: "white 12, black 3.5". */
    private String points(Game g) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, Double> e : g.score().entrySet()) {
            sb.append(sb.length() > 0 ? ", " : "").append(e.getKey()).append(' ').append(fmt(e.getValue()));
        }
        return sb.toString();
    }

    private String board(Game g, String viewer) {
        GameState st = g.state();
        StringBuilder sb = new StringBuilder(view.render(st, viewer, io.colour()));
        st.hands().forEach((player, hand) -> {
            if (hand.isEmpty()) return;
            StringBuilder h = new StringBuilder();
            hand.forEach((kind, n) -> h.append(h.length() > 0 ? ", " : "").append(n).append(' ').append(kind)
                    .append(" (").append(letter(kind, player)).append(')'));
            sb.append(player).append(" in hand: ").append(h).append('\n');
        });
        return sb.toString();
    }

    private String letter(String kind, String player) {
        for (VariantInfo.PieceInfo p : info.pieces()) {
            if (p.name().equals(kind)) {
                return String.valueOf(variant.players().indexOf(player) == 0 || variant.players().size() > 2
                        ? Character.toUpperCase(p.letter()) : Character.toLowerCase(p.letter()));
            }
        }
        return kind;
    }

    /** What the faces let move: "3: bishop; 5: knight". */
    private String faces(int a, int b) {
        if (info.dice() == null) return "";
        StringBuilder sb = new StringBuilder();
        int[] fs = a == b ? new int[]{a} : new int[]{a, b};
        for (int f : fs) {
            if (f < 1 || f > info.dice().faces().size()) continue;
            List<String> kinds = info.dice().faces().get(f - 1);
            sb.append(sb.length() > 0 ? "; " : "").append(f).append(": ")
                    .append(kinds.equals(List.of("any")) ? "any piece" : kinds.isEmpty() ? "nothing" : String.join(", ", kinds));
        }
        return sb.toString();
    }

    /** Tells what just happened, in words, as the game reports each action. */
    private void narrate(Game.Event e) {
        events.add(e);
        changed = true;
        out.println(describe(e));
    }

    private String describe(Game.Event e) {
        String p = e.player(), t = e.text();
        java.util.regex.Matcher dice = DICE.matcher(t);
        if (dice.matches()) {
            int a = Integer.parseInt(dice.group(2)), b = Integer.parseInt(dice.group(3));
            String faces = " (" + faces(a, b) + ")";
            String kind = dice.group(1);
            if (kind == null) return p + " rolls " + a + " " + b + faces;
            if (kind.equals("o:")) return p + " re-rolls one die: " + a + " " + b + faces;
            if (kind.equals("b:")) return p + " re-rolls both dice: " + a + " " + b + faces;
            return p + "'s confirmation roll: " + a + " " + b + (game.result().isOver()
                    ? " - the royal capture stands" : " - the dice do not allow the capture again: it does not stand");
        }
        double before = shownPoints.getOrDefault(p, 0.0), now = game.points(p);
        shownPoints.put(p, now);
        String gained = now != before ? " and scores " + fmt(now - before) + " (" + fmt(now) + " in all)" : "";
        return switch (t) {
            case "pass" -> p + " passes" + (gained.isEmpty() ? " (no points)" : gained);
            case "forfeit" -> p + " has no legal move for these dice: the turn is forfeited";
            case "resign" -> p + " resigns";
            case "draw" -> "the players agree a draw";
            case "checkmated" -> p + " is checkmated and leaves the game";
            default -> {
                StringBuilder sb = new StringBuilder(p + " plays " + t + gained);
                if (game.phase() == Game.Phase.CONFIRM) sb.append(" - a royal capture: it waits for a confirmation roll");
                List<String> checked = game.inCheck();
                if (!checked.isEmpty() && !game.result().isOver()) sb.append(" - check to ").append(String.join(", ", checked));
                yield sb.toString();
            }
        };
    }

    /** One human decision; false when the user quits. */
    private boolean humanStep(Game g) throws IllegalMoveException {
        if (g.phase() == Game.Phase.ROLL) {
            g.roll();
            return true;
        }
        String me = g.sideToMove();
        if (changed) {
            out.println();
            out.print(board(g, me));
            out.println(status(g));
            changed = false;
        }
        out.print(me + "> ");
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
        return command(g, line.trim());
    }

    /** The player's situation: whose turn, check, points, dice and what they allow, re-rolls, moves. */
    private String status(Game g) {
        StringBuilder sb = new StringBuilder(g.sideToMove() + " to move");
        List<String> checked = g.inCheck();
        if (checked.contains(g.sideToMove())) sb.append(" - check");
        sb.append('\n');
        if (g.hasDice()) {
            sb.append("points ").append(points(g)).append('\n');
            if (g.phase() == Game.Phase.CONFIRM) {
                sb.append("the royal capture waits for a confirmation roll: type roll\n");
            } else {
                int[] d = g.dice();
                sb.append("dice ").append(d[0]).append(' ').append(d[1]).append(" (").append(faces(d[0], d[1])).append(")\n");
                if (!g.rerollOptions().isEmpty()) {
                    sb.append("re-rolls: ").append(String.join(" ", g.rerollOptions()).replaceAll("(\\S+)", "reroll $1")).append('\n');
                }
            }
        }
        if (g.phase() == Game.Phase.CHOOSE) sb.append("moves: ").append(String.join(" ", g.legalMovesDisplay())).append('\n');
        sb.append("(help lists the commands)");
        return sb.toString();
    }

    private boolean command(Game g, String line) throws IllegalMoveException {
        String[] w = line.split("\\s+", 2);
        String arg = w.length > 1 ? w[1].trim() : "";
        switch (w[0]) {
            case "" -> {
            }
            case "quit", "exit" -> {
                return false;
            }
            case "help", "?" -> out.println(HELP);
            case "roll" -> g.roll();
            case "resign" -> g.resign();
            case "reroll" -> g.reroll(arg);
            case "moves" -> out.println("moves: " + String.join(" ", g.legalMovesDisplay()));
            case "board" -> out.print(board(g, g.sideToMove()));
            case "legend", "pieces" -> out.print(view.legend());
            case "position", "fen" -> out.println(g.position());
            case "history" -> history(g);
            case "record" -> out.print(g.record(tags(seedOf())));
            case "save" -> save(g, arg);
            case "undo" -> {
                undo(g);
                changed = true;
            }
            case "hint" -> hint(g);
            default -> g.play(line);
        }
        return true;
    }

    /** The computer's choice for the human to move: a search of {@link #HINT_MILLIS} ms. */
    private void hint(Game g) {
        if (g.phase() == Game.Phase.CONFIRM) {
            out.println("hint: roll (the royal capture waits for its confirmation roll)");
            return;
        }
        if (hinter == null) hinter = new ComputerPlayer(variant).seed(seedOf());
        try {
            ComputerPlayer.Suggestion s = hinter.suggest(g, ComputerPlayer.Limits.time(HINT_MILLIS));
            out.println("hint: " + s.choice() + " (score " + AnalyseCommand.score(s.score(), s.mateIn()) + ", depth " + s.depth()
                    + (s.pv().size() > 1 ? ", expecting " + String.join(" ", s.pv().subList(1, s.pv().size())) : "") + ")");
        } catch (IllegalMoveException e) {
            out.println("hint: " + e.getMessage());
        }
    }

    private void history(Game g) {
        int n = 0;
        for (String l : g.record(Map.of()).split("\n")) {
            if (l.startsWith("[") || l.isEmpty()) continue;
            out.printf(java.util.Locale.ROOT, "%3d. %s%n", ++n, l);
        }
        if (n == 0) out.println("no turns yet");
    }

    private void save(Game g, String file) {
        if (file.isEmpty()) {
            out.println("save needs a file name: save game.txt");
            return;
        }
        try {
            Files.writeString(Path.of(file), g.record(tags(seedOf())));
            out.println("record saved to " + file);
        } catch (IOException | java.nio.file.InvalidPathException e) {
            out.println("cannot save to " + file + ": " + e.getMessage());
        }
    }

    /** Takes back actions up to and including the last decision of a human seat. */
    private void undo(Game g) {
        List<String> taken = new ArrayList<>();
        while (!events.isEmpty()) {
            // Eliminations go with the move that caused them.
            while (!events.isEmpty() && events.get(events.size() - 1).text().equals("checkmated")) events.remove(events.size() - 1);
            if (events.isEmpty() || !g.undo()) break;
            Game.Event e = events.remove(events.size() - 1);
            taken.add(0, e.player() + " " + e.text());
            boolean chance = DICE.matcher(e.text()).matches() && !e.text().startsWith("o:") && !e.text().startsWith("b:");
            if (!chance && sitting[variant.players().indexOf(e.player())].equals("human")) break;
        }
        for (String p : variant.players()) shownPoints.put(p, g.points(p));
        out.println(taken.isEmpty() ? "nothing to undo" : "taken back: " + String.join(", ", taken));
    }
}
