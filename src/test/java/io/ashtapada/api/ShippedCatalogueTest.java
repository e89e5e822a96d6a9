package io.ashtapada.api;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Issue 23: the shipped catalogue inside the jar, and an {@link Ashtapada} instance that owns its hook runtime. */
class ShippedCatalogueTest {

    @Test
    void the_catalogue_holds_every_definition_of_variants_dsl_and_examples_with_its_title() throws Exception {
        List<String> onDisk = new ArrayList<>();
        for (String folder : List.of("variants-dsl", "examples")) {
            try (Stream<Path> s = Files.list(Path.of(folder))) {
                s.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".variant"))
                        .forEach(n -> onDisk.add(n.substring(0, n.length() - ".variant".length())));
            }
        }
        List<ShippedVariant> shipped = Ashtapada.defaults().catalogue();
        assertThat(shipped).extracting(ShippedVariant::name).containsExactlyInAnyOrderElementsOf(onDisk);
        assertThat(shipped).filteredOn(v -> v.name().equals("omega-chess")).singleElement()
                .isEqualTo(new ShippedVariant("omega-chess", "Omega Chess", "variants-dsl"));
        assertThat(shipped).filteredOn(v -> v.name().equals("chess")).singleElement()
                .isEqualTo(new ShippedVariant("chess", "Chess", "examples"));
    }

    @Test
    void every_shipped_variant_compiles_by_name_to_the_same_rules_as_its_file() throws Exception {
        for (ShippedVariant s : Ashtapada.defaults().catalogue()) {
            Variant byName = Ashtapada.defaults().variant(s.name());
            Variant byFile = Ashtapada.defaults().load(Path.of(s.folder(), s.name() + ".variant"));
            assertThat(byName.title()).as(s.name()).isEqualTo(byFile.title());
            assertThat(byName.startPosition()).as(s.name()).isEqualTo(byFile.startPosition());
            assertThat(byName.newGame().legalMoves()).as(s.name()).isEqualTo(byFile.newGame().legalMoves());
        }
        // A shipped variant that extends another, by name.
        assertThat(Ashtapada.defaults().variant("kingofthehill").newGame().perft(3)).isEqualTo(8902);
    }

    @Test
    void an_unknown_name_is_a_located_definition_error_not_a_crash() {
        assertThatThrownBy(() -> Ashtapada.defaults().variant("no-such-variant")).isInstanceOf(DefinitionException.class)
                .hasMessageContaining("no-such-variant:1:1: no shipped variant is named 'no-such-variant'");
        assertThatThrownBy(() -> Ashtapada.defaults().variant("../examples/chess")).isInstanceOf(DefinitionException.class);
        assertThatThrownBy(() -> Ashtapada.builder().shippedCatalogue(false).build().variant("chess"))
                .isInstanceOf(DefinitionException.class);
        assertThat(Ashtapada.builder().shippedCatalogue(false).build().catalogue()).isEmpty();
    }

    @Test
    void shipped_sources_hold_the_definition_its_parents_and_its_hook_files() {
        Map<String, String> koth = Ashtapada.defaults().shippedSources("kingofthehill");
        assertThat(koth.keySet()).containsExactly("kingofthehill.variant", "chess.variant");
        Map<String, String> guru = Ashtapada.defaults().shippedSources("guru-mahachaturanga");
        assertThat(guru.keySet()).first().isEqualTo("guru-mahachaturanga.variant");
        assertThat(guru.keySet()).contains("guru-charge.js", "guru-enlightened.js");
        assertThat(Ashtapada.defaults().shippedSources("nope")).isEmpty();
    }

    @Test
    void an_instance_sets_its_own_hook_limits_and_hears_of_every_hook_failure() throws Exception {
        String text = "variant \"Endless hook\" extends \"chess.variant\"\n"
                + "hook spin on game moves {{ function (view, out) { for (;;) {} } }}\n";
        List<HookProblem> heard = new java.util.concurrent.CopyOnWriteArrayList<>();
        Ashtapada strict = Ashtapada.builder().hookTimeout(Duration.ofMillis(200)).hookStatements(10_000)
                .onHookFailure(heard::add).build();
        Game g = strict.compile("examples/spin.variant", text, Path.of("examples")).newGame();
        long t0 = System.nanoTime();
        assertThat(g.legalMoves()).hasSize(20);             // the hook's moves are dropped, the game goes on
        assertThat(System.nanoTime() - t0).as("stopped by its statement limit, well before any timeout").isLessThan(10_000_000_000L);
        // Heard at least once: when the start position is checked at compile time and when the game generates moves.
        assertThat(heard).isNotEmpty().allSatisfy(p -> {
            assertThat(p.hook()).isEqualTo("spin");
            assertThat(p.message()).contains("spin").contains("STATEMENT_LIMIT");
        });
        strict.close();
        assertThatThrownBy(() -> strict.compile("examples/spin.variant", text, Path.of("examples")))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("closed");
    }

    @Test
    void two_instances_keep_their_own_hook_limits() throws Exception {
        // A hook that runs some thousands of statements, then adds nothing: too many for the strict
        // instance, few for the default one. Built one after the other, neither changes the other's limits.
        String text = "variant \"Busy hook\" extends \"chess.variant\"\n"
                + "hook busy on game moves {{ function (view, out) { let s = 0; for (let i = 0; i < 20000; i++) { s += i; } } }}\n";
        List<HookProblem> strictHeard = new java.util.concurrent.CopyOnWriteArrayList<>();
        List<HookProblem> lenientHeard = new java.util.concurrent.CopyOnWriteArrayList<>();
        try (Ashtapada strict = Ashtapada.builder().hookStatements(5_000).onHookFailure(strictHeard::add).build();
             Ashtapada lenient = Ashtapada.builder().onHookFailure(lenientHeard::add).build()) {
            Game l = lenient.compile("examples/busy.variant", text, Path.of("examples")).newGame();
            Game s = strict.compile("examples/busy.variant", text, Path.of("examples")).newGame();
            assertThat(s.legalMoves()).hasSize(20);
            assertThat(l.legalMoves()).hasSize(20);
            l.play("e2e4");
            assertThat(l.legalMoves()).hasSize(20);
            assertThat(strictHeard).isNotEmpty().allSatisfy(p -> assertThat(p.message()).contains("STATEMENT_LIMIT"));
            assertThat(lenientHeard).as("the default instance's hook calls").isEmpty();
        }
    }

    @Test
    void the_builder_refuses_limits_that_mean_nothing() {
        assertThatThrownBy(() -> Ashtapada.builder().hookTimeout(Duration.ZERO)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Ashtapada.builder().hookMemory(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Ashtapada.builder().hookStatements(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ComputerPlayer.Limits(0, 0, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThat(ComputerPlayer.Limits.time(200)).isEqualTo(new ComputerPlayer.Limits(200, 0, 0));
    }
}
