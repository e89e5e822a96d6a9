package io.ashtapada.server;

import io.javalin.http.Context;

import java.net.URI;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.function.IntSupplier;

/**
 * What every request passes before a route sees it, so that a page on another site can neither
 * act for a visitor (CSRF) nor reach the server through a name it rebinds to it (DNS
 * rebinding), and what every answer carries so that the browser board runs only its own scripts.
 * <ul>
 *   <li>{@code Host} must name the server: {@code localhost}, a loopback address or the address
 *       it listens on, with its port, or the host of an allowed origin (a reverse proxy) — else 421;</li>
 *   <li>{@code Origin}, when a browser sends one, must be the server's own ({@code http://} and
 *       the {@code Host}) or an allowed origin — else 403;</li>
 *   <li>a request with a body must say {@code Content-Type: application/json} — else 415
 *       (a form or {@code text/plain} post, which any page may send, never reaches a route);</li>
 *   <li>every answer has a strict Content-Security-Policy (scripts from the server only, no inline
 *       script), {@code X-Content-Type-Options: nosniff}, {@code Referrer-Policy: no-referrer}
 *       and may not be framed.</li>
 * </ul>
 * Seats are named by a token in a header, never a cookie, so a cross-site request carries none.
 */
final class WebGuard {
    static final String CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
            + "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

    private final ServerOptions options;
    private final IntSupplier port;
    /** Allowed origins, lower case, without a trailing slash. */
    private final Set<String> origins = new HashSet<>();
    /** Hosts (with port when given) of the allowed origins. */
    private final Set<String> proxyHosts = new HashSet<>();

    WebGuard(ServerOptions options, IntSupplier port) {
        this.options = options;
        this.port = port;
        for (String o : options.allowedOrigins()) {
            String origin = o.toLowerCase(Locale.ROOT).replaceAll("/+$", "");
            origins.add(origin);
            URI u = URI.create(origin);
            if (u.getHost() != null) proxyHosts.add(u.getPort() < 0 ? u.getHost() : u.getHost() + ":" + u.getPort());
        }
    }

    void check(Context ctx) {
        ctx.header("Content-Security-Policy", CSP);
        ctx.header("X-Content-Type-Options", "nosniff");
        ctx.header("Referrer-Policy", "no-referrer");
        ctx.header("X-Frame-Options", "DENY");
        String host = ctx.header("Host");
        if (host == null || !hostAllowed(host.toLowerCase(Locale.ROOT))) {
            throw new ApiError(421, "wrong-host", "this server does not answer for host " + ApiError.quote(host));
        }
        String origin = ctx.header("Origin");
        if (origin != null && !originAllowed(origin.toLowerCase(Locale.ROOT), host.toLowerCase(Locale.ROOT))) {
            throw new ApiError(403, "cross-origin", "requests from " + ApiError.quote(origin) + " are not accepted");
        }
        String method = ctx.method().name();
        if (method.equals("POST") || method.equals("PUT") || method.equals("PATCH") || method.equals("DELETE")) {
            String type = ctx.header("Content-Type");
            String bare = type == null ? "" : type.split(";", 2)[0].trim().toLowerCase(Locale.ROOT);
            if (!bare.equals("application/json")) {
                throw new ApiError(415, "unsupported-media-type", "a request body must be application/json, not "
                        + (type == null ? "none" : ApiError.quote(type)));
            }
        }
    }

    private boolean hostAllowed(String host) {
        if (proxyHosts.contains(host)) return true;
        int p = port.getAsInt();
        String bound = options.host().toLowerCase(Locale.ROOT);
        for (String name : new String[]{"localhost", "127.0.0.1", "[::1]", bound.contains(":") ? "[" + bound + "]" : bound}) {
            if (name.equals("0.0.0.0") || name.equals("[::]")) continue;
            if (host.equals(name + ":" + p) || p == 80 && host.equals(name)) return true;
        }
        return false;
    }

    private boolean originAllowed(String origin, String host) {
        String o = origin.replaceAll("/+$", "");
        return o.equals("http://" + host) || o.equals("https://" + host) && proxyHosts.contains(host) || origins.contains(o);
    }
}
