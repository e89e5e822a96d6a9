package io.ashtapada.format;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.RandomPlayer;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** PGN as Ashtapada writes and reads it (docs/formats.md): the tags, the movetext, the comment commands, what is kept. */
class PgnTest {
    static Variant load(String file) throws Exception {
        return Ashtapada.defaults().load(Path.of(file));
    }

    static Game randomGame(Variant v, long seed, int maxPlies) throws Exception {
        Game g = v.newGame().seed(seed);
        RandomPlayer p = new RandomPlayer(seed * 31 + 7);
        while (g.phase() != Game.Phase.OVER && g.movesMade() < maxPlies) p.playTurn(g);
        return g;
    }

    @Test
    void pgn_opens_with_the_seven_tag_roster_in_order_then_variant_and_numbered_san() throws Exception {
        Variant v = load("examples/chess.variant");
        Game g = v.newGame();
        for (String m : new String[]{"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"}) g.play(m);
        String pgn = g.pgn(Map.of("white", "alice", "Black", "bob", "Event", "club night", "TimeControl", "300"));
        assertThat(pgn).startsWith("""
                [Event "club night"]
                [Site "?"]
                [Date "????.??.??"]
                [Round "?"]
                [White "alice"]
                [Black "bob"]
                [Result "1-0"]
                [Variant "Standard"]
                [Termination "checkmate"]
                [Score "1-0"]
                [TimeControl "300"]

                1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0
                """);
    }

    @Test
    void a_lichess_pgn_with_clocks_evaluations_nags_and_variations_replays_and_keeps_them() throws Exception {
        Variant v = load("examples/chess.variant");
        String text = Files.readString(Path.of("src/test/resources/pgn/lichess-blitz.pgn"));
        Game g = Game.replay(v, text);
        // chess.js 1.4.0 reads this file to the same FEN (PgnChessJsTest reads Ashtapada's own PGN).
        assertThat(g.position()).isEqualTo("r1b2rk1/ppp2pp1/3p3p/3P4/2B1R1PQ/8/PP3P1P/R5K1 b - - 0 18");
        assertThat(g.result().reason()).isEqualTo("resignation");
        assertThat(g.pgnTags()).containsEntry("WhiteElo", "1850").containsEntry("Site", "https://lichess.org/Xq7Lp2Zk");
        assertThat(g.pgnComments(-1)).singleElement().asString().startsWith("A lichess-style export");
        assertThat(g.pgnComments(0)).containsExactly("[%eval 0.18] [%clk 0:03:00]");
        assertThat(g.pgnNags(14)).containsExactly("$1");                       // 8. O-O $1
        assertThat(g.pgnVariations(14)).containsExactly("( 8. Qb3 d5 9. Bxd5 O-O )");
        assertThat(g.pgnNags(22)).containsExactly("$6");                       // 12. Bg5?!
        assertThat(g.pgnNags(25)).containsExactly("$4");                       // 13... h6??
        String again = g.pgn();
        assertThat(again.replaceAll("\\s+", " ")).contains("[White \"alice_k\"]", "[WhiteElo \"1850\"]", "8. O-O $1 {[%clk 0:02:40]} ( 8. Qb3 d5 9. Bxd5 O-O )",
                "12. Bg5 $6 {[%eval -0.4] [%clk 0:02:05] Inaccuracy. Bd3 was best.} ( 12. Bd3 O-O 13. Qc2 )", "0-1");
        Game twice = Game.replay(v, again);
        assertThat(twice.position()).isEqualTo(g.position());
        assertThat(twice.pgn()).isEqualTo(again);
    }

    @Test
    void a_lichess_crazyhouse_pgn_with_drops_and_a_loss_on_time_replays() throws Exception {
        Variant v = load("examples/crazyhouse.variant");
        Game g = Game.replay(v, Files.readString(Path.of("src/test/resources/pgn/lichess-crazyhouse.pgn")));
        assertThat(g.result().reason()).isEqualTo("time forfeit");
        assertThat(g.position()).isEqualTo("r1bq1b1r/ppp2kpp/2n5/2b1pP2/8/4N3/PPPP1PPP/RNBQK2R[Pnp] w KQ - 1 10");
        assertThat(g.pgn().replaceAll("\\s+", " ")).contains("[Variant \"Crazyhouse\"]", "8. N@e3", "{[%clk 0:00:00] [%timeout black]} 1-0");
    }

    @Test
    void dice_rolls_rerolls_and_passes_are_comment_commands_and_replay() throws Exception {
        Variant v = load("variants-dsl/omechanga.variant");
        for (long seed = 1; seed <= 20; seed++) {
            Game g = randomGame(v, seed, 400);
            String pgn = g.pgn(Map.of("Seed", Long.toString(seed)));
            assertThat(pgn).contains("[Variant \"Omechanga\"]", "1. {[%roll ");
            Game r = Game.replay(v, pgn);
            assertThat(r.position()).as("seed %d", seed).isEqualTo(g.position());
            assertThat(r.result()).isEqualTo(g.result());
            assertThat(r.scoreText()).isEqualTo(g.scoreText());
            assertThat(r.pgn(Map.of("Seed", Long.toString(seed)))).isEqualTo(pgn);
        }
    }

