package io.ashtapada.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.APIResponse;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.Route;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import com.microsoft.playwright.options.AriaRole;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The browser board in a real headless Chromium (Debian's {@code chromium}, driven by Playwright
 * for Java): a move played by clicks reaches a second watcher's board through the event stream,
 * dice buttons roll, a four-player game against three AI seats shows its first elimination, and
 * the editor marks a located error. Screenshots land in {@code target/screenshots}.
 */
@Tag("browser")
class BrowserBoardTest {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    /** How long an action or an expectation waits for the page (Playwright's actions wait 30 s by default too). */
    static final int WAIT_MS = 30_000;
    static TestServer s;
    static Playwright playwright;
    static Browser browser;
    BrowserContext context;
    Page page;

    @BeforeAll
    static void start() throws Exception {
        Services.need(Files.isExecutable(CHROMIUM), "Chromium (apt-get install chromium)");
        s = TestServer.start();
        // Debian's chromium, never a browser downloaded by Playwright.
        playwright = Playwright.create(new Playwright.CreateOptions()
                .setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
        // The flags keep Chromium off the network it would reach for on its own (refused on a closed machine).
        browser = playwright.chromium().launch(new BrowserType.LaunchOptions().setExecutablePath(CHROMIUM)
                .setHeadless(true).setArgs(List.of("--no-sandbox", "--disable-gpu", "--disable-quic",
                        "--no-first-run", "--disable-background-networking", "--disable-component-update",
                        "--disable-sync", "--disable-dev-shm-usage")));
        PlaywrightAssertions.setDefaultAssertionTimeout(WAIT_MS);
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.close();
        if (playwright != null) playwright.close();
        if (s != null) s.close();
    }

    @BeforeEach
    void openPage() {
        context = browser.newContext(new Browser.NewContextOptions().setViewportSize(1200, 900));
        context.setDefaultTimeout(WAIT_MS);
        page = context.newPage();
    }

    @AfterEach
    void closePage() {
        if (context != null) context.close();
    }

    private static LocatorAssertions expect(Locator l) {
        return PlaywrightAssertions.assertThat(l);
    }

    private static void screenshot(Page p, String name) throws Exception {
        Path dir = Path.of("target", "screenshots");
        Files.createDirectories(dir);
        p.screenshot(new Page.ScreenshotOptions().setPath(dir.resolve(name + ".png")));
    }

    private static void click(Page p, String square) {
        p.locator("g[data-square='" + square + "'] > rect").click();
    }

    private static String url(String path) {
        return "http://127.0.0.1:" + s.server.port() + path;
    }

    /**
     * The game page of a game this test's client made, holding all its human seats: their tokens
     * travel in the link's fragment, as the front page hands them to the game page.
     */
    private static String seated(String id) {
        StringBuilder f = new StringBuilder();
        for (Map.Entry<String, String> e : s.tokens.get(id).entrySet()) {
            f.append(f.length() > 0 ? "&" : "").append("seat.").append(e.getKey()).append('=').append(e.getValue());
        }
        return url("/game.html?id=" + id + "#" + f);
    }

    /** Waits (polling every 50 ms, at most {@link #WAIT_MS}) for a condition outside the page, such as the server's state. */
    private static void eventually(String what, Callable<Boolean> condition) throws Exception {
        long end = System.nanoTime() + WAIT_MS * 1_000_000L;
        while (!condition.call()) {
            if (System.nanoTime() > end) throw new AssertionError("timed out after " + WAIT_MS + " ms waiting for " + what);
            Thread.sleep(50);
        }
    }

    @Test
    void a_move_played_by_clicks_shows_on_the_other_watchers_board() throws Exception {
        String id = s.post("/api/games", Map.of("variant", "chess")).json().path("id").asText();
        String url = url("/game.html?id=" + id);
        Page player = page;
        player.navigate(seated(id));
        expect(player.locator("g[data-piece='e2']")).isAttached();
        Page watcher = context.newPage();
        watcher.navigate(url);
        expect(watcher.locator("g[data-piece='e2']")).isAttached();
        assertThat(watcher.locator("g[data-piece='e4']").count()).isZero();

        click(player, "e2");
        expect(player.locator("g[data-square='e4'] rect.sq-target")).isAttached();
        click(player, "e4");
        expect(player.locator("#moves")).containsText("e4");
        screenshot(player, "chess-player");

        expect(watcher.locator("g[data-piece='e4']")).isAttached();
        expect(watcher.locator("#moves")).containsText("e4");
        expect(watcher.locator("#status")).hasText(Pattern.compile("^\\s*black to move"),
                new LocatorAssertions.HasTextOptions().setUseInnerText(true));
        expect(watcher.locator("g[data-piece='e2']")).hasCount(0);
        screenshot(watcher, "chess-watcher");
        assertThat(s.get("/api/games/" + id).json().path("history").toString()).isEqualTo("[\"e2e4\"]");
    }

    @Test
    void a_promotion_asks_which_piece_and_plays_the_one_chosen() throws Exception {
        String id = s.post("/api/games", Map.of("variant", "chess", "position", "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"))
                .json().path("id").asText();
        page.navigate(seated(id));
        click(page, "e7");
        click(page, "e8");
        Locator choices = page.locator("#promotion button");
        expect(choices.nth(1)).isAttached();   // more than one choice
        assertThat(choices.allInnerTexts()).contains("queen", "knight");
        page.locator("#promotion").getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("knight").setExact(true)).click();
        expect(page.locator("g[data-piece='e8']")).hasAttribute("data-kind", "knight");
        assertThat(s.get("/api/games/" + id).json().path("position").asText()).startsWith("k3N");   // N~: a knight that was a pawn
        screenshot(page, "chess-promotion");
    }

