package io.ashtapada.variants;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Walls (issue 27): a turn of a move and a wall is one action, written as Fairy-Stockfish writes
 * it ({@code e2e4,e4d5}; SAN {@code e4,d5}), walls written '*' in the position string. The
 * counts without a Fairy-Stockfish built-in are in src/test/resources/perft/walls.perft.
 */
class WallsTest {

    static Variant load(String name) throws Exception {
        return Ashtapada.defaults().load(Path.of("examples/" + name + ".variant"));
    }

    @Test
    void the_duck_goes_to_another_empty_square_after_every_move() throws Exception {
        Game g = load("duck").newGame();
        // 20 moves, each with 32 squares empty once it is made (the one left, not the one reached).
        assertThat(g.legalMoves()).hasSize(640).contains("e2e4,e4e2", "g1f3,f3g1").doesNotContain("e2e4,e4e4");
        g.play("e2e4,e4d5");
        assertThat(g.position()).startsWith("rnbqkbnr/pppppppp/8/3*4/4P3/8/PPPP1PPP/RNBQKBNR b ");
        // The duck must move: no black move leaves it on d5, and it goes where it likes.
        assertThat(g.legalMoves()).noneMatch(m -> m.endsWith("d5")).contains("e7e5,e5d4");
        g.play("e5,d4");
        assertThat(g.position()).startsWith("rnbqkbnr/pppp1ppp/8/4p3/3*P3/8/PPPP1PPP/RNBQKBNR w ");
    }

    @Test
    void no_piece_enters_takes_or_passes_the_duck() throws Exception {
        Game g = load("duck").newGame("4k3/8/8/8/3*4/8/8/3RK3 w - - 0 1");
        assertThat(g.legalMoves()).anyMatch(m -> m.startsWith("d1d3,"))
                .noneMatch(m -> m.startsWith("d1d4,") || m.startsWith("d1d5,") || m.startsWith("d1d8,"));
    }

    @Test
    void a_duck_chess_king_is_taken_not_checkmated() throws Exception {
        Game g = load("duck").newGame("4k3/8/8/8/8/8/7r/4K3 w - - 0 1");
        // No check rules: the king may step where the rook takes it, and taking it wins.
        assertThat(g.legalMoves()).contains("e1e2,e2a8");
        g.play("e1e2,e2a8");
        g.play("h2e2,e2a1");
        assertThat(g.result().status()).isEqualTo(Result.Status.WIN);
        assertThat(g.result().winner()).isEqualTo("black");
    }

    @Test
    void atomic_duck_castles_when_the_duck_shields_the_kings_way_as_fairy_stockfish_counts() throws Exception {
        // Fairy-Stockfish (atomicduck, this position, perft 2): 747425; after Rh8+ with the duck on
        // e5 black has 203 replies, two of them castlings that put the duck on f8 or g8.
        Game g = load("atomicduck").newGame("r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1");
        assertThat(g.perft(2)).isEqualTo(747425);
        g.play("h1h8,h8e5");
        assertThat(g.legalMoves()).hasSize(203).contains("e8c8,c8f8", "e8c8,c8g8").doesNotContain("e8c8,c8a1");
    }

    @Test
    void an_amazon_shoots_its_arrow_from_where_it_lands() throws Exception {
        Game g = load("amazons").newGame();
        assertThat(g.legalMoves()).hasSize(2176);
        g.play("d1d2,d2d1");
        // The arrow on d1 (the square just left) stays: nothing moves to or through it.
        assertThat(g.pieceAt("d1")).isEqualTo('*');
        g.play("d10d9,d9d10");
        assertThat(g.legalMoves()).noneMatch(m -> m.startsWith("d2d1") || m.startsWith("g1b1") || m.startsWith("g1a1"));
    }

