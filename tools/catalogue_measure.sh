#!/usr/bin/env bash
# Measures how many variants of an oracle file the shipped definitions cover (issue 27).
# Each oracle line is "name | fen POSITION | depth | nodes" (lines starting with # are skipped).
# For each name it looks for examples/NAME.variant, or a definition named in tools/catalogue.map
# ("name path" lines), runs `ashtapada perft` from the oracle's position at the oracle's depth
# and prints one line per variant: matching, differing (ours and the oracle's counts), error
# (the definition or the position was refused, or the perft took over the time limit) or missing.
# Totals follow. Usage: tools/catalogue_measure.sh ORACLE [SECONDS_PER_PERFT, default 120]
set -uo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
if [ $# -lt 1 ] || [ ! -f "$1" ]; then
  echo "usage: tools/catalogue_measure.sh ORACLE [SECONDS_PER_PERFT]" >&2; exit 2
fi
oracle="$1"
limit="${2:-120}"
map="$here/tools/catalogue.map"
"$here/ashtapada" --version >/dev/null || exit 1       # builds the jar if the sources changed

definition_for() {                                       # prints the definition file for a name
  local name="$1"
  if [ -f "$here/examples/$name.variant" ]; then echo "$here/examples/$name.variant"; return; fi
  if [ -f "$map" ]; then
    local path
    path="$(awk -v n="$name" '$1 == n { print $2; exit }' "$map")"
    if [ -n "$path" ] && [ -f "$here/$path" ]; then echo "$here/$path"; fi
  fi
}

total=0; covered=0; matching=0; differing=0; errors=0; missing=0
while IFS='|' read -r name fen depth nodes; do
  name="$(echo "$name" | sed -e "s/^ *//" -e "s/ *$//")"
  case "$name" in ''|'#'*) continue ;; esac
  fen="$(echo "$fen" | sed -e 's/^ *fen *//' -e 's/ *$//')"
  depth="${depth// /}"; nodes="${nodes// /}"
  total=$((total + 1))
  file="$(definition_for "$name")"
  if [ -z "$file" ]; then
    missing=$((missing + 1)); printf '%-24s missing\n' "$name"; continue
  fi
  covered=$((covered + 1))
  out="$(timeout "$limit" "$here/ashtapada" perft "$file" --depth "$depth" --fen "$fen" 2>&1)"
  ours="$(echo "$out" | awk -v d="$depth" '$1 == "depth" && $2 == d { print $4 }')"
  if [ -z "$ours" ]; then
    errors=$((errors + 1))
    printf '%-24s error      %s\n' "$name" "$(echo "$out" | grep -v '^depth' | head -1)"
  elif [ "$ours" = "$nodes" ]; then
    matching=$((matching + 1)); printf '%-24s matching   %s\n' "$name" "$nodes"
  else
    differing=$((differing + 1)); printf '%-24s differing  ours %s, oracle %s\n' "$name" "$ours" "$nodes"
  fi
done < "$oracle"

echo "total $total  covered $covered  matching $matching  differing $differing  error $errors  missing $missing"
