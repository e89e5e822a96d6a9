package io.ashtapada.server;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import com.microsoft.playwright.options.SelectOption;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.util.ArrayList;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The rest of issue 28 in a real headless Chromium (as {@link BrowserBoardTest} starts it): move
 * diagrams in the rules panel and on the workbench's preview, perft and self-play from the
 * workbench, clocks that tick, four players each drawn from their own side, and play by keyboard.
 * Screenshots land in {@code target/screenshots}.
 */
@Tag("browser")
class BoardAndBenchBrowserTest extends BrowserPageTest {
    private static String history(String id) throws Exception {
        return s.get("/api/games/" + id).json().path("history").toString();
    }

    @Test
    void a_piece_whose_definition_names_an_image_is_drawn_with_it() throws Exception {
        String chess = Files.readString(Path.of("examples/chess.variant"));
        String ninjas = """
                variant "Ninjas" extends "chess.variant"
                piece ninja { letter J  image knight  betza "NW" }
                setup "rjbqkbjr/pppppppp/8/8/8/8/PPPPPPPP/RJBQKBJR w KQkq - 0 1"
                """;
        TestServer.Reply up = s.post("/api/variants", Map.of("main", "ninjas.variant",
                "files", Map.of("ninjas.variant", ninjas, "chess.variant", chess)));
        assertThat(up.status()).as(up.body()).isEqualTo(201);
        String id = game(Map.of("variant", up.json().path("id").asText()));
        open(1200, 900).navigate(seated(id));
        // The ninja on b1 is drawn as a knight (the knight's picture has an eye); a rook stays a rook.
        expect(page.locator("g[data-square='b1'] .eye")).hasCount(1);
        expect(page.locator("g[data-square='a1'] .eye")).hasCount(0);
        screenshot(page, "ninja-drawn-as-knight");
        assertThat(errors).isEmpty();
    }

    @Test
    void the_rules_panel_draws_each_pieces_moves_on_a_small_board() throws Exception {
        String id = game(Map.of("variant", "chess"));
        open(1200, 1400).navigate(seated(id));
        page.locator("#rules summary").click();
        expect(page.locator("#rules svg.move-diagram")).hasCount(6);
        Locator rook = page.locator("#rules svg.move-diagram[data-piece='rook']");
        // From d4 a rook reaches 14 squares, moving or taking, and rides along four lines.
        expect(rook.locator("[data-mark='both']")).hasCount(14);
        expect(rook.locator("line.ride-line")).hasCount(4);
        Locator knight = page.locator("#rules svg.move-diagram[data-piece='knight']");
        expect(knight.locator("[data-mark='both']")).hasCount(8);
        expect(knight.locator("line.ride-line")).hasCount(0);
        // A pawn moves straight and takes diagonally: two kinds of mark.
        Locator pawn = page.locator("#rules svg.move-diagram[data-piece='pawn']");
        expect(pawn.locator("[data-mark='move'][data-square='d5']")).hasCount(1);
        expect(pawn.locator("[data-mark='capture']")).hasCount(2);
        expect(pawn.locator("[data-mark='capture'][data-square='c5']")).hasCount(1);
        expect(page.locator("#rules .diagram-legend")).containsText("Cross: captures there only");
        page.locator("#rules").scrollIntoViewIfNeeded();
        BoardPlayTest.screenshot(page, "rules-move-diagrams");
        assertThat(errors).isEmpty();
    }

    @Test
    void a_cannons_diagram_draws_the_screens_it_jumps_to_take() throws Exception {
        String id = game(Map.of("variant", "xiangqi"));
        open(1200, 1400).navigate(seated(id));
        page.locator("#rules summary").click();
        Locator cannon = page.locator("#rules svg.move-diagram[data-piece='cannon']");
        // From d5: four moves next to it under the screens, then moves or captures beyond them.
        expect(cannon.locator("[data-mark='move']")).hasCount(4);
        expect(cannon.locator("[data-mark='both']")).hasCount(13);
        expect(cannon.locator("g.placed")).hasCount(2 + 4);
        expect(page.locator("#rules .diagram-note").first()).containsText("over a screen");
        cannon.scrollIntoViewIfNeeded();
        BoardPlayTest.screenshot(page, "xiangqi-cannon-diagram-screens");
        assertThat(errors).isEmpty();
    }

