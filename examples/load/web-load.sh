#!/bin/sh
# Load on tongiaki serve over loopback (issue 29; not a test, figures for docs/web.md): 200 games of a
# person (driven by WebLoad.java) against two bots, played concurrently, and 50 clients following live
# streams; at most 30 moves of the person a game and 120 s of play (the set-up, starting the server, creating
# the games and opening the streams, is not counted in it; WebLoad prints how long it took). Prints the latency of a move and of a turn
# and the server's memory (resident set, and its peak). Needs the jar: ./mvnw -q -pl
# examples/tongiaki-examples -am package -DskipTests
# Hostile mode (issue 39): HOSTILE=1 adds, from another loopback address (127.0.0.2), 60 request bodies trickled
# a byte every 2 s, bursts of 15 all-bot mcts:5000/guided:5000 games every 30 s and up to 1000 unread live
# streams, beside the same normal load; compare the normal clients' figures with and without it.
# Usage: [HOSTILE=1] examples/load/web-load.sh [GAMES [MOVES [WATCHERS [SECONDS]]]]
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
jar="$root/examples/tongiaki-examples/target/tongiaki.jar"
games=${1:-200}
moves=${2:-30}
watchers=${3:-50}
seconds=${4:-120}
[ -f "$jar" ] || { echo "web-load: build $jar first" >&2; exit 1; }
dir=$(mktemp -d)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
java -Xmx512m -jar "$jar" serve --port "$port" --db "$dir/games.db" --max-games $((games + 10)) \
  --creates-per-minute 100000 --moves-per-second 100000 --reads-per-second 100000 --client-games 100000 --client-requests 1000 --client-streams 64 > "$dir/server.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; rm -rf "$dir"' EXIT
i=0
until grep -q "Tongiaki at" "$dir/server.log"; do
  i=$((i + 1)); [ $i -lt 300 ] || { cat "$dir/server.log"; exit 1; }; sleep 0.1
done
echo "server pid $pid on port $port; load average before: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) processors"
# A safety net only: the budget of SECONDS applies to the play, which starts after the set-up.
timeout $((seconds + 600)) java "$root/examples/load/WebLoad.java" "http://127.0.0.1:$port/" "$games" "$moves" "$watchers" "$seconds" \
  "$([ "${HOSTILE:-0}" = 1 ] && echo hostile || echo normal)"
echo "server memory: $(grep -E 'VmRSS|VmHWM' /proc/$pid/status | tr -s ' \t' ' ' | tr '\n' ' ')"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
