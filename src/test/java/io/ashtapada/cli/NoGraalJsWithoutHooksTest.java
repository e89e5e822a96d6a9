package io.ashtapada.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Issue 30: a variant without hooks starts without GraalJS. GraalJS is some 5,200 classes; loading
 * any of them (the polyglot API, Truffle) costs start-up time that a definition without a hook line
 * never needs. Each check runs the command line in a JVM of its own with the class-load log on, the
 * test's class path (GraalJS's jars included, so a stray reference would load it) and reads which
 * classes came in. The counter-check with a hook shows that the log does see GraalJS when it loads.
 */
class NoGraalJsWithoutHooksTest {
    private static final List<String> FIVE = List.of("examples/chess.variant", "examples/shogi.variant",
            "examples/xiangqi.variant", "examples/capablanca.variant", "examples/crazyhouse.variant");

    /** The command's output with the class-load log mixed in, one line each. */
    private static List<String> runLogged(String... args) throws Exception {
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        List<String> cmd = new ArrayList<>(List.of(java, "-Xlog:class+load=info:stdout",
                "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        String text = new String(out, StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as(text).isZero();
        return text.lines().toList();
    }

    private static List<String> graalClasses(List<String> log) {
        return log.stream().filter(l -> l.contains("[class,load]"))
                .filter(l -> l.contains(" org.graalvm.") || l.contains(" com.oracle.truffle.")).toList();
    }

    @Test
    void validating_five_examples_without_hooks_loads_no_graaljs_class() throws Exception {
        List<String> args = new ArrayList<>(List.of("validate"));
        args.addAll(FIVE);
        List<String> log = runLogged(args.toArray(String[]::new));
        assertThat(log).as("the log is on").anyMatch(l -> l.contains("[class,load] " + Main.class.getName() + " "));
        for (String f : FIVE) assertThat(log).contains(f + ": ok");
        assertThat(graalClasses(log)).isEmpty();
    }

    @Test
    void a_perft_of_chess_loads_no_graaljs_class() throws Exception {
        List<String> log = runLogged("perft", "examples/chess.variant", "--depth", "2");
        assertThat(log).anyMatch(l -> l.contains("400"));
        assertThat(graalClasses(log)).isEmpty();
    }

    @Test
    void validating_a_definition_with_a_hook_does_load_graaljs() throws Exception {
        List<String> log = runLogged("validate", "examples/atomic-hook.variant");
        assertThat(log).contains("examples/atomic-hook.variant: ok");
        assertThat(graalClasses(log)).isNotEmpty();
    }
}
