package io.ashtapada.server;

import org.junit.jupiter.api.Assumptions;

/**
 * Outside services some tests need (PostgreSQL, Chromium). Locally a test without its service
 * skips; CI sets {@code ASHTAPADA_REQUIRE_SERVICES=true} (or {@code -Dashtapada.requireServices=true})
 * so that a missing service fails the build instead of skipping it.
 */
final class Services {
    private Services() {
    }

    static boolean required() {
        return "true".equals(System.getenv("ASHTAPADA_REQUIRE_SERVICES"))
                || Boolean.getBoolean("ashtapada.requireServices");
    }

    /** Skips the test, or fails it when services are required, with the reason. */
    static void need(boolean present, String what) {
        if (!present && required()) throw new AssertionError(what + " is required (ASHTAPADA_REQUIRE_SERVICES) but missing");
        Assumptions.assumeTrue(present, what + " is missing; skipped");
    }

    /** The JDBC URL of the test PostgreSQL database, from {@code ASHTAPADA_TEST_POSTGRES_URL}. */
    static String postgresUrl() {
        String url = System.getenv("ASHTAPADA_TEST_POSTGRES_URL");
        if (url == null || url.isBlank()) url = System.getProperty("ashtapada.testPostgresUrl");
        need(url != null && !url.isBlank(), "PostgreSQL (ASHTAPADA_TEST_POSTGRES_URL)");
        return url;
    }

    /**
     * A new, empty database on the test PostgreSQL server (created through {@link #postgresUrl}),
     * so that a test's games and counts are its own: its JDBC URL.
     */
    static String freshPostgresDatabase(String prefix) throws java.sql.SQLException {
        String url = postgresUrl();
        String name = prefix + "_" + Long.toHexString(System.nanoTime()) + Integer.toHexString(new java.util.Random().nextInt(1 << 16));
        try (java.sql.Connection c = java.sql.DriverManager.getConnection(url);
             java.sql.Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name);
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("^(jdbc:postgresql://[^/]+/)([^?]*)(.*)$").matcher(url);
        if (!m.matches()) throw new AssertionError("not a jdbc:postgresql://host/db URL: " + url);
        return m.group(1) + name + m.group(3);
    }

    /** The nginx binary, from {@code ASHTAPADA_TEST_NGINX} or the PATH (Debian's /usr/sbin/nginx); skips or fails without one. */
    static java.nio.file.Path nginx() {
        String given = System.getenv("ASHTAPADA_TEST_NGINX");
        java.util.List<String> candidates = new java.util.ArrayList<>();
        if (given != null && !given.isBlank()) candidates.add(given);
        candidates.addAll(java.util.List.of("/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"));
        for (String c : candidates) {
            java.nio.file.Path p = java.nio.file.Path.of(c);
            if (java.nio.file.Files.isExecutable(p)) return p;
        }
        need(false, "nginx (/usr/sbin/nginx)");
        return null;
    }
}