    @Test
    void a_clock_ticks_down_for_the_side_to_move_and_is_flagged_at_zero() throws Exception {
        String id = game(Map.of("variant", "chess", "clock", Map.of("base", 10, "increment", 0)));
        open(1200, 900).navigate(seated(id));
        Locator white = page.locator("#clock .clock-seat[data-player='white']");
        Locator black = page.locator("#clock .clock-seat[data-player='black']");
        expect(white).hasClass(Pattern.compile("\\brunning\\b"));
        expect(black).not().hasClass(Pattern.compile("\\brunning\\b"));
        expect(black).containsText("Black 0:10");
        int first = Integer.parseInt(white.getAttribute("data-ms"));
        // The page counts down between the server's reports.
        page.waitForFunction("ms => Number(document.querySelector(\"#clock .clock-seat[data-player='white']\").dataset.ms) < ms - 500", first);
        BoardPlayTest.screenshot(page, "clock-ticking");
        // White never moves: the server flags White, and the page shows it.
        expect(white).hasClass(Pattern.compile("\\bflagged\\b"));
        expect(white).containsText("White 0:00 — out of time");
        expect(black).containsText("Black 0:10");
        expect(page.locator("#banner-result")).hasText("Black wins");
        BoardPlayTest.screenshot(page, "clock-flagged");
    }

    /** The mean screen height of the pieces of each player: the larger, the lower on the screen. */
    @SuppressWarnings("unchecked")
    private Map<String, Number> meanHeights() {
        return new java.util.HashMap<>((Map<String, Number>) page.evaluate("() => { const out = {}, n = {};"
                + " for (const g of document.querySelectorAll('#board g.piece')) { const r = g.getBoundingClientRect();"
                + " out[g.dataset.owner] = (out[g.dataset.owner] || 0) + r.y + r.height / 2; n[g.dataset.owner] = (n[g.dataset.owner] || 0) + 1; }"
                + " for (const k in out) out[k] /= n[k];"
                + " const b = document.getElementById('svgboard').getBoundingClientRect(); out.middle = b.y + b.height / 2; return out; }"));
    }

    @Test
    void each_of_four_players_sees_its_own_side_at_the_bottom_in_its_own_colour_named_in_text() throws Exception {
        String id = game(Map.of("variant", "guru-mahachaturaji"));
        Map<String, String> turns = Map.of("red", "0", "blue", "3", "yellow", "2", "green", "1");
        List<String> colours = new ArrayList<>();
        for (String player : List.of("red", "blue", "yellow", "green")) {
            open(1200, 1000).navigate(seated(id, player));
            expect(page.locator("#svgboard")).hasAttribute("data-turns", turns.get(player));
            expect(page.locator("#board g.piece").first()).isAttached();
            // Each army stands along its own edge (in a corner of it, as in chaturaji): the seat's
            // army is in the bottom half, no other army lower, and the army across the board in the top half.
            Map<String, Number> y = meanHeights();
            double middle = y.remove("middle").doubleValue();
            assertThat(y.get(player).doubleValue()).as(player + " in the bottom half: " + y).isGreaterThan(middle + 100);
            for (String other : y.keySet()) {
                assertThat(y.get(player).doubleValue()).as(player + " not above " + other + ": " + y).isGreaterThan(y.get(other).doubleValue() - 1);
            }
            String across = Map.of("red", "yellow", "yellow", "red", "blue", "green", "green", "blue").get(player);
            assertThat(y.get(across).doubleValue()).as(across + " in the top half: " + y).isLessThan(middle - 100);
            // The colour is named in words beside its swatch.
            Locator me = page.locator("#players .player[data-player='" + player + "']");
            expect(me).containsText(Character.toUpperCase(player.charAt(0)) + player.substring(1) + " — you");
            colours.add((String) page.evaluate("p => getComputedStyle(document.querySelector(`#players .player[data-player='${p}'] .swatch`)).backgroundColor", player));
            if (player.equals("blue")) BoardPlayTest.screenshot(page, "four-players-blue-at-bottom");
            context.close();
            context = null;
        }
        // Okabe and Ito's vermilion, blue, yellow and bluish green: four different colours.
        assertThat(colours).containsExactly("rgb(213, 94, 0)", "rgb(0, 114, 178)", "rgb(240, 228, 66)", "rgb(0, 158, 115)");
    }

