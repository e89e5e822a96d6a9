package io.ashtapada.engine;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.model.RuleModel;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A search's quiescence lists only the captures and promotions ({@link Legality#tactical}),
 * tested against the check rules without the quiet moves. Over random games of variants with
 * pins, en passant, drops, barred promotions (sittuyin), explosions, forced captures, walls,
 * stones (petrified) and Chess960 castling,
 * they are exactly the legal moves that capture or promote (the order may differ where walls
 * stand: the quiescence orders them itself).
 */
class TacticalMovesTest {

    @Test
    void the_captures_and_promotions_listed_alone_are_the_legal_moves_that_capture_or_promote() throws Exception {
        String[] files = {"chess", "shogi", "xiangqi", "seirawan", "crazyhouse", "sittuyin", "atomic", "antichess",
                "capablanca", "janggi", "makruk", "duck", "omega-chess", "petrified", "fischerandom", "opposite-castling", "suicide"};
        SplittableRandom random = new SplittableRandom(5);
        int positions = 0, tactical = 0, inCheck = 0;
        for (String name : files) {
            Path file = Path.of("examples/" + name + ".variant");
            if (!file.toFile().exists()) file = Path.of("variants-dsl/" + name + ".variant");
            RuleModel model = io.ashtapada.api.Models.of(Ashtapada.defaults().load(file));
            Position p = Positions.of(model);
            for (int game = 0; game < 12; game++) {
                p.load(io.ashtapada.model.PositionFormat.of(model).parse(model.startPosition()));
                for (int ply = 0; ply < 120; ply++) {
                    MoveList legal = new MoveList();
                    Legality.legal(p, legal);
                    List<Integer> expected = new ArrayList<>();
                    for (int i = 0; i < legal.size; i++) if (MoveGenerator.isTactical(p, legal.moves[i])) expected.add(legal.moves[i]);
                    MoveList got = new MoveList();
                    Legality.tactical(p, got);
                    List<Integer> actual = new ArrayList<>();
                    for (int i = 0; i < got.size; i++) actual.add(got.moves[i]);
                    assertThat(actual).as("%s game %d ply %d", name, game, ply).containsExactlyInAnyOrderElementsOf(expected);
                    positions++;
                    tactical += expected.size();
                    if (p.checkRules && p.royalSquare(p.side) >= 0 && p.inCheck(p.side)) inCheck++;
                    if (legal.size == 0) break;
                    p.make(legal.moves[random.nextInt(legal.size)]);
                }
            }
        }
        // Promotions barred when they give check or attack a piece are left out of both lists.
        RuleModel quiet = io.ashtapada.model.VariantCompiler.compileString("q.variant", """
                variant "Quiet promotions" extends "chess.variant"
                piece pawn {
                  letter P  value 1  pawn  passable
                  betza "fmWfceF"
                  move slide (0,1) forward range 2 move-only from pawn-start
                  promote in last-rank to queen, rook, bishop, knight no check no attack
                }
                """, Path.of("examples")).model();
        Position q = Positions.of(quiet);
        q.load(io.ashtapada.model.PositionFormat.of(quiet).parse("4k3/6P1/8/8/8/8/8/K7 w - - 0 1"));
        MoveList got = new MoveList();
        Legality.tactical(q, got);
        List<String> promotions = new ArrayList<>();
        for (int i = 0; i < got.size; i++) promotions.add(Notation.coordinate(q, got.moves[i]));
        assertThat(promotions).containsExactlyInAnyOrder("g7g8b", "g7g8n");
        // A kind that never promotes and whose diagonal step moves, captures and takes en passant
        // in one part (mceF) lists its captures only: its step onto the en passant square is a
        // move there, as in the full list, not a capture.
        RuleModel mce = io.ashtapada.model.VariantCompiler.compileString("x.variant", """
                variant "Diagonal stepper" extends "chess.variant"
                piece stepper { letter X  value 2  betza "mceF" }
                """, Path.of("examples")).model();
        Position x = Positions.of(mce);
        x.load(io.ashtapada.model.PositionFormat.of(mce).parse("4k3/8/8/3Xp3/8/8/8/K7 w - e6 0 2"));
        MoveList all = new MoveList();
        Legality.legal(x, all);
        List<String> legalTactical = new ArrayList<>(), listed = new ArrayList<>();
        for (int i = 0; i < all.size; i++) if (MoveGenerator.isTactical(x, all.moves[i])) legalTactical.add(Notation.coordinate(x, all.moves[i]));
        MoveList captures = new MoveList();
        Legality.tactical(x, captures);
        for (int i = 0; i < captures.size; i++) listed.add(Notation.coordinate(x, captures.moves[i]));
        assertThat(listed).containsExactlyInAnyOrderElementsOf(legalTactical).doesNotContain("d5e6");
        assertThat(positions).isGreaterThan(10_000);
        assertThat(tactical).isGreaterThan(20_000);
        assertThat(inCheck).as("positions in check").isGreaterThan(300);
    }
}
