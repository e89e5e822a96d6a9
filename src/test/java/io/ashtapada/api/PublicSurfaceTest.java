package io.ashtapada.api;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.lang.reflect.*;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 23: no internal type is reachable from {@code io.ashtapada.api}. Every public or protected
 * member of every public api type names only JDK types and api types in its signature (generic
 * arguments included), so an embedder never holds the rule model or an engine class.
 */
class PublicSurfaceTest {
    @Test
    void no_internal_type_is_reachable_from_the_api() throws Exception {
        List<String> leaks = new ArrayList<>();
        for (Class<?> c : apiClasses()) {
            if (!Modifier.isPublic(c.getModifiers())) continue;
            for (Method m : c.getDeclaredMethods()) {
                if (!exposed(m.getModifiers()) || m.isSynthetic()) continue;
                check(leaks, c.getSimpleName() + "." + m.getName() + " returns", m.getGenericReturnType());
                for (Type t : m.getGenericParameterTypes()) check(leaks, c.getSimpleName() + "." + m.getName() + " takes", t);
            }
            for (Constructor<?> k : c.getDeclaredConstructors()) {
                if (!exposed(k.getModifiers())) continue;
                for (Type t : k.getGenericParameterTypes()) check(leaks, c.getSimpleName() + "(...) takes", t);
            }
            for (Field f : c.getDeclaredFields()) {
                if (exposed(f.getModifiers())) check(leaks, c.getSimpleName() + "." + f.getName(), f.getGenericType());
            }
        }
        assertThat(leaks).isEmpty();
    }

    @Test
    void the_api_package_is_documented() {
        assertThat(Path.of("src/main/java/io/ashtapada/api/package-info.java")).exists();
    }

    private static boolean exposed(int mod) {
        return Modifier.isPublic(mod) || Modifier.isProtected(mod);
    }

    private static void check(List<String> leaks, String where, Type t) {
        if (t instanceof Class<?> c) {
            while (c.isArray()) c = c.getComponentType();
            if (c.isPrimitive()) return;
            String n = c.getName();
            if (n.startsWith("java.") || n.startsWith("io.ashtapada.api.")) return;
            leaks.add(where + " " + n);
        } else if (t instanceof ParameterizedType p) {
            check(leaks, where, p.getRawType());
            for (Type a : p.getActualTypeArguments()) check(leaks, where, a);
        } else if (t instanceof GenericArrayType g) {
            check(leaks, where, g.getGenericComponentType());
        } else if (t instanceof WildcardType w) {
            for (Type b : w.getUpperBounds()) check(leaks, where, b);
            for (Type b : w.getLowerBounds()) check(leaks, where, b);
        }
    }

    private static List<Class<?>> apiClasses() throws IOException, ClassNotFoundException {
        List<Class<?>> out = new ArrayList<>();
        try (var files = Files.walk(Path.of("target/classes/io/ashtapada/api"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".class")).toList()) {
                String name = "io.ashtapada.api." + f.getFileName().toString().replaceFirst("\\.class$", "");
                out.add(Class.forName(name, false, PublicSurfaceTest.class.getClassLoader()));
            }
        }
        assertThat(out).hasSizeGreaterThan(10);
        return out;
    }
}
