package io.ashtapada.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import com.microsoft.playwright.options.BoundingBox;
import com.microsoft.playwright.options.SelectOption;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The editor as a workbench for authors (issue 28), in a real headless Chromium: a shipped
 * variant's definition with its parent and hook files in tabs, checked together, the errors
 * marked in the gutter of their own file as it scrolls with the text, the start position
 * previewed, and all the files uploaded together to play or to share.
 */
@Tag("browser")
class WorkbenchTest {
    static TestServer s;
    static Playwright playwright;
    static Browser browser;
    BrowserContext context;
    Page page;

    @BeforeAll
    static void start() throws Exception {
        Services.need(Files.isExecutable(BrowserBoardTest.CHROMIUM), "Chromium (apt-get install chromium)");
        // Sejrang's hook file makes a compile take seconds; on a machine shared with other builds, more than 5.
        ServerOptions o = TestServer.options();
        s = new TestServer(o.withLimits(o.maxRequestBytes(), o.maxDefinitionBytes(), o.maxUploadFiles(), java.time.Duration.ofSeconds(30),
                o.maxGamesPerClient()));
        playwright = Playwright.create(new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
        browser = BrowserPageTest.chromium(playwright);
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.close();
        if (playwright != null) playwright.close();
        if (s != null) s.close();
    }

    @BeforeEach
    void openPage() {
        context = browser.newContext(new Browser.NewContextOptions().setViewportSize(1300, 900));
        context.setDefaultTimeout(BrowserBoardTest.WAIT_MS);
        page = context.newPage();
        page.navigate("http://127.0.0.1:" + s.server.port() + "/editor.html");
        expect(page.locator("#from option[value='kingofthehill']")).isAttached();
    }

    @AfterEach
    void closePage() {
        if (context != null) context.close();
    }

    private static LocatorAssertions expect(Locator l) {
        return PlaywrightAssertions.assertThat(l);
    }

    private static final LocatorAssertions.HasTextOptions INNER = new LocatorAssertions.HasTextOptions().setUseInnerText(true);

    @Test
    void start_from_king_of_the_hill_brings_its_parent_chess_compiles_and_previews_the_setup() throws Exception {
        page.locator("#from").selectOption(new SelectOption().setValue("kingofthehill"));
        expect(page.locator("#tabs .tab")).hasText(new String[] {"kingofthehill.variant", "chess.variant"});
        expect(page.locator("#problems li.ok")).hasText("no problems: King of the hill");
        expect(page.locator("#preview g.piece")).hasCount(32);
        expect(page.locator("#preview g[data-square='e1'] g.piece")).hasAttribute("data-kind", "king");
        BoardPlayTest.screenshot(page, "editor-kingofthehill");
        // An error in the parent's tab is marked there, on its line, and the tab says it has one.
        page.locator("#tabs .tab[data-file='chess.variant']").click();
        Locator text = page.locator("#text");
        expect(text).hasValue(Pattern.compile("^# Orthodox chess", Pattern.DOTALL));
        String chess = text.inputValue();
        int line = chess.substring(0, chess.indexOf("fifty-move 100")).split("\n", -1).length;
        text.fill(chess.replace("fifty-move 100", "fifty-move many"));
        text.dispatchEvent("input");
        expect(page.locator("#tabs .tab[data-file='chess.variant']")).hasClass(Pattern.compile("\\bhas-problems\\b"));
        expect(page.locator(".gutter .bad").first()).hasText(String.valueOf(line), INNER);
        expect(page.locator("#problems li[data-file='chess.variant']").first()).containsText("chess.variant:" + line + ":");
        // Upload and play: the uploaded variant is the one offered on the front page.
        text.fill(chess);
        text.dispatchEvent("input");
        expect(page.locator("#problems li.ok")).isAttached();
        page.locator("#play").click();
        page.waitForURL(Pattern.compile(".*/\\?variant=u-[0-9a-f]+$"));
        String id = URLDecoder.decode(page.url().replaceAll(".*variant=", ""), StandardCharsets.UTF_8);
        JsonNode src = s.get("/api/variants/" + id + "/source").json().path("files");
        assertThat(src.has("kingofthehill.variant") && src.has("chess.variant")).as(src.toString()).isTrue();
    }

    @Test
    void a_definition_and_its_hook_file_are_uploaded_together_and_shared_by_a_link() throws Exception {
        page.locator("#from").selectOption(new SelectOption().setValue("sejrang"));
        expect(page.locator("#tabs .tab")).hasText(new String[] {"sejrang.variant", "sejrang-teleport.js"});
        page.waitForFunction("() => document.querySelector('#problems li') || document.getElementById('error').textContent");
        assertThat(page.locator("#error").textContent()).isEmpty();
        expect(page.locator("#problems li.ok")).containsText("Sejrang");
        page.locator("#tabs .tab[data-file='sejrang-teleport.js']").click();
        Locator text = page.locator("#text");
        String hook = text.inputValue();
        assertThat(hook).isNotBlank();
        text.fill("// changed in the workbench\n" + hook);
        text.dispatchEvent("input");
        expect(page.locator("#problems li.ok")).isAttached();
        page.locator("#share").click();
        expect(page.locator("#share-link")).hasValue(Pattern.compile("^http://127\\.0\\.0\\.1:\\d+/\\?variant=u-[0-9a-f]+$"));
        String link = page.locator("#share-link").inputValue();
        String id = link.replaceAll(".*variant=", "");
        JsonNode files = s.get("/api/variants/" + id + "/source").json().path("files");
        assertThat(files.path("sejrang-teleport.js").asText()).startsWith("// changed in the workbench\n");
        assertThat(files.path("sejrang.variant").asText()).contains("file \"sejrang-teleport.js\"");
        BoardPlayTest.screenshot(page, "editor-sejrang-hook");
        // The link opens the front page with the uploaded variant chosen.
        page.navigate(link);
        expect(page.locator("#variant")).hasValue(id);
        // A file the definition does not name can be added and removed again.
        page.navigate("http://127.0.0.1:" + s.server.port() + "/editor.html");
        page.locator("#add-file").click();
        expect(page.locator("#tabs .tab")).hasCount(2);
        page.locator("#remove-file").click();
        expect(page.locator("#tabs .tab")).hasCount(1);
    }

    @Test
    void the_gutter_scrolls_with_the_text_and_keeps_the_mark_beside_its_line() throws Exception {
        StringBuilder def = new StringBuilder(Files.readString(Path.of("examples/chess.variant")));
        for (int i = 0; i < 120; i++) def.append("# filler ").append(i).append('\n');
        def.append("rules { nonsense }\n");
        int bad = def.toString().split("\n", -1).length - 1;
        Locator text = page.locator("#text");
        text.fill(def.toString());
        text.dispatchEvent("input");
        Locator mark = page.locator(".gutter .bad").first();
        expect(mark).hasText(String.valueOf(bad), INNER);
        text.evaluate("t => { t.scrollTop = t.scrollHeight; t.dispatchEvent(new Event('scroll')); }");
        page.waitForFunction("() => document.getElementById('gutter').scrollTop > 0");
        Object tops = page.evaluate("() => [document.getElementById('text').scrollTop, document.getElementById('gutter').scrollTop]");
        List<?> t = (List<?>) tops;
        assertThat(((Number) t.get(1)).doubleValue()).isEqualTo(((Number) t.get(0)).doubleValue());
        // The mark stands beside the last line, inside the visible text area.
        BoundingBox area = text.boundingBox(), m = mark.boundingBox();
        assertThat(m.y).isBetween(area.y, area.y + area.height);
        BoardPlayTest.screenshot(page, "editor-gutter-scrolled");
    }
}
