"""The Pythonic API over the engine: games, decisions, events, errors (which change nothing), copies, views,
the learning surface's arrays (checked against the core's own calls), and the Java runtime check."""

from __future__ import annotations

import copy
import os
import pickle
import random
import re
import subprocess
import sys

import jpype
import numpy as np
import pytest

import tongiaki
from tongiaki import Game


def midgame(players: int = 4, seed: int = 3, decisions: int = 40, **kw: object) -> Game:
    g = Game.new(players, seed, **kw)  # type: ignore[arg-type]
    rng = random.Random(seed)
    n = g.option_count()
    for _ in range(decisions):
        if n == 0:
            break
        n = g.apply_option_quietly(rng.randrange(n))
    return g


def test_new_game_starts_at_the_first_set_up_boat_r_setup_2() -> None:
    g = Game.new(3, seed=5)
    assert g.players == ["blue", "red", "green"]
    assert g.start_player == "blue" and g.current_seat == 0 and g.turn == 0 and not g.is_over
    d = g.decision()
    assert (d.number, d.player, d.kind, d.rule) == (0, "blue", "SETUP_BERTH", "R-SETUP-2")
    assert [o.id for o in d.options] == list(range(len(d.options)))
    assert d.options[0].text.startswith("berth ") and d.options[0].choice == "Berth"
    assert [o.action for o in d.options] == g.legal_actions().tolist()
    assert g.events == g.last_events  # the start's events, if any


def test_players_colours_start_player_and_rule_options() -> None:
    g = Game.new(["red", "green"], 1, start_player="green", options="endgame=VOYAGE_ONLY stall-rounds=0")
    assert g.players == ["red", "green"] and g.start_player == "green" and g.decision().player == "green"
    assert "endgame=VOYAGE_ONLY" in g.options and "stall-rounds=0" in g.options


def test_the_same_seed_and_choices_give_the_same_game() -> None:
    a, b = midgame(seed=9), midgame(seed=9)
    assert a.position_text() == b.position_text()
    assert midgame(seed=10).position_text() != a.position_text()


def test_apply_by_id_text_and_option_gives_the_events() -> None:
    for key in ("id", "text", "option"):
        g = Game.new(2, 1)
        o = g.decision().options[1]
        events = g.apply_option(o.id) if key == "id" else g.apply({"text": o.text, "option": o}[key])
        assert [e.type for e in events] == ["BoatsPlaced"] and "R-SETUP-2" in events[0].text
        assert g.last_events == events and g.decision_number == 1


@pytest.mark.parametrize("bad", [999, -1, "berth Nowhere/9"])
def test_an_illegal_choice_raises_the_engines_message_and_changes_nothing(bad: object) -> None:
    g = midgame()
    before, number = g.position_text(), g.decision_number
    with pytest.raises(tongiaki.IllegalChoiceError) as e:
        g.apply_option(bad) if isinstance(bad, int) else g.apply(bad)  # type: ignore[arg-type]
    assert f"decision #{number}" in str(e.value)
    with pytest.raises(tongiaki.IllegalChoiceError):
        g.apply_option_quietly(bad if isinstance(bad, int) else 10_000)
    assert g.position_text() == before and g.decision_number == number


def test_an_illegal_action_raises_and_changes_nothing() -> None:
    g = midgame()
    before = g.position_text()
    illegal = int(np.flatnonzero(g.legal_action_mask() == 0)[0])
    with pytest.raises(tongiaki.IllegalChoiceError, match="is not legal"):
        g.apply_action(illegal)
    with pytest.raises(tongiaki.IllegalChoiceError):
        g.advance(illegal)
    with pytest.raises(tongiaki.IllegalChoiceError, match="is not legal"):
        g.apply_action(g.action_space_size + 5)
    assert g.position_text() == before


def test_a_malformed_position_raises_the_parse_error_with_line_and_column() -> None:
    good = midgame().position_text()
    bad = good.replace("\nturn ", "\nturn x", 1)
    with pytest.raises(tongiaki.ParseError) as e:
        Game.from_position(bad)
    assert e.value.line > 1 and e.value.column >= 1 and e.value.expected
    assert str(e.value).startswith(f"line {e.value.line}, column {e.value.column}: expected ")
    with pytest.raises(tongiaki.ParseError, match="line 1, column 1"):
        Game.from_position("not a position")
    assert Game.from_position(good).position_text() == good  # the round trip


def test_a_bad_choice_in_the_notation_raises_and_changes_nothing() -> None:
    g = midgame()
    before = g.position_text()
    with pytest.raises(tongiaki.ParseError):
        g.apply_notation("fly to the moon")
    assert g.position_text() == before


