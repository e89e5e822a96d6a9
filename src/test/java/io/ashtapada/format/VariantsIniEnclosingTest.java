package io.ashtapada.format;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Fairy-Stockfish's keys for stones that never move, enclosing drops, flipping, passing when
 * stuck, lines of N, walls and per-player promotions, imported (docs/formats.md, "variants.ini"),
 * also on a shipped parent and on a section that is itself on one. The fixtures are our own
 * (src/test/resources/ini/enclosing.ini); the perft counts are Fairy-Stockfish's for that file.
 */
class VariantsIniEnclosingTest {
    static final Path FIXTURES = Path.of("src/test/resources/ini/enclosing.ini");

    static VariantsIni.Converted section(String name) throws Exception {
        return VariantsIni.convert("enclosing.ini", Files.readString(FIXTURES)).stream()
                .filter(c -> c.name().equals(name)).findFirst().orElseThrow();
    }

    static Variant compiled(VariantsIni.Converted c) throws Exception {
        return Ashtapada.defaults().compile(VariantsIni.fileName(c.name()), c.files());
    }

    @ParameterizedTest(name = "[{0}]: perft {1} = {2}")
    @CsvSource({"dropthree, 5, 3120", "flip4, 5, 424", "slideblob, 3, 59148", "slideblob2, 3, 55842", "ownpromo, 4, 2176", "duck5, 3, 38468", "leader6, 5, 290670", "herd, 8, 4254944", "leaders2count, 4, 28060", "rightstep, 6, 27912", "knightrace, 10, 762446", "cutcorners, 3, 8702", "walledflip, 4, 40"})
    void an_imported_section_has_fairy_stockfishs_perft(String name, int depth, long nodes) throws Exception {
        VariantsIni.Converted c = section(name);
        assertThat(c.ruleReasons()).isZero();
        assertThat(compiled(c).newGame().perft(depth)).isEqualTo(nodes);
    }

    @Test
    void an_immobile_stone_that_falls_and_three_in_a_file_or_rank_end_the_game() throws Exception {
        String text = section("dropthree").definition();
        assertThat(text).contains("piece immobile {", "drop to drops falling", "line of 3 straight win");
        assertThat(text).doesNotContain("betza");
        // Five plies: White's third stone in a row ends the game, so depth 5 counts fewer than 5^5.
        assertThat(compiled(section("dropthree")).newGame().perft(5)).isLessThan(3125);
    }

    @Test
    void enclosing_drop_start_redefines_the_zone_the_shipped_parent_fills_first() throws Exception {
        String text = section("flip4").definition();
        assertThat(text).contains("extends \"flipello.variant\"", "# enclosingDropStart = b2 c2 b3 c3", "zone centre absolute = b2, c2, b3, c3");
    }

    @Test
    void a_rule_the_section_changes_is_taken_out_of_a_renamed_copy_of_the_shipped_parent() throws Exception {
        VariantsIni.Converted c = section("slideblob");
        assertThat(c.definition()).contains("extends \"slideblob--ataxx.variant\"", "# flipEnclosedPieces = quadwrangle",
                "flip neighbours unless lone drop", "betza \"mQ\"", "drop to squares endless hand");
        assertThat(c.parentFiles()).containsKey("slideblob--ataxx.variant");
        assertThat(c.parentFiles().get("slideblob--ataxx.variant")).doesNotContain("flip neighbours").contains("pass when stuck");
    }

    @Test
    void a_section_over_a_section_written_on_a_shipped_parent_extends_what_was_written() throws Exception {
        VariantsIni.Converted c = section("slideblob2");
        assertThat(c.definition()).contains("the section [slideblob] as imported above", "extends \"slideblob2--slideblob.variant\"");
        assertThat(c.parentFiles()).containsKeys("slideblob2--slideblob.variant", "slideblob2--slideblob--ataxx.variant");
        assertThat(c.parentFiles().get("slideblob2--slideblob--ataxx.variant")).doesNotContain("pass when stuck");
        assertThat(c.parentFiles().get("slideblob2--slideblob.variant")).doesNotContain("unless lone drop")
                .contains("extends \"slideblob2--slideblob--ataxx.variant\"");
    }

    @Test
    void each_player_promotes_to_its_own_kinds() throws Exception {
        assertThat(section("ownpromo").definition()).contains("promote in promotion-zone to queen  for black to knight, rook");
    }

    @Test
    void walls_at_the_edge_after_each_move_cannot_be_said_and_are_a_located_reason() {
        List<VariantsIni.Converted> all = VariantsIni.convert("my.ini", "[edgy:chess]\nwallingRule = edge\n");
        assertThat(all.get(0).reasons()).containsExactly("my.ini:2:1: wallingRule = edge without wallOrMove (a wall at the edge after each move) cannot be said: ignored");
        assertThat(VariantsIni.convert("my.ini", "[edgy:chess]\nwallingRule = edge\nwallOrMove = true\n").get(0).definition())
                .contains("wall at edge instead of move   # wallingRule = edge, wallOrMove = true");
    }

