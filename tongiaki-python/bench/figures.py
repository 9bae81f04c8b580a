"""The figures of docs/python.md: random 4-player games per second through the Python API, through the OpenSpiel
state, on the JVM alone, and of the Python peer (lakenen/tongiaki, when its checkout is given), plus the cost of one
call across the bridge. Every kind runs in turns, round after round, in one process (the peer in its own), so that
the ratios compare runs made back to back on the same machine load.

    python bench/figures.py [--rounds 5] [--seconds 2] [--peer /tmp/peer]

The peer is not part of this project: give the folder of a checkout of its code (its official_tiles.py plays one
4-player game of random players when run; its printing is discarded).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import statistics
import subprocess
import sys
import time
from typing import Callable

import tongiaki
import tongiaki.openspiel


def jvm_games(seed: int) -> None:
    """The JVM's own figure: a game started and played out by Game.playRandomly, one crossing for the game."""
    g = tongiaki.Game.new(4, seed)
    g.play_randomly(seed)


def python_fast(seed: int) -> None:
    """A Python loop choosing every option: one crossing per decision (Game.step)."""
    rnd = random.Random(seed).random
    g = tongiaki.Game.new(4, seed)
    step = g.step
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


def rate(play: Callable[[int], None], seconds: float, seed: int) -> float:
    """Games per second of ``play`` over about ``seconds``."""
    n = 0
    start = time.perf_counter()
    while True:
        play(seed + n)
        n += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return n / elapsed


# The peer's game sometimes never ends (about 1 game in 300 loops forever in its emigrations): a game that takes more
# than a second is stopped and left out, its time too, which favours the peer.
PEER = """
import builtins, os, random, runpy, signal, sys, time
sys.path.insert(0, {folder!r})
os.chdir({folder!r})
builtins.print = lambda *a, **k: None
class Hang(Exception):
    pass
def hang(*args):
    raise Hang()
signal.signal(signal.SIGALRM, hang)
n = hung = 0
spent = 0.0
seed = {seed}
while spent < {seconds}:
    random.seed(seed)
    seed += 1
    signal.alarm(1)
    start = time.perf_counter()
    try:
        runpy.run_path('official_tiles.py', run_name='peer_game')
        spent += time.perf_counter() - start
        n += 1
    except Hang:
        hung += 1
    signal.alarm(0)
sys.stdout.write(repr((n / spent, hung)))
"""


def peer_rate(folder: str, seconds: float, seed: int) -> tuple[float, int]:
    """The peer's games per second (finished games over their time) and the games stopped as endless."""
    out = subprocess.run([sys.executable, "-c", PEER.format(folder=folder, seconds=seconds, seed=seed)],
                         capture_output=True, text=True, check=True)
    games, hung = eval(out.stdout)  # noqa: S307 - our own subprocess's repr of a tuple of numbers
    return float(games), int(hung)


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
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--seconds", type=float, default=2.0)
    ap.add_argument("--peer", default=os.environ.get("TONGIAKI_PEER"))
    args = ap.parse_args()
    kinds: dict[str, Callable[[int], None]] = {
        "jvm": jvm_games, "python-fast": python_fast, "python-typed": python_typed, "openspiel": openspiel_state,
    }
    print(f"warming up ({len(kinds)} kinds, {2 * args.seconds:.0f} s each)", flush=True)
    for name, play in kinds.items():
        rate(play, 2 * args.seconds, 1_000_000)
    results: dict[str, list[float]] = {k: [] for k in [*kinds, *(["peer"] if args.peer else [])]}
    costs = []
    for r in range(args.rounds):
        row = []
        for name, play in kinds.items():
            results[name].append(rate(play, args.seconds, 1000 * r))
            row.append(f"{name} {results[name][-1]:,.0f}")
        if args.peer:
            games, hung = peer_rate(args.peer, args.seconds, 1000 * r)
            results["peer"].append(games)
            row.append(f"peer {games:,.1f} ({hung} endless game(s) stopped)")
        costs.append(call_cost())
        print(f"round {r + 1}: " + ", ".join(row) + f" games/s; call {costs[-1]:.2f} us", flush=True)
    print()
    print("| kind | games/s (median of rounds) | range |" + (" vs peer (median of per-round ratios) |" if args.peer else ""))
    print("|---|---|---|" + ("---|" if args.peer else ""))
    for name, values in results.items():
        line = f"| {name} | {statistics.median(values):,.1f} | {min(values):,.1f} – {max(values):,.1f} |"
        if args.peer:
            ratios = [v / p for v, p in zip(values, results["peer"])]
            line += f" {statistics.median(ratios):.1f}× ({min(ratios):.1f}–{max(ratios):.1f}) |"
        print(line)
    print(f"\none call across the bridge (Game.optionCount from Python): {statistics.median(costs):.2f} µs "
          f"(median of {len(costs)} rounds of 200,000 calls)")


if __name__ == "__main__":
    with contextlib.suppress(KeyboardInterrupt):
        main()
