"""Samples files made in Python from random games: real observations, legal ids and returns, and a search
policy that puts most of its weight on the move played. For tests of the formats and of training, without the Java
self-play (the real samples come from SelfPlayMain)."""

from __future__ import annotations

import random
from typing import Any, Optional

import numpy as np

from .formats import VALUE_WIDTH, Samples

__all__ = ["random_samples"]


def random_samples(players: int, games: int, seed: int, max_moves: Optional[int] = None) -> Samples:
    """The samples of ``games`` random games of ``players`` players (seeds ``seed``, ``seed + 1``, …)."""
    import tongiaki

    obs: list[Any] = []
    legal: list[Any] = []
    policy: list[Any] = []
    seats: list[int] = []
    finals: list[Any] = []
    rng = random.Random(seed)
    for g in range(games):
        game = tongiaki.Game.new(players, seed + g)
        first = len(obs)
        while not game.is_over and (max_moves is None or len(obs) - first < max_moves):
            ids = game.legal_actions()
            seat = game.current_seat
            choice = rng.randrange(len(ids))
            p = np.full(len(ids), 0.5 / len(ids), dtype=np.float32)
            p[choice] += 0.5
            obs.append(game.observation(seat))
            legal.append(ids.astype(np.int32))
            policy.append(p)
            seats.append(seat)
            game.apply_action(int(ids[choice]))
        returns = game.returns() if game.is_over else np.zeros(players)
        finals.extend([returns] * (len(obs) - first))
    width = max(len(x) for x in legal)
    n = len(obs)
    rel = np.zeros((n, VALUE_WIDTH), dtype=np.float32)
    for i, (seat, r) in enumerate(zip(seats, finals)):
        rel[i, :players] = [r[(seat + k) % players] for k in range(players)]
    return Samples(
        obs=np.stack(obs).astype(np.float32),
        legal=np.stack([np.pad(x, (0, width - len(x)), constant_values=-1) for x in legal]).astype(np.int32),
        policy=np.stack([np.pad(x, (0, width - len(x))) for x in policy]).astype(np.float32),
        returns=rel,
        players=np.full(n, players, dtype=np.int32),
        meta={"format": "tongiaki-samples-1", "players": players, "games": games, "seed": seed, "weights": "none",
              "playouts": 0},
    ).check()
