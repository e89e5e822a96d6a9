package io.ashtapada.variants;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.RandomPlayer;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Elimination in Guru Mahachaturaji (GR-4, GR-6, GR-7), through the turn core: checkmated
 * players leave the game after the move that checkmates them, the turn order skips them, the
 * last player left wins, and the others are ranked by when they left.
 */
class GuruMahachaturajiEliminationTest {
    private static Variant v;

    @BeforeAll
    static void load() throws Exception {
        v = Ashtapada.defaults().load(Path.of("variants-dsl/guru-mahachaturaji.variant"));
    }

    /** A position string from pieces on squares ({@code "rKa1"}), the side to move and the trailing fields. */
    static String position(String side, String tail, String... pieces) {
        Map<Integer, Map<Integer, String>> at = new TreeMap<>();
        for (String p : pieces) {
            String token = p.substring(0, 2), sq = p.substring(2);
            int file = sq.charAt(0) - 'a', rank = Integer.parseInt(sq.substring(1));
            at.computeIfAbsent(rank, r -> new TreeMap<>()).put(file, token);
        }
        StringBuilder sb = new StringBuilder();
        for (int rank = 12; rank >= 1; rank--) {
            if (rank < 12) sb.append('/');
            int empty = 0;
            StringBuilder row = new StringBuilder();
            for (int file = 0; file < 12; file++) {
                String t = at.getOrDefault(rank, Map.of()).get(file);
                if (t == null) {
                    empty++;
                    continue;
                }
                if (empty > 0) row.append(row.length() > 0 ? "," : "").append(empty);
                empty = 0;
                row.append(row.length() > 0 ? "," : "").append(t);
            }
            if (empty > 0) row.append(row.length() > 0 ? "," : "").append(empty);
            sb.append(row);
        }
        return sb + " " + side + " - - 0 1" + (tail.isEmpty() ? "" : " " + tail);
    }

    @Test
    void a_move_that_attacks_two_kings_checkmates_both_and_they_share_a_place_GR7_GR6() throws Exception {
        // Red's knight on d7 shields Green's king a7 from Blue's rook g7, which already attacks
        // Yellow's king g12. Red moves the knight away: Blue is to move and attacks both kings, so
        // Yellow and Green are checkmated by the same move (GR-7) and share a place (GR-6).
        String pos = position("r", "", "rKl1", "rNd7", "bKh1", "bRg7", "yKg12", "gKa7");
        Game g = v.newGame(pos);
        g.play("d7e5");
        assertThat(g.eliminated()).containsExactlyInAnyOrder("yellow", "green");
        assertThat(g.sideToMove()).isEqualTo("blue");
        assertThat(g.piece("g12")).isEmpty();
        assertThat(g.piece("a7")).isEmpty();
        assertThat(g.position()).contains("out:yellow,green");
        assertThat(g.result().isOver()).isFalse();
        assertThat(g.undo()).isTrue();
        assertThat(g.position()).isEqualTo(v.newGame(pos).position());
        assertThat(g.eliminated()).isEmpty();
    }

    @Test
    void a_removal_that_opens_a_line_checkmates_another_player_GR7() throws Exception {
        // After Red's move Blue is to move. Blue's rook a9 attacks Green's king on c9; Green's
        // knight on f9 shields Yellow's king on h9 from the same rook. Green leaves, its knight
        // with it, and the open line checkmates Yellow too.
        String pos = position("r", "", "rKl1", "rRd2", "bKl3", "bRa9", "gKc9", "gNf9", "yKh9", "gPb2");
        Game g = v.newGame(pos);
        g.play("d2d1");
        assertThat(g.eliminated()).containsExactly("green", "yellow");
        Map<String, Integer> places = g.places();
        assertThat(places).isEmpty();
    }

    @Test
    void a_player_to_move_without_a_legal_move_is_checkmated_and_the_next_player_moves_GR4_GR7() throws Exception {
        // Blue's lone king on l1 is not in check, but once Red's rook reaches a2 every square it
        // could go to (k1, k2, l2) is attacked: Blue, to move, has no legal move and leaves the
        // game (GR-4), and Yellow moves next (GR-7).
        String pos = position("r", "", "rKa1", "rRk5", "rRa3", "bKl1", "yKl12", "gKc12");
        Game g = v.newGame(pos);
        g.play("a3a2");
        assertThat(g.eliminated()).containsExactly("blue");
        assertThat(g.sideToMove()).isEqualTo("yellow");
        assertThat(g.piece("l1")).isEmpty();
        assertThat(g.record(Map.of())).contains("\nb checkmated\n");
    }