    @Test
    void fixed_walls_without_a_walling_rule_are_holes_in_the_board() throws Exception {
        VariantsIni.Converted c = VariantsIni.convert("my.ini", "[walled:chess]\nstartFen = 4k3/8/8/3**3/8/8/8/4K3 w - - 0 1\n").get(0);
        assertThat(c.reasons()).isEmpty();
        assertThat(c.definition()).contains("remove d5, e5");
        Game g = compiled(c).newGame("4k3/8/8/3**3/8/8/3R4/4K3 w - - 0 1");
        assertThat(g.legalMoves()).contains("d2d4").doesNotContain("d2d5", "d2d6");
    }

    @Test
    void fixed_walls_with_a_piece_that_hops_are_a_located_reason_and_nothing_is_written() {
        VariantsIni.Converted c = VariantsIni.convert("my.ini",
                "[walled:chess]\ncustomPiece1 = c:mRcpR\nstartFen = 4k3/8/8/3**3/8/8/8/2C1K3 w - - 0 1\n").get(0);
        assertThat(c.definition()).isNull();
        assertThat(c.reasons()).singleElement().asString().startsWith("my.ini:3:1: startFen has walls ('*') but no wallingRule, and a piece hops");
    }

    @Test
    void a_shipped_parents_centre_filled_first_keeps_its_squares_for_both_players_on_a_resized_board() throws Exception {
        VariantsIni.Converted c = section("walledflip");
        assertThat(c.definition()).contains("zone centre absolute = d4, e4, d5, e5", "remove a6, f6, a1, f1");
        Game g = compiled(c).newGame();
        g.play("P@e4");
        assertThat(g.legalMoves()).containsExactlyInAnyOrder("P@d5", "P@e5");
    }

    @Test
    void the_last_piece_of_an_extinction_kind_is_royal_where_each_player_has_one() throws Exception {
        String text = section("leader6").definition();
        assertThat(text).contains("piece centaur {", "  royal centaur while at most 1   # extinctionPseudoRoyal = true", "  check\n");
        assertThat(text).doesNotContain("  extinction of");
    }

    @Test
    void of_two_pieces_of_a_pseudo_royal_kind_the_last_is_royal_and_no_extinction_is_played() throws Exception {
        VariantsIni.Converted c = section("leaders2");
        assertThat(c.ruleReasons()).isZero();
        // Fairy-Stockfish plays no extinction rule with pseudo-royal pieces; the last centaur may not be
        // left attacked, which first shows at depth 4 (Fairy-Stockfish built from source: 58310).
        assertThat(c.definition()).doesNotContain("  extinction of").contains("  royal centaur while at most 1");
        Variant v = compiled(c);
        assertThat(v.newGame().perft(3)).isEqualTo(3370);
        assertThat(v.newGame().perft(4)).isEqualTo(58310);
    }

    @Test
    void an_extinction_piece_count_is_an_extinction_below_one_more() throws Exception {
        VariantsIni.Converted c = VariantsIni.convert("my.ini", "[elim:giveaway]\nextinctionValue = loss\nextinctionPieceCount = 1\n").get(0);
        assertThat(c.ruleReasons()).isZero();
        assertThat(c.definition()).contains("extinction of all below 2 loss   # extinctionPieceCount = 1");
        compiled(c);
    }

    @Test
    void a_mobility_region_confines_the_pieces_moves_and_a_flag_region_for_one_player_is_said_when_the_other_never_has_the_piece() throws Exception {
        VariantsIni.Converted c = section("herd");
        assertThat(c.definition()).contains("zone mobility-custom2 = rank 2, rank 3, rank 4  for black = all", "betza \"K\" to mobility-custom2",
                "# flagRegionWhite not given", "reach flag with custom1 wins");
        // Eight plies: a goat can reach the first rank at the eighth, and the counts still agree.
    }

    @Test
    void with_an_extinction_piece_count_of_one_two_pieces_of_the_kind_are_royal_together() throws Exception {
        assertThat(section("leaders2count").definition()).contains("  royal centaur while at most 2   # extinctionPseudoRoyal = true, extinctionPieceCount = 1")
                .doesNotContain("any royal attacked is check");
    }

    @Test
    void a_piece_that_tells_left_from_right_makes_black_turned_as_fairy_stockfish_reads_it() throws Exception {
        // mfWmrW: forward, or to its own right. Mirrored as chess's Black, Black's stone would step the
        // other way (perft 6: 42521); turned half round, as Fairy-Stockfish reads it, 27912.
        assertThat(section("rightstep").definition()).contains("black \"Black\" forward south turned");
        assertThat(section("dropthree").definition()).doesNotContain("turned");
    }

    @Test
    void a_flag_piece_count_is_the_number_of_pieces_that_must_stand_in_the_zone() throws Exception {
        assertThat(section("knightrace").definition()).contains("reach flag with 4 custom1 wins   # flagPieceCount = 4");
        assertThat(section("knightrace").reasons()).isEmpty();
    }
}
