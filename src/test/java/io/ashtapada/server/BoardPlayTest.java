package io.ashtapada.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import com.microsoft.playwright.options.BoundingBox;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The board players enjoy (issue 28), in a real headless Chromium as {@link BrowserBoardTest}
 * starts it: drag moves, dots and capture rings, the last move and check marked, the flip, the
 * move box, the SAN move list with a dice game's rolls and re-rolls, a past position shown
 * read-only, the result banner with Rematch, the rules panel, and the page on a 375-px phone.
 * Screenshots land in {@code target/screenshots}.
 */
@Tag("browser")
class BoardPlayTest extends BrowserPageTest {
    private static Locator square(Page p, String name) {
        return p.locator("g[data-square='" + name + "'] > rect");
    }

    private static void drag(Page p, String from, String to) {
        p.locator("g[data-square='" + from + "'] g.piece").waitFor();
        BoundingBox a = box(square(p, from)), b = box(square(p, to));
        p.mouse().move(a.x + a.width / 2, a.y + a.height / 2);
        p.mouse().down();
        p.mouse().move(a.x + a.width / 2 + 10, a.y + a.height / 2 - 10, new com.microsoft.playwright.Mouse.MoveOptions().setSteps(3));
        p.mouse().move(b.x + b.width / 2, b.y + b.height / 2, new com.microsoft.playwright.Mouse.MoveOptions().setSteps(8));
        p.mouse().up();
    }

    private static String history(String id) throws Exception {
        return s.get("/api/games/" + id).json().path("history").toString();
    }

    @Test
    void a_piece_dragged_to_a_square_plays_the_move_and_both_squares_are_marked_as_the_last_move() throws Exception {
        String id = game(Map.of("variant", "chess"));
        open(1200, 900).navigate(seated(id));
        expect(page.locator("g[data-piece='g1'][data-kind='knight']")).isAttached();
        drag(page, "g1", "f3");
        expect(page.locator("g[data-piece='f3'][data-kind='knight']")).isAttached();
        BrowserBoardTestSupport.eventually("the move on the server", () -> history(id).equals("[\"g1f3\"]"));
        expect(square(page, "g1")).hasClass(Pattern.compile("\\bsq-last\\b"));
        expect(square(page, "f3")).hasClass(Pattern.compile("\\bsq-last\\b"));
        assertThat(page.locator("rect.sq-last").count()).isEqualTo(2);
        // A drag let go on a square the piece cannot reach plays nothing.
        drag(page, "e7", "e3");
        page.waitForTimeout(300);
        assertThat(history(id)).isEqualTo("[\"g1f3\"]");
        screenshot(page, "board-drag-last-move");
    }

