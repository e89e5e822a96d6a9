package io.ashtapada.api;

/**
 * A variant that ships inside the Ashtapada jar: the seed variants of {@code variants-dsl/} and
 * the field's variants of {@code examples/}, named as Fairy-Stockfish names them.
 *
 * @param name   what commands and {@link Ashtapada#variant(String)} take: the file name without {@code .variant}
 * @param title  the definition's own title
 * @param folder {@code variants-dsl} or {@code examples}: where the file lives in the source tree
 */
public record ShippedVariant(String name, String title, String folder) {
}
