#!/usr/bin/env bash
# Builds the Python package tongiaki and tests the built wheel (docs/python.md, "Building and testing"):
#   1. the engine's jars: tongiaki-core, tongiaki-tiles and tongiaki-bots (the learned bot's self-play and matches,
#      which tongiaki.learn runs) from the Maven build's target/ (built with
#      `./mvnw -B -pl tongiaki-tiles,tongiaki-bots -am package -DskipTests` when missing), and the package's bridge
#      class compiled with javac --release 17; all copied into src/tongiaki/jars (git-ignored);
#   2. a fresh virtual environment target/venv-build with the pinned build tools; `python -m build` makes the
#      wheel and the sdist in target/dist; `twine check` checks them;
#   3. a fresh virtual environment target/venv-test that installs the wheel and the pinned test dependencies from
#      PyPI (CPU-only wheels: jax, flax, optax and ray for tongiaki.learn among them), type-checks the package with
#      mypy --strict, and runs pytest on tests/ (the API, the conformance suite, OpenSpiel, PettingZoo, the docs'
#      example, the learning pipeline on a local 2-CPU Ray cluster).
# TONGIAKI_PY_SIMS raises OpenSpiel's random_sim_test simulations per player count (default 2).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
cd "$here"

need() {
  if ! command -v "$1" >/dev/null 2>&1; then
    echo "tongiaki-python: $1 is not on the PATH; $2" >&2
    exit 1
  fi
}
need python3 "the Python package needs Python 3.9 or newer with venv (e.g. apt install python3 python3-venv)"
need java "the Python package runs the engine on Java 17 or newer (e.g. apt install openjdk-17-jdk-headless)"
need javac "building the Python package compiles its bridge class with a JDK 17 or newer (e.g. apt install openjdk-17-jdk-headless)"
if ! python3 -c 'import sys, venv; sys.exit(0 if sys.version_info >= (3, 9) else 1)' 2>/dev/null; then
  echo "tongiaki-python: python3 is $(python3 -V 2>&1) or has no venv module; Python 3.9+ with venv is needed" >&2
  exit 1
fi

jar_of() { ls "$root/$1/target/$1-"*.jar 2>/dev/null | grep -v -e '-sources.jar$' -e '-javadoc.jar$' | head -n 1 || true; }
core="$(jar_of tongiaki-core)"
tiles="$(jar_of tongiaki-tiles)"
bots="$(jar_of tongiaki-bots)"
if [ -z "$core" ] || [ -z "$tiles" ] || [ -z "$bots" ]; then
  echo "tongiaki-python: building the engine's jars (tongiaki-core, tongiaki-tiles, tongiaki-bots)"
  (cd "$root" && ./mvnw -q -B -pl tongiaki-tiles,tongiaki-bots -am package -DskipTests)
  core="$(jar_of tongiaki-core)"
  tiles="$(jar_of tongiaki-tiles)"
  bots="$(jar_of tongiaki-bots)"
fi

rm -rf target src/tongiaki/jars build src/*.egg-info
mkdir -p target/bridge src/tongiaki/jars
cp "$root/LICENSE" LICENSE  # the wheel and the sdist carry the repository's licence (pyproject.toml, license-files)
cp "$core" src/tongiaki/jars/tongiaki-core.jar
cp "$tiles" src/tongiaki/jars/tongiaki-tiles.jar
cp "$bots" src/tongiaki/jars/tongiaki-bots.jar
javac --release 17 -Xlint:all -Werror -cp "$core" -d target/bridge src/main/java/io/github/tongiaki/python/*.java
(cd target/bridge && jar cf "$here/src/tongiaki/jars/tongiaki-python-bridge.jar" .)

echo "tongiaki-python: building the wheel"
python3 -m venv target/venv-build
target/venv-build/bin/python -m pip install -q --disable-pip-version-check -r requirements-build.txt
target/venv-build/bin/python -m build -q --outdir target/dist . >target/build.log 2>&1 || { cat target/build.log; exit 1; }
target/venv-build/bin/python -m twine check --strict target/dist/*
wheel="$(ls target/dist/tongiaki-*-py3-none-any.whl)"
sdist="$(ls target/dist/tongiaki-*.tar.gz)"
python3 - "$wheel" "$sdist" <<'PY'
import sys, tarfile, zipfile
names = set(zipfile.ZipFile(sys.argv[1]).namelist())
if not any(n.endswith(".dist-info/LICENSE") or n.endswith(".dist-info/licenses/LICENSE") for n in names):
    sys.exit("tongiaki-python: the wheel lacks the LICENSE")
if not any(n.count("/") == 1 and n.endswith("/LICENSE") for n in tarfile.open(sys.argv[2]).getnames()):
    sys.exit("tongiaki-python: the sdist lacks the LICENSE")
missing = [j for j in ("tongiaki-core.jar", "tongiaki-tiles.jar", "tongiaki-bots.jar", "tongiaki-python-bridge.jar",
                       "../py.typed")
           if "tongiaki/jars/" + j not in names and not ("tongiaki/py.typed" in names and j == "../py.typed")]
if missing:
    sys.exit(f"tongiaki-python: the wheel lacks {missing}")
PY

echo "tongiaki-python: testing $(basename "$wheel") in a fresh virtual environment"
python3 -m venv target/venv-test
target/venv-test/bin/python -m pip install -q --disable-pip-version-check "$wheel" -r requirements-test.txt
echo "tongiaki-python: type-checking the package with mypy --strict (pyproject.toml, [tool.mypy])"
target/venv-test/bin/python -m mypy
cd tests
TONGIAKI_WHEEL_TEST=1 TONGIAKI_CONFORMANCE="$root/conformance" TONGIAKI_DOCS="$root/docs/python.md" \
  "$here/target/venv-test/bin/python" -m pytest -p no:cacheprovider -q -W ignore::UserWarning .
