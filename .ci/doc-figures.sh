#!/usr/bin/env bash
# Figures in the docs come from commands, and this script reruns them: it builds the command-line tool,
# runs every tournament whose result the README's table shows (exactly the documented commands, plus
# --markdown to print the row), prints the rows and fails unless the README holds each of them as it is.
# With --update it writes the new rows into the README instead (between the doc-figures markers).
#
# Slow: the four tournaments play 950 games, 550 of them with MCTS at 200 playouts per move, one after
# another on one core: about ten minutes on a quiet machine (29 minutes while five other builds shared
# two cores). Not part of .ci/run.
#
#   .ci/doc-figures.sh            # check the README
#   .ci/doc-figures.sh --update   # rewrite the README's rows
set -euo pipefail
cd "$(dirname "$0")/.."
update=false
if [ "${1:-}" = "--update" ]; then
  update=true
fi

# The documented commands, one a line, as the README shows them (after "./tongiaki tournament").
commands=(
  "--games 200 --players 2 --bots mcts,greedy --playouts 200 --seed 2026"
  "--games 400 --players 2 --bots greedy,random --playouts 200 --seed 2026"
  "--games 200 --players 2 --bots mcts,random --playouts 200 --seed 2026"
  "--games 150 --players 3 --bots mcts,greedy,random --playouts 200 --seed 2026"
)

./mvnw -B -q -pl examples/tongiaki-examples -am package -DskipTests
start=$(date +%s)
rows=()
for c in "${commands[@]}"; do
  if ! grep -qF "./tongiaki tournament $c" README.md; then
    echo "FAIL: the README does not show the command: ./tongiaki tournament $c"
    exit 1
  fi
  echo "./tongiaki tournament $c"
  # shellcheck disable=SC2086
  out=$(./tongiaki tournament $c --no-progress --markdown)
  echo "$out"
  rows+=("$(grep '^| ' <<<"$out")")
done
echo "the tournaments took $(( $(date +%s) - start )) s"

if $update; then
  block=$(printf '%s\n' "${rows[@]}")
  awk -v block="$block" '
    /<!-- doc-figures:tournament:begin -->/ { print; print "| games | line-up | win rate [95% Wilson interval] | mean score [95% CI] |"; print "|---|---|---|---|"; print block; skip = 1; next }
    /<!-- doc-figures:tournament:end -->/ { skip = 0 }
    !skip { print }
  ' README.md > README.md.new && mv README.md.new README.md
  echo "README.md updated"
  exit 0
fi

stale=0
for r in "${rows[@]}"; do
  if ! grep -qxF "$r" README.md; then
    echo "STALE: the README lacks the row: $r"
    stale=1
  fi
done
if [ "$stale" -ne 0 ]; then
  echo "FAIL: the README's tournament figures are stale (.ci/doc-figures.sh --update rewrites them)"
  exit 1
fi
echo "OK: the README's tournament figures match the commands"