    @Test
    void quiet_destinations_show_dots_and_captures_show_rings() throws Exception {
        String id = game(Map.of("variant", "chess", "position", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"));
        open(1200, 900).navigate(seated(id));
        square(page, "e4").click();
        expect(page.locator("circle.move-dot[data-target='e5']")).isAttached();
        expect(page.locator("circle.capture-ring[data-target='d5']")).isAttached();
        assertThat(page.locator("circle.move-dot").count()).isEqualTo(1);
        assertThat(page.locator("circle.capture-ring").count()).isEqualTo(1);
        assertThat(page.locator("circle.move-dot[data-target='d5']").count()).isZero();
        screenshot(page, "board-dots-and-rings");
        square(page, "d5").click();
        expect(page.locator("#moves .move")).hasText(new String[] {"exd5"});
    }

    @Test
    void in_duck_chess_the_move_is_chosen_first_then_the_duck_s_square_and_both_go_as_one_action() throws Exception {
        String id = game(Map.of("variant", "duck"));
        open(1200, 900).navigate(seated(id));
        square(page, "e2").click();
        square(page, "e4").click();
        expect(page.locator("#promotion")).containsText("Now the wall");
        // The move is shown made while the duck's square is chosen: the pawn on e4, e2 empty. The duck
        // may go to any empty square after the move: e2 (just left) is one, e4 (taken now) is not.
        expect(page.locator("g[data-piece='e4'][data-kind='pawn']")).isAttached();
        assertThat(page.locator("g[data-piece='e2']").count()).isZero();
        expect(page.locator("circle.move-dot[data-target='e2']")).isAttached();
        expect(page.locator("circle.move-dot[data-target='d5']")).isAttached();
        assertThat(page.locator("circle[data-target='e4']").count()).isZero();
        assertThat(history(id)).isEqualTo("[]");
        square(page, "d5").click();
        BrowserBoardTestSupport.eventually("the move and its duck on the server", () -> history(id).equals("[\"e2e4,e4d5\"]"));
        expect(page.locator("g[data-piece='d5']")).isAttached();
        expect(page.locator("g[data-piece='e4'][data-kind='pawn']")).isAttached();
        screenshot(page, "board-duck");
    }

    @Test
    void a_typed_move_plays_and_the_checked_king_is_marked() throws Exception {
        String id = game(Map.of("variant", "chess", "position", "4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
        open(1200, 900).navigate(seated(id));
        page.locator("#move-input").fill("Rh8");
        page.locator("#move-input").press("Enter");
        expect(page.locator("#moves .move")).hasText(new String[] {"Rh8+"});
        expect(square(page, "e8")).hasClass(Pattern.compile("\\bsq-check\\b"));
        assertThat(page.locator("rect.sq-check").count()).isEqualTo(1);
        expect(page.locator("g[data-square='e8']")).hasAttribute("aria-label", "e8, Black king");
        expect(page.locator("g[data-square='e7']")).hasAttribute("aria-label", "e7, empty");
        screenshot(page, "board-check");
    }

    @Test
    void the_seat_of_black_sees_black_at_the_bottom_and_the_flip_button_turns_the_board() throws Exception {
        String id = game(Map.of("variant", "chess"));
        open(1200, 900).navigate(seated(id, "black"));
        expect(page.locator("#svgboard")).hasAttribute("aria-label", "board, flipped");
        assertThat(box(square(page, "e8")).y).as("Black's home rank at the bottom").isGreaterThan(box(square(page, "e1")).y);
        assertThat(box(square(page, "h1")).x).isLessThan(box(square(page, "a1")).x);
        screenshot(page, "board-black-at-bottom");
        page.locator("#flip").click();
        expect(page.locator("#svgboard")).hasAttribute("aria-label", "board");
        assertThat(box(square(page, "e8")).y).isLessThan(box(square(page, "e1")).y);
        // The rim names the files under the board: 'a' under a1 after the flip back.
        Locator a = page.locator("#svgboard text.coord", new Page.LocatorOptions().setHasText(Pattern.compile("^a$")));
        assertThat(Math.abs(box(a).x + box(a).width / 2 - (box(square(page, "a1")).x + box(square(page, "a1")).width / 2)))
                .isLessThan(4);
    }

    /**
     * Sejrang: White (this page) rolls, re-rolls one die and moves; Black (another client) rolls and
     * may re-roll. The move list numbers the turn, gives each player's colour, the dice thrown and
     * the move in SAN; the page offers no re-roll for Black's dice; a move clicked shows its position.
     */
    @Test
    void the_move_list_shows_san_with_each_players_rolls_and_rerolls_and_a_move_clicked_shows_its_position() throws Exception {
        String id = game(Map.of("variant", "sejrang"));
        open(1200, 900).navigate(seated(id, "white"));
        page.locator("#roll").click();
        expect(page.locator("#dice .die")).hasCount(2);
        expect(page.locator("#dice .die-lets").first()).containsText("moves:");
        // The button is pressed until the server has the re-roll (a click that lands while the page redraws
        // the dice on the roll's own event is lost), never twice for one re-roll.
        BrowserBoardTestSupport.eventually("the re-roll is played", () -> {
            if (s.get("/api/games/" + id + "/timeline").body().contains("\"reroll\"")) return true;
            Locator reroll = page.locator("#reroll-1");
            if (reroll.count() > 0 && reroll.isVisible() && reroll.isEnabled()) {
                reroll.click();
                long until = System.nanoTime() + 5_000_000_000L;
                while (System.nanoTime() < until) {
                    if (s.get("/api/games/" + id + "/timeline").body().contains("\"reroll\"")) return true;
                    Thread.sleep(100);
                }
            }
            return false;
        });
        expect(page.locator("#moves .reroll")).hasCount(1);
        JsonNode st = s.get("/api/games/" + id).json().path("state");
        String move = null;
        for (JsonNode a : st.path("legalActions")) if (a.path("kind").asText().equals("MOVE")) { move = a.path("san").asText(); break; }
        String act = move != null ? move : "forfeit";
        if (move != null) {
            page.locator("#move-input").fill(move);
            page.locator("#move-input").press("Enter");
        } else {
            page.locator("#forfeit").click();
        }
        expect(page.locator("#status")).containsText("black to");
        // Black rolls from another client: this page shows the dice and offers nothing to press.
        String black = s.token(id, "black");
        assertThat(s.postAs(black, "/api/games/" + id + "/actions", Map.of("action", "roll")).status()).isEqualTo(200);
        expect(page.locator("#moves .roll")).hasCount(3);
        expect(page.locator("#dice .rerolls")).containsText("Black may re-roll");
        assertThat(page.locator("button[id^='reroll-']").count()).as("Black's re-rolls are not this page's to press").isZero();
        assertThat(page.locator("#roll").count()).isZero();
        Locator row = page.locator("#moves .move-row").first();
        expect(row.locator(".move-number")).hasText("1.");
        expect(row.locator(".turn[data-player='white'] .swatch")).hasCount(1);
        expect(row.locator(".turn[data-player='white'] .roll")).hasCount(2);
        if (move != null) expect(row.locator(".turn[data-player='white'] .move")).hasText(move);
        expect(row.locator(".turn[data-player='black'] .roll")).hasCount(1);
        screenshot(page, "sejrang-move-list-dice");
        if (move != null) {
            // Black moves; the page then looks back at the position after White's move, read-only.
            JsonNode bs = s.get("/api/games/" + id).json().path("state");
            JsonNode bm = null;
            for (JsonNode a : bs.path("legalActions")) if (a.path("kind").asText().equals("MOVE") && !a.path("from").isNull()) { bm = a; break; }
            if (bm != null) {
                assertThat(s.postAs(black, "/api/games/" + id + "/actions", Map.of("action", bm.path("text").asText())).status()).isEqualTo(200);
                expect(page.locator("g[data-piece='" + bm.path("to").asText() + "']")).isAttached();
                // The list has Black's move too before White's is clicked (clicking the last move shows the game itself).
                expect(page.locator("#moves .move")).hasCount(2);
                page.locator("#moves .move").first().click();
                expect(page.locator("#looking")).containsText("read-only");
                expect(page.locator("g[data-piece='" + bm.path("from").asText() + "']")).isAttached();
                screenshot(page, "sejrang-looking-back");
                page.locator("#back-to-game").click();
                expect(page.locator("g[data-piece='" + bm.path("to").asText() + "']")).isAttached();
            }
        }
        assertThat(act).isNotEmpty();
    }

    @Test
    void a_checkmate_shows_a_banner_with_the_winner_and_the_reason_and_rematch_starts_a_new_game() throws Exception {
        String id = game(Map.of("variant", "chess", "position", "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2"));
        open(1200, 900).navigate(seated(id));
        expect(page.locator("#banner")).isHidden();
        drag(page, "d8", "h4");
        expect(page.locator("#banner")).isVisible();
        expect(page.locator("#banner-result")).hasText("Black wins");
        // The game started at Black's second move: the list says "2." and leaves White's cell empty.
        expect(page.locator("#moves .move-number").first()).hasText("2.");
        expect(page.locator("#banner-reason")).containsText("checkmate");
        expect(page.locator("#points")).hasText("");
        assertThat(page.locator("#resign").count()).isZero();
        screenshot(page, "banner-checkmate");
        page.locator("#rematch").click();
        page.waitForURL(Pattern.compile(".*game\\.html\\?id=(?!" + id + ")[a-z0-9]+$"));
        expect(page.locator("g[data-piece='e2']")).isAttached();
        expect(page.locator("#resign")).isAttached();
        expect(page.locator("#banner")).isHidden();
    }

    @Test
    void the_rules_panel_lists_each_piece_with_its_picture_and_the_end_rules_of_king_of_the_hill() throws Exception {
        String id = game(Map.of("variant", "kingofthehill"));
        open(1200, 900).navigate(seated(id));
        page.locator("#rules summary").click();
        expect(page.locator("#rules tr[data-kind]")).hasCount(6);
        Locator knight = page.locator("#rules tr[data-kind='knight']");
        expect(knight).containsText("knight (N)");
        expect(knight.locator("svg")).hasCount(1);
        expect(knight.locator(".betza")).hasText("N");
        expect(page.locator("#end-rules")).containsText("reach hill with king wins");
        expect(page.locator("#end-rules")).containsText("stalemate draw");   // from chess.variant, its parent
        expect(page.locator("#end-rules-words li")).containsText(new String[] {"checkmate wins", "cannot move", "100 plies", "3 times",
                "A king that reaches hill wins."});
        screenshot(page, "rules-panel");
    }

    @Test
    void on_a_375_pixel_phone_the_page_has_no_horizontal_scroll_and_the_board_fills_the_width() throws Exception {
        for (String variant : List.of("chess", "omega-chess")) {
            String id = game(Map.of("variant", variant));
            open(375, 740).navigate(seated(id));
            expect(page.locator("#svgboard g.piece").first()).isAttached();
            expect(page.locator("#svgboard")).isVisible();
            assertThat(((Number) page.evaluate("document.documentElement.scrollWidth")).intValue()).as(variant).isLessThanOrEqualTo(375);
            double board = box(page.locator("#svgboard")).width;
            assertThat(board).as(variant + ": the board's width").isGreaterThan(340);
            assertThat(box(square(page, "e4")).width).as(variant + ": a square").isGreaterThan(variant.equals("chess") ? 38 : 27);
            screenshot(page, "phone-375-" + variant);
            context.close();
            context = null;
        }
    }

    @Test
    void on_a_1440_pixel_desktop_the_board_and_the_panel_stand_side_by_side() throws Exception {
        String id = game(Map.of("variant", "chess"));
        open(1440, 900).navigate(seated(id));
        expect(page.locator("g[data-square='e2'] g.piece")).isAttached();
        // Laid out, not only attached: a bounding box is null until the element is visible.
        expect(page.locator("#svgboard")).isVisible();
        expect(page.locator(".game .panel")).isVisible();
        BoundingBox board = box(page.locator("#svgboard")), panel = box(page.locator(".game .panel"));
        assertThat(board.width).isBetween(600.0, 760.0);
        assertThat(panel.x).isGreaterThan(board.x + board.width);
        assertThat(((Number) page.evaluate("document.documentElement.scrollWidth")).intValue()).isLessThanOrEqualTo(1440);
        screenshot(page, "desktop-1440-chess");
    }

    /**
     * A locator's box once it has one: the board is drawn again on every update, and a box asked
     * for while the old drawing is replaced is null, so it is asked again for up to 5 s.
     */
    private static BoundingBox box(com.microsoft.playwright.Locator l) {
        for (int i = 0; i < 100; i++) {
            BoundingBox b = l.boundingBox();
            if (b != null) return b;
            l.page().waitForTimeout(50);
        }
        throw new AssertionError("no box for " + l);
    }
}
