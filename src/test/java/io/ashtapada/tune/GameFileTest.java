package io.ashtapada.tune;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.GameState;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Issue 30: {@code tune --from}, the games of a PGN file as the tuner's positions. */
class GameFileTest {
    private final Variant chess = load();

    private static Variant load() {
        try {
            return Ashtapada.defaults().variant("chess");
        } catch (io.ashtapada.api.DefinitionException e) {
            throw new AssertionError(e);
        }
    }

    private static final String SCHOLAR = """
            [Event "a"]
            [Result "1-0"]

            1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0
            """;
    private static final String AGREED = """
            [Event "b"]
            [Result "1/2-1/2"]

            1. d4 d5 2. c4 e6 1/2-1/2
            """;
    private static final String UNFINISHED = """
            [Event "c"]
            [Result "*"]

            1. d4 d5 *
            """;

    @Test
    void a_database_is_split_into_games_at_each_tag_pair_after_moves() {
        String text = SCHOLAR + "\n" + AGREED + "\n" + UNFINISHED;
        List<int[]> spans = GameFile.split(text);
        assertThat(spans).hasSize(3);
        assertThat(text.substring(spans.get(1)[0], spans.get(1)[1])).startsWith("[Event \"b\"]").contains("1. d4 d5 2. c4 e6");
        // Games may follow one another with no blank line, and a file may be a single game without tags.
        assertThat(GameFile.split(SCHOLAR + AGREED)).hasSize(2);
        assertThat(GameFile.split("1. e4 e5 1-0\n")).hasSize(1);
        assertThat(GameFile.split("\n\n")).isEmpty();
    }

    @Test
    void each_game_is_labelled_by_its_result_tag_and_one_without_a_result_is_left_out_and_counted() {
        GameFile f = GameFile.read(chess, "g.pgn", SCHOLAR + "\n" + AGREED + "\n" + UNFINISHED);
        assertThat(f.errors()).isEmpty();
        assertThat(f.games()).isEqualTo(2);
        assertThat(f.samples().stream().filter(x -> x.game() == 0)).isNotEmpty().allMatch(x -> x.score() == 1.0);
        assertThat(f.samples().stream().filter(x -> x.game() == 1)).isNotEmpty().allMatch(x -> x.score() == 0.5);
        assertThat(f.samples()).allMatch(x -> x.game() < 2);
        assertThat(f.unfinished()).isEqualTo(1);
    }

    @Test
    void a_game_without_a_result_tag_is_labelled_by_the_end_its_replay_reaches() {
        GameFile f = GameFile.read(chess, "g.pgn", "1. f3 e5 2. g4 Qh4# 0-1\n");
        assertThat(f.games()).isEqualTo(1);
        assertThat(f.samples()).isNotEmpty().allMatch(x -> x.score() == 0.0);
    }

    @Test
    void every_game_that_does_not_replay_is_named_at_its_line_and_column_in_the_file_all_at_once() {
        String bad1 = "[Event \"x\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Ke3 Nc6 1-0\n";
        String bad2 = "[Event \"y\"]\n[Result \"0-1\"]\n\n1. d4 d5 2. Nf3 Nxe4 0-1\n";
        GameFile f = GameFile.read(chess, "g.pgn", SCHOLAR + "\n" + bad1 + "\n" + bad2);
        assertThat(f.errors()).hasSize(2);
        // SCHOLAR is 4 lines and a blank: bad1 starts on line 6, its moves on line 9; bad2's on line 14.
        assertThat(f.errors().get(0)).startsWith("g.pgn:9:13: illegal move 'Ke3'");
        assertThat(f.errors().get(1)).startsWith("g.pgn:14:17: illegal move 'Nxe4'");
        assertThat(f.games()).isEqualTo(1);
    }

