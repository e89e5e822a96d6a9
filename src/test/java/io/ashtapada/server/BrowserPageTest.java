package io.ashtapada.server;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the board's browser tests share: one server and one headless Chromium (Debian's, driven by
 * Playwright) for the class, a fresh page per test at the size asked, and the page's errors (a script
 * thrown or refused by the page's policy) gathered in {@link #errors}.
 */
abstract class BrowserPageTest {
    static TestServer s;
    static Playwright playwright;
    static Browser browser;
    BrowserContext context;
    Page page;
    /** The page's errors so far: a script error, or anything its Content-Security-Policy refused. */
    List<String> errors = List.of();

    @BeforeAll
    static void start() throws Exception {
        Services.need(Files.isExecutable(BrowserBoardTest.CHROMIUM), "Chromium (apt-get install chromium)");
        s = TestServer.start();
        playwright = Playwright.create(new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
        browser = chromium(playwright);
    }

    /** Debian's Chromium, headless, as every browser test of the board drives it. */
    static Browser chromium(Playwright playwright) {
        PlaywrightAssertions.setDefaultAssertionTimeout(BrowserBoardTest.WAIT_MS);
        return playwright.chromium().launch(new BrowserType.LaunchOptions().setExecutablePath(BrowserBoardTest.CHROMIUM)
                .setHeadless(true).setArgs(List.of("--no-sandbox", "--disable-gpu", "--disable-quic",
                        "--no-first-run", "--disable-background-networking", "--disable-component-update",
                        "--disable-sync", "--disable-dev-shm-usage")));
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.close();
        if (playwright != null) playwright.close();
        if (s != null) s.close();
    }

    @AfterEach
    void closePage() {
        if (context != null) context.close();
    }

    /** A fresh page of {@code width} x {@code height} CSS pixels. */
    Page open(int width, int height) {
        context = browser.newContext(new Browser.NewContextOptions().setViewportSize(width, height));
        context.setDefaultTimeout(BrowserBoardTest.WAIT_MS);
        page = context.newPage();
        List<String> seen = new ArrayList<>();
        page.onPageError(seen::add);
        page.onConsoleMessage(m -> {
            if (m.type().equals("error") && m.text().contains("Content Security Policy")) seen.add(m.text());
        });
        errors = seen;
        return page;
    }

    static LocatorAssertions expect(Locator l) {
        return PlaywrightAssertions.assertThat(l);
    }

    static void screenshot(Page p, String name) throws Exception {
        Path dir = Path.of("target", "screenshots");
        Files.createDirectories(dir);
        p.screenshot(new Page.ScreenshotOptions().setPath(dir.resolve(name + ".png")).setFullPage(true));
    }

    static String url(String path) {
        return "http://127.0.0.1:" + s.server.port() + path;
    }

    /** A new game on the server (its seats' tokens kept by the test client); its id. */
    static String game(Map<String, Object> body) throws Exception {
        TestServer.Reply r = s.post("/api/games", body);
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        return r.json().path("id").asText();
    }

    /** The game page holding the seats of the given players only (all this client holds when none is named). */
    static String seated(String id, String... players) {
        StringBuilder f = new StringBuilder();
        for (Map.Entry<String, String> e : s.tokens.get(id).entrySet()) {
            if (players.length > 0 && !List.of(players).contains(e.getKey())) continue;
            f.append(f.length() > 0 ? "&" : "").append("seat.").append(e.getKey()).append('=').append(e.getValue());
        }
        return url("/game.html?id=" + id + "#" + f);
    }
}
