"""Issue 46: the core's undo history (Game.keepHistory, undoDepth, undo) as keep_history, undo_depth and undo, and
the one-line form of positions and views (position_one_line, PlayerView.one_line), read wherever a text is."""

from __future__ import annotations

import os
import random
from typing import Any

import numpy as np
import pytest

import tongiaki
from tongiaki import Game, PlayerView

GAMES = int(os.environ.get("TONGIAKI_UNDO_GAMES", "200"))
NO_BOUND = (1 << 31) - 1


def snapshot(g: Game) -> tuple[Any, ...]:
    """What undo must restore: the position, its hash, the decision number, the pending decision's options (ids,
    texts, action ids), the legal actions, every seat's observation and the last events."""
    over = g.is_over
    options = () if over else tuple((o.id, o.text, o.action) for o in g.decision().options)
    observations = tuple(g.observation(s).tobytes() for s in range(g.num_players))
    return (g.position_text(), g.position_hash(), g.decision_number, over, options, g.legal_actions().tobytes(),
            observations, tuple(g.last_events))


def test_undo_after_every_decision_of_random_games_restores_everything() -> None:
    decisions = 0
    for k in range(GAMES):
        players = 2 + k % 5
        g = Game.new(players, seed=2000 + k, explicit_chance=k % 7 == 3).keep_history(NO_BOUND)
        rng = random.Random(k)
        start_events = g.events
        seen = []
        while not g.is_over:
            before = snapshot(g)
            option = rng.randrange(g.option_count())
            first = g.apply_option(option)
            count = int(g.java.eventCount())  # the log's length, without building its events
            assert g.undo_depth() == len(seen) + 1
            g.undo()
            assert snapshot(g) == before, f"game {k}, decision #{before[2]}: undo restores it"
            assert int(g.java.eventCount()) == count - len(first)
            # the random state too: the same choice draws the same tile again
            assert g.apply_option(option) == first
            seen.append(before)
            decisions += 1
        while g.undo_depth() > 0:  # back to the start through every decision taken
            g.undo()
            before = seen.pop()
            assert (g.position_text(), g.position_hash(), g.decision_number) == before[:3]
        assert not seen and g.events == start_events
        with pytest.raises(tongiaki.TongiakiError, match="^nothing to undo: decision #0 is the earliest"):
            g.undo()
    assert decisions > GAMES * 50


def test_undo_goes_back_through_the_fast_path_and_the_learning_surface() -> None:
    g = Game.new(3, seed=5).keep_history(NO_BOUND)
    start = snapshot(g)
    assert g.play_randomly(99, 40) == 40
    mid = snapshot(g)
    g.apply_option_quietly(0)
    legal, _ = g.advance(int(g.legal_actions()[-1]))
    g.apply_action(legal[0])
    assert g.undo_depth() == 43
    for _ in range(3):
        g.undo()
    assert snapshot(g) == mid
    for _ in range(40):
        g.undo()
    assert snapshot(g) == start
    g.play_randomly(99, 40)
    assert snapshot(g) == mid, "the stack's order was restored: the same seed plays the same game"


def test_keep_history_bounds_it_and_errors_carry_the_cores_words() -> None:
    g = Game.new(4, seed=8)
    assert g.undo_depth() == 0
    with pytest.raises(tongiaki.TongiakiError) as e:
        g.undo()
    assert str(e.value) == "nothing to undo: this game keeps no history (see Game.keepHistory)"
    assert g.keep_history(3) is g
    g.play_randomly(1, 10)
    assert g.undo_depth() == 3
    for _ in range(3):
        g.undo()
    assert g.decision_number == 7
    with pytest.raises(tongiaki.TongiakiError, match="^nothing to undo: decision #7 is the earliest this game's history holds$"):
        g.undo()
    g.play_randomly(2, 2)
    assert g.copy().undo_depth() == 0 and g.determinize(4).undo_depth() == 0
    with pytest.raises(tongiaki.InvalidArgumentError, match="^a history depth is not negative, got -1$"):
        g.keep_history(-1)
    assert g.undo_depth() == 2
    with pytest.raises(TypeError):
        g.keep_history(1.5)  # type: ignore[arg-type]
    g.keep_history(np.int64(1))
    assert g.undo_depth() == 1
    g.keep_history(1 << 40)  # beyond a Java int: no bound
    g.keep_history(0)
    assert g.undo_depth() == 0


def test_one_line_positions_and_views_round_trip() -> None:
    for k in range(40):
        g = Game.new(2 + k % 5, seed=k, explicit_chance=k % 4 == 1)
        g.play_randomly(k, k * 5)
        line = g.position_one_line()
        assert "\n" not in line and "\r" not in line and "\t" not in line
        assert line == "; ".join(g.position_text().rstrip("\n").split("\n"))
        assert tongiaki.canonical_position(line) == g.position_text()
        back = Game.from_position(line)
        assert snapshot(back)[:7] == snapshot(g)[:7]
        view = g.view(k % 2)
        one = view.one_line()
        assert "\n" not in one and one == "; ".join(view.text().rstrip("\n").split("\n"))
        assert PlayerView.parse(one) == view and PlayerView.parse(one).one_line() == one
        assert PlayerView.parse(one).to_game(7).position_text() == view.to_game(7).position_text()
    bad = Game.new(2, seed=1).position_one_line().replace("players blue red", "players blue rouge")
    with pytest.raises(tongiaki.ParseError) as e:
        Game.from_position(bad)
    assert e.value.line == 1 and e.value.column == bad.index("rouge") + 1
