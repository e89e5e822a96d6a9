package io.ashtapada.model;

/** The start position as data, before castling is known. */
record SetupDraft(int[] board, int[][] hand, int side, String fen) {
}
