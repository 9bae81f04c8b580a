"""The OpenSpiel game under OpenSpiel's own checks: pyspiel.random_sim_test (with serialization) for every player
count, and OpenSpiel's MCTSBot playing complete games. TONGIAKI_PY_SIMS scales the simulations (default 2 per
player count; the heavier CI run sets more)."""

from __future__ import annotations

import os
import pickle

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

import tongiaki.openspiel  # noqa: E402  (registers python_tongiaki)
from open_spiel.python.algorithms import mcts  # noqa: E402

SIMS = int(os.environ.get("TONGIAKI_PY_SIMS", "2"))


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_openspiels_random_sim_test_passes_with_serialization(players: int) -> None:
    game = pyspiel.load_game("python_tongiaki", {"players": players})
    assert game.num_players() == players
    pyspiel.random_sim_test(game, num_sims=SIMS, serialize=True, verbose=False)


def test_the_game_type_and_info() -> None:
    game = pyspiel.load_game("python_tongiaki")
    t = game.get_type()
    assert t.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert t.utility == pyspiel.GameType.Utility.ZERO_SUM
    assert game.num_players() == 4
    assert game.num_distinct_actions() == tongiaki.Game.new(4).action_space_size
    assert game.observation_tensor_size() == tongiaki.Game.new(4).observation_size
    with pytest.raises(Exception, match="2 to 6 players"):
        pyspiel.load_game("python_tongiaki", {"players": 7})


def to_first_chance(state):  # type: ignore[no-untyped-def]
    while not state.is_chance_node():
        state.apply_action(state.legal_actions()[0])
    return state


def test_tile_draws_are_chance_nodes_with_the_stacks_composition() -> None:
    state = to_first_chance(pyspiel.load_game("python_tongiaki", {"players": 3}).new_initial_state())
    outcomes = state.chance_outcomes()
    stack = state.engine.view(0).stack_composition()
    assert len(outcomes) == len(stack)
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    assert all(p == pytest.approx(1.0 / len(stack)) for _, p in outcomes)
    texts = sorted(state.action_to_string(pyspiel.PlayerId.CHANCE, a) for a, _ in outcomes)
    assert texts == sorted("draw " + t for t in stack)


def test_clone_and_serialize_keep_the_state() -> None:
    game = pyspiel.load_game("python_tongiaki", {"players": 2})
    state = to_first_chance(game.new_initial_state())
    state.apply_action(state.chance_outcomes()[0][0])
    clone = state.clone()
    assert str(clone) == str(state) and clone.history() == state.history()
    back = game.deserialize_state(state.serialize())
    assert str(back) == str(state) and back.legal_actions() == state.legal_actions()
    clone.apply_action(clone.legal_actions()[0])
    assert str(clone) != str(state)  # independent
    assert np.array_equal(np.asarray(state.observation_tensor(0)), state.engine.observation(0))
    assert state.information_state_string(1) == state.engine.view(1).text()
    assert pickle.loads(pickle.dumps(state.engine)).position_text() == str(state)


def test_openspiels_mcts_bot_plays_complete_games() -> None:
    for players in (2, 3):
        game = pyspiel.load_game("python_tongiaki", {"players": players})
        rng = np.random.RandomState(players)
        evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
        bots = [mcts.MCTSBot(game, uct_c=2.0, max_simulations=8, evaluator=evaluator, random_state=rng)
                for _ in range(players)]
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randint(len(outcomes))][0])
            else:
                state.apply_action(bots[state.current_player()].step(state))
        assert sum(state.returns()) == pytest.approx(0.0) and max(state.returns()) == 1.0


def test_random_games_end_with_zero_sum_returns() -> None:
    for seed in range(3):
        r = tongiaki.openspiel.random_game(4, seed)
        assert sum(r) == pytest.approx(0.0) and max(r) == 1.0 and min(r) == -1.0


def _midgame_state():  # type: ignore[no-untyped-def]
    state = pyspiel.load_game("python_tongiaki", {"players": 3}).new_initial_state()
    for _ in range(12):
        if state.is_chance_node():
            state.apply_action(state.chance_outcomes()[0][0])
        else:
            state.apply_action(state.legal_actions()[-1])
    return state


@pytest.mark.parametrize("bad", ["minus one", "minus two", "too large", "illegal in range"])
def test_apply_action_refuses_every_illegal_action_and_changes_neither_state_nor_history(bad: str) -> None:
    state = _midgame_state()
    game = state.get_game()
    legal = state.legal_actions()
    action = {
        "minus one": pyspiel.INVALID_ACTION,  # -1: no action at all (and Game.advance's "apply nothing")
        "minus two": -2,
        "too large": game.num_distinct_actions() + 3,
        "illegal in range": next(a for a in range(game.num_distinct_actions()) if a not in legal),
    }[bad]
    before, history, player = str(state), state.history(), state.current_player()
    # OpenSpiel's State::ApplyAction refuses -1 itself (a SpielError) before it calls the Python state
    refusal = pyspiel.SpielError if action == -1 else tongiaki.IllegalChoiceError
    with pytest.raises(refusal, match=f"action_id = -1|action {action} is not legal"):
        state.apply_action(action)
    assert str(state) == before and state.history() == history and state.current_player() == player
    assert state.legal_actions() == legal and state.move_number() == len(history)
    state.apply_action(legal[0])  # the state still plays on
    assert state.history() == history + [legal[0]]


@pytest.mark.parametrize("bad", [1.5, "3", None])
def test_apply_action_refuses_an_action_that_is_not_an_int(bad: object) -> None:
    state = _midgame_state()
    before, history = str(state), state.history()
    with pytest.raises(TypeError):
        state.apply_action(bad)
    assert str(state) == before and state.history() == history


@pytest.mark.parametrize("kind", [np.int32, np.int64])
def test_apply_action_takes_numpy_integers(kind: type) -> None:
    a, b = _midgame_state(), _midgame_state()
    action = a.legal_actions()[0]
    a.apply_action(action)
    b.apply_action(kind(action))
    assert str(a) == str(b) and a.history() == b.history()


def test_undo_action_is_not_offered_to_a_python_game() -> None:
    """OpenSpiel's Python-game bridge forwards no UndoAction, and a Python state cannot pop OpenSpiel's own history:
    undo_action stays OpenSpiel's, which refuses (the module's docstring says so; clone() is the way back)."""
    state = pyspiel.load_game("python_tongiaki", {"players": 2}).new_initial_state()
    action = state.legal_actions()[0]
    state.apply_action(action)
    assert "undo_action" not in vars(tongiaki.openspiel.TongiakiState)
    with pytest.raises(pyspiel.SpielError, match="UndoAction function is not overridden"):
        state.undo_action(0, action)
    assert state.history() == [action]
