#!/usr/bin/env bash
# Runs `python -m tongiaki.learn` (docs/python.md, "Training a bot") from this checkout, in a virtual environment of
# its own: tongiaki-python/.venv-learn (git-ignored), made on the first run with the pinned versions of
# requirements-test.txt (jpype1, numpy, jax, jaxlib, flax, optax, ray: CPU wheels). The engine's jars come from the
# Maven build's target/ (built with `./mvnw -B -pl tongiaki-tiles,tongiaki-bots -am package -DskipTests` when
# missing or older than the learned bot); the package is installed from src/ (editable).
#
#   tongiaki-python/learn.sh train --players 2 --generations 10 --out runs/2p --seed 1
#   tongiaki-python/learn.sh evaluate --players 2 --weights runs/2p/best.npz --against guided --games 40 --time-ms 100
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
for tool in python3 java javac; do
  command -v "$tool" >/dev/null 2>&1 || { echo "learn.sh: $tool is not on the PATH (Python 3.9+, a JDK 17+)" >&2; exit 1; }
done

jar_of() { ls "$root/$1/target/$1-"*.jar 2>/dev/null | grep -v -e '-sources.jar$' -e '-javadoc.jar$' | head -n 1 || true; }
bots="$(jar_of tongiaki-bots)"
if [ -z "$bots" ] || ! unzip -l "$bots" | grep -q 'bots/learned/SelfPlayMain.class'; then
  echo "learn.sh: building the engine's jars (tongiaki-core, tongiaki-tiles, tongiaki-bots)" >&2
  (cd "$root" && ./mvnw -q -B -pl tongiaki-tiles,tongiaki-bots -am package -DskipTests)
fi
mkdir -p "$here/src/tongiaki/jars" "$here/target/bridge-learn"
cp "$(jar_of tongiaki-core)" "$here/src/tongiaki/jars/tongiaki-core.jar"
cp "$(jar_of tongiaki-tiles)" "$here/src/tongiaki/jars/tongiaki-tiles.jar"
cp "$(jar_of tongiaki-bots)" "$here/src/tongiaki/jars/tongiaki-bots.jar"
if [ ! -f "$here/src/tongiaki/jars/tongiaki-python-bridge.jar" ]; then
  javac --release 17 -cp "$here/src/tongiaki/jars/tongiaki-core.jar" -d "$here/target/bridge-learn" \
    "$here"/src/main/java/io/github/tongiaki/python/*.java
  (cd "$here/target/bridge-learn" && jar cf "$here/src/tongiaki/jars/tongiaki-python-bridge.jar" .)
fi

venv="$here/.venv-learn"
if [ ! -x "$venv/bin/python" ]; then
  echo "learn.sh: making $venv (jax, flax, optax, ray: CPU wheels)" >&2
  python3 -m venv "$venv"
  grep -E '^(jpype1|numpy|jax|jaxlib|flax|optax|chex|ray)==' "$here/requirements-test.txt" > "$venv/requirements.txt"
  "$venv/bin/python" -m pip install -q --disable-pip-version-check -r "$venv/requirements.txt"
  "$venv/bin/python" -m pip install -q --disable-pip-version-check --no-deps -e "$here"
fi
export JAX_PLATFORMS="${JAX_PLATFORMS:-cpu}" RAY_DISABLE_USAGE_STATS=1
exec "$venv/bin/python" -m tongiaki.learn "$@"
