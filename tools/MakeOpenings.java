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
 * Openings for self-play (tools/nodes_match.py): COUNT different sequences of PLIES legal moves
 * from the start position, each ply drawn at random (seeded) among the legal moves; a sequence
 * that ends the game is drawn again. One opening a line, moves in coordinate notation.
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
        for (int tries = 0; seen.size() < count && tries < 100 * count; tries++) {
            Game g = v.newGame();
            List<String> line = new ArrayList<>();
            for (int i = 0; i < plies && !g.result().isOver(); i++) {
                List<String> moves = g.legalMoves();
                if (moves.isEmpty()) break;
                String m = moves.get(rng.nextInt(moves.size()));
                g.play(m);
                line.add(m);
            }
            if (line.size() == plies && !g.result().isOver()) seen.add(String.join(" ", line));
        }
        seen.forEach(System.out::println);
    }
}
