package io.ashtapada.hooks;

/** Small text helpers for one-line messages. */
final class Texts {

    static final int MAX_MESSAGE = 300;

    private Texts() {}

    /** Collapses line breaks and control characters to single spaces and caps the length. */
    static String oneLine(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder(Math.min(s.length(), MAX_MESSAGE + 3));
        boolean space = false;
        for (int i = 0; i < s.length() && sb.length() < MAX_MESSAGE; i++) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c) || Character.isISOControl(c)) {
                space = sb.length() > 0;
            } else {
                if (space) {
                    sb.append(' ');
                    space = false;
                }
                sb.append(c);
            }
        }
        if (sb.length() >= MAX_MESSAGE) {
            sb.setLength(MAX_MESSAGE);
            sb.append("...");
        }
        return sb.toString();
    }
}
