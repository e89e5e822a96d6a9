#!/usr/bin/env bash
# Nodes to a fixed depth, which do not depend on the machine's load: the search's size on a
# few positions, for comparing a change of the search with the build before it.
#   tools/search_nodes.sh [JAR]   (default target/ashtapada.jar)
# Prints one line per position: definition, depth, nodes, best move.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jar="${1:-$here/target/ashtapada.jar}"
# "kiwi-h3P" is the position this script has always called Kiwipete, with a white pawn on h3
# where Kiwipete has a black one (its 2026-11 figures in docs/measurements.md are of it); "kiwi" is
# Kiwipete itself (perft 1: 48 moves).
kiwiP="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1P/PPPBBPPP/R3K2R w KQkq - 0 1"
kiwi="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
run() {   # definition depth [fen]
  local args=(analyse "$here/$1" --depth "$2") label="${4:-}"
  [ -n "${3:-}" ] && args+=(--fen "$3")
  local best
  best=$(java -jar "$jar" "${args[@]}" 2>&1 | grep '^best' || echo "best ? nodes ?")
  printf '%-32s %-8s depth %2s  %s\n' "$(basename "$1")" "$label" "$2" "$(echo "$best" | awk '{print "nodes", $8, "best", $2, "score", $4}')"
}
for d in ${CHESS_DEPTHS:-8 10}; do run examples/chess.variant "$d"; done
for d in ${CHESS_DEPTHS:-8 10}; do run examples/chess.variant "$d" "$kiwiP" kiwi-h3P; done
for d in ${CHESS_DEPTHS:-8 10}; do run examples/chess.variant "$d" "$kiwi" kiwi; done
for d in ${OTHER_DEPTHS:-6 7}; do run examples/shogi.variant "$d"; done
for d in ${OTHER_DEPTHS:-6 7}; do run variants-dsl/omega-chess.variant "$d"; done
