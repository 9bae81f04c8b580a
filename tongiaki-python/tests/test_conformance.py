"""The conformance suite (CONFORMANCE.md, "Running the suite in a port") through the Python API: every vector,
perft file, invalid file (with its line and column), game record and one-line file of conformance/, checked as
tongiaki-core's ConformanceTest checks them on the JVM and tongiaki-js's Node runner in JavaScript.

The suite's folder is found next to this package's sources (the repository's conformance/) or at
$TONGIAKI_CONFORMANCE.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

import tongiaki

CONFORMANCE = Path(os.environ.get("TONGIAKI_CONFORMANCE", Path(__file__).resolve().parents[2] / "conformance"))


def files(folder: str, ext: str) -> list[Path]:
    return sorted(p for p in (CONFORMANCE / folder).iterdir() if p.name.endswith(ext))


def lines(text: str) -> list[str]:
    """Java's String.lines(): split at \\n, \\r\\n or \\r; no last empty line after a final break."""
    out = re.split(r"\r\n|\r|\n", text)
    if out and out[-1] == "":
        out.pop()
    return out


class Sections:
    """A file of sections, as ConformanceTest.Sections reads it."""

    def __init__(self, path: Path, names: list[str]) -> None:
        self.header: list[str] = []
        self.sections: dict[str, list[str]] = {}
        current: list[str] | None = None
        for line in lines(path.read_text(encoding="utf-8")):
            name = line[1:-1] if line.startswith("[") and line.endswith("]") else None
            if name is not None and (name in names or ("divide" in names and re.fullmatch(r"divide [1-9][0-9]*", name))):
                current = []
                self.sections[name] = current
            elif current is None:
                if line.strip() != "" and not line.startswith("#"):
                    self.header.append(line)
            else:
                current.append(line)

    def optional(self, key: str) -> str | None:
        for h in self.header:
            if h.startswith(key + " "):
                return h[len(key) + 1:]
        return None

    def value(self, key: str) -> str:
        v = self.optional(key)
        assert v is not None, f"no '{key}' header line"
        return v

    def text(self, section: str) -> str:
        return "".join(line + "\n" for line in self.sections[section])


def skipped(line: str) -> bool:
    return line.strip() == "" or line.startswith("#")


@pytest.fixture(scope="module", autouse=True)
def tile_sets() -> None:
    # every tile set of the suite (the official one is the package's own: registering its text must agree)
    for f in files("tilesets", ".tiles"):
        tongiaki.register_tile_set(f.read_text(encoding="utf-8"))


def run_vector(path: Path) -> None:
    s = Sections(path, ["start", "view", "play", "final"])
    assert s.header[0] == "tongiaki-vector 1"
    assert s.value("name") + ".vector" == path.name, "the name line"
    start = s.text("start")
    assert tongiaki.canonical_position(start) == start, "the start position is canonical"
    p = tongiaki.Game.from_position(start)
    shuffle = s.optional("shuffle")
    if shuffle is not None:
        seed, *top = shuffle.split(" ")
        fresh = tongiaki.Game.new(p.players, int(seed), options=p.options, tile_set=p.tile_set,
                                  start_player=p.start_player, stack_top=top)
        assert fresh.position_text() == start, f"the start is the set-up with the stack of 'shuffle {shuffle}'"
    seat = s.optional("view")
    assert (seat is not None) == ("view" in s.sections), "a 'view' header line exactly with a [view] section"
    if seat is not None:
        # D-19: the start position as that seat sees it, and the view text read back
        view = s.text("view")
        v = tongiaki.PlayerView.of_position(start, seat)
        assert v.text() == view, f"{path.name}: the view of {seat}"
        assert tongiaki.PlayerView.parse(view) == v
        assert tongiaki.PlayerView.parse(view).to_game(0).decision().options == p.decision().options
    g = p
    play = s.sections["play"]
    i = 0
    while i < len(play):
        line = play[i]
        if skipped(line):
            i += 1
            continue
        assert line.startswith("? "), f"{path.name}: a decision line: {line}"
        parts = line[2:].split(" | ")
        d = g.decision()
        assert f"{d.kind} {d.player}" == parts[0], f"{path.name} line {i}: the decision"
        assert [o.text for o in d.options] == parts[1:], f"{path.name}: the options of decision {d.number}"
        i += 1
        while skipped(play[i]):
            i += 1
        choice = play[i]
        assert choice.startswith("> "), choice
        events = g.apply_notation(choice[2:])
        i += 1
        expected = []
        while i < len(play) and not play[i].startswith("? "):
            if not skipped(play[i]):
                expected.append(play[i])
            i += 1
        assert [e.text for e in events] == expected, f"{path.name}: the events of '{choice}'"
    assert g.position_text() == s.text("final"), f"{path.name}: the final position"


def expected_error(text: str, path: Path) -> str:
    for line in lines(text):
        if line.startswith("# expect: "):
            return line[len("# expect: "):]
    raise AssertionError(f"{path.name} has no '# expect: ' line")


