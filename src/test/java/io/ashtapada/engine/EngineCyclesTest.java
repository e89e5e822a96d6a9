package io.ashtapada.engine;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The engine's classes and packages depend on each other in no circle (issue 24): a position
 * knows its board, make/unmake and journal, and nothing of the move generation, the end rules
 * or the hooks that play moves on it; move generation knows positions, not the rules that ask
 * it for moves. A circle would let any change ripple round it, so one is a failing test.
 */
class EngineCyclesTest {
    private static final String ENGINE = "io.ashtapada.engine";

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages(ENGINE);

    /** Each top-level class of {@code io.ashtapada.engine} and its sub-packages (its nested classes with it) is one slice. */
    private static final SliceAssignment ENGINE_FILES = new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass c) {
            if (!c.getPackageName().startsWith(ENGINE)) return SliceIdentifier.ignore();
            return SliceIdentifier.of(c.getName().split("\\$")[0].substring(ENGINE.length() + 1));
        }

        @Override
        public String getDescription() {
            return "the files of " + ENGINE + " and its sub-packages";
        }
    };

    @Test
    void the_engine_packages_depend_on_each_other_in_no_circle() {
        slices().matching("io.ashtapada.(**)").should().beFreeOfCycles().check(CLASSES);
    }

    @Test
    void the_engine_files_import_each_other_in_no_circle_in_the_turn_core_and_the_search_too() {
        slices().assignedFrom(ENGINE_FILES).should().beFreeOfCycles().check(CLASSES);
    }

    @Test
    void the_rule_covers_the_position_and_the_generator() {
        // The rule above must see the classes it is about (an empty import would pass it).
        assertThat(CLASSES.contain(Position.class)).isTrue();
        assertThat(CLASSES.contain(MoveGenerator.class)).isTrue();
        assertThat(CLASSES.contain(HookMoves.class)).isTrue();
        assertThat(CLASSES.contain(Notation.class)).isTrue();
        assertThat(CLASSES.get(Position.class).getDirectDependenciesFromSelf()).isNotEmpty();
        // The turn core's and the search's rooms, whose circles through their machine were broken (issue 24).
        assertThat(CLASSES.contain(io.ashtapada.engine.turn.TurnMachine.class)).isTrue();
        assertThat(CLASSES.contain(io.ashtapada.engine.search.Search.class)).isTrue();
        assertThat(CLASSES.containPackage("io.ashtapada.engine.search")).isTrue();
    }
}
