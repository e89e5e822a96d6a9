import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.RandomPlayer;
import io.ashtapada.api.Variant;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

/**
 * A tiny embedding of Ashtapada, the way a game server would use it: compile a variant once,
 * start a game, refuse a bad move, play random turns to the end (rolls and re-rolls included in
 * dice games), print the record and the result. Works for every variant: a definition file or
 * the name of a variant shipped in the jar.
 *
 * Run (an outside Maven project, see pom.xml): mvn -q compile exec:java -Dexec.args="omega-chess 42"
 * or from a checkout: java -cp target/ashtapada.jar:target/lib/* examples/embed/src/main/java/RandomGame.java chess 42
 */
public class RandomGame {
    public static void main(String[] args) throws Exception {
        String what = args.length > 0 ? args[0] : "chess";
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;
        Ashtapada ashtapada = Ashtapada.builder()
                .hookTimeout(Duration.ofSeconds(1))
                .onHookFailure(f -> System.err.println("hook failed: " + f.message()))
                .build();
        Variant variant = Files.exists(Path.of(what)) ? ashtapada.load(Path.of(what)) : ashtapada.variant(what);
        Game game = variant.newGame().seed(seed);
        try {
            game.play("e2e5");
        } catch (IllegalMoveException e) {
            System.out.println("refused: " + e.getMessage());
        }
        RandomPlayer player = new RandomPlayer(seed);
        while (!game.result().isOver()) player.playTurn(game);
        System.out.print(game.record(Map.of("Seed", Long.toString(seed))));
        System.out.println("final: " + game.position());
        System.out.println("result: " + game.result());
        System.out.println("score: " + game.scoreText());
        ashtapada.close();
    }
}
