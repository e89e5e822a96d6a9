package io.ashtapada.model;

/**
 * Where a dice game stands within the current turn: the rolls made so far (the last one is
 * what the dice show), a royal capture waiting for its confirmation roll, and the points of
 * each player. Written in the position string as {@code rolls:..}, {@code pending:..} and
 * {@code points:..}.
 *
 * <p>A roll packs two faces and how it came about: bits 0-4 first die, 5-9 second die,
 * 10-11 {@link #ROLL}, {@link #REROLL_ONE}, {@link #REROLL_BOTH} or {@link #CONFIRM}.
 *
 * @param rolls   this turn's rolls, oldest first (empty: not rolled yet)
 * @param pending the royal capture awaiting confirmation as {from, to, promotion kind or -1}, or null
 * @param points2 each player's points in half points
 */
public record TurnState(int[] rolls, int[] pending, int[] points2) {
    public static final int MAX_ROLLS = 8;
    public static final int ROLL = 0;
    public static final int REROLL_ONE = 1;
    public static final int REROLL_BOTH = 2;
    public static final int CONFIRM = 3;

    public static int roll(int a, int b, int how) {
        return a | (b << 5) | (how << 10);
    }

    public static int face(int roll, int die) {
        return die == 0 ? roll & 31 : (roll >>> 5) & 31;
    }

    public static int how(int roll) {
        return (roll >>> 10) & 3;
    }

    /**
     * Reads a roll as {@link #format} writes it.
     *
     * @throws IllegalArgumentException naming the text when it is not a roll
     */
    public static int parse(String text) {
        int how = ROLL;
        String s = text;
        if (s.length() > 2 && s.charAt(1) == ':') {
            how = switch (s.charAt(0)) {
                case 'o' -> REROLL_ONE;
                case 'b' -> REROLL_BOTH;
                case 'c' -> CONFIRM;
                default -> throw new IllegalArgumentException("bad roll '" + text + "'");
            };
            s = s.substring(2);
        }
        String[] faces = s.contains("-") ? s.split("-") : s.length() == 2 ? new String[]{s.substring(0, 1), s.substring(1)} : null;
        try {
            int a = Integer.parseInt(faces[0]), b = Integer.parseInt(faces[1]);
            if (faces.length == 2 && a >= 1 && b >= 1 && a <= 31 && b <= 31) return roll(a, b, how);
        } catch (RuntimeException e) {
            // reported below
        }
        throw new IllegalArgumentException("bad roll '" + text + "'");
    }

    /** A roll as written: {@code 35}, {@code o:37} (one die re-rolled), {@code b:22}, {@code c:46}. */
    public static String format(int roll) {
        String f = face(roll, 0) + (face(roll, 1) > 9 || face(roll, 0) > 9 ? "-" : "") + face(roll, 1);
        return switch (how(roll)) {
            case REROLL_ONE -> "o:" + f;
            case REROLL_BOTH -> "b:" + f;
            case CONFIRM -> "c:" + f;
            default -> f;
        };
    }
}
