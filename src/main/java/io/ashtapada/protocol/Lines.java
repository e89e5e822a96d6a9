package io.ashtapada.protocol;

import java.io.IOException;
import java.io.Reader;

/**
 * A protocol's input, line by line, each line at most {@link #MAX_CHARS} characters: a longer
 * one is skipped to its end (its characters read once, never kept) and reported as
 * {@link #TOO_LONG}, so that a GUI or a stray file on standard input cannot make the engine
 * hold an unbounded line. Reading is linear in the input.
 */
public final class Lines {
    /** The longest line kept: a {@code position} command with a few thousand moves fits. */
    public static final int MAX_CHARS = 256 * 1024;
    /** What {@link #next()} returns for a line past {@link #MAX_CHARS}. */
    public static final String TOO_LONG = "\u0000too-long";

    private final Reader in;
    private final char[] buffer = new char[8192];
    private int pos, end;

    public Lines(Reader in) {
        this.in = in;
    }

    /** The next line without its end ({@code \n}, {@code \r\n}), {@link #TOO_LONG}, or null at the end of the input. */
    public String next() throws IOException {
        StringBuilder sb = new StringBuilder();
        boolean any = false, tooLong = false;
        while (true) {
            if (pos == end) {
                end = in.read(buffer, 0, buffer.length);
                pos = 0;
                if (end <= 0) {
                    end = 0;
                    if (!any) return null;
                    return tooLong ? TOO_LONG : strip(sb);
                }
            }
            any = true;
            int start = pos;
            while (pos < end && buffer[pos] != '\n') pos++;
            if (!tooLong) {
                if (sb.length() + (pos - start) > MAX_CHARS) {
                    tooLong = true;
                    sb.setLength(0);
                } else {
                    sb.append(buffer, start, pos - start);
                }
            }
            if (pos < end) {
                pos++;
                return tooLong ? TOO_LONG : strip(sb);
            }
        }
    }

    private static String strip(StringBuilder sb) {
        int n = sb.length();
        if (n > 0 && sb.charAt(n - 1) == '\r') sb.setLength(n - 1);
        return sb.toString();
    }

    /** A whole number from {@code min} to {@code max} written as digits, or null. */
    public static Integer count(String text, int min, int max) {
        if (text == null || text.isEmpty() || text.length() > 9 || !text.chars().allMatch(Character::isDigit)) return null;
        int n = Integer.parseInt(text);
        return n < min || n > max ? null : n;
    }

    /** At most 80 characters of a refused argument, as every protocol echoes it. */
    public static String shown(String arg) {
        return arg.length() <= 80 ? arg : arg.substring(0, 80) + "...";
    }
}