def test_bad_set_ups_raise_with_the_engines_message() -> None:
    with pytest.raises(tongiaki.InvalidArgumentError, match="2 to 6 players"):
        Game.new(7)
    with pytest.raises(tongiaki.InvalidArgumentError, match="unknown|option"):
        Game.new(2, options="no-such-option=1")
    with pytest.raises(tongiaki.InvalidArgumentError):
        Game.new(["blue", "magenta"])
    with pytest.raises(KeyError, match="no tile set named"):
        Game.new(2, tile_set="nowhere")


def test_the_game_over_raises_game_over_and_changes_nothing() -> None:
    g = Game.new(2, 4)
    g.play_randomly(4)
    assert g.is_over and g.option_count() == 0 and g.legal_actions().size == 0
    assert g.legal_action_mask().sum() == 0
    before = g.position_text()
    with pytest.raises(tongiaki.GameOverError):
        g.apply_option(0)
    with pytest.raises(tongiaki.GameOverError):
        g.decision()
    assert g.advance() == ([], -4)
    assert g.position_text() == before


def test_copies_are_independent_and_replay_alike() -> None:
    g = midgame()
    c = g.copy()
    for other in (copy.copy(g), copy.deepcopy(g), pickle.loads(pickle.dumps(g))):
        assert other.position_text() == g.position_text()
    before = g.position_text()
    c.apply_option_quietly(0)
    assert g.position_text() == before and c.position_text() != before
    g.apply_option_quietly(0)
    assert g.position_text() == c.position_text()


def test_determinize_keeps_everything_public_d_19() -> None:
    g = midgame()
    seat = g.current_seat
    d = g.determinize(77)
    assert d.view(seat) == g.view(seat)
    assert d.view(seat).text() == g.view(seat).text()
    assert np.array_equal(d.observation(seat), g.observation(seat))
    assert g.determinize(77).position_text() == d.position_text()  # the same seed: the same order


def test_the_view_hides_the_stack_order_d_19() -> None:
    g = midgame()
    v = g.view("red")
    assert v.seat == "red" and v.text().startswith("tongiaki-view 1")
    assert tongiaki.PlayerView.parse(v.text()) == v
    assert sorted(v.stack_composition()) == sorted(v.stack_composition())
    assert v.stack_size == len(v.stack_composition())
    assert v.to_game(5).view("red") == v


def test_mask_legal_ids_and_observation_equal_the_cores_own_arrays() -> None:
    rng = random.Random(2)
    for players in (2, 4, 6):
        g = Game.new(players, players)
        jmask = jpype.JArray(jpype.JBoolean)(g.action_space_size)
        jobs = jpype.JArray(jpype.JFloat)(g.observation_size)
        while not g.is_over:
            mask = g.legal_action_mask()
            assert mask.dtype == np.int8 and mask.shape == (g.action_space_size,)
            n = g.java.legalActionMask(jmask)
            assert np.array_equal(mask.astype(bool), np.array(jmask, dtype=bool)) and mask.sum() == n
            assert np.array_equal(np.flatnonzero(mask), np.sort(g.legal_actions()))
            for seat in range(players):
                g.java.observe(g.java.players().get(seat), jobs)
                assert np.array_equal(g.observation(seat), np.array(jobs, dtype=np.float32))
            ids = g.legal_actions()
            g.apply_action(int(ids[rng.randrange(len(ids))]))
        assert g.returns().sum() == pytest.approx(0.0)


def test_returns_follow_the_standings() -> None:
    g = Game.new(4, 8)
    assert np.array_equal(g.returns(), np.zeros(4))
    g.play_randomly(8)
    r = g.returns()
    st = g.standings()
    best = g.players.index(st[0].colour)
    assert r[best] == r.max() and r.sum() == pytest.approx(0.0)
    assert [s.rank for s in st] == sorted(s.rank for s in st)


def test_explicit_chance_offers_the_stacks_tiles_each_as_likely() -> None:
    g = Game.new(3, explicit_chance=True)
    assert g.explicit_chance
    while g.decision_kind() != "CHANCE":
        g.apply_option_quietly(0)
    d = g.decision()
    assert d.is_chance and g.advance()[1] == -1
    stack = g.view(0).stack_composition()
    assert len(d.options) == len(stack)
    assert sorted(o.text.removeprefix("draw ") for o in d.options) == sorted(stack)
    assert sum(o.probability for o in d.options) == pytest.approx(1.0)  # type: ignore[misc]


