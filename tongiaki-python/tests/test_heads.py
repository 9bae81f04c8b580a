"""tongiaki.heads: the action id split into four small heads and back, and the per-head masks, conditioned on the
heads before, allow exactly the legal ids."""

from __future__ import annotations

import random

import numpy as np
import pytest

import tongiaki
from tongiaki.heads import HEADS, ActionHeads


@pytest.fixture(scope="module")
def heads() -> ActionHeads:
    return ActionHeads(tongiaki.Game.new(4, 0))


def test_the_official_heads_are_154_wide_and_every_id_of_the_space_round_trips(heads: ActionHeads) -> None:
    assert HEADS == ("kind", "first", "second", "third")
    assert heads.widths == (8, 65, 65, 16) and sum(heads.widths) == 154
    ids = np.arange(heads.size)
    split = heads.split(ids)
    assert np.array_equal(heads.join(*split), ids)
    for h, width in zip(split, heads.widths):
        assert h.min() >= 0 and h.max() < width
    # the kind head is the engine's kind of the id
    game = tongiaki.Game.new(4, 0)
    space = game.java.actionSpace()
    for i in range(0, heads.size, 997):
        assert heads.kinds[split[0][i]] == str(space.kindOf(int(i)).name())


def test_a_tile_placement_splits_into_q_r_and_rotation(heads: ActionHeads) -> None:
    offset = int(heads.offsets[heads.kinds.index("TILE_PLACEMENT")])
    r = 32
    q, rr, rotation = -3, 5, 4
    action = offset + ((q + r) * (2 * r + 1) + (rr + r)) * 6 + rotation
    assert [int(v) for v in heads.split(action)] == [6, q + r, rr + r, rotation]


def test_join_refuses_values_outside_a_kinds_radices(heads: ActionHeads) -> None:
    with pytest.raises(ValueError):
        heads.join(0, 6, 0, 0)  # the start island has 6 beaches
    with pytest.raises(ValueError):
        heads.join(1, 3, 1, 0)  # TURN_ACTION: a new settlement has no tile
    with pytest.raises(ValueError):
        heads.join(0, 0, 1, 0)  # SETUP_BERTH uses no second head
    with pytest.raises(ValueError):
        heads.split(heads.size)


def reachable(heads: ActionHeads, legal: np.ndarray) -> set[int]:
    """Every id a policy can end at by choosing each head within its mask."""
    out: set[int] = set()
    for k in np.flatnonzero(heads.mask(legal)):
        for a in np.flatnonzero(heads.mask(legal, k)):
            for b in np.flatnonzero(heads.mask(legal, k, a)):
                for c in np.flatnonzero(heads.mask(legal, k, a, b)):
                    out.add(int(heads.join(k, a, b, c)))
    return out


@pytest.mark.parametrize("players,chance", [(2, True), (4, False), (6, True)])
def test_every_legal_id_round_trips_and_the_masks_allow_exactly_the_legal_ids(heads: ActionHeads, players: int,
                                                                               chance: bool) -> None:
    rng = random.Random(players)
    kinds: set[str] = set()
    for seed in range(2):
        game = tongiaki.Game.new(players, seed, explicit_chance=chance)
        while not game.is_over:
            legal = game.legal_actions()
            assert np.array_equal(heads.join(*heads.split(legal)), legal)
            assert reachable(heads, legal) == set(legal.tolist())
            kinds.add(heads.kinds[int(heads.split(legal[0])[0])])
            game.apply_action(int(legal[rng.randrange(len(legal))]))
    assert kinds >= {"SETUP_BERTH", "TURN_ACTION", "PLACE_BOATS", "TILE_PLACEMENT"}
    if chance:
        assert "CHANCE" in kinds


def test_decisions_of_all_eight_kinds_round_trip_and_their_masks_allow_exactly_the_legal_ids(
        heads: ActionHeads) -> None:
    seen: dict[str, int] = {}
    for seed in range(60):
        game = tongiaki.Game.new(2 + seed % 5, seed, explicit_chance=True)
        rng = random.Random(seed)
        while not game.is_over:
            legal = game.legal_actions()
            kind = heads.kinds[int(heads.split(legal[0])[0])]
            if seen.get(kind, 0) < 3:
                seen[kind] = seen.get(kind, 0) + 1
                assert np.array_equal(heads.join(*heads.split(legal)), legal)
                assert reachable(heads, legal) == set(legal.tolist())
            game.apply_action(int(legal[rng.randrange(len(legal))]))
        if len(seen) == 8 and min(seen.values()) == 3:
            break
    assert sorted(seen) == sorted(heads.kinds) and min(seen.values()) == 3
