package io.ashtapada.server;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 25, findings 2 and 3: requests a page on another site could send are refused (bodies
 * other than JSON, foreign Origin, a Host that is not the server's), and the pages run only the
 * server's own scripts (strict Content-Security-Policy, no inline script, nosniff).
 */
class WebSecurityTest {
    static TestServer s;

    @BeforeAll
    static void start() throws Exception {
        s = new TestServer(TestServer.options().withAllowedOrigins(List.of("https://chess.example.org")));
    }

    @AfterAll
    static void stop() {
        s.close();
    }

    private static TestServer.Reply post(String type, String body, String... headers) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(s.uri("/api/games")).POST(HttpRequest.BodyPublishers.ofString(body));
        if (type != null) b.header("Content-Type", type);
        for (int i = 0; i < headers.length; i += 2) b.header(headers[i], headers[i + 1]);
        return s.send(b);
    }

    /** A raw HTTP/1.1 request (the JDK client will not send another Host): the status line's code and the whole answer. */
    private static String[] raw(String host, String origin) throws Exception {
        try (Socket sock = new Socket("127.0.0.1", s.server.port())) {
            sock.setSoTimeout(10_000);
            String body = "{\"variant\":\"chess\"}";
            String req = "POST /api/games HTTP/1.1\r\nHost: " + host + "\r\n" + (origin == null ? "" : "Origin: " + origin + "\r\n")
                    + "Content-Type: application/json\r\nContent-Length: " + body.length() + "\r\nConnection: close\r\n\r\n" + body;
            OutputStream out = sock.getOutputStream();
            out.write(req.getBytes(StandardCharsets.UTF_8));
            out.flush();
            BufferedReader in = new BufferedReader(new InputStreamReader(sock.getInputStream(), StandardCharsets.UTF_8));
            StringBuilder all = new StringBuilder();
            for (String line; (line = in.readLine()) != null; ) all.append(line).append('\n');
            return new String[]{all.toString().split(" ")[1], all.toString()};
        }
    }

    @Test
    void a_body_that_is_not_application_json_is_refused_with_415_finding_2() throws Exception {
        String body = "{\"variant\":\"chess\"}";
        for (String type : new String[]{"text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", null}) {
            TestServer.Reply r = post(type, body);
            assertThat(r.status()).as(type + ": " + r.body()).isEqualTo(415);
            assertThat(r.json().path("error").path("code").asText()).isEqualTo("unsupported-media-type");
        }
        assertThat(post("application/json; charset=utf-8", body).status()).isEqualTo(201);
    }

    @Test
    void a_foreign_origin_is_refused_with_403_and_the_servers_own_accepted_finding_2() throws Exception {
        String body = "{\"variant\":\"chess\"}";
        TestServer.Reply evil = post("application/json", body, "Origin", "http://evil.example");
        assertThat(evil.status()).as(evil.body()).isEqualTo(403);
        assertThat(evil.json().path("error").path("code").asText()).isEqualTo("cross-origin");
        assertThat(post("application/json", body, "Origin", "null").status()).isEqualTo(403);
        assertThat(post("application/json", body, "Origin", "http://127.0.0.1:" + s.server.port()).status()).isEqualTo(201);
    }

    @Test
    void a_host_that_is_not_the_server_is_refused_with_421_against_dns_rebinding_finding_2() throws Exception {
        String[] evil = raw("evil.example", null);
        assertThat(evil[0]).as(evil[1]).isEqualTo("421");
        assertThat(raw("evil.example:" + s.server.port(), null)[0]).isEqualTo("421");
        assertThat(raw("evil.example", "http://evil.example")[0]).isEqualTo("421");
        assertThat(raw("localhost:" + s.server.port(), null)[0]).isEqualTo("201");
    }

    @Test
    void a_configured_proxy_origin_and_its_host_are_accepted() throws Exception {
        assertThat(raw("chess.example.org", "https://chess.example.org")[0]).isEqualTo("201");
        assertThat(raw("chess.example.org", "https://elsewhere.example.org")[0]).isEqualTo("403");
    }

    @Test
    void every_answer_carries_a_strict_content_security_policy_nosniff_and_a_referrer_policy_finding_3() throws Exception {
        for (String path : new String[]{"/", "/index.html", "/game.html", "/editor.html", "/board.js", "/api/games", "/api/nothing"}) {
            HttpResponse<String> r = s.http.send(HttpRequest.newBuilder(s.uri(path)).timeout(Duration.ofSeconds(30)).build(),
                    HttpResponse.BodyHandlers.ofString());
            String csp = r.headers().firstValue("Content-Security-Policy").orElse("");
            assertThat(csp).as(path).contains("script-src 'self'", "object-src 'none'", "frame-ancestors 'none'")
                    .doesNotContain("unsafe-inline", "unsafe-eval");
            assertThat(r.headers().firstValue("X-Content-Type-Options")).as(path).hasValue("nosniff");
            assertThat(r.headers().firstValue("Referrer-Policy")).as(path).hasValue("no-referrer");
        }
    }

    @Test
    void the_pages_have_no_inline_script_and_no_inline_event_handler_finding_3() throws Exception {
        Pattern inline = Pattern.compile("<script(?![^>]*\\bsrc=)[^>]*>", Pattern.CASE_INSENSITIVE);
        Pattern handler = Pattern.compile("\\son[a-z]+\\s*=", Pattern.CASE_INSENSITIVE);
        List<String> pages = new ArrayList<>();
        for (String page : new String[]{"/index.html", "/game.html", "/editor.html"}) {
            String html = s.get(page).body();
            pages.add(page);
            assertThat(inline.matcher(html).find()).as(page + " has an inline script").isFalse();
            assertThat(handler.matcher(html).find()).as(page + " has an inline event handler").isFalse();
        }
        assertThat(pages).hasSize(3);
    }

    @Test
    void a_game_page_request_with_a_token_in_a_cookie_acts_for_nobody() throws Exception {
        // Seats are named in a header only: a browser's cookies (all a cross-site form could send) name none.
        TestServer.Reply g = s.post("/api/games", Map.of("variant", "chess"));
        String id = g.json().path("id").asText(), token = g.json().path("seatTokens").path("white").asText();
        TestServer.Reply r = s.send(HttpRequest.newBuilder(s.uri("/api/games/" + id + "/actions"))
                .header("Content-Type", "application/json").header("Cookie", "X-Seat-Token=" + token)
                .POST(HttpRequest.BodyPublishers.ofString("{\"action\":\"e2e4\"}")));
        assertThat(r.status()).isEqualTo(403);
    }
}
