"""Running the Java side of the pipeline as a child process: SelfPlayMain (self-play games → a samples file) and
EvaluateMain (a rotated-seat match → a score with its Wilson interval), both in tongiaki-bots
(io.github.tongiaki.bots.learned). Each prints one JSON line, which is returned as a dict.

The class path is, in order: the ``classpath`` argument; the environment variable ``TONGIAKI_CLASSPATH``; the
wheel's own jars (``tongiaki/jars``: tongiaki-core, -tiles and -bots); the Maven build's jars of the repository
this package is checked out in (``*/target/*.jar``). The Java runtime is ``TONGIAKI_JAVA``, else
``$JAVA_HOME/bin/java``, else ``java`` on the PATH.
"""

from __future__ import annotations

import json
import math
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any, Optional, Sequence

__all__ = ["PACKAGE", "JavaError", "classpath", "java_command", "self_play", "evaluate", "wilson"]

PACKAGE = "io.github.tongiaki.bots.learned"
_MODULES = ("tongiaki-core", "tongiaki-tiles", "tongiaki-bots")
#: the JVM's options for the children: a small serial collector, the machine's cores are the games'
JVM_OPTIONS = ("-XX:+UseSerialGC", "-Xss4m", "-Xmx2g")


class JavaError(RuntimeError):
    """A Java child process failed; the message ends with its standard error's last lines."""


def _repository_jars() -> Optional[list[str]]:
    here = Path(__file__).resolve()
    for root in here.parents:
        if (root / "tongiaki-bots" / "pom.xml").is_file():
            found = []
            for m in _MODULES:
                jars = [p for p in sorted((root / m / "target").glob(f"{m}-*.jar"))
                        if not p.name.endswith(("-sources.jar", "-javadoc.jar", "-tests.jar"))]
                if not jars:
                    return None
                found.append(str(jars[0]))
            return found
    return None


def classpath(explicit: Optional[str] = None) -> str:
    """The class path of the Java children (see the module's doc).

    :raises JavaError: if no tongiaki-bots jar is found
    """
    if explicit:
        return explicit
    env = os.environ.get("TONGIAKI_CLASSPATH")
    if env:
        return env
    wheel = Path(__file__).resolve().parent.parent / "jars"
    if (wheel / "tongiaki-bots.jar").is_file():
        return os.pathsep.join(str(wheel / f"{m}.jar") for m in _MODULES)
    repo = _repository_jars()
    if repo:
        return os.pathsep.join(repo)
    raise JavaError("no tongiaki-bots jar: install the wheel built by build-and-test.sh, build the jars with "
                    "`./mvnw -B -pl tongiaki-bots -am package -DskipTests`, or set TONGIAKI_CLASSPATH")


def java_command() -> str:
    """The ``java`` executable of the children."""
    env = os.environ.get("TONGIAKI_JAVA")
    if env:
        return env
    home = os.environ.get("JAVA_HOME")
    if home and (Path(home) / "bin" / "java").is_file():
        return str(Path(home) / "bin" / "java")
    found = shutil.which("java")
    if not found:
        raise JavaError("no `java` on the PATH (Java 17 or newer runs the self-play and the matches)")
    return found


def _run(main: str, args: Sequence[str], cp: Optional[str], timeout: Optional[float]) -> dict[str, Any]:
    command = [java_command(), *JVM_OPTIONS, "-cp", classpath(cp), f"{PACKAGE}.{main}", *args]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired as e:
        raise JavaError(f"{main} did not finish within {timeout} s: {' '.join(command)}") from e
    if done.returncode != 0:
        tail = "\n".join(done.stderr.strip().splitlines()[-15:])
        raise JavaError(f"{main} exited with {done.returncode}: {' '.join(command)}\n{tail}")
    lines = [line for line in done.stdout.splitlines() if line.strip().startswith("{")]
    if not lines:
        raise JavaError(f"{main} printed no JSON line: {done.stdout[-500:]!r}")
    result = json.loads(lines[-1])
    if not isinstance(result, dict):
        raise JavaError(f"{main} printed {lines[-1]!r}, not a JSON object")
    return result


def self_play(*, players: int, games: int, seed: int, playouts: int, out: str, weights: Optional[str] = None,
              cp: Optional[str] = None, timeout: Optional[float] = None) -> dict[str, Any]:
    """Runs SelfPlayMain: ``games`` self-play games written to ``out``; returns its JSON line
    (``games``, ``samples``, ``seconds``)."""
    args = ["--players", str(players), "--games", str(games), "--seed", str(seed), "--playouts", str(playouts),
            "--out", str(out)]
    if weights:
        args += ["--weights", str(weights)]
    return _run("SelfPlayMain", args, cp, timeout)


def evaluate(*, players: int, games: int, seed: int, a: str, b: str, playouts: Optional[int] = None,
             time_ms: Optional[int] = None, cp: Optional[str] = None, timeout: Optional[float] = None
             ) -> dict[str, Any]:
    """Runs EvaluateMain: a rotated-seat match of weights ``a`` against ``b`` (weights, ``guided`` or ``mcts``) at
    ``playouts`` per move or ``time_ms`` per move; returns its JSON line (``score``, ``low``, ``high``,
    ``games``)."""
    if (playouts is None) == (time_ms is None):
        raise ValueError("give playouts or time_ms, not both")
    args = ["--players", str(players), "--games", str(games), "--seed", str(seed), "--a", str(a), "--b", str(b)]
    args += ["--playouts", str(playouts)] if playouts is not None else ["--time-ms", str(time_ms)]
    return _run("EvaluateMain", args, cp, timeout)


def wilson(score: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval (95 % by default) of a mean score over ``n`` games (a win 1, a draw 0.5)."""
    if n <= 0:
        return 0.0, 1.0
    p = min(max(score, 0.0), 1.0)
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, centre - half), min(1.0, centre + half)
