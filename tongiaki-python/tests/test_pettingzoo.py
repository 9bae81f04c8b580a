"""The PettingZoo environment under PettingZoo's own api_test and seed_test, and its render and masks."""

from __future__ import annotations

import shlex

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, render_test, seed_test  # noqa: E402

import tongiaki  # noqa: E402
from tongiaki.pettingzoo import env, raw_env  # noqa: E402


@pytest.mark.parametrize("players", [2, 4, 6])
def test_pettingzoos_api_test_passes(players: int) -> None:
    api_test(env(players=players, render_mode="ansi"), num_cycles=200)


def test_pettingzoos_seed_test_passes() -> None:
    seed_test(lambda: env(players=3), num_cycles=300)


def play(e, seed: int) -> list[float]:  # type: ignore[no-untyped-def]
    e.reset(seed=seed)
    rng = np.random.default_rng(seed)
    total = {a: 0.0 for a in e.possible_agents}
    for agent in e.agent_iter():
        obs, reward, term, trunc, _ = e.last()
        total[agent] += reward
        if term or trunc:
            e.step(None)
            continue
        mask = obs["action_mask"]
        assert mask.dtype == np.int8 and mask.sum() >= 1
        e.step(int(rng.choice(np.flatnonzero(mask))))
    return [total[a] for a in e.possible_agents]


def test_a_whole_game_pays_the_engines_returns_and_the_same_seed_replays_it() -> None:
    a, b = raw_env(4), raw_env(4)
    ra = play(a, 5)
    assert ra == play(b, 5)
    assert a.game.position_text() == b.game.position_text()
    assert sum(ra) == pytest.approx(0.0) and max(ra) == 1.0


def test_only_the_agent_to_move_has_a_mask_and_an_illegal_action_changes_nothing() -> None:
    e = raw_env(3)
    e.reset(seed=1)
    for agent in e.possible_agents:
        m = e.observe(agent)["action_mask"]
        assert (m.sum() > 0) == (agent == e.agent_selection)
    before = e.game.position_text()
    illegal = int(np.flatnonzero(e.observe(e.agent_selection)["action_mask"] == 0)[0])
    with pytest.raises(tongiaki.IllegalChoiceError):
        e.step(illegal)
    assert e.game.position_text() == before


def test_the_ansi_render_is_the_game_log_and_the_selected_agents_view() -> None:
    e = raw_env(2, render_mode="ansi")
    e.reset(seed=2)
    agent = e.agent_selection
    e.step(int(np.flatnonzero(e.observe(agent)["action_mask"])[0]))
    text = e.render()
    seat = e.possible_agents.index(e.agent_selection)
    assert "BoatsPlaced colour=blue" in text and "tongiaki-view 1" in text
    assert text.endswith("\n\n" + e.game.view(seat).text())
    assert raw_env(2).render() is None


def test_pettingzoos_render_test_passes_and_human_prints_the_ansi_text(capsys: pytest.CaptureFixture[str]) -> None:
    render_test(env)
    ansi, human = raw_env(2, render_mode="ansi"), raw_env(2, render_mode="human")
    ansi.reset(seed=3)
    human.reset(seed=3)
    capsys.readouterr()
    assert human.render() is None
    assert capsys.readouterr().out == ansi.render() + "\n"
    with pytest.raises(ValueError, match="render_mode"):
        raw_env(2, render_mode="rgb_array")


def stack_line(position: str) -> str:
    return next(line for line in position.splitlines() if line.startswith("stack "))


def in_progress(render_full_position: bool = False):  # type: ignore[no-untyped-def]
    """An environment 12 actions into a game (the stack's order still hidden from every seat)."""
    e = raw_env(3, render_mode="ansi", **({"render_full_position": True} if render_full_position else {}))
    e.reset(seed=4)
    for _ in range(12):
        e.step(int(np.flatnonzero(e.observe(e.agent_selection)["action_mask"])[0]))
    assert not e.game.is_over
    return e


def with_stack_reversed(position: str) -> str:
    line = stack_line(position)
    words = shlex.split(line)[1:]
    reversed_line = "stack " + " ".join(shlex.quote(w).replace("'", '"') for w in reversed(words))
    assert reversed_line != line
    return position.replace(line, reversed_line)


def test_the_render_of_a_game_in_progress_never_tells_the_stacks_order() -> None:
    # D-19: no seat knows the order; the render is what a seat may see, so a reversed stack renders the same
    e = in_progress()
    position = e.game.position_text()
    text = e.render()
    assert stack_line(position) not in text and "tongiaki-position" not in text
    e.game = tongiaki.Game.from_position(position)
    same = e.render()
    e.game = tongiaki.Game.from_position(with_stack_reversed(position))
    assert e.render() == same


def test_the_full_position_render_tells_the_stacks_order_when_asked_for() -> None:
    e = in_progress(render_full_position=True)
    position = e.game.position_text()
    assert e.render().endswith("\n\n" + position) and stack_line(position) in e.render()
    e.game = tongiaki.Game.from_position(position)
    first = e.render()
    e.game = tongiaki.Game.from_position(with_stack_reversed(position))
    assert e.render() != first


