"""The figures of docs/maintainers/python.md: random 4-player games per second through the Python API, through the OpenSpiel
state, through the PettingZoo environment, through GameBatch, on the JVM alone, and of the Python peer (lakenen/tongiaki, when its checkout is given), plus the cost of one
call across the bridge. Every kind runs in turns, in short slices, round after round, in one process, so that the
ratios compare runs made back to back on the same machine load.

    python bench/figures.py [--rounds 20] [--seconds 0.5] [--peer /tmp/peer] [--batch 64 256] [--kinds jvm ...]
                            [--clock wall|cpu]

The peer is not part of this project: give the folder of a checkout of its code (its official_tiles.py plays one
4-player game of random players when run; its printing is discarded).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import statistics
import builtins
import runpy
import signal
import sys
import time
from typing import Any, Callable

import numpy as np

import tongiaki
import tongiaki.openspiel


#: The clock of every rate: wall time (time.perf_counter) by default, or with ``--clock cpu`` the CPU time of this
#: thread (time.thread_time), which counts the engine's work inside each crossing (it runs on the calling thread) but
#: not the time other processes take from the cores, nor the JVM's compiler and collector threads.
clock: Callable[[], float] = time.perf_counter


def jvm_games(seed: int) -> None:
    """The JVM's own figure: a game started and played out by Game.playRandomly, one crossing for the game."""
    g = tongiaki.Game.new(4, seed)
    g.play_randomly(seed)


def python_fast(seed: int) -> None:
    """A Python loop choosing every option: one crossing per decision (Game.apply_option_quietly)."""
    rnd = random.Random(seed).random
    g = tongiaki.Game.new(4, seed)
    step = g.apply_option_quietly
    n = g.option_count()
    while n:
        n = step(int(rnd() * n))


def python_typed(seed: int) -> None:
    """A Python loop over typed decisions: decision() with its options, apply(option) with its events."""
    rng = random.Random(seed)
    g = tongiaki.Game.new(4, seed)
    while not g.is_over:
        options = g.decision().options
        g.apply(options[int(rng.random() * len(options))])


def openspiel_state(seed: int) -> None:
    """Through OpenSpiel's state: legal_actions / chance_outcomes and apply_action for every decision."""
    tongiaki.openspiel.random_game(4, seed)


def pettingzoo_aec(seed: int, _envs: dict[str, Any] = {}) -> None:
    """PettingZoo's AEC loop on ``tongiaki.pettingzoo.env(players=4)`` (with PettingZoo's wrappers): ``last()`` for
    the observation and the mask at every step, the action drawn from the mask's legal ids (``np.flatnonzero``)."""
    e = _envs.get("env")
    if e is None:
        import tongiaki.pettingzoo

        e = _envs["env"] = tongiaki.pettingzoo.env(players=4)
    rnd = random.Random(seed).random
    e.reset(seed=seed)
    last, step, flat = e.last, e.step, np.flatnonzero
    for _ in e.agent_iter():
        observation, reward, termination, truncation, info = last()
        if termination or truncation:
            step(None)
        else:
            legal = flat(observation["action_mask"])
            step(int(legal[int(rnd() * len(legal))]))


def pettingzoo_aec_sample(seed: int, _envs: dict[str, Any] = {}) -> None:
    """As pettingzoo_aec, but the action drawn by Gymnasium's ``action_space(agent).sample(mask)``, the way
    PettingZoo's documentation draws a legal action (it too scans the whole mask)."""
    e = _envs.get("env")
    if e is None:
        import tongiaki.pettingzoo

        e = _envs["env"] = tongiaki.pettingzoo.env(players=4)
        for agent in e.possible_agents:
            e.action_space(agent).seed(seed)
    e.reset(seed=seed)
    last, step, space = e.last, e.step, e.action_space
    for agent in e.agent_iter():
        observation, reward, termination, truncation, info = last()
        if termination or truncation:
            step(None)
        else:
            step(int(space(agent).sample(observation["action_mask"])))


def pettingzoo_aec_ids(seed: int, _envs: dict[str, Any] = {}) -> None:
    """As pettingzoo_aec, the observation and the mask from ``last()`` at every step, but the action drawn from the
    environment's ``legal_actions()`` (the mask's legal ids, written by the engine) instead of a scan of the mask."""
    e = _envs.get("env")
    if e is None:
        import tongiaki.pettingzoo

        e = _envs["env"] = tongiaki.pettingzoo.env(players=4)
    rnd = random.Random(seed).random
    e.reset(seed=seed)
    last, step, legal_actions = e.last, e.step, e.unwrapped.legal_actions
    for _ in e.agent_iter():
        observation, reward, termination, truncation, info = last()
        if termination or truncation:
            step(None)
        else:
            legal = legal_actions()
            step(int(legal[int(rnd() * len(legal))]))


class Batched:
    """``tongiaki.batch.GameBatch`` of ``n`` 4-player games: one crossing per step of all of them, the masks, legal
    ids and observations written into NumPy arrays the loop owns; the actions drawn from the legal ids, and each
    chosen action's mask entry read back (all must be 1)."""

    def __init__(self, n: int) -> None:
        from tongiaki.batch import GameBatch

        self.n = n
        self.batch = GameBatch(n, players=4, seed=7)
        self.rng = np.random.default_rng(7)

    def rate(self, seed: int, seconds: float) -> float:
        b, n, rng = self.batch, self.n, self.rng
        lanes = np.arange(n)
        ids, counts, masks, actions = b.legal_ids, b.legal_counts, b.action_masks, b.actions
        start_games = b.finished
        start = clock()
        while True:
            for _ in range(20):
                actions[:] = ids[lanes, (rng.random(n) * counts).astype(np.int64)]
                if not masks[lanes, actions].all():
                    raise AssertionError("a drawn action is not in the mask")
                b.step()
            elapsed = clock() - start
            if elapsed >= seconds:
                return (b.finished - start_games) / elapsed


