package io.ashtapada.api;

import io.ashtapada.model.Codes;
import io.ashtapada.model.PositionData;
import io.ashtapada.model.PositionFormat;

import java.util.ArrayList;
import java.util.List;

/**
 * Writes a position string of one variant from pieces placed on named squares, so that a
 * program (or a test) never has to know the row layout of an irregular board.
 *
 * <pre>{@code
 *   String pos = omega.position().place("Kf0").place("kf9").place("Ww1").side("b").build();
 * }</pre>
 */
public final class PositionBuilder {
    private final Variant variant;
    private final int[] board;
    private final int[][] hand;
    private String side;
    private String castling = "-";
    private String enPassant = "-";
    private final List<String> moves = new ArrayList<>();

    PositionBuilder(Variant variant) {
        this.variant = variant;
        this.board = new int[variant.model.board().size];
        this.hand = new int[variant.model.playerCount()][variant.model.pieces().size()];
        this.side = String.valueOf(variant.format.sideLetter(0));
    }

    /**
     * Places pieces given as letter + square ({@code "Kf1"}, {@code "pd3"}; upper case for the
     * first player), or with more than two players as owner's letter, piece letter and square
     * ({@code "rKa1"}, as a position string writes the piece).
     *
     * @throws IllegalArgumentException for an unknown letter or square, or an occupied square
     */
    public PositionBuilder place(String... pieces) {
        for (String p : pieces) {
            int at = variant.format.multiPlayer() && p.length() > 2 ? 2 : 1;
            int code = at == 2 ? code(p.substring(0, 2)) : code(p.charAt(0));
            String square = p.substring(at);
            int s = variant.model.board().square(square);
            if (s < 0) throw new IllegalArgumentException("no square " + square);
            if (board[s] != 0) throw new IllegalArgumentException("two pieces on " + square);
            board[s] = code;
        }
        return this;
    }

    /** Puts pieces in hand, given as letters ({@code "JJjj"}). */
    public PositionBuilder hand(String letters) {
        for (char c : letters.toCharArray()) {
            int code = code(c);
            hand[Codes.owner(code)][Codes.kind(code)]++;
        }
        return this;
    }

    /** The side to move, by its letter ({@code "w"}, {@code "b"}). */
    public PositionBuilder side(String letter) {
        this.side = letter;
        return this;
    }

    /** The castling field ({@code "KQkq"}, {@code "-"}). */
    public PositionBuilder castling(String field) {
        this.castling = field;
        return this;
    }

    /** The en passant field: passed-over squares, comma separated, or {@code "-"}. */
    public PositionBuilder enPassant(String field) {
        this.enPassant = field;
        return this;
    }

    /** Sets how many moves the piece on a square has made (see docs/notation.md, position strings). */
    public PositionBuilder movesMade(String square, int count) {
        moves.add(square + "=" + count);
        return this;
    }

    /**
     * Sets the piece's {@code moves:} value as written: the count, then {@code i} when its first
     * move was made while it had a first-move-only move, {@code a} when it has made a straight
     * advance of two or more squares ({@code "4i"}, {@code "5ia"}).
     */
    public PositionBuilder movesMade(String square, String value) {
        moves.add(square + "=" + value);
        return this;
    }

    /** The position string. */
    public String build() {
        String rows = variant.format.format(new PositionData(board, new int[board.length], 0, hand, new int[0], 0, 1))
                .split(" ")[0];
        return rows + " " + side + " " + castling + " " + enPassant + " 0 1"
                + (moves.isEmpty() ? "" : " moves:" + String.join(",", moves));
    }

    private int code(String token) {
        try {
            return variant.format.pieceCode(token);
        } catch (PositionFormat.FormatException e) {
            throw new IllegalArgumentException(e.getMessage());
        }
    }

    private int code(char letter) {
        try {
            return variant.format.pieceCode(letter);
        } catch (PositionFormat.FormatException e) {
            throw new IllegalArgumentException(e.getMessage());
        }
    }
}