    @Test
    void the_last_player_left_wins_and_the_others_are_ranked_by_when_they_left_GR6() throws Exception {
        // Red and Blue are left; Blue's king stands alone in the corner and Red's rook takes the
        // last escape. Blue to move has no legal move and leaves: Red wins. Yellow and Green left
        // earlier (out:), so they share the last place.
        String pos = position("r", "out:yellow,green", "rKa1", "rRk5", "rRj6", "bKl1");
        Game g = v.newGame(pos);
        g.play("j6j2");
        Result r = g.result();
        assertThat(r.status()).isEqualTo(Result.Status.WIN);
        assertThat(r.winner()).isEqualTo("red");
        assertThat(g.places()).containsEntry("red", 1).containsEntry("blue", 2).containsEntry("yellow", 3).containsEntry("green", 3);
        String record = g.record(Map.of());
        assertThat(record).contains("[Result \"1-2-3-3\"]").contains("\nb checkmated\n");
        Game back = Game.replay(v, record);
        assertThat(back.position()).isEqualTo(g.position());
        assertThatThrownBy(() -> g.play("a1a2")).hasMessageContaining("the game is over");
    }

    @Test
    void a_resigning_player_leaves_and_the_others_play_on_GR4() throws Exception {
        Game g = v.newGame();
        g.play("a3c4");
        g.resign();
        assertThat(g.eliminated()).containsExactly("blue");
        assertThat(g.sideToMove()).isEqualTo("yellow");
        assertThat(g.result().isOver()).isFalse();
        assertThat(g.undo()).isTrue();
        assertThat(g.sideToMove()).isEqualTo("blue");
        assertThat(g.eliminated()).isEmpty();
    }

    @Test
    void a_game_that_reaches_the_ply_limit_is_drawn_among_the_players_still_in_it_GR6() throws Exception {
        // Kings alone can never checkmate each other here, so the game runs to the limit.
        String pos = position("r", "out:green", "rKa1", "bKl1", "yKl12");
        Game g = v.newGame(pos);
        RandomPlayer p = new RandomPlayer(3);
        while (!g.result().isOver()) p.playTurn(g);
        Result r = g.result();
        assertThat(r).isEqualTo(new Result(Result.Status.DRAW, null, "ply limit"));
        assertThat(g.movesMade()).isEqualTo(1000);
        assertThat(g.places()).containsEntry("red", 1).containsEntry("blue", 1).containsEntry("yellow", 1).containsEntry("green", 4);
        assertThat(g.scoreText()).isEqualTo("0.5-0.5-0.5-0");
    }

    @Test
    void random_four_player_games_end_replay_and_undo_to_the_start() throws Exception {
        playRandom(2);
    }

    @org.junit.jupiter.api.Tag("slow")
    @Test
    void a_thousand_random_four_player_games_end_replay_and_undo_to_the_start() throws Exception {
        playRandom(1000);
    }

    /**
     * Random games to the end: after every turn the position string reads back to itself; at
     * the end the record replays to the same position and places, and undoing every action
     * returns to the start. Prints how often each seat won and the mean length.
     */
    private static void playRandom(int games) throws Exception {
        Map<String, Integer> wins = new TreeMap<>();
        long plies = 0;
        for (int seed = 1; seed <= games; seed++) {
            Game g = v.newGame().seed(seed);
            RandomPlayer player = new RandomPlayer(seed);
            while (!g.result().isOver()) {
                player.playTurn(g);
                String pos = g.position();
                assertThat(v.newGame(pos).position()).as("seed %d: position string round trip", seed).isEqualTo(pos);
            }
            plies += g.movesMade();
            wins.merge(g.result().status() == Result.Status.WIN ? g.result().winner() + " wins" : "draw (" + g.result().reason() + ")",
                    1, Integer::sum);
            Game back = Game.replay(v, g.record(Map.of()));
            assertThat(back.position()).as("seed %d: replay", seed).isEqualTo(g.position());
            assertThat(back.places()).as("seed %d: replay places", seed).isEqualTo(g.places());
            while (g.undo()) {
                // back to the start, action by action
            }
            assertThat(g.position()).as("seed %d: undone to the start", seed).isEqualTo(v.startPosition());
        }
        System.out.printf("Guru Mahachaturaji: %d random games, mean %.1f plies, %s%n", games, plies / (double) games, wins);
    }
}