def test_a_game_played_on_the_fast_path_equals_one_played_with_events() -> None:
    a, b = Game.new(4, 11), Game.new(4, 11)
    rng = random.Random(11)
    while not a.is_over:
        i = rng.randrange(a.option_count())
        a.apply_option_quietly(i)
        b.apply_option(i)
    assert a.position_text() == b.position_text() and b.is_over
    assert len(b.events) > len(a.events)


def test_missing_java_gives_one_clear_error() -> None:
    code = "import tongiaki\ntry:\n    tongiaki.Game.new(2)\nexcept tongiaki.JavaNotFoundError as e:\n    print('ERR', e)\n"
    env = dict(os.environ, TONGIAKI_JVM="/nonexistent/libjvm.so")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("ERR ") and "Java runtime, version 17 or newer" in out.stdout
    assert "Traceback" not in out.stderr


def test_the_short_set_up_equals_the_full_one() -> None:
    for players in (2, 4, 6):
        short = Game.new(players, 9)
        full = Game.new(list(tongiaki.COLOURS[:players]), 9, options="", tile_set="official")
        assert short.position_text() == full.position_text()
        assert short.options == full.options


def test_the_board_as_svg_shows_no_stack_order_and_jupyter_shows_it() -> None:
    g = Game.new(3, 11)
    while g.decision_kind() != "TURN_ACTION":
        g.apply_option(0)
    svg = g.svg(600)
    assert svg.startswith("<svg") and 'width="600"' in svg and svg.rstrip().endswith("</svg>")
    assert g._repr_svg_() == g.svg()
    # D-19: the drawing tells the stack's size, never its order: the same position with the stack reversed draws
    # the same
    lines = g.position_text().split("\n")
    i = next(k for k, line in enumerate(lines) if line.startswith("stack "))
    tiles = re.findall(r'"[^"]*"|\S+', lines[i])[1:]
    assert len(tiles) > 1
    lines[i] = "stack " + " ".join(reversed(tiles))
    assert Game.from_position("\n".join(lines)).svg(600) == Game.from_position(g.position_text()).svg(600)


@pytest.mark.parametrize("size", [99, 10_001, -1, 1 << 40])
def test_an_svg_width_out_of_range_is_refused_with_the_engines_message(size: int) -> None:
    with pytest.raises(tongiaki.InvalidArgumentError, match=r"SVG width must be 100\.\.10000 pixels"):
        Game.new(2, 1).svg(size)
    with pytest.raises(TypeError):
        Game.new(2, 1).svg("800")  # type: ignore[arg-type]


# Issue 46: an id is a Python int or a NumPy integer; anything else is refused before the engine sees it, so that
# 4636.9 never plays 4636 and "3" never plays option 3.
BAD_IDS = [1.0, 1.9, "1", True, False, None, np.float64(1.0), np.bool_(True)]


@pytest.mark.parametrize("bad", BAD_IDS, ids=repr)
def test_an_id_that_is_not_an_int_is_refused_and_changes_nothing(bad: object) -> None:
    g = midgame()
    before, number = g.position_text(), g.decision_number
    good_action = int(g.legal_actions()[1])
    calls = {
        "apply_option_quietly": lambda: g.apply_option_quietly(bad),  # type: ignore[arg-type]
        "apply_option": lambda: g.apply_option(bad),  # type: ignore[arg-type]
        "action_id": lambda: g.action_id(bad),  # type: ignore[arg-type]
        "apply_action": lambda: g.apply_action(bad),  # type: ignore[arg-type]
        "advance": lambda: g.advance(bad),  # type: ignore[arg-type]
    }
    if not isinstance(bad, str):  # a str given to apply or option is an option's text (refused below: no such text)
        calls["apply"] = lambda: g.apply(bad)  # type: ignore[arg-type]
        calls["decision.option"] = lambda: g.decision().option(bad)  # type: ignore[arg-type]
    for name, call in calls.items():
        with pytest.raises(TypeError, match=r"an int or a NumPy integer, got|an Option or an option text, got") as e:
            call()
        assert type(bad).__name__ in str(e.value), name
        assert g.position_text() == before and g.decision_number == number, name
    with pytest.raises(tongiaki.IllegalChoiceError):
        g.apply(str(bad))  # "1" is no option's text, never option 1
    assert g.position_text() == before and g.decision_number == number
    g.apply_action(good_action)  # the game still plays on
    assert g.decision_number == number + 1


@pytest.mark.parametrize("kind", [np.int32, np.int64, np.int16, np.uint16, int])
def test_numpy_integer_ids_are_accepted(kind: type) -> None:
    a, b, c, d = midgame(), midgame(), midgame(), midgame()
    option, action = 1, int(a.legal_actions()[1])
    a.apply_option_quietly(kind(option))
    b.apply_action(kind(action))
    c.advance(kind(action))
    assert d.decision().option(kind(option)).id == option
    assert d.action_id(kind(option)) == action
    d.apply_option(kind(option))
    assert a.position_text() == b.position_text() == c.position_text() == d.position_text()


