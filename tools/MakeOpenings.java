import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Openings for self-play (tools/nodes_match.py, tools/DefinitionMatch.java): COUNT different
 * sequences of PLIES legal moves from the start position, each ply drawn at random (seeded) among
 * the legal moves; a sequence that ends the game is drawn again. One opening a line, moves in
 * coordinate notation.
 *
 * In a dice game (Omechanga, Sejrang) a turn starts with a roll, and legal moves exist only after
 * it: the tool then rolls the dice (each game's dice seeded from SEED) and writes each roll as a record
 * writes it ({@code 35}, or {@code c:46} for a confirmation roll) before the move, so a line reads
 * {@code 35 d1e2 62 f7f6 ...} and {@link Game#act} replays it. PLIES counts the moves, not the
 * rolls. A pass is drawn only when it is the only legal move (it ends the turn for points).
 *
 * Where the setup shuffles (Chess960) each opening starts from an array drawn (seeded) for it,
 * and the line names it: {@code fen POSITION moves e2e4 ...} (tools/nodes_match.py reads both).
 *
 *   java -cp "target/ashtapada.jar:target/lib/*" tools/MakeOpenings.java VARIANT [COUNT [PLIES [SEED]]] > FILE
 */
public class MakeOpenings {
    public static void main(String[] args) throws Exception {
        Variant v = Ashtapada.defaults().load(Path.of(args[0]));
        int count = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        int plies = args.length > 2 ? Integer.parseInt(args[2]) : 4;
        Random rng = new Random(args.length > 3 ? Long.parseLong(args[3]) : 1);
        Set<String> seen = new LinkedHashSet<>();
        boolean shuffled = v.shuffles();
        for (int tries = 0; seen.size() < count && tries < 100 * count; tries++) {
            Game g = shuffled ? v.newGame(rng.nextLong()) : v.newGame();
            String start = shuffled ? "fen " + g.position() + " moves " : "";
            if (g.hasDice()) g.seed(rng.nextLong());        // (without dice the lines are as before)
            List<String> line = new ArrayList<>();
            List<String> said = new ArrayList<>();
            g.onAction(e -> said.add(e.text()));
            int moves = 0;
            while (moves < plies && g.phase() != Game.Phase.OVER) {
                if (g.phase() == Game.Phase.ROLL || g.phase() == Game.Phase.CONFIRM) {
                    int before = said.size();
                    g.roll();
                    line.add(said.get(before));             // the roll as the record writes it
                    continue;
                }
                List<String> legal = new ArrayList<>(g.legalMoves());
                if (legal.size() > 1) legal.remove("pass");
                if (legal.isEmpty()) break;
                String m = legal.get(rng.nextInt(legal.size()));
                g.play(m);
                line.add(m);
                moves++;
            }
            if (moves == plies && !g.result().isOver()) seen.add(start + String.join(" ", line));
        }
        seen.forEach(System.out::println);
    }
}
