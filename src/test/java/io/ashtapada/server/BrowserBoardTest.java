package io.ashtapada.server;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The browser board in a real headless Chromium (Debian's {@code chromium} and
 * {@code chromium-driver}, driven by Selenium): a move played by clicks reaches a second
 * watcher's board through the event stream, dice buttons roll, a four-player game against three
 * AI seats shows its first elimination, and the editor marks a located error. Screenshots land in {@code target/screenshots}.
 */
@Tag("browser")
class BrowserBoardTest {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium"), DRIVER = Path.of("/usr/bin/chromedriver");
    static TestServer s;
    static WebDriver driver;
    static Path profile;

    @BeforeAll
    static void start() throws Exception {
        Services.need(Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER), "Chromium (apt-get install chromium chromium-driver)");
        s = TestServer.start();
        profile = Files.createTempDirectory("ashtapada-chromium");
        ChromeOptions o = new ChromeOptions();
        o.setBinary(CHROMIUM.toFile());
        o.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage",
                "--window-size=1200,900", "--user-data-dir=" + profile);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort().build();
        driver = new ChromeDriver(service, o);
    }

    @AfterAll
    static void stop() {
        if (driver != null) driver.quit();
        if (s != null) s.close();
    }

    private static WebDriverWait await() {
        return new WebDriverWait(driver, Duration.ofSeconds(30));
    }

    private static void screenshot(String name) throws Exception {
        Path dir = Path.of("target", "screenshots");
        Files.createDirectories(dir);
        File f = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE);
        Files.copy(f.toPath(), dir.resolve(name + ".png"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    private static void click(String square) {
        await().until(ExpectedConditions.elementToBeClickable(By.cssSelector("g[data-square='" + square + "'] rect"))).click();
    }

    @Test
    void a_move_played_by_clicks_shows_on_the_other_watchers_board() throws Exception {
        String id = s.post("/api/games", Map.of("variant", "chess")).json().path("id").asText();
        String url = "http://127.0.0.1:" + s.server.port() + "/game.html?id=" + id;
        driver.get(url);
        String player = driver.getWindowHandle();
        await().until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("text[data-piece='e2']")));
        driver.switchTo().newWindow(WindowType.WINDOW);
        String watcher = driver.getWindowHandle();
        driver.get(url);
        await().until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("text[data-piece='e2']")));
        assertThat(driver.findElements(By.cssSelector("text[data-piece='e4']"))).isEmpty();

        driver.switchTo().window(player);
        click("e2");
        await().until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("g[data-square='e4'] rect.sq-target")));
        click("e4");
        await().until(ExpectedConditions.textToBePresentInElementLocated(By.id("moves"), "e2e4"));
        screenshot("chess-player");

        driver.switchTo().window(watcher);
        await().until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("text[data-piece='e4']")));
        assertThat(driver.findElement(By.id("moves")).getText()).contains("e2e4");
        assertThat(driver.findElement(By.id("status")).getText()).startsWith("black to move");
        assertThat(driver.findElements(By.cssSelector("text[data-piece='e2']"))).isEmpty();
        screenshot("chess-watcher");
        assertThat(s.get("/api/games/" + id).json().path("history").toString()).isEqualTo("[\"e2e4\"]");
        driver.close();
        driver.switchTo().window(player);
    }

    @Test
    void a_promotion_asks_which_piece_and_plays_the_one_chosen() throws Exception {
        String id = s.post("/api/games", Map.of("variant", "chess", "position", "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"))
                .json().path("id").asText();
        driver.get("http://127.0.0.1:" + s.server.port() + "/game.html?id=" + id);
        click("e7");
        click("e8");
        java.util.List<WebElement> choices = await().until(
                ExpectedConditions.numberOfElementsToBeMoreThan(By.cssSelector("#promotion button"), 1));
        assertThat(choices).extracting(WebElement::getText).contains("queen", "knight");
        choices.stream().filter(b -> b.getText().equals("knight")).findFirst().orElseThrow().click();
        await().until(ExpectedConditions.textToBe(By.cssSelector("text[data-piece='e8']"), "N"));
        assertThat(s.get("/api/games/" + id).json().path("position").asText()).startsWith("k3N");   // N~: a knight that was a pawn
        screenshot("chess-promotion");
    }

    @Test
    void the_dice_buttons_roll_and_reroll_in_sejrang() throws Exception {
        String id = s.post("/api/games", Map.of("variant", "sejrang")).json().path("id").asText();
        driver.get("http://127.0.0.1:" + s.server.port() + "/game.html?id=" + id);
        await().until(ExpectedConditions.elementToBeClickable(By.id("roll"))).click();
        await().until(ExpectedConditions.numberOfElementsToBe(By.cssSelector("#dice span"), 2));
        String before = s.get("/api/games/" + id + "/record").body();
        WebElement reroll = await().until(ExpectedConditions.elementToBeClickable(By.cssSelector("button[id^='reroll-']")));
        reroll.click();
        await().until(d -> {
            try {
                return !s.get("/api/games/" + id + "/record").body().equals(before);
            } catch (Exception e) {
                return false;
            }
        });
        assertThat(s.get("/api/games/" + id).json().path("state").path("phase").asText()).isEqualTo("CHOOSE");
        screenshot("sejrang-dice");
    }

    @Test
    void the_omega_board_draws_its_corner_squares() throws Exception {
        String id = s.post("/api/games", Map.of("variant", "omega-chess")).json().path("id").asText();
        driver.get("http://127.0.0.1:" + s.server.port() + "/game.html?id=" + id);
        await().until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("g[data-square='w1']")));
        assertThat(driver.findElements(By.cssSelector("g.square"))).hasSize(104);
        screenshot("omega-chess");
    }

    @Test
    void a_four_player_guru_mahachaturaji_game_against_three_ai_seats_reaches_an_elimination() throws Exception {
        com.fasterxml.jackson.databind.JsonNode g = s.post("/api/games", Map.of("variant", "guru-mahachaturaji",
                "seats", Map.of("blue", "ai:50", "yellow", "ai:50", "green", "ai:50"))).json();
        String id = g.path("id").asText();
        driver.get("http://127.0.0.1:" + s.server.port() + "/game.html?id=" + id);
        java.util.Random random = new java.util.Random(7);
        long end = System.nanoTime() + 55_000_000_000L;
        int redMoves = 0;
        while (true) {
            assertThat(System.nanoTime()).as("an elimination within 55 s (red moved " + redMoves + " times)").isLessThan(end);
            g = s.get("/api/games/" + id).json();
            if (g.path("eliminated").size() > 0 || !g.path("state").path("result").path("status").asText().equals("ONGOING")) break;
            int shown = driver.findElements(By.cssSelector("#moves .move")).size();
            if (!g.path("state").path("toMove").asText().equals("red") || shown != g.path("history").size()) {
                Thread.sleep(50);
                continue;
            }
            // Red (the browser's player) plays a random legal move by clicking its squares.
            java.util.List<com.fasterxml.jackson.databind.JsonNode> moves = new java.util.ArrayList<>();
            g.path("state").path("legalActions").forEach(a -> {
                if (a.path("kind").asText().equals("MOVE")) moves.add(a);
            });
            com.fasterxml.jackson.databind.JsonNode m = moves.get(random.nextInt(moves.size()));
            click(m.path("from").asText());
            click(m.path("to").asText());
            if (!driver.findElements(By.cssSelector("#promotion button")).isEmpty()) {
                driver.findElements(By.cssSelector("#promotion button")).get(0).click();
            }
            int before = g.path("history").size();
            new WebDriverWait(driver, Duration.ofSeconds(30), Duration.ofMillis(50)).until(d -> {
                try {
                    return s.get("/api/games/" + id).json().path("history").size() > before;
                } catch (Exception e) {
                    return false;
                }
            });
            redMoves++;
        }
        String out = g.path("eliminated").get(0).asText();
        await().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), "out of the game: " + out));
        assertThat(s.get("/api/games/" + id + "/record").body()).contains(" checkmated");
        screenshot("guru-mahachaturaji-elimination");
        // Back to red's decision, so the AI seats stop playing in the background.
        if (g.path("state").path("result").path("status").asText().equals("ONGOING")) s.post("/api/games/" + id + "/undo", Map.of());
    }

    @Test
    void the_editor_marks_the_line_of_an_error() throws Exception {
        driver.get("http://127.0.0.1:" + s.server.port() + "/editor.html");
        WebElement text = await().until(ExpectedConditions.elementToBeClickable(By.id("text")));
        text.sendKeys("variant \"Broken\"\nboard { files a..h ranks 1..8 }\nplayers { white \"White\" forward north }\npiece king { letter K royal betza \"Q\" }\nsetup \"8/8/8/8/8/8/8/K7 w - - 0 1\"\nrules { nonsense }\n");
        driver.findElement(By.id("check")).click();
        // The list is drawn again after each check (as typed, and on the button): read it once it stands.
        String[] seen = await().until(d -> {
            try {
                WebElement problem = d.findElement(By.cssSelector("#problems li[data-line]"));
                return new String[]{problem.getAttribute("data-line"), problem.getText(), d.findElement(By.cssSelector(".gutter .bad")).getText()};
            } catch (org.openqa.selenium.NoSuchElementException | org.openqa.selenium.StaleElementReferenceException e) {
                return null;
            }
        });
        String line = seen[0];
        assertThat(seen[2]).isEqualTo(line);
        assertThat(seen[1]).matches(line + ":\\d+: .+ \\[[a-z-]+\\]");
        screenshot("editor-error");
    }
}
