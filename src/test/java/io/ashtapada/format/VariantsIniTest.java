package io.ashtapada.format;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.Variant;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Fairy-Stockfish's variants.ini read into definitions (docs/formats.md, "variants.ini"). The
 * fixtures are our own small variants (src/test/resources/ini/fixtures.ini); the perft counts
 * are Fairy-Stockfish 11.1's for that file, recorded as facts.
 */
class VariantsIniTest {
    static final Path FIXTURES = Path.of("src/test/resources/ini/fixtures.ini");

    static List<VariantsIni.Converted> fixtures() throws Exception {
        return VariantsIni.convert("fixtures.ini", Files.readString(FIXTURES));
    }

    static Variant compiled(String section, @TempDir Path dir) throws Exception {
        VariantsIni.Converted c = fixtures().stream().filter(x -> x.name().equals(section)).findFirst().orElseThrow();
        assertThat(c.definition()).as(String.join("\n", c.reasons())).isNotNull();
        return Ashtapada.defaults().compile(VariantsIni.fileName(section), c.definition(), dir);
    }

    static long perft(Game g, int depth) throws IllegalMoveException {
        if (depth == 0) return 1;
        List<String> moves = g.legalMoves();
        if (depth == 1) return moves.size();
        long n = 0;
        for (String m : moves) {
            g.play(m);
            n += perft(g, depth - 1);
            g.undo();
        }
        return n;
    }

    @Test
    void every_section_of_the_fixtures_is_written_and_compiles_with_no_reason(@TempDir Path dir) throws Exception {
        List<VariantsIni.Converted> all = fixtures();
        assertThat(all).extracting(VariantsIni.Converted::name).containsExactly("sixbysix", "hawkhouse", "hillrace", "killking", "tinyshogi", "secondrank");
        for (VariantsIni.Converted c : all) {
            assertThat(c.reasons()).as(c.name()).isEmpty();
            Ashtapada.defaults().compile(VariantsIni.fileName(c.name()), c.definition(), dir);
        }
    }

    @ParameterizedTest(name = "{0}: perft 3 = {1}")
    @CsvSource({"sixbysix, 668", "hawkhouse, 11942", "hillrace, 8902", "killking, 8902", "secondrank, 18473"})
    void imported_variants_have_fairy_stockfishs_perft_counts(String section, long nodes, @TempDir Path dir) throws Exception {
        assertThat(perft(compiled(section, dir).newGame(), 3)).isEqualTo(nodes);
    }

    /** extinctionOpponentPieceCount = 1 (antiatomic): {@code extinction of all win unless mutual}; other counts are reasons. */
    @Test
    void extinction_opponent_piece_count_1_becomes_unless_mutual() throws Exception {
        String base = "blastOnCapture = true\nmustCapture = true\ncastling = false\nstalemateValue = win\nextinctionValue = win\n"
                + "extinctionPieceTypes = *\nking = -\ncommoner = k\n";
        List<VariantsIni.Converted> all = VariantsIni.convert("anti.ini", "[anti:chess]\n" + base + "extinctionOpponentPieceCount = 1\n"
                + "[two:chess]\n" + base + "extinctionOpponentPieceCount = 2\n");
        assertThat(all.get(0).reasons()).isEmpty();
        assertThat(all.get(0).definition()).contains("extinction of all win unless mutual");
        Game g = Ashtapada.defaults().compile("anti.variant", all.get(0).definition(), Path.of("examples")).newGame("8/8/8/3p4/4P3/8/8/8 w - - 0 1");
        g.play("e4d5");
        assertThat(g.state().result().winner()).isEqualTo("black");
        assertThat(all.get(1).reasons()).singleElement().asString().contains("extinctionOpponentPieceCount", "not 2");
        assertThat(all.get(1).definition()).contains("extinction of all win\n");
    }

    /** perpetualCheckIllegal and dropChecks = false become {@code perpetual check loses} and {@code drop checks forbidden}. */
    @Test
    void perpetual_check_and_drop_checks_are_imported() throws Exception {
        List<VariantsIni.Converted> all = VariantsIni.convert("p.ini",
                "[whole:chess]\nperpetualCheckIllegal = true\n[zh:crazyhouse]\nperpetualCheckIllegal = true\ndropChecks = false\n");
        assertThat(all.get(0).reasons()).isEmpty();
        assertThat(all.get(0).definition()).contains("perpetual check loses");
        assertThat(all.get(1).reasons()).isEmpty();
        assertThat(all.get(1).definition()).contains("perpetual check loses", "drop checks forbidden");
        Ashtapada.defaults().compile("zh.variant", all.get(1).definition(), Path.of("examples"));
    }

