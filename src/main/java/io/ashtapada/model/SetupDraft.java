package io.ashtapada.model;

/**
 * The start position as data, before castling is known.
 *
 * @param checks N-check: the checks each player has given, as a setup's position string says
 *               ({@code 2+3}: checks still to give); null when it does not say
 * @param promoted per square, the promoted-from bits of a promoted piece ({@code +L}), or null for none
 */
record SetupDraft(int[] board, int[][] hand, int side, String fen, int[] checks, int[] promoted) {
    SetupDraft(int[] board, int[][] hand, int side, String fen) {
        this(board, hand, side, fen, null, null);
    }
}
