#!/usr/bin/env bash
# Figures in the docs come from commands, and this script reruns them: it builds the command-line tool,
# runs every tournament whose result the table of docs/bots.md shows (exactly the documented commands,
# plus --markdown to print the row), prints the rows and fails unless docs/bots.md holds each of them as
# it is. With --update it writes the new rows into docs/bots.md instead (between the doc-figures markers).
# .ci/run runs it after the tests.
#
# The four tournaments play 950 games, 550 of them with MCTS at 200 playouts per move, on every core
# (the results do not depend on the thread count): well under a minute on a quiet machine, a few
# minutes on a busy one (159 s and 392 s on two cores shared with four other builds), plus the build of
# the examples.
#
#   .ci/doc-figures.sh            # check docs/bots.md
#   .ci/doc-figures.sh --update   # rewrite its rows
set -euo pipefail
cd "$(dirname "$0")/.."
doc=docs/bots.md
update=false
if [ "${1:-}" = "--update" ]; then
  update=true
fi

# The documented commands, one a line, as docs/bots.md shows them (after "./tongiaki tournament").
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
  if ! grep -qF "./tongiaki tournament $c" "$doc"; then
    echo "FAIL: $doc does not show the command: ./tongiaki tournament $c"
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
    /<!-- doc-figures:tournament:begin -->/ { print; print "| games | line-up | win share [95% Wilson interval] | mean score [95% CI] |"; print "|---|---|---|---|"; print block; skip = 1; next }
    /<!-- doc-figures:tournament:end -->/ { skip = 0 }
    !skip { print }
  ' "$doc" > "$doc.new" && mv "$doc.new" "$doc"
  echo "$doc updated"
  exit 0
fi

stale=0
for r in "${rows[@]}"; do
  if ! grep -qxF "$r" "$doc"; then
    echo "STALE: $doc lacks the row: $r"
    stale=1
  fi
done
if [ "$stale" -ne 0 ]; then
  echo "FAIL: the tournament figures of $doc are stale (.ci/doc-figures.sh --update rewrites them)"
  exit 1
fi
echo "OK: the tournament figures of $doc match the commands"