def run_invalid(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    expected = expected_error(text, path)
    with pytest.raises(tongiaki.ParseError) as info:
        if path.name.endswith(".position"):
            tongiaki.Game.from_position(text)
        else:
            tongiaki.Game.from_record(text)
    e = info.value
    assert str(e) == expected, path.name
    # the error names its line and column, as ParseException does
    assert expected.startswith(f"line {e.line}, column {e.column}: expected {e.expected}"), path.name


def run_record(path: Path) -> None:
    name = path.name[: -len(".tongiaki")]
    s = Sections(path.with_name(name + ".expected"), ["canonical", "events", "final"])
    assert s.header[0] == "tongiaki-record-result 1"
    assert s.value("name") == name, "the name line"
    text = path.read_text(encoding="utf-8")
    rec = tongiaki.read_record(text)
    assert rec.text == s.text("canonical"), f"{name}: the canonical text"
    again = tongiaki.read_record(rec.text)
    assert (again.text, again.choices) == (rec.text, rec.choices)
    g = rec.start()
    actual = [e.text for e in g.last_events]
    for c in rec.choices:
        o = g.parse_choice(c)
        actual.append("> " + o.text)
        actual.extend(e.text for e in g.apply(o))
    expected = [line for line in s.sections["events"] if not skipped(line)]
    assert actual == expected, f"{name}: the choices and their events"
    assert g.position_text() == s.text("final"), f"{name}: the final position"
    assert tongiaki.Game.from_record(text).position_text() == s.text("final"), f"{name}: replayed"


def run_perft(path: Path) -> None:
    s = Sections(path, ["position", "perft", "divide"])
    assert s.header[0] == "tongiaki-perft 1"
    assert s.value("name") + ".perft" == path.name, "the name line"
    g = tongiaki.Game.from_position(s.text("position"))
    for line in s.sections["perft"]:
        if line.strip() == "":
            continue
        depth, count = line.split(" ")
        assert tongiaki.perft(g, int(depth)) == int(count), f"{path.name}: perft {depth}"
    for key, body in s.sections.items():
        if key.startswith("divide "):
            expected = {}
            for line in body:
                if line.strip() != "":
                    sp = line.index(" ")
                    expected[line[sp + 1:]] = int(line[:sp])
            assert list(tongiaki.divide(g, int(key[7:])).items()) == list(expected.items()), f"{path.name}: {key}"


def run_one_line(path: Path) -> None:
    """One one-line file (CONFORMANCE.md, "One-line files"): [one-line] is the text's lines joined by "; ", and it and
    [loose] read back to the canonical [text]."""
    s = Sections(path, ["text", "one-line", "loose"])
    assert s.header[0] == "tongiaki-one-line 1"
    assert s.value("name") + ".one-line" == path.name, "the name line"
    text = s.text("text")
    line = s.sections["one-line"]
    loose = s.sections["loose"]
    assert len(line) == 1 and len(loose) == 1, f"{path.name}: one line each"
    assert line[0] == "; ".join(lines(text)), f"{path.name}: the lines joined by '; '"
    if text.startswith("tongiaki-view "):
        for form in (text, line[0], loose[0]):
            assert tongiaki.PlayerView.parse(form).text() == text, f"{path.name}: {form}"
    else:
        for form in (text, line[0], loose[0]):
            assert tongiaki.canonical_position(form) == text, f"{path.name}: {form}"


@pytest.mark.parametrize("path", files("vectors", ".vector"), ids=lambda p: p.name)
def test_vector(path: Path) -> None:
    run_vector(path)


@pytest.mark.parametrize("path", files("perft", ".perft"), ids=lambda p: p.name)
def test_perft(path: Path) -> None:
    run_perft(path)


@pytest.mark.parametrize("path", files("invalid", ".position") + files("invalid", ".tongiaki"), ids=lambda p: p.name)
def test_invalid(path: Path) -> None:
    run_invalid(path)


@pytest.mark.parametrize("path", files("records", ".tongiaki"), ids=lambda p: p.name)
def test_record(path: Path) -> None:
    run_record(path)


@pytest.mark.parametrize("path", files("one-line", ".one-line"), ids=lambda p: p.name)
def test_one_line(path: Path) -> None:
    run_one_line(path)


def test_the_suite_is_all_there() -> None:
    assert len(files("vectors", ".vector")) >= 60
    assert len(files("perft", ".perft")) > 0
    assert len(files("invalid", ".position")) + len(files("invalid", ".tongiaki")) >= 20
    assert len(files("records", ".tongiaki")) > 0
    assert len(files("one-line", ".one-line")) > 0


def test_a_vector_whose_event_differs_fails_the_runner(tmp_path: Path) -> None:
    original = CONFORMANCE / "vectors" / "exp-fills-beach.vector"
    text = original.read_text(encoding="utf-8")
    assert "BoatLanded colour=red beach=Samoa/2" in text
    copy = tmp_path / "exp-fills-beach.vector"
    copy.write_text(text.replace("BoatLanded colour=red beach=Samoa/2", "BoatLanded colour=red beach=Samoa/1"),
                    encoding="utf-8")
    with pytest.raises(AssertionError):
        run_vector(copy)
    copy.write_text(text, encoding="utf-8")
    run_vector(copy)