    @Test
    void the_dice_buttons_roll_and_reroll_in_sejrang() throws Exception {
        String id = s.post("/api/games", Map.of("variant", "sejrang")).json().path("id").asText();
        page.navigate(seated(id));
        page.locator("#roll").click();
        expect(page.locator("#dice .die")).hasCount(2);
        String before = s.get("/api/games/" + id + "/record").body();
        page.locator("button[id^='reroll-']").first().click();
        eventually("the re-roll in the game's record", () -> !s.get("/api/games/" + id + "/record").body().equals(before));
        assertThat(s.get("/api/games/" + id).json().path("state").path("phase").asText()).isEqualTo("CHOOSE");
        screenshot(page, "sejrang-dice");
    }

    @Test
    void the_omega_board_draws_its_corner_squares() throws Exception {
        String id = s.post("/api/games", Map.of("variant", "omega-chess")).json().path("id").asText();
        page.navigate(seated(id));
        expect(page.locator("g[data-square='w1']")).isAttached();
        expect(page.locator("g.square")).hasCount(104);
        screenshot(page, "omega-chess");
    }

    /**
     * The reply to a clicked move can reach the page after the event stream has told it of what
     * came next (here an AI seat's answer): the page keeps the newer view and does not go back to
     * the older one. The reply is held until the answer has been shown. (This race, under load,
     * left the four-player test's page on "yellow to move" with the game at Red.)
     */
    @Test
    void a_reply_slower_than_the_event_stream_does_not_take_the_board_back() throws Exception {
        String id = s.post("/api/games", Map.of("variant", "chess", "seats", Map.of("black", "ai:50"))).json().path("id").asText();
        page.route("**/api/games/" + id + "/actions", route -> {
            APIResponse reply = route.fetch();
            try {
                eventually("Black's answer", () -> s.get("/api/games/" + id).json().path("history").size() == 2);
                Thread.sleep(1000);   // the event stream's view of the answer reaches the page
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
            route.fulfill(new Route.FulfillOptions().setResponse(reply));
        });
        page.navigate(seated(id));
        page.waitForResponse(r -> r.url().endsWith("/actions"), () -> {
            click(page, "e2");
            click(page, "e4");
        });
        // Let the page handle the held reply, then look.
        page.evaluate("() => new Promise(r => setTimeout(r, 300))");
        expect(page.locator("#moves .move")).hasCount(2);
        expect(page.locator("#status")).containsText("white to move");
    }

    /**
     * Red (clicked) checkmates Blue with its rook: Blue, to move with no legal move, leaves the
     * game (GR-4); the board says so, and then follows Yellow's and Green's AI seats, which move
     * by themselves, back to Red. The position is the one of
     * {@code GuruMahachaturajiEliminationTest}: a game played out at random until an elimination
     * took from 13 s to more than a minute, with the machine's load.
     */
    @Test
    void a_four_player_guru_mahachaturaji_board_shows_an_elimination_and_follows_three_ai_seats() throws Exception {
        String position = "2,gK,8,yK/12/12/12/12/12/12/10,rR,1/12/rR,11/12/rK,10,bK r - - 0 1";
        String id = s.post("/api/games", Map.of("variant", "guru-mahachaturaji", "position", position,
                "seats", Map.of("blue", "ai:50", "yellow", "ai:50", "green", "ai:50"))).json().path("id").asText();
        page.navigate(seated(id));
        expect(page.locator("#status")).containsText("red to move");
        click(page, "a3");
        expect(page.locator("g[data-square='a2'] rect.sq-target")).isAttached();
        click(page, "a2");
        expect(page.locator("#status")).containsText("out of the game: blue");
        // Yellow and Green move by themselves; the board follows them back to Red.
        expect(page.locator("#moves .move")).hasCount(3);
        expect(page.locator("#status")).containsText("red to move");
        JsonNode g = s.get("/api/games/" + id).json();
        assertThat(g.path("eliminated").toString()).isEqualTo("[\"blue\"]");
        assertThat(g.path("history").get(0).asText()).isEqualTo("a3a2");
        assertThat(s.get("/api/games/" + id + "/record").body()).contains("\nb checkmated\n");
        screenshot(page, "guru-mahachaturaji-elimination");
    }

    @Test
    void the_editor_marks_the_line_of_an_error() throws Exception {
        page.navigate(url("/editor.html"));
        // Typed key by key, as a person would: the editor checks as it is typed.
        page.locator("#text").pressSequentially("variant \"Broken\"\nboard { files a..h ranks 1..8 }\nplayers { white \"White\" forward north }\npiece king { letter K royal betza \"Q\" }\nsetup \"8/8/8/8/8/8/8/K7 w - - 0 1\"\nrules { nonsense }\n");
        page.locator("#check").click();
        // The list is drawn again after each check (as typed, and on the button); a locator is
        // looked up again on every use, and an expectation retries until the list stands.
        Locator problem = page.locator("#problems li[data-line]").first();
        LocatorAssertions.HasTextOptions innerText = new LocatorAssertions.HasTextOptions().setUseInnerText(true);
        expect(problem).hasText(Pattern.compile("^\\d+:\\d+: .+ \\[[a-z-]+\\]$"), innerText);
        String line = problem.getAttribute("data-line");
        expect(page.locator(".gutter .bad").first()).hasText(line, innerText);
        expect(problem).hasText(Pattern.compile("^" + line + ":\\d+: .+ \\[[a-z-]+\\]$"), innerText);
        screenshot(page, "editor-error");
    }

    /**
     * Issue 25, finding 1: a page without the seat's token watches. It shows the game and follows
     * it, but offers no Resign, Undo or Roll and does not select pieces; the page of the seat
     * moves, and the watcher's board follows.
     */
    @Test
    void a_watcher_page_cannot_move_and_a_seat_page_can_finding_1() throws Exception {
        String id = s.post("/api/games", Map.of("variant", "chess")).json().path("id").asText();
        Page watcher = page;
        watcher.navigate(url("/game.html?id=" + id));
        expect(watcher.locator("g[data-piece='e2']")).isAttached();
        expect(watcher.locator("#seat")).containsText("watching");
        assertThat(watcher.locator("#resign").count()).isZero();
        assertThat(watcher.locator("#undo").count()).isZero();
        assertThat(watcher.locator("#offer-draw").count()).isZero();
        click(watcher, "e2");
        assertThat(watcher.locator("rect.sq-target").count()).as("a watcher's click selects nothing").isZero();
        assertThat(s.get("/api/games/" + id).json().path("history")).isEmpty();
        // Even a hand-made request from the watcher's page is refused: it holds no token.
        Object status = watcher.evaluate("async id => (await fetch('/api/games/' + id + '/actions', {method: 'POST', "
                + "headers: {'Content-Type': 'application/json'}, body: JSON.stringify({action: 'e2e4'})})).status", id);
        assertThat(((Number) status).intValue()).isEqualTo(403);

        Page seat = context.newPage();
        seat.navigate(seated(id));
        expect(seat.locator("#resign")).isAttached();
        expect(seat.locator("#undo")).isAttached();
        assertThat(seat.url()).as("the tokens leave the address bar").doesNotContain("seat.");
        click(seat, "e2");
        expect(seat.locator("g[data-square='e4'] rect.sq-target")).isAttached();
        click(seat, "e4");
        expect(seat.locator("#moves")).containsText("e4");
        expect(watcher.locator("#moves")).containsText("e4");
        assertThat(watcher.locator("#resign").count()).isZero();
        // The seat page keeps its seats on reload (sessionStorage), without the fragment.
        seat.reload();
        expect(seat.locator("#resign")).isAttached();
        screenshot(watcher, "watcher-cannot-move");
    }

    /**
     * Issue 25, finding 3: names from an uploaded definition (title, player, piece, zone) and from
     * a client reach the pages as text: no element is made of them and no script of them runs.
     */
    @Test
    void a_hostile_title_player_piece_and_zone_name_render_as_text_finding_3() throws Exception {
        String evil = "<img src=x onerror=document.title='XSS'>";
        String chess = Files.readString(Path.of("examples/chess.variant"));
        String def = chess.replace("variant \"Chess\"", "variant \"" + evil + "\"")
                .replace("\"White\"", "\"" + evil + "\"");
        TestServer.Reply up = s.post("/api/variants", Map.of("files", Map.of("evil.variant", def)));
        assertThat(up.status()).as(up.body()).isEqualTo(201);
        String variant = up.json().path("id").asText();
        String id = s.post("/api/games", Map.of("variant", variant)).json().path("id").asText();
        List<String> dialogs = new java.util.ArrayList<>();
        page.onDialog(d -> {
            dialogs.add(d.message());
            d.dismiss();
        });
        page.navigate(url("/?variant=" + variant));
        expect(page.locator("#seats label").first()).containsText(evil);
        expect(page.locator("#variant")).containsText(evil);
        assertThat(page.locator("#seats img, #variant img").count()).isZero();
        page.navigate(seated(id));
        expect(page.locator("#title")).containsText(evil);
        expect(page.locator("#status")).containsText("to move");
        assertThat(page.locator("img").count()).as("no element made of a name").isZero();
        page.navigate(url("/editor.html"));
        // Piece and zone names are words (letters, digits, '_', '-'): one with markup is an error whose text shows as text.
        page.locator("#text").fill(def + "\npiece " + evil + " { letter Q betza \"W\" }\nzone " + evil + " { a1 }\n");
        page.locator("#check").click();
        expect(page.locator("#problems li").first()).isAttached();
        assertThat(page.locator("img").count()).isZero();
        assertThat(page.title()).isNotEqualTo("XSS");
        assertThat(dialogs).isEmpty();
        screenshot(page, "hostile-names");
    }
}
