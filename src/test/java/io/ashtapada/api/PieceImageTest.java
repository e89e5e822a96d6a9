package io.ashtapada.api;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Issue 28: a definition names the picture the board draws for a kind ({@code image NAME}). */
class PieceImageTest {
    private static Variant compile(String text) throws Exception {
        return Ashtapada.defaults().compile("examples/ninjas.variant", text, Path.of("examples"));
    }

    @Test
    void a_kind_names_its_image_and_the_others_keep_the_default() throws Exception {
        Variant v = compile("""
                variant "Ninjas" extends "chess.variant"
                piece ninja { letter J  image knight  betza "NW" }
                piece sage  { letter S  image hexagon  betza "FD" }
                setup "rjbqkbsr/pppppppp/8/8/8/8/PPPPPPPP/RJBQKBSR w KQkq - 0 1"
                """);
        assertThat(v.describe().pieces()).filteredOn(p -> p.name().equals("ninja")).singleElement()
                .satisfies(p -> assertThat(p.image()).isEqualTo("knight"));
        assertThat(v.describe().pieces()).filteredOn(p -> p.name().equals("sage")).singleElement()
                .satisfies(p -> assertThat(p.image()).isEqualTo("hexagon"));
        assertThat(v.describe().pieces()).filteredOn(p -> p.name().equals("rook")).singleElement()
                .satisfies(p -> assertThat(p.image()).isNull());
    }

    @Test
    void an_unknown_image_is_a_located_error_with_the_images_there_are() {
        assertThatThrownBy(() -> compile("""
                variant "Ninjas" extends "chess.variant"
                piece ninja { letter J  image knigt  betza "NW" }
                """)).isInstanceOf(DefinitionException.class)
                .hasMessageContaining("examples/ninjas.variant:2:31: unknown image 'knigt' (the images: pawn, knight, bishop, rook, "
                        + "queen, king, disc, hexagon, shield, diamond, pentagon) (did you mean 'knight'?)");
    }
}
