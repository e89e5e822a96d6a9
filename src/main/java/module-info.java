/**
 * Ashtapada: a scriptable chess-variant interpreter. Embedders see only the facade in
 * {@code io.ashtapada.api}; the stages behind it (syntax, model, engine, hooks) and the
 * command line are internal.
 */
module io.ashtapada {
    requires org.antlr.antlr4.runtime;
    requires org.graalvm.polyglot;
    requires org.graalvm.truffle;
    requires java.management;
    requires jdk.management;
    // Only the command line and the game server need these; an embedder that uses the api alone
    // does not get them (they are optional dependencies in the pom).
    requires static io.javalin;
    requires static com.fasterxml.jackson.databind;
    requires static java.sql;
    requires static info.picocli;
    // The game server hears other servers' changes through PostgreSQL's LISTEN/NOTIFY (io.ashtapada.server.ChangeListener).
    requires static org.postgresql.jdbc;

    // picocli reads the commands' annotations and sets their fields.
    opens io.ashtapada.cli to info.picocli;

    exports io.ashtapada.api;
    // The engine protocols (UCI, XBoard, USI), for embedders that speak them; built on the api alone.
    exports io.ashtapada.protocol;
    exports io.ashtapada.server;
    // Jackson writes the API's records and the server's views by reflection.
    opens io.ashtapada.api to com.fasterxml.jackson.databind;
    opens io.ashtapada.server to com.fasterxml.jackson.databind;

    // The hook guard (io.ashtapada.hooks.HookGuard), a Truffle instrument.
    provides com.oracle.truffle.api.instrumentation.provider.TruffleInstrumentProvider
            with io.ashtapada.hooks.HookGuardProvider;
}
