"""Self-play and matches as Ray tasks (needs the ``learn`` extra's ``ray``).

Each task runs one Java child process (:mod:`tongiaki.learn.java`) on the node Ray gives it, with one CPU. Weights
travel to the task as bytes and samples come back as bytes, through Ray's object store: no shared file system is
needed, so the same code runs on a local cluster (``ray.init()``, the default) and on a real one (``address``). Each
node needs Java 17+ and this package installed (the wheel carries the jars).
"""

from __future__ import annotations

import logging
import math
import os
import tempfile
from pathlib import Path
from typing import Any, Optional, Sequence, Union

import ray

from . import java

__all__ = ["start", "self_play", "evaluate", "split"]


def start(address: Optional[str] = None, num_cpus: Optional[int] = None) -> dict[str, Any]:
    """Starts Ray once per process: a local cluster of ``num_cpus`` CPUs (all the machine's by default), or joins
    the cluster at ``address`` (``auto`` for the one this machine belongs to). Returns the cluster's resources."""
    if not ray.is_initialized():
        if address:
            ray.init(address=address, logging_level=logging.WARNING, log_to_driver=True)
        else:
            ray.init(num_cpus=num_cpus, include_dashboard=False, logging_level=logging.WARNING, log_to_driver=True)
    return dict(ray.cluster_resources())  # type: ignore[no-untyped-call]


def _self_play_job(players: int, games: int, seed: int, playouts: int, weights: Optional[bytes],
                   cp: Optional[str], timeout: Optional[float]) -> tuple[bytes, dict[str, Any]]:
    with tempfile.TemporaryDirectory(prefix="tongiaki-self-play-") as d:
        w = None
        if weights is not None:
            w = os.path.join(d, "weights.npz")
            Path(w).write_bytes(weights)
        out = os.path.join(d, "samples.npz")
        stats = java.self_play(players=players, games=games, seed=seed, playouts=playouts, out=out, weights=w,
                               cp=cp, timeout=timeout)
        return Path(out).read_bytes(), stats


def _evaluate_job(players: int, games: int, seed: int, a: bytes, b: Union[bytes, str], playouts: Optional[int],
                  time_ms: Optional[int], cp: Optional[str], timeout: Optional[float]) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="tongiaki-match-") as d:
        pa = os.path.join(d, "a.npz")
        Path(pa).write_bytes(a)
        pb = b
        if isinstance(b, bytes):
            pb = os.path.join(d, "b.npz")
            Path(pb).write_bytes(b)
        return java.evaluate(players=players, games=games, seed=seed, a=pa, b=str(pb), playouts=playouts,
                             time_ms=time_ms, cp=cp, timeout=timeout)


_self_play_remote = ray.remote(num_cpus=1)(_self_play_job)
_evaluate_remote = ray.remote(num_cpus=1)(_evaluate_job)


def split(total: int, parts: int, unit: int = 1) -> list[int]:
    """``total`` games in at most ``parts`` chunks, each a multiple of ``unit`` but the last (a match's seat
    rotation), none empty."""
    parts = max(1, min(parts, -(-total // unit)))
    chunks = [(total // unit // parts) * unit] * parts
    left = total - sum(chunks)
    i = 0
    while left > 0:
        step = min(unit, left)
        chunks[i % parts] += step
        left -= step
        i += 1
    return [c for c in chunks if c > 0]


def self_play(*, players: int, games: int, seed: int, playouts: int, weights: Optional[bytes], tasks: int,
              cp: Optional[str] = None, timeout: Optional[float] = None) -> list[Any]:
    """Submits ``games`` self-play games as up to ``tasks`` Ray tasks (seeds ``seed``, ``seed + 1``, …); returns
    their object refs, each giving ``(samples file bytes, stats)``."""
    ref: Any = ray.put(weights) if weights is not None else None
    return [_self_play_remote.remote(players, n, seed + i, playouts, ref, cp, timeout)
            for i, n in enumerate(split(games, tasks))]


def evaluate(*, players: int, games: int, seed: int, a: bytes, b: Union[bytes, str], tasks: int,
             playouts: Optional[int] = None, time_ms: Optional[int] = None, cp: Optional[str] = None,
             timeout: Optional[float] = None) -> list[Any]:
    """Submits a match of ``games`` games (weights ``a`` against weights or a bot name ``b``) as up to ``tasks``
    Ray tasks, each a whole number of seat rotations; returns their object refs (each a JSON result of
    EvaluateMain). :func:`combine` adds them up."""
    ra = ray.put(a)
    rb: Any = ray.put(b) if isinstance(b, bytes) else b
    unit = math.comb(players, players // 2)  # EvaluateMain plays whole deals: every seating of A's and B's seats
    return [_evaluate_remote.remote(players, n, seed + 7919 * i, ra, rb, playouts, time_ms, cp, timeout)
            for i, n in enumerate(split(games, tasks, unit=unit))]


def combine(results: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The score of several chunks of one match (weighted by their games) and its Wilson interval."""
    games = sum(int(r["games"]) for r in results)
    score = sum(float(r["score"]) * int(r["games"]) for r in results) / max(games, 1)
    low, high = java.wilson(score, games)
    return {"score": score, "low": low, "high": high, "games": games,
            "failed": sum(int(r.get("failed", 0)) for r in results)}


__all__ += ["combine"]
