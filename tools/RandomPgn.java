import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Random games of a variant as Ashtapada writes them, one JSON object a line:
 * {"pgn": ..., "fens": [the position after each ply]}, for readers outside the suite
 * (tools/python_chess_check.py reads them with python-chess).
 *
 * Usage: java -cp target/ashtapada.jar tools/RandomPgn.java FILE GAMES MAX_PLIES SEED
 */
public class RandomPgn {
    public static void main(String[] args) throws Exception {
        Variant v = Ashtapada.defaults().load(Path.of(args[0]));
        int games = Integer.parseInt(args[1]), plies = Integer.parseInt(args[2]);
        long seed = Long.parseLong(args[3]);
        for (int i = 0; i < games; i++) {
            Random r = new Random(seed + i);
            Game g = v.newGame();
            StringBuilder fens = new StringBuilder();
            for (int p = 0; p < plies && g.result().status() == Result.Status.ONGOING; p++) {
                List<String> moves = g.legalMoves();
                if (moves.isEmpty()) break;
                g.play(moves.get(r.nextInt(moves.size())));
                fens.append(fens.length() == 0 ? "" : ",").append(quote(g.position()));
            }
            String pgn = g.pgn(Map.of("Event", "random game " + (seed + i), "White", "random", "Black", "random"));
            System.out.println("{\"pgn\":" + quote(pgn) + ",\"fens\":[" + fens + "]}");
        }
    }

    static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                default -> b.append(c);
            }
        }
        return b.append('"').toString();
    }
}
