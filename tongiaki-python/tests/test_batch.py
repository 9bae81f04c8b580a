"""tongiaki.batch.GameBatch: games stepped in one crossing, their arrays written in place; the same games as the
API plays one by one."""

from __future__ import annotations

import numpy as np
import pytest

import tongiaki
from tongiaki.batch import GameBatch


def lane_matches(b: GameBatch, i: int, game: tongiaki.Game) -> None:
    legal = game.legal_actions()
    assert b.legal_counts[i] == len(legal)
    assert b.legal_ids[i, : len(legal)].tolist() == legal.tolist()
    assert np.array_equal(b.action_masks[i], game.legal_action_mask())
    assert b.seats[i] == game.current_seat
    assert np.array_equal(b.observations[i], game.observation(game.current_seat))


def test_every_lane_is_the_game_of_its_seed_step_by_step_through_auto_resets() -> None:
    n, seed = 3, 40
    b = GameBatch(n, players=3, seed=seed)
    games = [tongiaki.Game.new(3, seed + i) for i in range(n)]
    next_seed = seed + n
    rng = np.random.default_rng(1)
    ended = 0
    for _ in range(400):
        for i in range(n):
            lane_matches(b, i, games[i])
        actions = [int(rng.choice(g.legal_actions())) for g in games]
        finished = b.step(actions)
        done = []
        for i, (g, a) in enumerate(zip(games, actions)):
            g.apply_action(a)
            if g.is_over:
                done.append(i)
                assert b.returns[i].tolist() == g.returns().tolist()
                games[i] = tongiaki.Game.new(3, next_seed)
                next_seed += 1
            else:
                assert not b.returns[i].any()
        assert finished == len(done) and np.flatnonzero(b.dones).tolist() == done
        ended += finished
    assert ended >= 3 and b.finished == ended
    assert b.game(0).position_text() == games[0].position_text()


def test_the_engine_writes_into_the_callers_arrays() -> None:
    masks = np.zeros((2, tongiaki.Game.new(4, 0).action_space_size), dtype=np.int8)
    observations = np.zeros((2, tongiaki.Game.new(4, 0).observation_size), dtype=np.float32)
    b = GameBatch(2, players=4, seed=3, action_masks=masks, observations=observations)
    assert b.action_masks is masks and b.observations is observations
    before = observations.copy()
    b.step(b.legal_ids[:, 0])
    assert not np.array_equal(before, observations) and masks.sum() == b.legal_counts.sum()
    for i in range(2):
        lane_matches(b, i, b.game(i))
    with pytest.raises(ValueError):
        GameBatch(2, action_masks=np.zeros((2, 5), dtype=np.int8))


def test_an_illegal_action_in_any_game_changes_no_game() -> None:
    b = GameBatch(2, players=2, seed=5)
    texts = [b.game(i).position_text() for i in range(2)]
    masks = b.action_masks.copy()
    illegal = int(np.flatnonzero(b.action_masks[1] == 0)[0])
    with pytest.raises(tongiaki.IllegalChoiceError, match="game 1"):
        b.step([int(b.legal_ids[0, 0]), illegal])
    assert [b.game(i).position_text() for i in range(2)] == texts and np.array_equal(masks, b.action_masks)


def test_without_auto_reset_a_finished_game_stays_over() -> None:
    b = GameBatch(1, players=2, seed=9, auto_reset=False)
    while not b.dones[0]:
        b.step([b.legal_ids[0, 0]])
    assert b.legal_counts[0] == 0 and b.seats[0] == -4 and not b.action_masks.any()
    assert b.game(0).is_over and b.returns[0].tolist() == b.game(0).returns().tolist()
    with pytest.raises(tongiaki.IllegalChoiceError):
        b.step([0])



def test_steps_from_two_threads_take_turns_each_whole() -> None:
    # every crossing into the engine happens under the batch's lock, so two threads never step it at once
    import threading

    batch = GameBatch(8, players=3, seed=11)
    inner = batch._step
    unlocked: list[int] = []

    def checked() -> int:
        if not batch._lock.locked():
            unlocked.append(1)
        return int(inner())

    batch._step = checked
    errors: list[BaseException] = []

    def play() -> None:
        try:
            for _ in range(150):
                # a choice read before the other thread stepped may be stale: a clear error, never another move
                ids = batch.legal_ids[np.arange(batch.n), 0].copy()
                try:
                    batch.step(ids)
                except tongiaki.IllegalChoiceError:
                    pass
        except BaseException as e:  # noqa: BLE001
            errors.append(e)

    threads = [threading.Thread(target=play) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors and not unlocked
    # every lane's arrays are still its game's: each step was whole
    for i in range(batch.n):
        lane_matches(batch, i, batch.game(i))
