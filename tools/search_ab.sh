#!/usr/bin/env bash
# Time-to-depth and nodes per second of the search, two builds side by side on the same chess
# positions: tools/search_ab.sh BEFORE_DIR AFTER_DIR [DEPTH]  (each DIR holds target/ashtapada.jar
# and target/lib). Each position is searched from a fresh JVM, builds alternating.
set -euo pipefail
before="$1"; after="$2"; depth="${3:-7}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fens=(
  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
  "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
  "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"
  "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
  "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"
)
for fen in "${fens[@]}"; do
  for build in "$before" "$after"; do
    out=$(java -cp "$build/target/ashtapada.jar:$build/target/lib/*" io.ashtapada.cli.Main analyse \
          "$here/examples/chess.variant" --fen "$fen" --depth "$depth" 2>&1 | grep '^best')
    printf '%-8s %-70s %s\n' "$(basename "$build")" "$fen" "$out"
  done
done