    @Test
    void a_file_too_long_or_with_too_many_games_is_refused_in_one_line() {
        String text = SCHOLAR + "\n" + AGREED;
        assertThatThrownBy(() -> GameFile.read(chess, "g.pgn", text, 20, 10, false))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("g.pgn:1:1: the games file is longer than 20 characters");
        assertThatThrownBy(() -> GameFile.read(chess, "g.pgn", text, 1000, 1, false))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("g.pgn:6:1: more than 1 games in one file");
        assertThat(GameFile.read(chess, "g.pgn", "", 1000, 1, false).errors()).containsExactly("g.pgn:1:1: no game in the file");
    }

    @Test
    void a_recorded_position_is_kept_when_quiet_as_in_self_play_and_labelled_with_its_game() throws Exception {
        List<String> names = List.copyOf(chess.pieceValues().keySet());
        PositionSampler sampler = new PositionSampler(chess, names);
        List<Sample> samples = GameFile.read(chess, "g.pgn", SCHOLAR + "\n" + AGREED).samples();
        // The scholar's mate: the six positions before 1.e4 ... 3...Nf6 (4.Qxf7 takes, the mate ends it);
        // the agreed draw: the five before 1.d4 ... 2...e6 and the draw agreed after it.
        assertThat(samples).hasSize(11);
        assertThat(samples.stream().filter(s -> s.game() == 0)).hasSize(6).allMatch(s -> s.score() == 1.0);
        assertThat(samples.stream().filter(s -> s.game() == 1)).hasSize(5).allMatch(s -> s.score() == 0.5);
        assertThat(samples.get(0).position()).isEqualTo(chess.newGame().position());
        for (Sample s : samples) {
            Game g = chess.newGame(s.position());
            GameState st = g.state();
            assertThat(st.inCheck()).isEmpty();
            assertThat(s.material()).isEqualTo(sampler.material(st));
        }
    }

    @Test
    void by_score_each_position_is_labelled_with_the_engine_score_after_its_move_from_the_first_player_side() {
        String scored = """
                [Event "s"]
                [Result "1/2-1/2"]

                1. d4 {+0.30/10} d5 {-0.25/9 0.1s} 2. c4 {+M3/12} e6 {book} 1/2-1/2
                """;
        List<Sample> samples = GameFile.read(chess, "g.pgn", scored, true).samples();
        // Before 1.d4 (White's +0.30), before 1...d5 (Black's -0.25: White's +0.25), before 2.c4
        // (White mates); 2...e6 has no score and the draw agreed after it none either: left out.
        assertThat(samples).extracting(Sample::score).containsExactly(
                1 / (1 + Math.pow(10, -0.30 / 4)), 1 - 1 / (1 + Math.pow(10, 0.25 / 4)), 1.0);
        assertThat(samples.get(0).position()).isEqualTo(chess.newGame().position());
        // Without --by-score the same file labels all five quiet positions with the draw.
        assertThat(GameFile.read(chess, "g.pgn", scored).samples()).hasSize(5).allMatch(s -> s.score() == 0.5);
    }

    @Test
    void a_score_comment_is_read_as_cutechess_writes_it_and_anything_else_is_no_score() {
        assertThat(PositionSampler.scoreLabel("+0.35/12")).isCloseTo(1 / (1 + Math.pow(10, -0.35 / 4)), org.assertj.core.data.Offset.offset(1e-12));
        assertThat(PositionSampler.scoreLabel("-1.20")).isCloseTo(1 / (1 + Math.pow(10, 1.2 / 4)), org.assertj.core.data.Offset.offset(1e-12));
        assertThat(PositionSampler.scoreLabel("4/20 0.5s")).isCloseTo(1 / (1 + Math.pow(10, -1.0)), org.assertj.core.data.Offset.offset(1e-12));
        assertThat(PositionSampler.scoreLabel("+M3/14")).isEqualTo(1.0);
        assertThat(PositionSampler.scoreLabel("-M2")).isEqualTo(0.0);
        assertThat(PositionSampler.scoreLabel("book")).isNaN();
        assertThat(PositionSampler.scoreLabel("[%clk 0:01:00]")).isNaN();
        assertThat(PositionSampler.scoreLabel("+" + "1".repeat(300))).isNaN();
    }
}