@pytest.mark.parametrize("bad", [1.0, 0.9, "1", True, np.float32(1.0)], ids=repr)
def test_an_action_that_is_not_an_int_is_refused_and_changes_nothing(bad: object) -> None:
    e = raw_env(3)
    e.reset(seed=1)
    legal = np.flatnonzero(e.observe(e.agent_selection)["action_mask"]).tolist()
    assert 1 in legal or bad not in (1, 1.0, "1", True)  # 4636.9 played 4636: here 1.0 or "1" would play 1
    before, agent = e.game.position_text(), e.agent_selection
    with pytest.raises(TypeError, match="an int or a NumPy integer, got"):
        e.step(bad)  # type: ignore[arg-type]
    assert e.game.position_text() == before and e.agent_selection == agent and e.game.decision_number == 0
    e.step(np.int64(legal[0]))  # a NumPy integer (what action_space.sample gives) is an action
    assert e.game.decision_number == 1


def test_the_selected_agents_mask_and_observation_are_written_in_place_and_no_events_are_built() -> None:
    e = raw_env(4)
    e.reset(seed=11)
    first = e.observe(e.agent_selection)
    events = len(e.game.events)
    for _ in range(30):
        agent = e.agent_selection
        o = e.observe(agent)
        assert o["action_mask"] is first["action_mask"] and o["observation"] is first["observation"]
        assert np.array_equal(o["action_mask"], e.game.legal_action_mask())
        assert np.array_equal(o["observation"], e.game.observation(e.possible_agents.index(agent)))
        assert e.legal_actions().tolist() == e.game.legal_actions().tolist()
        e.step(int(np.flatnonzero(o["action_mask"])[-1]))
    assert len(e.game.events) == events  # without a render mode, no events are built
    logged = raw_env(4, render_mode="ansi")
    logged.reset(seed=11)
    for _ in range(30):
        logged.step(int(np.flatnonzero(logged.observe(logged.agent_selection)["action_mask"])[-1]))
    assert len(logged.game.events) > events and logged.game.position_text() == e.game.position_text()


# ----- the fast paths (issue 48): one wrapper, the reset in one crossing, the step's checks -----------------------


def pettingzoos_own_wrappers(players: int):  # type: ignore[no-untyped-def]
    from pettingzoo.utils import wrappers

    return wrappers.OrderEnforcingWrapper(wrappers.AssertOutOfBoundsWrapper(raw_env(players)))


@pytest.mark.parametrize("options", [None, "endgame=VOYAGE_ONLY stall-rounds=0"])
def test_a_reset_starts_the_game_game_new_gives_for_the_drawn_seed(options: str | None) -> None:
    e = raw_env(3, options=options)
    for seed in (0, 7, 123):
        e.reset(seed=seed)
        stack_seed = int(np.random.default_rng(seed).integers(0, 2**63 - 1))
        assert e.game.position_text() == tongiaki.Game.new(3, stack_seed, options=options).position_text()
        assert e.game.java.equals(e._lane._java.game(0))  # the lane's game itself (Game has identity equality)


def test_env_is_one_order_enforcing_wrapper_with_pettingzoos_checks_and_errors() -> None:
    from pettingzoo.utils.wrappers import OrderEnforcingWrapper

    e, theirs = env(players=3), pettingzoos_own_wrappers(3)
    assert isinstance(e, OrderEnforcingWrapper) and isinstance(e.unwrapped, tongiaki.pettingzoo.TongiakiEnv)
    assert str(e) == str(theirs) == "tongiaki_v0"
    for w in (e, theirs):  # before a reset: the same errors
        with pytest.raises(AttributeError, match="agent_selection cannot be accessed before reset"):
            w.last()
        with pytest.raises(Exception) as step_error:
            w.step(0)
        assert "reset" in str(step_error.value)
    e.reset(seed=2)
    theirs.reset(seed=2)
    size = e.action_space(e.agent_selection).n
    for bad in (-1, size, 1.5, "1"):  # out of the action space, or not a number: AssertOutOfBoundsWrapper's error
        with pytest.raises(AssertionError, match="action is not in action space"):
            e.step(bad)
        with pytest.raises(AssertionError, match="action is not in action space"):
            theirs.step(bad)
    for w in (e, theirs):  # a bool is in the space to Gymnasium, but not an action id to the environment
        with pytest.raises(TypeError, match="an int or a NumPy integer, got bool"):
            w.step(True)
    before = e.unwrapped.game.position_text()
    illegal = int(np.flatnonzero(e.last()[0]["action_mask"] == 0)[0])
    with pytest.raises(tongiaki.IllegalChoiceError) as mine:
        e.step(illegal)
    with pytest.raises(tongiaki.IllegalChoiceError) as their:
        theirs.step(illegal)
    assert str(mine.value) == str(their.value) and e.unwrapped.game.position_text() == before


def test_the_wrapped_environment_plays_the_games_pettingzoos_wrappers_play() -> None:
    for seed in (3, 4):
        mine, theirs = env(players=4), pettingzoos_own_wrappers(4)
        assert play(mine, seed) == play(theirs, seed)
        assert mine.unwrapped.game.position_text() == theirs.unwrapped.game.position_text()
        assert list(mine.agent_iter()) == list(theirs.agent_iter()) == []
