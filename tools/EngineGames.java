import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Games of a UCI engine against itself, written as one PGN file for {@code ashtapada tune --from}:
 * each game opens with 2 to 6 random legal moves (seeded: game i from SEED + i), then the engine
 * plays both sides at NODES nodes a move ({@code go nodes}). Ashtapada's rules referee: a game ends
 * as the definition says (mate, stalemate, repetition, the fifty-move rule ...), or is drawn by
 * agreement after MAX_PLIES plies. Moves go to the engine in coordinate notation, as
 * {@code Game.legalMoves} writes them (chess's UCI). With UCI_VARIANT the engine is told
 * {@code setoption name UCI_Variant} first (Fairy-Stockfish's variants).
 *
 *   java -cp "target/ashtapada.jar:target/lib/*" tools/EngineGames.java VARIANT "ENGINE" GAMES NODES SEED [UCI_VARIANT] > games.pgn
 *
 * e.g. tools/EngineGames.java examples/chess.variant /usr/games/fairy-stockfish 1000 2000 1
 */
public class EngineGames {
    static final int MAX_PLIES = 300;

    public static void main(String[] args) throws Exception {
        Variant v = Ashtapada.defaults().load(Path.of(args[0]));
        Process p = new ProcessBuilder(args[1].split(" ")).redirectErrorStream(true).start();
        PrintWriter to = new PrintWriter(p.getOutputStream(), true);
        BufferedReader from = new BufferedReader(new InputStreamReader(p.getInputStream()));
        int games = Integer.parseInt(args[2]);
        long nodes = Long.parseLong(args[3]), seed = Long.parseLong(args[4]);
        to.println("uci");
        waitFor(from, "uciok");
        if (args.length > 5) to.println("setoption name UCI_Variant value " + args[5]);
        to.println("isready");
        waitFor(from, "readyok");
        for (int i = 0; i < games; i++) {
            Game g = v.newGame();
            Random r = new Random(seed + i);
            List<String> moves = new ArrayList<>();
            int opening = 2 + r.nextInt(5);
            while (moves.size() < opening && g.phase() == Game.Phase.CHOOSE) {
                List<String> legal = g.legalMoves();
                String m = legal.get(r.nextInt(legal.size()));
                g.play(m);
                moves.add(m);
            }
            to.println("ucinewgame");
            while (g.phase() == Game.Phase.CHOOSE && moves.size() < MAX_PLIES) {
                to.println("position startpos" + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves)));
                to.println("go nodes " + nodes);
                String best = waitFor(from, "bestmove").split(" ")[1];
                g.play(best);
                moves.add(best);
            }
            if (g.phase() != Game.Phase.OVER) g.agreeDraw();
            System.out.print(g.pgn(Map.of("Event", "engine games, seed " + (seed + i), "White", args[1], "Black", args[1])));
            System.out.println();
            System.err.println("game " + (i + 1) + "/" + games + ": " + moves.size() + " plies, " + g.result());
        }
        to.println("quit");
    }

    static String waitFor(BufferedReader in, String prefix) throws Exception {
        for (String line; (line = in.readLine()) != null; ) if (line.startsWith(prefix)) return line;
        throw new IllegalStateException("the engine stopped");
    }
}
