package io.ashtapada.model;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaFieldAccess;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

import java.util.*;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One place per move kind (issue 24): the per-kind arrays of the compiled tables are read only
 * by that kind's classes, the model's (which fill them and write XBetza) and the engine's (which
 * generate moves and answer attack queries). Everyone else asks {@link MoveTable} and
 * {@link AttackTables} questions, so a new kind or modifier cannot leak back into ten files.
 */
class MoveTableAccessTest {
    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.ashtapada");

    private static final String M = "io.ashtapada.model.", E = "io.ashtapada.engine.";
    private static final Set<String> LEAP = Set.of(M + "Leap", E + "Leaps");
    private static final Set<String> RAYS = Set.of(M + "Slide", M + "Hop", E + "Slides", E + "Hops");
    private static final Set<String> SLIDE = Set.of(M + "Slide", E + "Slides");
    private static final Set<String> HOP = Set.of(M + "Hop", E + "Hops");

    /** Each per-kind field with the only classes (besides its own, which sets it) that may read it. */
    static Stream<Arguments> fields() {
        return Stream.of(
                Arguments.of(MoveTable.class, "leaps", LEAP),
                Arguments.of(MoveTable.class, "leapPath", LEAP),
                Arguments.of(MoveTable.class, "rays", RAYS),
                Arguments.of(MoveTable.class, "rayFlags", RAYS),
                Arguments.of(AttackTables.class, "leapFrom", LEAP),
                Arguments.of(AttackTables.class, "leapKinds", LEAP),
                Arguments.of(AttackTables.class, "leapCond", LEAP),
                Arguments.of(AttackTables.class, "leapPath", LEAP),
                Arguments.of(AttackTables.class, "rays", SLIDE),
                Arguments.of(AttackTables.class, "rayKinds", SLIDE),
                Arguments.of(AttackTables.class, "rayInitialKinds", SLIDE),
                Arguments.of(AttackTables.class, "hopRays", HOP),
                Arguments.of(AttackTables.class, "hopKinds", HOP),
                Arguments.of(AttackTables.class, "hopAdjacent", HOP));
    }

    private static List<String> readers(Class<?> owner, String field) {
        List<String> out = new ArrayList<>();
        CLASSES.forEach(c -> {
            for (JavaFieldAccess a : c.getFieldAccessesFromSelf()) {
                if (!a.getTargetOwner().isEquivalentTo(owner) || !a.getTarget().getName().equals(field)) continue;
                out.add(a.getOriginOwner().getName().split("\\$")[0]);
            }
        });
        return out;
    }

    @ParameterizedTest(name = "{0}.{1}")
    @MethodSource("fields")
    void only_the_kind_classes_read_the_per_kind_arrays(Class<?> owner, String field, Set<String> kindClasses) {
        List<String> readers = readers(owner, field);
        readers.removeIf(r -> r.equals(owner.getName()));
        assertThat(readers).as("classes reading %s.%s", owner.getSimpleName(), field).isNotEmpty();
        assertThat(new TreeSet<>(readers)).as("classes reading %s.%s", owner.getSimpleName(), field)
                .allMatch(kindClasses::contains, "is one of " + kindClasses);
    }

    @Test
    void the_rule_sees_the_generator_and_the_tables() {
        // An empty import would pass the rule above: it must see the engine and the model.
        assertThat(CLASSES.contain(MoveTable.class)).isTrue();
        assertThat(CLASSES.contain(E + "MoveGenerator")).isTrue();
        assertThat(CLASSES.contain(E + "Leaps")).isTrue();
        assertThat(readers(MoveTable.class, "overlapping")).contains(E + "MoveGenerator");
    }
}
