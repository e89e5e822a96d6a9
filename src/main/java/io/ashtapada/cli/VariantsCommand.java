package io.ashtapada.cli;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.ShippedVariant;
import picocli.CommandLine.Command;

import java.util.concurrent.Callable;

/** {@code ashtapada variants}: the variants shipped in the jar, by the name every command takes. */
@Command(name = "variants", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Lists the variants shipped in the jar, with their titles.",
                "Each line: the name that every command taking a FILE also takes, the title, and where the definition",
                "lives in the source tree."},
        footerHeading = "%nExamples:%n",
        footer = {"  ashtapada variants", "  ashtapada perft omega-chess --depth 3", ""})
final class VariantsCommand implements Callable<Integer> {
    private final Streams io;

    VariantsCommand(Streams io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        var list = Ashtapada.defaults().catalogue();
        int width = list.stream().mapToInt(v -> v.name().length()).max().orElse(0);
        for (ShippedVariant v : list) {
            io.out().println(String.format(java.util.Locale.ROOT, "%-" + width + "s  %s  (%s/%s.variant)", v.name(), v.title(),
                    v.folder(), v.name()));
        }
        return Main.OK;
    }
}