    /** nFoldValue (the result of a repetition for the player to move) is said as {@code repetition N win|loss}. */
    @Test
    void n_fold_value_becomes_a_repetition_verdict() throws Exception {
        List<VariantsIni.Converted> all = VariantsIni.convert("rep.ini",
                "[tori:shogi]\nnFoldRule = 4\nnFoldValue = win\n[half:shogi]\nnFoldValue = loss\n[odd:chess]\nnFoldRule = 3\nnFoldValue = maybe\n"
                + "[lose:chess]\nnFoldValue = loss\n[sente:shogi]\nnFoldRule = 4\nnFoldValue = loss\nnFoldValueAbsolute = true\n");
        assertThat(all.get(0).reasons()).isEmpty();
        assertThat(all.get(0).definition()).contains("repetition 4 win");
        Game g = Ashtapada.defaults().compile("tori.variant", all.get(0).definition(), Path.of("examples")).newGame();
        for (int i = 0; i < 3; i++) for (String m : new String[]{"h2g2", "b8c8", "g2h2", "c8b8"}) g.play(m);
        assertThat(g.state().result().winner()).isEqualTo("white");
        assertThat(all.get(1).reasons()).singleElement().asString().contains("nFoldValue", "give nFoldRule too");
        assertThat(all.get(2).reasons()).singleElement().asString().contains("nFoldValue is win, loss or draw, not 'maybe'");
        // Written whole (chess is not extended): the count is Fairy-Stockfish's default, 3.
        assertThat(all.get(3).reasons()).isEmpty();
        assertThat(all.get(3).definition()).contains("repetition 3 loss");
        // nFoldValueAbsolute: the value is White's whoever is to move.
        assertThat(all.get(4).reasons()).isEmpty();
        assertThat(all.get(4).definition()).contains("repetition 4 loss for white");
    }

    /** A section that only names a built-in parent is that variant: the same perft as the shipped definition. */
    @ParameterizedTest(name = "[x:{0}] is {1}")
    @CsvSource({"chess, chess", "crazyhouse, crazyhouse", "antichess, antichess", "giveaway, giveaway", "atomic, atomic",
            "kingofthehill, kingofthehill", "3check, 3check", "losalamos, losalamos", "capablanca, capablanca",
            "racingkings, racingkings", "extinction, extinction"})
    void a_section_naming_only_a_built_in_parent_plays_as_the_shipped_variant(String parent, String shipped, @TempDir Path dir)
            throws Exception {
        VariantsIni.Converted c = VariantsIni.convert("p.ini", "[x:" + parent + "]\n").get(0);
        assertThat(c.reasons()).isEmpty();
        Variant imported = Ashtapada.defaults().compile("x.variant", c.definition(), dir);
        Variant ours = Ashtapada.defaults().variant(shipped);
        assertThat(perft(imported.newGame(), 3)).isEqualTo(perft(ours.newGame(), 3));
    }

    @Test
    void a_shogi_section_gets_shogi_style_promotion_drops_nifu_and_no_pawn_drop_mate(@TempDir Path dir) throws Exception {
        String text = fixtures().stream().filter(x -> x.name().equals("tinyshogi")).findFirst().orElseThrow().definition();
        assertThat(text).contains("promote in promotion-zone to gold also from inside optional compulsory in last-rank",
                "drop to drops-but-last one per file no mate", "captures to hand", "stalemate loss", "royal");
        Variant v = compiled("tinyshogi", dir);
        assertThat(v.startPosition()).startsWith("rsgkr/4p/5/P4/RKGSR[]");
    }

    @Test
    void a_crazyhouse_child_inherits_drops_and_captures_to_hand_and_adds_its_piece(@TempDir Path dir) throws Exception {
        String text = fixtures().stream().filter(x -> x.name().equals("hawkhouse")).findFirst().orElseThrow().definition();
        assertThat(text).contains("piece archbishop", "betza \"BN\"", "captures to hand", "drop to pawn-drops",
                "promote in promotion-zone to knight, bishop, rook, archbishop", "castle e1 -> g1 with h1 -> f1");
    }

