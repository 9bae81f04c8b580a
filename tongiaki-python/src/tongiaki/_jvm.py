"""Starting the JVM that runs the engine (JPype), once per Python process.

The wheel carries the engine's jars (tongiaki-core, tongiaki-tiles and the package's small bridge) in
``tongiaki/jars``. JPype loads the Java runtime into this process; the engine needs Java 17 or newer. A
missing or too old Java gives one :class:`JavaNotFoundError` that says what to install, never a JPype
stack trace.
"""

from __future__ import annotations

import os
import re
import threading
from pathlib import Path
from typing import Any

import jpype

__all__ = ["JavaNotFoundError", "jvm", "jars"]

MIN_JAVA = 17

_INSTALL = (
    "tongiaki runs the reference engine on a Java runtime, version 17 or newer: install one "
    "(for example `apt install openjdk-17-jre-headless`, `brew install openjdk@17`, or Temurin 17+ from "
    "https://adoptium.net) and make it the default `java` or point JAVA_HOME at it"
)


class JavaNotFoundError(RuntimeError):
    """No usable Java runtime: none was found, or it is older than Java 17. The message says what to install."""


def jars() -> list[str]:
    """The jars the wheel carries, sorted by name (the class path of the JVM)."""
    folder = Path(__file__).resolve().parent / "jars"
    found = sorted(str(p) for p in folder.glob("*.jar"))
    if not found:
        raise RuntimeError(
            f"the tongiaki package has no engine jars in {folder}: it was not built by build-and-test.sh "
            "(which copies them from the Maven build); install the wheel instead"
        )
    return found


def _release_version(jvm_path: str) -> int | None:
    """The feature version in the ``release`` file of the Java home holding ``jvm_path``, if there is one."""
    p = Path(jvm_path).resolve()
    for home in list(p.parents)[:5]:
        release = home / "release"
        if release.is_file():
            m = re.search(r'JAVA_VERSION="([0-9._]+)', release.read_text(errors="replace"))
            if m:
                return _feature(m.group(1))
    return None


def _feature(version: str) -> int:
    """``1.8.0_392`` -> 8, ``17.0.15`` -> 17."""
    parts = version.split(".")
    return int(parts[1]) if parts[0] == "1" and len(parts) > 1 else int(parts[0])


def _start() -> None:
    try:
        path = os.environ.get("TONGIAKI_JVM") or jpype.getDefaultJVMPath()
    except Exception as e:  # JVMNotFoundException and friends: no Java at all
        raise JavaNotFoundError(f"no Java runtime found ({e}). {_INSTALL}") from None
    version = _release_version(path)
    if version is not None and version < MIN_JAVA:
        raise JavaNotFoundError(f"the Java runtime at {path} is Java {version}. {_INSTALL}")
    try:
        jpype.startJVM(path, "-Xss4m", classpath=jars(), convertStrings=False)
    except OSError as e:
        raise JavaNotFoundError(f"the Java runtime at {path} could not be started ({e}). {_INSTALL}") from None
    spec = str(jpype.JClass("java.lang.System").getProperty("java.specification.version"))
    if _feature(spec) < MIN_JAVA:
        raise JavaNotFoundError(f"the Java runtime at {path} is Java {spec}. {_INSTALL}")


class _Classes:
    """The Java classes the package uses, looked up once after the JVM started."""

    def __init__(self) -> None:
        J = jpype.JClass
        core = "io.github.tongiaki.core."
        self.Game = J(core + "engine.Game")
        self.GameSetup = J(core + "engine.GameSetup")
        self.TileSource = J(core + "engine.TileSource")
        self.Position = J(core + "engine.Position")
        self.PlayerView = J(core + "engine.PlayerView")
        self.DecisionKind = J(core + "engine.DecisionKind")
        self.DecisionChance = J(core + "engine.Decision$Chance")
        self.IllegalChoiceException = J(core + "engine.IllegalChoiceException")
        self.GameOverException = J(core + "engine.GameOverException")
        self.ParseException = J(core + "text.ParseException")
        self.Colour = J(core + "board.Colour")
        self.RuleOptions = J(core + "rules.RuleOptions")
        self.TileSet = J(core + "tiles.TileSet")
        self.TileSetFormat = J(core + "tiles.TileSetFormat")
        self.TileId = J(core + "tiles.TileId")
        self.EventText = J(core + "notation.EventText")
        self.ChoiceText = J(core + "notation.ChoiceText")
        self.GameRecord = J(core + "notation.GameRecord")
        self.Perft = J(core + "notation.Perft")
        self.BoardSvg = J(core + "render.BoardSvg")
        self.SvgOptions = J(core + "render.SvgOptions")
        self.Bridge = J("io.github.tongiaki.python.Bridge")
        self.Stepper = J("io.github.tongiaki.python.Stepper")
        self.Batch = J("io.github.tongiaki.python.Batch")
        self.JException = jpype.JException
        self.boolean_array = jpype.JArray(jpype.JBoolean)
        self.float_array = jpype.JArray(jpype.JFloat)
        self.double_array = jpype.JArray(jpype.JDouble)
        self.int_array = jpype.JArray(jpype.JInt)
        self.List = J("java.util.List")
        self.ArrayList = J("java.util.ArrayList")


_classes: _Classes | None = None


def jvm() -> Any:
    """The engine's Java classes; starts the JVM on the first call (the same JVM for the whole process)."""
    global _classes
    if _classes is None:
        with _starting:  # two threads' first calls start it once
            if _classes is None:
                if not jpype.isJVMStarted():
                    _start()
                _classes = _Classes()
    return _classes


_starting = threading.Lock()
