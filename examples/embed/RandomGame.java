import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.Variant;

import java.nio.file.Path;
import java.util.List;
import java.util.Random;

/**
 * A tiny embedding of Ashtapada, the way a game server would use it: compile a variant once,
 * start a game, refuse a bad move, play random legal moves to the end, print the record.
 *
 * Run: java -cp target/ashtapada.jar examples/embed/RandomGame.java examples/chess.variant 42
 */
public class RandomGame {
    public static void main(String[] args) throws Exception {
        Variant variant = Ashtapada.load(Path.of(args.length > 0 ? args[0] : "examples/chess.variant"));
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;
        Game game = variant.newGame();
        try {
            game.play("e2e5");
        } catch (IllegalMoveException e) {
            System.out.println("refused: " + e.getMessage());
        }
        Random random = new Random(seed);
        while (!game.result().isOver()) {
            List<String> moves = game.legalMoves();
            game.play(moves.get(random.nextInt(moves.size())));
        }
        System.out.println("moves: " + String.join(" ", game.history()));
        System.out.println("final: " + game.position());
        System.out.println("result: " + game.result());
    }
}