    @Test
    void a_key_that_cannot_be_said_is_one_reason_naming_its_line_and_column_and_the_rest_is_written() {
        List<VariantsIni.Converted> all = VariantsIni.convert("my.ini", "[odd:chess]\nmaxRank = 8\n  petrifyOnCaptureTypes = q\n");
        assertThat(all).hasSize(1);
        assertThat(all.get(0).definition()).isNotNull();
        assertThat(all.get(0).reasons()).containsExactly("my.ini:3:3: petrifyOnCaptureTypes cannot be said in Ashtapada's language: ignored");
    }

    @Test
    void a_check_count_where_the_castling_field_stands_is_read_as_the_check_count(@TempDir Path dir) throws Exception {
        VariantsIni.Converted c = VariantsIni.convert("c.ini", "[twochecks:3check]\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 2+2 0 1\n").get(0);
        assertThat(c.reasons()).isEmpty();
        assertThat(c.definition()).contains("setup \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 2+2 0 1\"", "win by 2 checks");
        Ashtapada.defaults().compile("c.variant", c.definition(), dir);
    }

    @Test
    void a_start_fen_without_castling_or_en_passant_fields_is_written_with_them(@TempDir Path dir) throws Exception {
        String ini = "[short:losalamos]\nstartFen = rnqknr/pppppp/6/6/PPPPPP/RNQKNR w 0 1\n"
                + "[shorter:losalamos]\nstartFen = rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - 0 1\n";
        for (VariantsIni.Converted c : VariantsIni.convert("s.ini", ini)) {
            assertThat(c.definition()).contains("setup \"rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1\"");
            Ashtapada.defaults().compile("s.variant", c.definition(), dir);
        }
    }

    @Test
    void display_keys_are_reported_as_changing_no_rule() {
        List<VariantsIni.Converted> all = VariantsIni.convert("my.ini", "[pics:chess]\npieceToCharTable = PNBRQKpnbrqk\n");
        assertThat(all.get(0).reasons()).containsExactly("my.ini:2:1: pieceToCharTable changes no rule (display or evaluation only): ignored");
    }

    @Test
    void a_parent_the_import_does_not_know_is_a_reason_and_no_definition() {
        List<VariantsIni.Converted> all = VariantsIni.convert("my.ini", "\n[child:nosuchparent]\nmaxRank = 6\n");
        assertThat(all.get(0).definition()).isNull();
        assertThat(all.get(0).reasons()).singleElement().asString().startsWith("my.ini:2:1: parent 'nosuchparent' is neither");
    }

    @Test
    void malformed_lines_and_values_are_reasons_with_places_never_exceptions() {
        String ini = "stray = 1\n[ok:chess]\nthis is no key\nmaxRank = x\nstalemateValue = maybe\n[bad header\ncastling = 1\n"
                + "[b:ok]\npromotedPieceType = p:\n" + "z".repeat(500) + "\n";
        List<VariantsIni.Converted> all = VariantsIni.convert("bad.ini", ini);
        assertThat(all).extracting(VariantsIni.Converted::name).containsExactly("", "ok", "b");
        // After a bad header its keys belong to no section either.
        assertThat(all.get(0).reasons()).containsExactly("bad.ini:1:1: key 'stray' outside a section",
                "bad.ini:7:1: key 'castling' outside a section");
        assertThat(all.get(1).reasons()).contains("bad.ini:3:1: not a 'key = value' line: this is no key",
                "bad.ini:4:1: maxRank is a number, not 'x'", "bad.ini:5:1: stalemateValue is win, loss or draw, not 'maybe'",
                "bad.ini:6:1: not a section header: [bad header");
        assertThat(all.stream().flatMap(c -> c.reasons().stream())).allMatch(r -> r.length() < 200);
    }

    @Test
    void input_past_the_limit_is_refused_whole_with_one_reason() {
        List<VariantsIni.Converted> all = VariantsIni.convert("big.ini", "#".repeat(VariantsIni.MAX_CHARS + 1));
        assertThat(all).singleElement().satisfies(c -> {
            assertThat(c.definition()).isNull();
            assertThat(c.reasons()).containsExactly("big.ini:1:1: longer than " + VariantsIni.MAX_CHARS + " characters; nothing read");
        });
    }

