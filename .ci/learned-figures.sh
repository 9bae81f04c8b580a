#!/usr/bin/env bash
# The learned bot's match figures in docs/bots.md ("Learning curve") come from commands, and this script reruns
# them: each documented `tongiaki-python/learn.sh evaluate ...` line of docs/bots.md, the shipped weights against
# GuidedMctsBot and MctsBot at equal time per move. Not part of .ci/run: the matches take about 15 minutes on two
# busy cores (learn.sh also makes its virtual environment on the first run).
#
# On a time per move the playouts depend on the machine and its load, so a rerun gives other figures: the check
# passes when each new score lies within the 95 % Wilson interval that docs/bots.md gives next to its command
# (`# score 0.xyz [low, high] ...`). The learning curve itself is the training command's (docs/python.md, "Training
# a bot"), about 75 minutes, and is not rerun here.
#
#   .ci/learned-figures.sh
set -euo pipefail
cd "$(dirname "$0")/.."
doc=docs/bots.md
mapfile -t lines < <(grep -E '^tongiaki-python/learn\.sh evaluate .*# score ' "$doc")
if [ "${#lines[@]}" -eq 0 ]; then
  echo "FAIL: $doc shows no 'tongiaki-python/learn.sh evaluate ... # score' line"
  exit 1
fi
start=$(date +%s)
bad=0
for line in "${lines[@]}"; do
  command="${line%%#*}"
  documented="${line#*# score }"
  low=$(sed -E 's/^[0-9.]+ \[([0-9.]+), ([0-9.]+)\].*/\1/' <<<"$documented")
  high=$(sed -E 's/^[0-9.]+ \[([0-9.]+), ([0-9.]+)\].*/\2/' <<<"$documented")
  echo "$command"
  # shellcheck disable=SC2086
  result=$(${command} | tail -n 1)
  echo "  -> $result (documented: $documented)"
  score=$(python3 -c 'import json, sys; print(json.loads(sys.argv[1])["score"])' "$result")
  if ! python3 -c 'import sys; s, lo, hi = map(float, sys.argv[1:]); sys.exit(0 if lo <= s <= hi else 1)' \
      "$score" "$low" "$high"; then
    echo "  OUT: $score is outside the documented interval [$low, $high]"
    bad=1
  fi
done
echo "the matches took $(( $(date +%s) - start )) s"
if [ "$bad" -ne 0 ]; then
  echo "FAIL: a learned-bot figure of $doc did not reproduce"
  exit 1
fi
echo "OK: the learned-bot figures of $doc reproduce within their intervals"
