package io.ashtapada.api;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.*;

import static org.assertj.core.api.Assertions.*;

class GameApiTest {
    static Variant chess;

    @BeforeAll
    static void load() throws Exception {
        chess = Ashtapada.defaults().load(Path.of("examples/chess.variant"));
    }

    @Test
    void start_position_is_standard_fen_and_round_trips() throws Exception {
        assertThat(chess.startPosition()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        Game g = chess.newGame();
        g.play("e2e4");
        assertThat(g.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        String kiwi = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        assertThat(chess.newGame(kiwi).position()).isEqualTo(kiwi);
        assertThat(chess.newGame("r3k2r/8/8/8/8/8/8/R3K2R w Kq - 5 20").position()).isEqualTo("r3k2r/8/8/8/8/8/8/R3K2R w Kq - 5 20");
    }

    @Test
    void illegal_move_is_refused_with_a_reason_and_leaves_the_game_unchanged() throws Exception {
        Game g = chess.newGame();
        String before = g.position();
        assertThatThrownBy(() -> g.play("e2e5")).isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("pawn on e2 cannot go to e5");
        assertThatThrownBy(() -> g.play("e7e5")).hasMessageContaining("not white's");
        assertThatThrownBy(() -> g.play("e3e4")).hasMessageContaining("e3 is empty");
        assertThatThrownBy(() -> g.play("z9z8")).hasMessageContaining("no square z9");
        assertThatThrownBy(() -> g.play("hello")).hasMessageContaining("cannot read move");
        assertThatThrownBy(() -> g.play("")).hasMessageContaining("empty move");
        assertThat(g.position()).isEqualTo(before);
        assertThat(g.history()).isEmpty();
    }

    @Test
    void san_and_coordinate_notation_are_both_accepted() throws Exception {
        Game g = chess.newGame();
        g.play("Nf3");
        g.play("d7d5");
        g.play("g3");
        g.play("Bh3");
        g.play("Bxh3");
        assertThat(g.history()).containsExactly("g1f3", "d7d5", "g2g3", "c8h3", "f1h3");
        assertThat(g.legalMovesSan()).contains("Qd7", "Nd7", "Qd6", "e5").doesNotContain("Kd7");
    }

    @Test
    void castling_is_written_as_the_kings_move_and_san_o_o() throws Exception {
        Game g = chess.newGame("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertThat(g.legalMoves()).contains("e1g1", "e1c1");
        assertThat(g.legalMovesSan()).contains("O-O", "O-O-O");
        g.play("O-O");
        assertThat(g.position()).isEqualTo("r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
        assertThat(g.undo()).isTrue();
        assertThat(g.position()).isEqualTo("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertThat(g.undo()).isFalse();
    }

    @Test
    void checkmate_ends_the_game_and_further_moves_are_refused() throws Exception {
        Game g = chess.newGame();
        for (String m : "f2f3 e7e5 g2g4 d8h4".split(" ")) g.play(m);
        assertThat(g.result()).isEqualTo(new Result(Result.Status.WIN, "black", "checkmate"));
        assertThat(g.legalMoves()).isEmpty();
        assertThatThrownBy(() -> g.play("a2a3")).hasMessageContaining("game is over");
        assertThat(g.legalMovesSan()).isEmpty();
        g.undo();
        assertThat(g.legalMovesSan()).contains("Qh4#");
    }

    @Test
    void stalemate_fifty_moves_and_repetition_draw() throws Exception {
        Game stale = chess.newGame("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assertThat(stale.result()).isEqualTo(new Result(Result.Status.DRAW, null, "stalemate"));
        Game fifty = chess.newGame("7k/8/8/8/8/8/8/R6K w - - 99 80");
        assertThat(fifty.result().isOver()).isFalse();
        fifty.play("a1a2");
        assertThat(fifty.result()).isEqualTo(new Result(Result.Status.DRAW, null, "fifty-move rule"));
        Game rep = chess.newGame();
        for (String m : "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1".split(" ")) rep.play(m);
        assertThat(rep.result().isOver()).isFalse();
        rep.play("f6g8");
        assertThat(rep.result()).isEqualTo(new Result(Result.Status.DRAW, null, "repetition"));
    }

    @Test
    void bad_position_string_is_refused_with_a_reason() {
        assertThatThrownBy(() -> chess.newGame("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1"))
                .isInstanceOf(IllegalPositionException.class).hasMessageContaining("expected 8 rows");
        assertThatThrownBy(() -> chess.newGame("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"))
                .hasMessageContaining("unknown piece letter 'X'");
        assertThatThrownBy(() -> chess.newGame("8/8/8/8/8/8/8/8 x - - 0 1")).hasMessageContaining("side to move");
    }

    @Test
    void definition_with_errors_gives_every_error_without_a_stack_trace() {
        assertThatThrownBy(() -> Ashtapada.defaults().compile("bad.variant", "variant \"x\"\nboard { files a..h ranks 1..8 }\npiece k { letter K }\n", null))
                .isInstanceOf(DefinitionException.class)
                .satisfies(e -> assertThat(((DefinitionException) e).errors())
                        .containsExactly("bad.variant:1:1: no setup declared",
                                "bad.variant:1:1: check rules are on but no piece is royal",
                                "bad.variant:3:7: piece 'k' has no moves")
                        .doesNotContain("Exception"));
    }

    @Test
    void one_compiled_variant_serves_games_on_many_threads() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<Long>> results = new ArrayList<>();
        for (int i = 0; i < 8; i++) results.add(pool.submit(() -> chess.newGame().perft(3)));
        for (Future<Long> f : results) assertThat(f.get()).isEqualTo(8902);
        pool.shutdown();
    }

    @Test
    void variant_may_extend_another_and_replace_a_piece() throws Exception {
        String text = """
                variant "Knightless" extends "chess.variant"
                piece knight {
                  letter N
                  betza "W"
                }
                """;
        Variant v = Ashtapada.defaults().compile("examples/knightless.variant", text, Path.of("examples"));
        assertThat(v.newGame().legalMoves()).hasSize(16);
    }

    @Test
    void position_builder_writes_a_position_string_from_pieces_on_named_squares() throws Exception {
        String pos = chess.position().place("Ke1", "Rh1", "ke8").castling("K").side("w").build();
        assertThat(pos).isEqualTo("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        assertThat(chess.newGame(pos).legalMoves()).contains("e1g1");
        assertThatThrownBy(() -> chess.position().place("Ki9")).hasMessageContaining("no square i9");
        assertThatThrownBy(() -> chess.position().place("Xe1")).hasMessageContaining("unknown piece letter 'X'");
        assertThatThrownBy(() -> chess.position().place("Ke1", "Qe1")).hasMessageContaining("two pieces on e1");
    }

    @Test
    void position_builder_places_a_four_player_piece_by_its_owners_letter_and_its_own() throws Exception {
        Variant guru = Ashtapada.defaults().variant("guru-mahachaturaji");
        String pos = guru.position().place("rKa1", "bKl1", "yKl12", "gKa12", "rRf6").build();
        Game g = guru.newGame(pos);
        assertThat(g.piece("a1")).isEqualTo("rK");
        assertThat(g.piece("f6")).isEqualTo("rR");
        assertThat(g.piece("l12")).isEqualTo("yK");
        assertThatThrownBy(() -> guru.position().place("xKa1")).hasMessageContaining("no player with letter 'x'");
    }
}
