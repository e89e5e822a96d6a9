package io.ashtapada.model;

/**
 * The start position as data, before castling is known.
 *
 * @param checks N-check: the checks each player has given, as a setup's position string says
 *               ({@code 2+3}: checks still to give); null when it does not say
 */
record SetupDraft(int[] board, int[][] hand, int side, String fen, int[] checks) {
    SetupDraft(int[] board, int[][] hand, int side, String fen) {
        this(board, hand, side, fen, null);
    }
}