    @Test
    void a_reroll_and_a_confirmation_roll_read_from_hand_written_pgn() throws Exception {
        Variant v = load("variants-dsl/omechanga.variant");
        Game g = v.newGame();
        g.roll(5, 8);
        g.reroll("2", 5, 6);
        String first = g.legalMoves().get(0);
        g.play(first);
        String pgn = g.pgn();
        assertThat(pgn).contains("1. {[%roll 5 8] [%reroll 2 5 6]} ");
        assertThat(Game.replay(v, pgn).position()).isEqualTo(g.position());
    }

    @Test
    void four_players_are_numbered_by_round_with_a_players_tag_and_one_tag_per_seat() throws Exception {
        Variant v = load("variants-dsl/guru-mahachaturaji.variant");
        for (long seed = 1; seed <= 3; seed++) {
            Game g = randomGame(v, seed, 600);
            String pgn = g.pgn(Map.of(v.players().get(0), "ana", v.players().get(2), "bo"));
            assertThat(pgn).contains("[Players \"4\"]", "[Player1 \"ana\"]", "[Player2 \"?\"]", "[Player3 \"bo\"]", "[White \"ana\"]", "\n1. ", " 2. ");
            if (!g.eliminated().isEmpty()) assertThat(pgn).contains("[%out " + g.eliminated().get(0) + "]");
            Game r = Game.replay(v, pgn);
            assertThat(r.position()).isEqualTo(g.position());
            assertThat(r.result()).isEqualTo(g.result());
        }
    }

    @Test
    void resignation_draw_offers_and_a_set_up_start_are_written_and_read() throws Exception {
        Variant v = load("examples/chess.variant");
        Game g = v.newGame("4k3/8/8/8/8/8/4P3/4K3 b - - 0 40");
        g.play("Kd7");
        g.offerDraw("white");
        g.play("e4");
        g.resign();
        String pgn = g.pgn();
        assertThat(pgn).contains("[SetUp \"1\"]", "[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]", "[Termination \"resignation\"]",
                "40... Kd7 {[%offer-draw white]} 41. e4 {[%resign black]} 1-0");
        Game r = Game.replay(v, pgn);
        assertThat(r.result()).isEqualTo(g.result());
        assertThat(r.history()).isEqualTo(g.history());
    }

    @Test
    void the_one_ply_a_line_record_stays_readable_and_is_told_from_pgn() throws Exception {
        Variant v = load("examples/chess.variant");
        Game g = randomGame(v, 4, 80);
        String record = g.record(Map.of());
        assertThat(Pgn.isPgn(record)).isFalse();
        assertThat(Pgn.isPgn(g.pgn())).isTrue();
        assertThat(Game.replay(v, record).position()).isEqualTo(g.position());
        assertThat(v.readGame(g.pgn()).position()).isEqualTo(g.position());
    }

    @Test
    void movetext_without_numbers_glued_numbers_and_null_moves_is_read() throws Exception {
        Variant v = load("examples/chess.variant");
        assertThat(Game.replay(v, "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 *").position())
                .isEqualTo("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4");
        assertThat(Game.replay(v, "e4 e5 Nf3 *").movesMade()).isEqualTo(3);
    }

    @Test
    void a_refused_move_or_a_wrong_result_names_its_line_and_column() throws Exception {
        Variant v = load("examples/chess.variant");
        assertThatThrownBy(() -> Game.replay(v, "[Event \"x\"]\n\n1. e4 e5\n2. Ke3 Nc6 *\n"))
                .isInstanceOf(IllegalMoveException.class).hasMessageStartingWith("4:4: illegal move 'Ke3'");
        assertThatThrownBy(() -> Game.replay(v, "1. f3 e5 2. g4 Qh4# 1-0"))
                .hasMessage("1:21: the record says the result is 1-0, the replay gives 0-1");
        assertThatThrownBy(() -> Game.replay(v, "1. e4 { never closed"))
                .hasMessage("1:7: a comment opened with '{' is never closed");
        assertThatThrownBy(() -> Game.replay(v, "[Variant \"Crazyhouse\"]\n1. e4 *"))
                .hasMessage("the record is a game of Crazyhouse, not of Chess");
        assertThatThrownBy(() -> Game.replay(v, "1. e4 e5 1-0\n\n1. d4 *"))
                .hasMessageContaining("a second game starts here");
    }

    @Test
    void the_variant_tag_uses_lichess_or_fairy_stockfish_names_and_reads_other_spellings() throws Exception {
        assertThat(VariantNames.pgnName("King of the hill")).isEqualTo("King of the Hill");
        assertThat(VariantNames.pgnName("Los Alamos")).isEqualTo("losalamos");
        assertThat(VariantNames.pgnName("Omechanga")).isEqualTo("Omechanga");
        assertThat(VariantNames.names("kingofthehill", "King of the hill")).isTrue();
        assertThat(VariantNames.names("Standard", "Chess")).isTrue();
        assertThat(VariantNames.names("From Position", "Chess")).isTrue();
        assertThat(VariantNames.names("Makruk", "Makruk")).isTrue();
        assertThat(VariantNames.names("Atomic", "Chess")).isFalse();
        Variant v = load("examples/shogi.variant");
        Game g = randomGame(v, 3, 60);
        assertThat(g.pgn()).contains("[Variant \"shogi\"]");
        assertThat(Game.replay(v, g.pgn()).position()).isEqualTo(g.position());
    }
}