    @Test
    void the_board_is_played_with_the_arrow_keys_and_enter_and_with_the_move_box() throws Exception {
        String id = game(Map.of("variant", "chess"));
        open(1200, 900).navigate(seated(id));
        expect(page.locator("g[data-piece='e2']")).isAttached();
        page.locator("#svgboard").focus();
        // The cursor starts on the first piece of the side to move (a1) and follows the arrows as the screen shows them.
        page.keyboard().press("ArrowRight");
        expect(page.locator("g[data-square='b1'] > rect")).hasClass(Pattern.compile("\\bsq-cursor\\b"));
        for (int i = 0; i < 3; i++) page.keyboard().press("ArrowRight");
        page.keyboard().press("ArrowUp");
        expect(page.locator("g[data-square='e2'] > rect")).hasClass(Pattern.compile("\\bsq-cursor\\b"));
        page.keyboard().press("Enter");
        expect(page.locator("g[data-square='e2'] > rect")).hasClass(Pattern.compile("\\bsq-selected\\b"));
        expect(page.locator("#board .move-dot")).hasCount(2);
        page.keyboard().press("ArrowUp");
        page.keyboard().press("ArrowUp");
        expect(page.locator("#svgboard")).hasAttribute("aria-activedescendant", "cursor-square");
        expect(page.locator("#cursor-square")).hasAttribute("data-square", "e4");
        BoardPlayTest.screenshot(page, "keyboard-cursor");
        page.keyboard().press(" ");
        BrowserBoardTestSupport.eventually("e2e4 on the server", () -> history(id).equals("[\"e2e4\"]"));
        expect(page.locator("g[data-piece='e4']")).isAttached();
        // The move box plays Black's answer typed in SAN.
        page.locator("#move-input").fill("e5");
        page.locator("#move-input").press("Enter");
        BrowserBoardTestSupport.eventually("e7e5 on the server", () -> history(id).equals("[\"e2e4\",\"e7e5\"]"));
        expect(page.locator("#moves .move")).hasText(new String[] {"e4", "e5"});
        assertThat(errors).isEmpty();
    }

    @Test
    void a_piece_clicked_on_the_workbench_preview_shows_where_it_moves_alone_and_in_the_start_position() throws Exception {
        open(1400, 1200).navigate(url("/editor.html"));
        page.locator("#from").selectOption(new SelectOption().setValue("chess"));
        expect(page.locator("#preview g.piece")).hasCount(32);
        page.locator("#preview g[data-square='b1'] rect").click();
        // Alone, the knight on b1 reaches a3, c3 and d2; in the start position d2 holds its own pawn.
        expect(page.locator("#piece-moves figure[data-mode='empty'] [data-mark]")).hasCount(3);
        expect(page.locator("#piece-moves figure[data-mode='empty'] [data-square='d2']")).hasCount(1);
        expect(page.locator("#piece-moves figure[data-mode='position'] [data-mark]")).hasCount(2);
        expect(page.locator("#piece-moves figure[data-mode='position'] [data-square='d2']")).hasCount(0);
        expect(page.locator("#piece-moves figure[data-mode='position'] figcaption")).hasText("knight on b1, in the start position");
        // A black piece too: its owner is made to move.
        page.locator("#preview g[data-square='g8'] rect").click();
        expect(page.locator("#piece-moves figure[data-mode='position'] [data-mark]")).hasCount(2);
        expect(page.locator("#piece-moves figure[data-mode='position'] [data-square='f6']")).hasCount(1);
        BoardPlayTest.screenshot(page, "workbench-piece-moves");
        assertThat(errors).isEmpty();
    }

    @Test
    void the_workbench_counts_perft_to_depth_three_and_self_plays_games_into_a_balance_summary() throws Exception {
        open(1400, 1200).navigate(url("/editor.html"));
        page.locator("#from").selectOption(new SelectOption().setValue("chess"));
        expect(page.locator("#problems li.ok")).isAttached();
        page.locator("#perft").click();
        expect(page.locator("#perft-result")).containsText("depth 1: 20, depth 2: 400, depth 3: 8902");
        page.locator("#games").fill("2");
        page.locator("#millis").fill("5");
        page.locator("#selfplay").click();
        expect(page.locator("#balance-summary")).containsText("balance of Chess: 2 games of ai:5 v ai:5",
                new LocatorAssertions.ContainsTextOptions().setTimeout(120_000));
        expect(page.locator("#balance-summary")).containsText("first-player advantage");
        expect(page.locator("#selfplay-status")).hasText("done: 2 of 2 games played");
        BoardPlayTest.screenshot(page, "workbench-perft-selfplay");
        // The full report is served under the page's policy, its own style let in by its hash.
        String report = page.locator("#balance-report").getAttribute("href");
        page.navigate(url(report));
        expect(page.locator("h1")).hasText("Balance of Chess");
        assertThat(page.evaluate("() => getComputedStyle(document.body).maxWidth")).isNotEqualTo("none");
        BoardPlayTest.screenshot(page, "workbench-balance-report");
        assertThat(errors).isEmpty();
    }
}
