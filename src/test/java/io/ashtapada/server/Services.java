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
}
