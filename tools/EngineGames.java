import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import io.ashtapada.format.UciDialect;

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
 * each game opens with 2 to 6 random legal moves (seeded: game i from SEED + i; where the setup
 * shuffles, Chess960, from the array SEED + i draws, sent as {@code position fen}), then the engine
 * plays both sides at NODES nodes a move ({@code go nodes}), each move followed by the engine's
 * score as cutechess writes it ({@code {+0.35/12}}: the mover's view, in pawns, and the depth; for
 * {@code tune --from GAMES --by-score}). Ashtapada's rules referee: a game ends
 * as the definition says (mate, stalemate, repetition, the fifty-move rule ...), or is drawn by
 * agreement after MAX_PLIES plies. Moves go to the engine in Fairy-Stockfish's UCI notation of the
 * variant ({@code UciDialect}: chess's coordinates, shogi's drops and promotions). With UCI_VARIANT the engine is told
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
        UciDialect dialect = UciDialect.fairyStockfish(v);     // Fairy-Stockfish's notation of the variant's moves (shogi's drops and promotions)
        for (int i = 0; i < games; i++) {
            // A setup that shuffles (Chess960) draws game i's array from SEED + i and sends it as a FEN.
            Game g = v.newGame(seed + i);
            String start = v.shuffles() ? "fen " + g.position() : "startpos";
            Random r = new Random(seed + i);
            List<String> moves = new ArrayList<>();
            int opening = 2 + r.nextInt(5);
            while (moves.size() < opening && g.phase() == Game.Phase.CHOOSE) {
                List<String> legal = g.legalMoves();
                String m = legal.get(r.nextInt(legal.size()));
                moves.add(dialect.write(m, g));
                g.play(m);
            }
            to.println("ucinewgame");
            Map<Integer, String> scores = new java.util.HashMap<>();
            while (g.phase() == Game.Phase.CHOOSE && moves.size() < MAX_PLIES) {
                to.println("position " + start + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves)));
                to.println("go nodes " + nodes);
                String[] said = bestAndScore(from);
                g.play(dialect.read(said[0], g));
                moves.add(said[0]);
                scores.put(moves.size() - 1, said[1]);
            }
            if (g.phase() != Game.Phase.OVER) g.agreeDraw();
            System.out.print(withScores(g.pgn(Map.of("Event", "engine games, seed " + (seed + i), "White", args[1], "Black", args[1])), scores));
            System.out.println();
            System.err.println("game " + (i + 1) + "/" + games + ": " + moves.size() + " plies, " + g.result());
        }
        to.println("quit");
    }

    /**
     * The engine's move and its last score before it, as a cutechess-style comment's text: the
     * mover's view in pawns and the depth ({@code +0.35/12}), a mate as {@code +M3/12}; null
     * where the engine gave none.
     */
    static String[] bestAndScore(BufferedReader in) throws Exception {
        String score = null;
        for (String line; (line = in.readLine()) != null; ) {
            if (line.startsWith("bestmove")) return new String[] {line.split(" ")[1], score};
            String[] w = line.split(" ");
            int depth = -1;
            for (int k = 0; k + 2 < w.length; k++) {
                if (w[k].equals("depth")) depth = Integer.parseInt(w[k + 1]);
                if (!w[k].equals("score") || line.contains(" lowerbound") || line.contains(" upperbound")) continue;
                int x = Integer.parseInt(w[k + 2]);
                if (w[k + 1].equals("cp")) score = String.format(java.util.Locale.ROOT, "%+.2f/%d", x / 100.0, depth);
                else if (w[k + 1].equals("mate")) score = (x > 0 ? "+M" : "-M") + Math.abs(x) + "/" + depth;
            }
        }
        throw new IllegalStateException("the engine stopped");
    }

    /** The PGN with each scored ply's comment after its move (plies counted from 0 along the movetext's SAN). */
    static String withScores(String pgn, Map<Integer, String> scores) {
        StringBuilder out = new StringBuilder();
        int ply = 0;
        for (String line : pgn.split("\n", -1)) {
            if (line.startsWith("[") || line.isBlank()) {
                out.append(line).append('\n');
                continue;
            }
            StringBuilder l = new StringBuilder();
            for (String tok : line.trim().split(" +")) {
                if (l.length() > 0) l.append(' ');
                l.append(tok);
                if (tok.matches("\\d+\\.+") || tok.matches("1-0|0-1|1/2-1/2|\\*") || tok.startsWith("{")) continue;
                String sc = scores.get(ply++);
                if (sc != null) l.append(" {").append(sc).append('}');
            }
            out.append(l).append('\n');
        }
        return out.substring(0, out.length() - 1);
    }

    static String waitFor(BufferedReader in, String prefix) throws Exception {
        for (String line; (line = in.readLine()) != null; ) if (line.startsWith(prefix)) return line;
        throw new IllegalStateException("the engine stopped");
    }
}
