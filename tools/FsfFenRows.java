import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import io.ashtapada.format.UciDialect;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;

/**
 * Rows for src/test/resources/fen/fairy-stockfish.txt: for each definition that names its
 * Fairy-Stockfish variant, a game of random moves (the seed fixed) played in Ashtapada, the
 * same moves sent to a Fairy-Stockfish binary as it writes them over UCI, and its {@code d}
 * output's FEN. A row is printed `same` where Ashtapada writes exactly Fairy-Stockfish's FEN,
 * `read` where only the position agrees (FairyStockfishFenTest's comparison); where even the
 * position differs, or Fairy-Stockfish stopped applying the moves, a line goes to the standard
 * error instead, to be looked into: a disagreement, not a fixture.
 *
 * Usage: java -cp target/ashtapada.jar tools/FsfFenRows.java ENGINE PLIES SEED FILE...
 * With FSF_INI set, the engine first loads that variants.ini (its VariantPath option).
 */
public class FsfFenRows {
    public static void main(String[] args) throws Exception {
        String engine = args[0];
        int plies = Integer.parseInt(args[1]);
        long seed = Long.parseLong(args[2]);
        for (String file : Arrays.copyOfRange(args, 3, args.length)) {
            Variant v;
            try {
                v = Ashtapada.defaults().load(Path.of(file));
            } catch (Exception e) {
                System.err.println(file + ": " + e.getMessage());
                continue;
            }
            String name = v.names().get("fairy-stockfish");
            if (name == null || v.hasDice() || v.players().size() != 2) continue;
            Game g = v.newGame();
            UciDialect d = UciDialect.fairyStockfish(v);
            Random r = new Random(seed ^ file.hashCode());
            List<String> uci = new ArrayList<>();
            for (int i = 0; i < plies; i++) {
                List<String> moves = g.legalMoves();
                if (moves.isEmpty() || g.result().status() != io.ashtapada.api.Result.Status.ONGOING) break;
                String m = moves.get(r.nextInt(moves.size()));
                uci.add(d.write(m, g));
                g.play(m);
            }
            String fen = fairyStockfishFen(engine, name, uci);
            String line = file + " | startpos | " + String.join(" ", uci) + " | " + fen;
            if (fen == null) {
                System.err.println(line + " | no FEN from the engine");
                continue;
            }
            String ours = g.position();
            if (ours.equals(fen)) {
                System.out.println(line + " | same");
                continue;
            }
            String read;
            try {
                read = v.newGame(fen).position();
            } catch (Exception e) {
                System.err.println(line + " | refused: " + e.getMessage());
                continue;
            }
            if (position(read).equals(position(ours))) System.out.println(line + " | read");
            else System.err.println(line + " | differs: ours " + ours);
        }
    }

    /** As FairyStockfishFenTest compares: placement with hands sorted, side, castling, en passant. */
    static String position(String fen) {
        String[] f = fen.split(" ");
        String placement = f[0];
        int lb = placement.indexOf('[');
        if (lb >= 0) {
            char[] hand = placement.substring(lb + 1, placement.length() - 1).toCharArray();
            Arrays.sort(hand);
            placement = placement.substring(0, lb) + "[" + new String(hand) + "]";
        }
        return placement + " " + String.join(" ", Arrays.copyOfRange(f, 1, Math.min(4, f.length)));
    }

    static String fairyStockfishFen(String engine, String variant, List<String> moves) throws Exception {
        Process p = new ProcessBuilder(engine).redirectErrorStream(true).start();
        try (Writer w = new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8)) {
            String ini = System.getenv("FSF_INI");
            if (ini != null) w.write("setoption name VariantPath value " + ini + "\n");
            w.write("uci\nsetoption name UCI_Variant value " + variant + "\nposition startpos"
                    + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves)) + "\nd\nquit\n");
        }
        String fen = null;
        try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String l; (l = in.readLine()) != null; ) if (l.startsWith("Fen: ")) fen = l.substring(5).trim();
        }
        p.waitFor(10, TimeUnit.SECONDS);
        p.destroyForcibly();
        return fen;
    }
}
