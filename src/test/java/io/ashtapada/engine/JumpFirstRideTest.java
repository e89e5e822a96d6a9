package io.ashtapada.engine;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.model.Codes;
import io.ashtapada.model.MoveTable;
import io.ashtapada.model.RuleModel;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A ride that passes over its first square ({@code jump-first}, Sejrang's SJ-4 dice power) as a
 * piece's own move: its attacks are in the attack tables by the ride's step, not its first leap,
 * so the check test sees the squares it attacks, and the square it passes over does not block
 * it. Until then such a ride was refused outside a dice power ({@code is-for-a-dice-power}),
 * after the black king on c3 could step to d4 under a skipper on a1.
 */
class JumpFirstRideTest {

    static final Path SKIPPERS = Path.of("src/test/resources/search/skippers.variant");

    static Game skippers(String fen) throws Exception {
        return Ashtapada.defaults().load(SKIPPERS).newGame(fen);
    }

    @Test
    void a_jump_first_ride_gives_check_along_its_line_over_the_square_it_passes() throws Exception {
        // The skipper on a1 rides (1,1) from its second step, up to three: c3 and d4, not b2 or e5.
        // The knight on b2 stands on the square it passes over and does not block it.
        Game g = skippers("8/8/8/8/8/2k5/1N6/S3K3 b - - 0 1");
        assertThat(g.inCheck()).containsExactly("black");
        assertThat(g.legalMoves()).doesNotContain("c3d4").contains("c3b2", "c3b3", "c3c2");
    }

    @Test
    void a_piece_on_the_line_past_the_first_square_blocks_it() throws Exception {
        // A pawn on c3 blocks the skipper's ride to d4; without it the king on d4 is in check,
        // may step to e5 (out of range) and not to c3 (the ride's second step).
        assertThat(skippers("8/8/8/8/3k4/2p5/8/S3K3 b - - 0 1").inCheck()).isEmpty();
        Game open = skippers("8/8/8/8/3k4/8/8/S3K3 b - - 0 1");
        assertThat(open.inCheck()).containsExactly("black");
        assertThat(open.legalMoves()).contains("d4e5", "d4c4").doesNotContain("d4c3");
    }

    @Test
    void a_piece_before_a_jump_first_rider_is_pinned_only_where_it_blocks() throws Exception {
        // The black vaulter on a4 rides along the fourth rank from c4: the bishop on d4 between it
        // and the king on h4 is pinned (no diagonal move stays on the rank).
        Game pinned = skippers("4k3/8/8/8/v2B3K/8/8/8 w - - 0 1");
        assertThat(pinned.inCheck()).isEmpty();
        assertThat(pinned.legalMoves()).noneMatch(m -> m.startsWith("d4")).contains("h4h5");
        // A rook on b4, the square the ride passes over, blocks nothing: the king is in check,
        // and the rook answers only by taking the vaulter or blocking the rank from c4 to g4.
        Game check = skippers("4k3/8/8/8/vR5K/8/8/8 w - - 0 1");
        assertThat(check.inCheck()).containsExactly("white");
        assertThat(check.legalMoves().stream().filter(m -> m.startsWith("b4")))
                .containsExactlyInAnyOrder("b4a4", "b4c4", "b4d4", "b4e4", "b4f4", "b4g4");
    }

    @Test
    void xbetza_j_on_a_slider_is_the_same_ride() throws Exception {
        // XBetza's ski-slider (j on a slider atom) reads as jump-first, and the describe
        // command's XBetza of the skipper and the vaulter is written so.
        var v = Ashtapada.defaults().compile("ski.variant", """
                variant "Ski" extends "skippers.variant"
                piece skipper { letter S value 3 betza "jF3" }
                piece vaulter { letter V value 5 betza "jRijfW4" }
                """, SKIPPERS.getParent());
        String fen = "r2qk2r/pp3ppp/2s1v3/3p4/2P5/1S2V3/PP3PPP/R2QK2R w KQkq - 0 1";
        assertThat(v.newGame(fen).perft(3)).isEqualTo(skippers(fen).perft(3)).isGreaterThan(10_000);
        RuleModel model = io.ashtapada.api.Models.of(Ashtapada.defaults().load(SKIPPERS));
        assertThat(model.pieces()).filteredOn(k -> k.name().equals("skipper") || k.name().equals("vaulter"))
                .extracting(k -> io.ashtapada.model.XBetzaWriter.write(model, k)).containsExactly("jF3", "jRijfW4");
    }

    @Test
    void the_attack_tables_name_the_pieces_a_walk_of_their_own_moves_finds() throws Exception {
        // Along random games of chess with skippers and vaulters (first-move rides too), for every
        // square and both players: the attackers the tables give are those whose own moves,
        // walked forward from where they stand, could capture there.
        RuleModel model = io.ashtapada.api.Models.of(Ashtapada.defaults().load(SKIPPERS));
        Position p = Positions.of(model);
        var start = io.ashtapada.model.PositionFormat.of(model).parse(model.startPosition());
        SplittableRandom random = new SplittableRandom(11);
        int[] out = new int[64];
        int asked = 0, jumpFound = 0;
        for (int game = 0; game < 8; game++) {
            p.load(start);
            for (int ply = 0; ply < 80; ply++) {
                for (int by = 0; by < 2; by++) {
                    for (int sq = 0; sq < p.squares; sq++) {
                        int n = p.attacks.attackers(sq, by, -1L, out);
                        int[] got = Arrays.copyOf(out, n), want = walk(p, sq, by);
                        Arrays.sort(got);
                        assertThat(got).as("%s: square %d attacked by %d", p.positionString(), sq, by).isEqualTo(want);
                        assertThat(p.attacks.attacked(sq, by)).isEqualTo(want.length > 0);
                        for (int s : want) if (jumpFirst(p, s)) jumpFound++;
                        asked++;
                    }
                }
                MoveList legal = new MoveList();
                Legality.legal(p, legal);
                if (legal.size == 0) break;
                p.make(legal.moves[random.nextInt(legal.size)]);
            }
        }
        assertThat(asked).isGreaterThan(50_000);
        assertThat(jumpFound).as("attacks by jump-first riders").isGreaterThan(1_000);
    }

    private static boolean jumpFirst(Position p, int s) {
        MoveTable t = p.kinds[Codes.kind(p.board[s])].tables()[p.board[s] & 3];
        for (int f : t.rayFlags[s]) if ((f & MoveTable.JUMP_FIRST) != 0) return true;
        return false;
    }

    /** The squares of by's pieces whose leaps or rides from where they stand reach sq, in order. */
    private static int[] walk(Position p, int sq, int by) {
        int[] found = new int[p.squares];
        int n = 0;
        for (int s = 0; s < p.squares; s++) {
            int c = p.board[s];
            if (c == 0 || (c & 3) != by || s == sq) continue;
            MoveTable t = p.kinds[Codes.kind(c)].tables()[by];
            boolean hits = false;
            for (int i = 0; i < t.leaps[s].length && !hits; i++) {
                int e = t.leaps[s][i];
                if ((e & MoveTable.CAPTURE) == 0 || (e & MoveTable.SQ_MASK) != sq) continue;
                hits = Leaps.conditionHolds(p, e, s, t.leapPath[s][i]);
            }
            for (int r = 0; r < t.rays[s].length && !hits; r++) {
                int f = t.rayFlags[s][r];
                if ((f & MoveTable.CAPTURE) == 0 || (f & MoveTable.INITIAL) != 0 && p.moved[s] != 0) continue;
                for (int e : t.rays[s][r]) {
                    int to = e & MoveTable.SQ_MASK;
                    if (to == sq) {
                        hits = (e & MoveTable.PASS_ONLY) == 0;
                        break;
                    }
                    if (p.board[to] != 0) break;
                }
            }
            if (hits) found[n++] = s;
        }
        return Arrays.copyOf(found, n);
    }
}
