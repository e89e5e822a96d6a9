package io.ashtapada.api;

import io.ashtapada.syntax.Diagnostic;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One problem in a definition, as data for programs (the game server answers uploads with
 * these): where it is, what is wrong, and a code that names the kind of problem.
 *
 * @param file    the file it is in, as the definition names it
 * @param line    1-based line
 * @param col     1-based column
 * @param message what is wrong, in words
 * @param code    the kind of problem: the message's words without the names, numbers and quoted
 *                text it mentions ({@code unknown piece 'queen'} → {@code unknown-piece}), so
 *                one kind of mistake always has the same code whatever it names
 */
public record Problem(String file, int line, int col, String message, String code) {

    /** Words of a message's template that make its code; the rest only adds detail. */
    private static final int CODE_WORDS = 6;

    static Problem of(Diagnostic d) {
        return new Problem(d.file(), d.line(), d.col(), d.message(), codeOf(d.message()));
    }

    /** The code of a message: its leading words with quoted text, numbers and symbols left out. */
    static String codeOf(String message) {
        String plain = message.replaceAll("'[^']*'|\"[^\"]*\"", " ");
        int stop = plain.length();
        for (char c : new char[]{'(', ',', ';'}) {
            int i = plain.indexOf(c);
            if (i >= 0) stop = Math.min(stop, i);
        }
        List<String> words = new ArrayList<>();
        for (String w : plain.substring(0, stop).toLowerCase(Locale.ROOT).split("[^a-z]+")) {
            if (!w.isEmpty() && words.size() < CODE_WORDS) words.add(w);
        }
        return words.isEmpty() ? "definition-error" : String.join("-", words);
    }

    @Override
    public String toString() {
        return file + ":" + line + ":" + col + ": " + message;
    }
}
