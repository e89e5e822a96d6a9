package io.ashtapada.tune;

import io.ashtapada.model.RuleModel;
import io.ashtapada.model.VariantCompiler;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 30: the square tables' fit ({@code tune --squares}) learns what the labels say of a
 * square: a knight that wins from the centre and loses from the corner gets a higher number in
 * the centre, the positions held out are predicted better, and the tables are written back as
 * the definition lists them (the top row first); the ridge is the strongest whose fit predicts
 * the validation games within a standard error of the best.
 */
class SquareFitTest {
    private static RuleModel plainChess() {
        VariantCompiler.Result r = VariantCompiler.compileString("p.variant", "variant \"Plain\" extends \"chess.variant\"\n", Path.of("examples"));
        assertThat(r.diagnostics()).isEmpty();
        return r.model();
    }

    @Test
    void a_knight_that_wins_from_the_centre_and_loses_from_the_corner_gets_a_higher_number_in_the_centre() {
        RuleModel m = plainChess();
        List<Sample> samples = centreWinsCornerLoses();
        SquareFit.Result r = new SquareFit(m, samples, heldOut(samples)).fit();
        int knight = m.pieces().stream().filter(k -> k.name().equals("knight")).findFirst().orElseThrow().index();
        int[] end = r.tables().end(knight);
        int d5 = m.board().at(3, 4), a1 = m.board().at(0, 0);
        assertThat(end[d5]).isGreaterThan(20);
        assertThat(end[a1]).isLessThan(-20);
        assertThat(r.heldAfter()).isLessThan(r.heldBefore());
        assertThat(r.fitted()).isEqualTo(256);
        assertThat(r.heldOut()).isEqualTo(64);
        Map<String, int[][]> listed = SquareFit.listing(m, r.tables());
        assertThat(listed.get("knight")[1][3 * 8 + 3]).isEqualTo(end[d5]);
        assertThat(listed.get("knight")[1][7 * 8]).isEqualTo(end[a1]);
    }

    @Test
    void the_ridge_is_the_strongest_that_predicts_the_validation_games_about_as_well_as_the_best() {
        RuleModel m = plainChess();
        // In the first set the centre wins and the corner loses in every game. In the second a
        // knight on c3, f6, b5 or g4 wins in the fitted games and loses in the validation games
        // (games 3, 8, 13, ...): there, following the fitted games misleads, and the
        // validation games ask for a stronger ridge.
        List<Sample> consistent = centreWinsCornerLoses(), misleading = new ArrayList<>();
        String[] elsewhere = {"c3", "f6", "b5", "g4"};
        for (int game = 0; game < 40; game++) {
            for (String square : elsewhere) {
                misleading.add(new Sample(game, new double[0], game % 5 == 3 ? 0.05 : 0.95, knightOn(square)));
            }
        }
        SquareFit.Result a = new SquareFit(m, consistent, heldOut(consistent)).fit();
        SquareFit.Result b = new SquareFit(m, misleading, heldOut(misleading)).fit();
        for (SquareFit.Result r : List.of(a, b)) {
            assertThat(r.tried()).hasSize(SquareFit.RIDGES.length);
            int best = 0;
            for (int i = 1; i < r.tried().length; i++) if (r.tried()[i] < r.tried()[best]) best = i;
            int chosen = 0;   // the strongest ridge within the best one's standard error
            while (r.tried()[chosen] > r.tried()[best] + r.spread()[best]) chosen++;
            assertThat(r.ridge()).isEqualTo(SquareFit.RIDGES[chosen]);
        }
        assertThat(b.ridge()).isGreaterThan(a.ridge());
    }

    @Test
    void with_fewer_than_ten_games_the_ridge_is_the_default_and_none_is_tried() {
        RuleModel m = plainChess();
        List<Sample> samples = new ArrayList<>();
        for (int game = 0; game < 9; game++) samples.add(new Sample(game, new double[0], 0.8, knightOn("d4")));
        SquareFit.Result r = new SquareFit(m, samples, heldOut(samples)).fit();
        assertThat(r.tried()).isEmpty();
        assertThat(r.ridge()).isEqualTo(SquareFit.DEFAULT_RIDGE);
    }

    /** 40 games in which a knight in the centre wins (0.8) and one in a corner loses (0.2). */
    private static List<Sample> centreWinsCornerLoses() {
        List<Sample> samples = new ArrayList<>();
        String[] centre = {"d4", "d5", "e4", "e5"}, corner = {"a1", "h1", "a8", "h8"};
        for (int game = 0; game < 40; game++) {
            for (int i = 0; i < 4; i++) {
                samples.add(new Sample(game, new double[0], 0.8, knightOn(centre[i])));
                samples.add(new Sample(game, new double[0], 0.2, knightOn(corner[i])));
            }
        }
        return samples;
    }

    /** Every fifth game held out, as {@code tune} holds them ({@link Tuner#heldOut}). */
    private static List<Boolean> heldOut(List<Sample> samples) {
        int games = samples.stream().mapToInt(Sample::game).max().orElse(-1) + 1;
        return samples.stream().map(s -> Tuner.heldOut(games, s)).toList();
    }

    /** The position of the two kings (e1, e8) and a white knight on {@code square}, White to move. */
    private static String knightOn(String square) {
        char[][] board = new char[8][8];
        for (char[] row : board) java.util.Arrays.fill(row, '.');
        board[0][4] = 'K';
        board[7][4] = 'k';
        board[square.charAt(1) - '1'][square.charAt(0) - 'a'] = 'N';
        StringBuilder fen = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                if (board[rank][file] == '.') {
                    empty++;
                    continue;
                }
                if (empty > 0) fen.append(empty);
                empty = 0;
                fen.append(board[rank][file]);
            }
            if (empty > 0) fen.append(empty);
            if (rank > 0) fen.append('/');
        }
        return fen + " w - - 0 1";
    }
}