@pytest.mark.parametrize("bad", [-2, -7, -(1 << 31)])
def test_advance_refuses_negative_ids_other_than_minus_one_and_changes_nothing(bad: int) -> None:
    g = midgame()
    before, number = g.position_text(), g.decision_number
    with pytest.raises(tongiaki.IllegalChoiceError, match=f"action {bad} is not legal in decision #{number}"):
        g.advance(bad)
    assert g.position_text() == before and g.decision_number == number
    assert g.advance(-1)[0] == g.legal_actions().tolist()  # -1 still applies nothing
    assert g.position_text() == before


def test_none_or_another_type_given_as_text_raises_type_error_not_a_java_null_pointer() -> None:
    g = midgame()
    before, number = g.position_text(), g.decision_number
    calls = {
        "Game.from_position": lambda bad: Game.from_position(bad),
        "Game.from_record": lambda bad: Game.from_record(bad),
        "read_record": lambda bad: tongiaki.read_record(bad),
        "canonical_position": lambda bad: tongiaki.canonical_position(bad),
        "register_tile_set": lambda bad: tongiaki.register_tile_set(bad),
        "PlayerView.parse": lambda bad: tongiaki.PlayerView.parse(bad),
        "PlayerView.of_position": lambda bad: tongiaki.PlayerView.of_position(bad, "blue"),
        "Game.parse_choice": lambda bad: g.parse_choice(bad),
        "Game.apply_notation": lambda bad: g.apply_notation(bad),
        "Game.apply": lambda bad: g.apply(bad),
        "Game.apply_option": lambda bad: g.apply_option(bad),
        "Decision.option": lambda bad: g.decision().option(bad),
        "PlayerView.of_position seat": lambda bad: tongiaki.PlayerView.of_position(before, bad),
    }
    for bad in (None, b"text", 3.5):
        for name, call in calls.items():
            with pytest.raises(TypeError) as e:
                call(bad)
            assert not isinstance(e.value, jpype.JException), name
            assert type(bad).__name__ in str(e.value) or "None" in str(e.value), (name, str(e.value))
    assert g.position_text() == before and g.decision_number == number


def test_one_action_space_an_option_id_is_never_taken_for_an_action_id() -> None:
    # The API-freeze issue's example: 3 players, seed 7, the second set-up round (R-SETUP-2).
    g = Game.new(3, 7)
    for _ in range(3):
        g.apply_option(0)
    d = g.decision()
    assert d.number == 3
    assert (d.options[2].text, d.options[3].text) == ("berth Tonga/4", "berth Tonga/5")
    assert g.action_id(2) == d.options[2].action == 3
    by_text, by_option, by_action, by_advance = g.copy(), g.copy(), g.copy(), g.copy()
    by_text.apply("berth Tonga/4")
    by_option.apply_option(2)
    by_action.apply_action(3)
    by_advance.advance(3)
    assert by_option.position_text() == by_action.position_text() == by_advance.position_text() == by_text.position_text()
    before = g.position_text()
    with pytest.raises(TypeError, match=r"got the number 3: apply an option id with apply_option\(id\), an action id with "
                       r"apply_action\(id\)"):
        g.apply(3)  # type: ignore[arg-type]
    with pytest.raises(tongiaki.IllegalChoiceError, match=r"action 0 is not legal in decision #3 \(SETUP_BERTH\)"):
        g.apply_action(0)  # option id 0 given as an action id: berth Tonga/1, taken
    with pytest.raises(tongiaki.IllegalChoiceError, match=r"has option ids 0\.\.4, got 5"):
        g.apply_option(5)  # action id 5 given as an option id
    assert g.position_text() == before and g.decision_number == 3
    # At every decision of a game: an option id given as an action id is refused unless it is a legal action id,
    # and then it plays the option whose action id it is.
    h = Game.new(4, 3)
    refused = 0
    for step in range(80):
        if h.is_over:
            break
        ids = h.legal_actions().tolist()
        for i in range(min(len(ids), 6)):
            c = h.copy()
            if i in ids:
                c.apply_action(i)
                same = h.copy()
                same.apply_option_quietly(ids.index(i))
                assert c.position_text() == same.position_text()
            else:
                with pytest.raises(tongiaki.IllegalChoiceError, match="is not legal in decision"):
                    c.apply_action(i)
                assert c.decision_number == h.decision_number
                refused += 1
        h.apply_action(ids[step % len(ids)])
    assert refused > 0
