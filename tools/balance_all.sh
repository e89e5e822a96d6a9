#!/usr/bin/env bash
# The balance report of every shipped variant, reproducible from its seed:
#   tools/balance_all.sh [GAMES] [DEPTH] [SEED]      (defaults: 10 games, 1 move deep, seed 1)
# For each variant that `ashtapada variants` lists it runs
#   ashtapada balance NAME --games GAMES --depth DEPTH --seed SEED --out docs/balance/NAME.html
# (fixed-depth players, so the games are the same on any machine) and writes one line per variant
# into docs/balance/README.md: the first player's score with its 95% interval, the draw rate, the
# games, the seed and the command. Build first: mvn -B -q -DskipTests package.
set -euo pipefail
games="${1:-10}"; depth="${2:-1}"; seed="${3:-1}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
out="${BALANCE_OUT:-docs/balance}"
mkdir -p "$out"
limit="${BALANCE_TIMEOUT:-120}"   # seconds a variant may take before it is written down as not finished
names=$(./ashtapada variants | awk '{print $1}')
rows=()
start=$(date +%s)
# BALANCE_KEEP=1: a variant that already has a line (with figures) in README.md keeps it and is not played again
# (the same command gives the same games): only the variants added since are played.
keep="${BALANCE_KEEP:-0}"
old_rows=""
if [ "$keep" = 1 ] && [ -f "$out/README.md" ]; then old_rows=$(grep '^| \[' "$out/README.md" || true); fi
for name in $names; do
  cmd="ashtapada balance $name --games $games --depth $depth --seed $seed --out $out/$name.html"
  if [ "$keep" = 1 ]; then
    kept=$(grep -F "| [$name]($name.html) |" <<<"$old_rows" | head -1 || true)
    if [ -n "$kept" ] && [ -f "$out/$name.html" ]; then rows+=("$kept"); continue; fi
  fi
  t0=$(date +%s)
  rc=0
  text=$(timeout "$limit" ./$cmd 2>/dev/null) || rc=$?
  if [ "$rc" -eq 0 ]; then
    title=$(sed -n 's/^balance of \(.*\): [0-9]* games of .*/\1/p' <<<"$text" | head -1)
    played=$(sed -n 's/^balance of .*: \([0-9]*\) games of .*/\1/p' <<<"$text" | head -1)
    first=$(sed -n 's/^score of \(.*\) (player 1): \(.*\)$/\1 \2/p' <<<"$text" | head -1)
    draws=$(sed -n 's/^draw rate: \(.*\)$/\1/p' <<<"$text" | head -1)
    rows+=("| [$name]($name.html) | $title | $first | $draws | $played | $seed | \`$cmd\` | $(( $(date +%s) - t0 )) s |")
  else
    if [ "$rc" -eq 124 ]; then why="not finished in ${limit} s"; else why="failed (exit status $rc)"; fi
    rows+=("| $name | | $why | | | $seed | \`$cmd\` | |")
  fi
  echo "$name: $(( $(date +%s) - t0 )) s" >&2
done
{
  echo "# Balance of the shipped variants"
  echo
  echo "Made by \`tools/balance_all.sh $games $depth $seed\`: for every variant that \`ashtapada variants\` lists,"
  echo "$games games of self-play, every seat the computer searching $depth move(s) deep (\`--depth $depth\`: the same"
  echo "games on any machine), seed $seed. Each line's command reproduces its report; the HTML page has the"
  if [ "$keep" = 1 ]; then took="the last run, which played only the variants added since, took"; else took="the whole run took"; fi
  echo "design metrics, the charts and what the figures suggest. This is a small budget ($took"
  echo "$(( $(date +%s) - start )) s on a shared machine): at $games games an interval spans tens of percent, so"
  echo "read these as a smoke test of every variant and a starting point, not a verdict; run one variant with"
  echo "more games (and \`--precision 3%\`) to decide anything. A variant not finished within ${limit} s"
  echo "(\`BALANCE_TIMEOUT\`) is listed without figures: its games are long at this depth."
  if [ "$keep" = 1 ]; then
    echo "Lines kept from an earlier run (\`BALANCE_KEEP=1\`) were made by the build of their day: when the"
    echo "search has changed since, the same command may play other games."
  fi
  echo
  echo "Piece values from play (\`--values\`) are not part of this run: they need some hundred games a"
  echo "variant. Chess's, measured at 400 games, are in [measurements.md](../measurements.md#piece-values-from-play)."
  echo
  echo "| variant | title | first player's score (95%) | draw rate (95%) | games | seed | command | time |"
  echo "|---|---|---|---|---|---|---|---|"
  printf '%s\n' "${rows[@]}"
} > "$out/README.md"
echo "wrote $out/README.md" >&2
