package io.ashtapada.syntax;

/**
 * One problem in a definition, located at a 1-based line and column of a file.
 * Printed as {@code file:line:col: message}, the form every user-facing error takes.
 *
 * @param code the kind of problem, chosen where it is raised ({@link ErrorCode}); null for a warning
 */
public record Diagnostic(String file, int line, int col, String message, ErrorCode code) implements Comparable<Diagnostic> {

    /** Words (runs without spaces) of a message longer than this are cut: see {@link #shortenWords}. */
    public static final int LONGEST_WORD = 200;
    /** How much of a cut word is kept. */
    public static final int KEPT_CHARS = 40;

    public Diagnostic {
        message = shortenWords(message, LONGEST_WORD);
    }

    /**
     * The message with each word longer than {@code longest} characters cut to its first
     * {@link #KEPT_CHARS}, then "…" (and the word's closing quote, if it had one) and its length:
     * an error quotes the token it is about, and a 40,000-character name would otherwise be
     * quoted whole, on the command line as on the server. One pass over the message.
     */
    public static String shortenWords(String message, int longest) {
        if (message == null || message.length() <= longest) return message;
        StringBuilder sb = new StringBuilder(Math.min(message.length(), 1000));
        int n = message.length(), i = 0;
        while (i < n) {
            int start = i;
            boolean space = Character.isWhitespace(message.charAt(i));
            while (i < n && Character.isWhitespace(message.charAt(i)) == space) i++;
            if (space || i - start <= longest) {
                sb.append(message, start, i);
            } else {
                // The word's closing quote and punctuation stay: 'abc…' (40003 characters),
                int punct = i;
                while (punct > start + KEPT_CHARS && i - punct < 2 && ",;:.".indexOf(message.charAt(punct - 1)) >= 0) punct--;
                int quote = punct;
                if (quote > start + KEPT_CHARS && (message.charAt(quote - 1) == '\'' || message.charAt(quote - 1) == '"')) quote--;
                sb.append(message, start, start + KEPT_CHARS).append('…').append(message, quote, punct)
                        .append(" (").append(i - start).append(" characters)").append(message, punct, i);
            }
        }
        return sb.toString();
    }

    /** A warning: a definition that compiles but likely does not say what its author meant. It has no error code. */
    public Diagnostic(String file, int line, int col, String message) {
        this(file, line, col, message, null);
    }

    @Override
    public String toString() {
        return file + ":" + line + ":" + col + ": " + message;
    }

    @Override
    public int compareTo(Diagnostic o) {
        int c = file.compareTo(o.file);
        if (c != 0) return c;
        if (line != o.line) return Integer.compare(line, o.line);
        return Integer.compare(col, o.col);
    }
}