def rate(play: Callable[[int], None], seconds: float, seed: int) -> float:
    """Games per second of ``play`` over about ``seconds``."""
    n = 0
    start = clock()
    while True:
        play(seed + n)
        n += 1
        elapsed = clock() - start
        if elapsed >= seconds:
            return n / elapsed


class Peer:
    """The peer's games, played in this process (its folder on sys.path, its printing discarded while it plays).

    The peer's game sometimes never ends (about 1 game in 300 loops forever in its emigrations), and sometimes
    fails (an assertion of its own): a game that takes more than a second is stopped, and both are left out, their
    time too, which favours the peer.
    """

    def __init__(self, folder: str) -> None:
        self.script = os.path.join(folder, "official_tiles.py")
        sys.path.insert(0, folder)
        self.stopped = 0
        self.failed = 0
        signal.signal(signal.SIGALRM, self._hang)

    @staticmethod
    def _hang(*args: object) -> None:
        raise _Endless()

    def rate(self, seconds: float, seed: int) -> float:
        """Finished games per second of the time they took."""
        n = 0
        spent = 0.0
        printing = builtins.print
        builtins.print = lambda *a, **k: None
        try:
            while spent < seconds:
                random.seed(seed + n + self.stopped + self.failed)
                signal.alarm(1)
                start = clock()
                try:
                    runpy.run_path(self.script, run_name="peer_game")
                    spent += clock() - start
                    n += 1
                except _Endless:
                    self.stopped += 1
                except Exception:  # noqa: BLE001 - the peer's own failures (its assertions)
                    self.failed += 1
                finally:
                    signal.alarm(0)
        finally:
            builtins.print = printing
        return n / spent


class _Endless(Exception):
    pass


def call_cost(calls: int = 200_000) -> float:
    """Microseconds per call of a Java method with no work (Game.optionCount) from Python."""
    g = tongiaki.Game.new(4, 1).java
    f = g.optionCount
    start = time.perf_counter()
    for _ in range(calls):
        f()
    return (time.perf_counter() - start) / calls * 1e6


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=20)
    ap.add_argument("--seconds", type=float, default=0.5, help="the length of one kind's slice in a round")
    ap.add_argument("--peer", default=os.environ.get("TONGIAKI_PEER"))
    ap.add_argument("--batch", type=int, nargs="*", default=[64], help="GameBatch sizes to measure")
    ap.add_argument("--kinds", nargs="*", help="measure only these kinds (the peer is kept when given)")
    ap.add_argument("--warm-up", type=float, default=5.0, help="seconds of warm-up per kind")
    ap.add_argument("--clock", choices=["wall", "cpu"], default="wall",
                    help="wall time, or the CPU time of the measuring thread (less sensitive to a loaded machine)")
    args = ap.parse_args()
    global clock
    clock = time.perf_counter if args.clock == "wall" else time.thread_time
    kinds: dict[str, Callable[[int, float], float]] = {
        name: (lambda play: lambda seed, seconds: rate(play, seconds, seed))(play)
        for name, play in {"jvm": jvm_games, "python-fast": python_fast, "python-typed": python_typed,
                           "openspiel": openspiel_state, "pettingzoo-aec": pettingzoo_aec,
                           "pettingzoo-aec-sample": pettingzoo_aec_sample,
                           "pettingzoo-aec-ids": pettingzoo_aec_ids}.items()
    }
    for n in args.batch:
        kinds[f"batch-{n}"] = Batched(n).rate
    kinds = {k: v for k, v in kinds.items() if not args.kinds or k in args.kinds}
    peer = Peer(args.peer) if args.peer else None
    if peer is not None:
        kinds["peer"] = lambda seed, seconds: peer.rate(seconds, seed)
    print(f"warming up ({len(kinds)} kinds, {args.warm_up} s each)", flush=True)
    for name, run in kinds.items():
        run(1_000_000, args.warm_up)
    results: dict[str, list[float]] = {k: [] for k in kinds}
    costs = []
    for r in range(args.rounds):
        for name, run in kinds.items():
            results[name].append(run(1000 * r, args.seconds))
        costs.append(call_cost(50_000))
        print(f"round {r + 1}: " + ", ".join(f"{k} {v[-1]:,.0f}" for k, v in results.items())
              + f" games/s; call {costs[-1]:.2f} us", flush=True)
    print()
    print(f"{args.rounds} rounds of {args.seconds} s ({args.clock} time) per kind, the kinds in turn in each round"
          + (f"; {peer.stopped} endless and {peer.failed} failing peer game(s) left out" if peer else ""))
    print("| kind | games/s (median of rounds) | middle half of rounds |" + (" × the peer (median of the rounds' ratios) |" if peer else ""))
    print("|---|---|---|" + ("---|" if peer else ""))
    for name, values in results.items():
        q = statistics.quantiles(values, n=4)
        line = f"| {name} | {statistics.median(values):,.0f} | {q[0]:,.0f} – {q[2]:,.0f} |"
        if peer:
            ratios = [v / p for v, p in zip(values, results["peer"])]
            rq = statistics.quantiles(ratios, n=4)
            line += f" {statistics.median(ratios):.1f}× ({rq[0]:.1f}–{rq[2]:.1f}) |"
        print(line)
    print(f"\none call across the bridge (Game.optionCount from Python): {statistics.median(costs):.2f} µs "
          f"(median of {len(costs)} rounds of 50,000 calls)")


if __name__ == "__main__":
    with contextlib.suppress(KeyboardInterrupt):
        main()
