import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.ComputerPlayer;
import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.Variant;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * tools/nodes_match.py for dice games: two definitions of the same two-player rules (e.g. the
 * values `ashtapada tune --out` wrote against the original's) play each other at a fixed number
 * of nodes a decision. nodes_match.py cannot: it talks UCI, and UCI has no dice.
 *
 * Each opening of BOOK (tools/MakeOpenings.java: rolls and moves as a record writes them) is
 * played twice, colours swapped, and both games of a pair throw the same dice: after the
 * opening the dice are a stream indexed by place ({@link Game#diceStream}) seeded with SEED plus
 * the opening's number, so the same roll comes at the same place whoever is to move. Every
 * action is made in two games, one per definition, and their positions are checked equal after
 * each; the result is judged by NEW's definition (its rules end the game: a won or drawn game,
 * or its ply limit). Prints each game, then NEW's score with W/D/L, the Elo difference and its 95%
 * interval (the same formula as nodes_match.py).
 *
 *   java -cp "target/ashtapada.jar:target/lib/*" tools/DiceMatch.java NEW.variant OLD.variant BOOK
 *        [OPENINGS [NODES [SEED]]]
 */
public class DiceMatch {
    public static void main(String[] args) throws Exception {
        Variant newV = Ashtapada.defaults().load(Path.of(args[0]));
        Variant oldV = Ashtapada.defaults().load(Path.of(args[1]));
        List<String[]> book = new ArrayList<>();
        for (String l : Files.readAllLines(Path.of(args[2]))) {
            String s = l.split("#")[0].trim();
            if (!s.isEmpty()) book.add(s.split("\\s+"));
        }
        int openings = Math.min(book.size(), args.length > 3 ? Integer.parseInt(args[3]) : 50);
        long nodes = args.length > 4 ? Long.parseLong(args[4]) : 1000;
        long seed = args.length > 5 ? Long.parseLong(args[5]) : 1;
        if (newV.players().size() != 2) throw new IllegalArgumentException("two players only");
        ComputerPlayer newAi = new ComputerPlayer(newV), oldAi = new ComputerPlayer(oldV);
        ComputerPlayer.Limits limits = ComputerPlayer.Limits.nodes(nodes);
        int w = 0, d = 0, l = 0;
        for (int i = 0; i < openings; i++) {
            for (boolean newFirst : new boolean[]{true, false}) {
                newAi.seed(seed * 31 + 2L * i);
                oldAi.seed(seed * 31 + 2L * i + 1);
                double pts = game(newV, oldV, book.get(i), newAi, oldAi, limits, newFirst, seed + i);
                w += pts == 1 ? 1 : 0;
                d += pts == 0.5 ? 1 : 0;
                l += pts == 0 ? 1 : 0;
            }
        }
        int n = w + d + l;
        double s = w + d / 2.0;
        double[] e = elo(s, n, w, d, l);
        System.out.printf(Locale.ROOT, "new scores %s/%d (+%d =%d -%d) at %d nodes a decision: Elo %+.0f (95%%: %+.0f to %+.0f)%n",
                s % 1 == 0 ? String.valueOf((int) s) : String.valueOf(s), n, w, d, l, nodes, e[0], e[1], e[2]);
    }

    /** One game: NEW's share of the result (1, 0.5 or 0). */
    static double game(Variant newV, Variant oldV, String[] opening, ComputerPlayer newAi, ComputerPlayer oldAi,
                       ComputerPlayer.Limits limits, boolean newFirst, long diceSeed) throws IllegalMoveException {
        Game gn = newV.newGame(), go = oldV.newGame();
        List<String> said = new ArrayList<>();
        gn.onAction(ev -> said.add(ev.text()));
        for (String a : opening) {
            gn.act(a);
            go.act(a);
        }
        gn.diceStream(diceSeed);
        String first = newV.players().get(0);
        String newPlayer = newFirst ? first : newV.players().get(1);
        while (gn.phase() != Game.Phase.OVER) {
            int before = said.size();
            if (gn.phase() == Game.Phase.ROLL || gn.phase() == Game.Phase.CONFIRM) {
                gn.roll();                                   // the stream's faces, then the same in OLD's game
                go.act(said.get(before));
            } else {
                boolean newMoves = gn.sideToMove().equals(newPlayer);
                ComputerPlayer.Suggestion c = newMoves ? newAi.suggest(gn, limits) : oldAi.suggest(go, limits);
                if (c.choice().startsWith("reroll ")) {
                    gn.reroll(c.choice().substring("reroll ".length()));
                    go.act(said.get(before));
                } else {
                    gn.play(c.coordinate());
                    go.play(c.coordinate());
                }
            }
            if (!gn.position().equals(go.position())) {
                throw new IllegalStateException("the two definitions' games differ: " + gn.position() + " / " + go.position());
            }
        }
        Map<String, Integer> places = gn.places();
        long firsts = places.values().stream().filter(p -> p == 1).count();
        double pts = firsts == places.size() ? 0.5 : places.get(newPlayer) == 1 ? 1.0 / firsts : 0;
        System.out.printf(Locale.ROOT, "opening %s new %s: %s in %d moves (%s)%n", String.join(" ", opening),
                newFirst ? "first" : "second", pts == 1 ? "win" : pts == 0 ? "loss" : "draw", gn.movesMade(),
                gn.result());
        return pts;
    }

    /** The Elo difference of a score and its 95% interval, as tools/nodes_match.py computes them. */
    static double[] elo(double score, int n, int w, int d, int l) {
        double p = score / n;
        double var = (w * (1 - p) * (1 - p) + d * (0.5 - p) * (0.5 - p) + l * p * p) / n;
        double se = n > 0 ? Math.sqrt(var / n) : 0;
        return new double[]{toElo(p), toElo(p - 1.96 * se), toElo(p + 1.96 * se)};
    }

    static double toElo(double x) {
        x = Math.min(Math.max(x, 1e-6), 1 - 1e-6);
        return -400 * Math.log10(1 / x - 1);
    }
}
