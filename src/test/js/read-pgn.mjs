// Reads PGN games with chess.js and prints, per game, the final FEN or the error (PgnChessJsTest).
// Usage: node read-pgn.mjs FILE   (FILE: a JSON array of PGN texts)
import { readFileSync } from 'node:fs';
import { Chess } from 'chess.js';

const games = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const out = games.map((pgn) => {
  const chess = new Chess();
  try {
    chess.loadPgn(pgn, { strict: true });
    return { fen: chess.fen(), plies: chess.history().length, headers: chess.getHeaders() };
  } catch (e) {
    return { error: String(e.message || e) };
  }
});
process.stdout.write(JSON.stringify(out));