    @Test
    void a_long_chain_of_parents_is_resolved_once_per_section() {
        StringBuilder ini = new StringBuilder("[s0:chess]\n");
        for (int i = 1; i < VariantsIni.MAX_SECTIONS; i++) ini.append("[s").append(i).append(":s").append(i - 1).append("]\nnMoveRule = ").append(i % 90 + 10).append('\n');
        List<VariantsIni.Converted> all = VariantsIni.convert("chain.ini", ini.toString());
        assertThat(all).hasSize(VariantsIni.MAX_SECTIONS);
        assertThat(all.get(all.size() - 1).definition()).contains("fifty-move " + 2 * ((VariantsIni.MAX_SECTIONS - 1) % 90 + 10));
    }

    /** Fairy-Stockfish 11.1 counts 180 at depth 3 for this section: its janggi cannons never use a cannon as a screen. */
    @Test
    void castling_rank_puts_the_castlings_on_that_rank_for_white_and_mirrored_for_black(@TempDir Path dir) throws Exception {
        VariantsIni.Converted c = fixtures().stream().filter(x -> x.name().equals("secondrank")).findFirst().orElseThrow();
        assertThat(c.definition()).contains("castle e2 -> g2 with h2 -> f2", "castle e2 -> c2 with a2 -> d2");
        Game g = compiled("secondrank", dir).newGame();
        assertThat(g.legalMoves()).contains("e2g2", "e2c2");
        g.play("e2g2");
        assertThat(g.legalMoves()).contains("e7g7", "e7c7");
        g.play("e7c7");
        assertThat(g.position()).startsWith("1nbqbn2/2kr3r/pppppppp/8/8/PPPPPPPP/R4RK1/1NBQBN2 w - - ");
    }

    @Test
    void a_janggi_cannon_neither_hops_over_nor_takes_a_cannon(@TempDir Path dir) throws Exception {
        String ini = "[cannons:chess]\njanggiCannon = c\nstartFen = 4k3/8/8/2c1c3/8/8/8/2C1C1K1 w - - 0 1\ncastling = false\n";
        VariantsIni.Converted c = VariantsIni.convert("c.ini", ini).get(0);
        assertThat(c.reasons()).isEmpty();
        assertThat(c.definition()).contains("not over janggiCannon", "not taking janggiCannon");
        assertThat(perft(Ashtapada.defaults().compile("cannons.variant", c.definition(), dir).newGame(), 3)).isEqualTo(180);
    }

    @Test
    void a_triple_step_region_gives_the_pawn_a_three_square_step(@TempDir Path dir) throws Exception {
        String ini = "[triple:chess]\ntripleStepRegionWhite = *2\ntripleStepRegionBlack = *7\n";
        VariantsIni.Converted c = VariantsIni.convert("t.ini", ini).get(0);
        assertThat(c.reasons()).isEmpty();
        assertThat(c.definition()).contains("zone pawn-triple = rank 2  for black = rank 7",
                "move slide (0,1) forward range 3 move-only from pawn-triple");
        Game g = Ashtapada.defaults().compile("triple.variant", c.definition(), dir).newGame();
        assertThat(g.legalMoves()).contains("e2e5").hasSize(28);
    }

    @Test
    void region_squares_off_the_board_are_left_out_with_a_reason_and_the_rest_is_kept() {
        String ini = "[short:chess]\npromotionRegionWhite = *8 *9\n";
        VariantsIni.Converted c = VariantsIni.convert("r.ini", ini).get(0);
        assertThat(c.reasons()).containsExactly("r.ini:2:1: promotionRegionWhite has '*9', off the board: left out, as Fairy-Stockfish does");
        assertThat(c.definition()).contains("zone promotion-zone = rank 8");
    }

    @Test
    void a_mobility_region_for_the_pawn_is_a_rule_that_cannot_be_said_not_a_display_key() {
        VariantsIni.Converted c = VariantsIni.convert("m.ini", "[m:chess]\nmobilityRegionWhitePawn = *1 *2\n").get(0);
        assertThat(c.ruleReasons()).isEqualTo(1);
        assertThat(c.reasons()).containsExactly("m.ini:2:1: mobilityRegionWhitePawn cannot be said here (a region for the pawn, whose double step "
                + "is not confined, or for no piece of the section): ignored");
        VariantsIni.Converted king = VariantsIni.convert("m.ini", "[m:chess]\nmobilityRegionWhiteKing = *1 *2\n").get(0);
        assertThat(king.reasons()).isEmpty();
        assertThat(king.definition()).contains("betza \"K\" to mobility-king");
    }
}
