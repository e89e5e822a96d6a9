/**
 * Ashtapada: a scriptable chess-variant interpreter. Embedders see only the facade in
 * {@code io.ashtapada.api}; the stages behind it (syntax, model, engine, hooks) and the
 * command line are internal.
 */
module io.ashtapada {
    requires org.antlr.antlr4.runtime;
    requires org.graalvm.polyglot;
    requires java.management;
    requires jdk.management;
    requires java.desktop;              // the balance report's charts (headless)
    requires org.jfree.jfreechart;

    exports io.ashtapada.api;
}
