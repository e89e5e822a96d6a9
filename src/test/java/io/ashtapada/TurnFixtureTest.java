package io.ashtapada;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.engine.Perft;
import io.ashtapada.engine.turn.Action;
import io.ashtapada.engine.turn.Phase;
import io.ashtapada.engine.turn.TurnMachine;
import io.ashtapada.model.PositionFormat;
import io.ashtapada.model.RuleModel;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * For every position of the perft fixture files, the turn core and perft give one answer to
 * "what may happen now": the moves the turn core offers are the ones perft counts at depth 1
 * (every roll outcome added up where the dice are not rolled yet), and applying then undoing
 * each legal action — a roll, a re-roll, a move, a pass, a resignation — restores the position
 * string and the hash exactly.
 */
class TurnFixtureTest {
    private static final Map<String, RuleModel> MODELS = new ConcurrentHashMap<>();

    static TurnMachine machine(String definition, String position) throws Exception {
        RuleModel model = MODELS.computeIfAbsent(definition, d -> {
            try {
                return io.ashtapada.api.Models.of(Ashtapada.defaults().load(Path.of(d)));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        PositionFormat format = PositionFormat.of(model);
        if (position.startsWith("fen:")) return new TurnMachine(model, format.parse(position.substring(4).trim()));
        TurnMachine t = new TurnMachine(model, format.parse(model.startPosition()));
        if (position.startsWith("roll:")) {
            String[] faces = position.substring(5).trim().split(",");
            t.apply(new Action.Roll(Integer.parseInt(faces[0].trim()), Integer.parseInt(faces[1].trim())));
        }
        if (position.startsWith("moves:")) {
            for (String m : position.substring(6).trim().split("\\s+")) t.apply(t.parse(m));
        }
        return t;
    }

    static long moveActions(TurnMachine t) {
        return t.legalActions().stream().filter(a -> a instanceof Action.Play || a instanceof Action.Pass
                || a instanceof Action.Forfeit).count();
    }

    @ParameterizedTest(name = "{0}: {1} {2}")
    @MethodSource("io.ashtapada.PerftFixtureTest#fixtures")
    void legal_moves_of_the_turn_core_are_what_perft_counts_and_every_action_undoes(String where, String definition,
            String position, int depth, long nodes) throws Exception {
        TurnMachine t = machine(definition, position);
        long perft1 = new Perft(t.position(), false).count(1);
        if (t.phase() == Phase.ROLL) {
            long sum = 0;
            for (Action roll : t.legalActions()) {
                if (!(roll instanceof Action.Roll)) continue;
                t.apply(roll);
                sum += moveActions(t);
                t.undo();
            }
            assertThat(sum).as(where).isEqualTo(perft1);
        } else if (t.phase() == Phase.CHOOSE) {
            assertThat(moveActions(t)).as(where).isEqualTo(perft1);
        }
        String before = t.position().positionString();
        long hash = t.position().hash();
        List<Action> actions = t.legalActions();
        for (Action a : actions) {
            String text = t.text(a);
            t.apply(a);
            assertThat(t.position().hash()).as(where + " after " + text).isEqualTo(t.position().computeHash());
            assertThat(t.undo()).isTrue();
            assertThat(t.position().positionString()).as(where + " undo " + text).isEqualTo(before);
            assertThat(t.position().hash()).as(where + " undo " + text).isEqualTo(hash);
        }
        assertThat(t.legalActions()).as(where).hasSize(actions.size());
    }
}