    @Test
    void the_square_a_snail_leaves_becomes_a_wall_and_a_snail_with_no_move_loses() throws Exception {
        Game g = load("snailtrail").newGame("7/7/7/7/7/**5/Pp5 w - - 0 1");
        // a1's snail: b1 is taken by the black snail (snails never take), a2 and b2 are walls.
        assertThat(g.legalMoves()).isEmpty();
        assertThat(g.result().status()).isEqualTo(Result.Status.WIN);
        assertThat(g.result().winner()).isEqualTo("black");
        Game s = load("snailtrail").newGame();
        s.play("a1b2,b2a1");
        assertThat(s.pieceAt("a1")).isEqualTo('*');
        assertThat(s.legalMoves()).hasSize(3);
    }

    @Test
    void isolation_walls_go_anywhere_empty_but_the_starting_squares() throws Exception {
        Game g = load("isolation").newGame();
        // 5 steps from c1, each with 45 squares for the wall: the 46 empty once it is made but c1, kept open.
        assertThat(g.legalMoves()).hasSize(225).contains("c1c2,c2a1", "c1d2,d2e8")
                .noneMatch(m -> m.endsWith("c1") || m.endsWith("d8"));
    }

    @Test
    void an_atlantis_turn_is_a_move_or_a_wall_at_the_edge() throws Exception {
        Game g = load("atlantis").newGame();
        // 20 moves and 8 walls on the empty edge squares a3-a6, h3-h6; a plain move has no wall part.
        assertThat(g.legalMoves()).hasSize(28).contains("e2e4", "a1a1,a1a3", "a1a1,a1h6");
        g.play("a1a1,a1a4");
        assertThat(g.position()).startsWith("rnbqkbnr/pppppppp/8/8/*7/8/PPPPPPPP/RNBQKBNR b ");
        // Next to a wall counts as the edge: b4 may sink now.
        assertThat(g.legalMoves()).contains("a7a7,a7b4");
    }

    @Test
    void a_position_with_walls_is_read_and_written_back() throws Exception {
        String fen = "p7P/9/9/9/3p*P3/9/9/9/p7P w - - 0 1";
        Game g = load("la-mancha-squeez").newGame(fen);
        assertThat(g.position()).isEqualTo(fen);
        assertThat(g.pieceAt("e5")).isEqualTo('*');
    }

    @Test
    void a_game_record_of_moves_with_walls_replays() throws Exception {
        Variant v = load("duck");
        Game g = v.newGame();
        for (String m : new String[]{"e2e4,e4d5", "e5,d4", "Nf3,h5"}) g.play(m);
        String pgn = g.pgn();
        assertThat(pgn).contains("1. e4,d5 e5,d4 2. Nf3,h5");
        assertThat(Game.replay(v, pgn).position()).isEqualTo(g.position());
    }

    @Test
    void the_api_gives_each_action_its_move_and_its_wall_so_a_board_can_ask_for_them_in_order() throws Exception {
        Game g = load("duck").newGame();
        var e4d5 = g.state().legalActions().stream().filter(a -> "e2e4,e4d5".equals(a.coordinate())).findFirst().orElseThrow();
        assertThat(e4d5.from()).isEqualTo("e2");
        assertThat(e4d5.to()).isEqualTo("e4");
        assertThat(e4d5.wall()).isEqualTo("d5");
        assertThat(e4d5.san()).isEqualTo("e4,d5");
        assertThat(load("chess").newGame().state().legalActions()).allMatch(a -> a.wall() == null);
    }

    @Test
    void a_wall_on_the_square_a_pawn_passed_leaves_nothing_to_take_en_passant() throws Exception {
        Game g = load("duck").newGame("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
        g.play("e2e4,e4e3");
        assertThat(g.position()).isEqualTo("4k3/8/8/8/3pP3/4*3/8/4K3 b - - 0 1");
        assertThat(g.legalMoves()).noneMatch(m -> m.startsWith("d4e3"));
        Game h = load("duck").newGame("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
        h.play("e2e4,e4a8");
        assertThat(h.legalMoves()).anyMatch(m -> m.startsWith("d4e3,"));
    }
}
