"""``python -m tongiaki.learn``: train a network from scratch, or evaluate one (docs/python.md, "Training a bot").

    python -m tongiaki.learn train --players 2 --generations 8 --games-per-gen 40 --out runs/2p --seed 1
    python -m tongiaki.learn evaluate --players 2 --weights runs/2p/best.npz --against guided --games 40 --time-ms 100
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Optional, Sequence

__all__ = ["main"]


def _ray_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--address", help="join the Ray cluster at this address ('auto': the one this machine is in); "
                                     "default: start a local one")
    p.add_argument("--num-cpus", type=int, help="the local cluster's CPUs (default: the machine's)")
    p.add_argument("--tasks", type=int, help="Ray tasks per batch of games (default: the cluster's CPUs)")
    p.add_argument("--classpath", help="the jars of tongiaki-core, -tiles and -bots (default: the wheel's, or the "
                                       "Maven build's, or $TONGIAKI_CLASSPATH)")
    p.add_argument("--timeout", type=float, help="seconds a Java child may run (default: no limit)")


def _parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="python -m tongiaki.learn", description=__doc__,
                                  formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = top.add_subparsers(dest="command", required=True)
    t = sub.add_parser("train", help="train from scratch, generation after generation")
    t.add_argument("--players", type=int, default=2)
    t.add_argument("--generations", type=int, default=10)
    t.add_argument("--games-per-gen", type=int, default=40)
    t.add_argument("--out", required=True, help="the output folder")
    t.add_argument("--seed", type=int, default=1)
    t.add_argument("--playouts", type=int, default=200, help="self-play's search playouts per move")
    t.add_argument("--hidden", type=int, nargs=2, default=(128, 128), metavar=("H1", "H2"))
    t.add_argument("--learning-rate", type=float, default=3e-4)
    t.add_argument("--batch-size", type=int, default=256)
    t.add_argument("--passes", type=float, default=1.0, help="training steps per generation = passes × the "
                                                             "generation's samples / batch size")
    t.add_argument("--steps", type=int, help="training steps per generation (instead of --passes)")
    t.add_argument("--window", type=int, default=6, help="train on the samples of the last W generations")
    t.add_argument("--gate-games", type=int, default=20)
    t.add_argument("--gate-playouts", type=int, default=200)
    t.add_argument("--gate-threshold", type=float, default=0.55, help="keep a candidate whose gating score is "
                                                                      "above this")
    t.add_argument("--eval-games", type=int, default=20, help="learning-curve games against each bot (0: none)")
    t.add_argument("--eval-time-ms", type=int, default=100)
    t.add_argument("--eval-playouts", type=int, help="learning-curve matches at playouts per move instead of time")
    t.add_argument("--eval-against", nargs="+", default=["guided", "mcts"])
    t.add_argument("--eval-every", type=int, default=1, help="learning-curve matches every N generations (and for "
                                                                "every kept one)")
    t.add_argument("--best", help="start from this network as the best (e.g. another run's best.npz)")
    t.add_argument("--warm-samples", nargs="+", default=[], metavar="SAMPLES",
                   help="samples files (e.g. another run's samples/gen-*.npz) that fill the training window first")
    t.add_argument("--minutes", type=float, help="start no generation after this many minutes")
    _ray_options(t)
    e = sub.add_parser("evaluate", help="a rotated-seat match of a network against a bot or another network")
    e.add_argument("--players", type=int, default=2)
    e.add_argument("--weights", required=True, help="the network (.npz) that plays A")
    e.add_argument("--against", default="guided", help="guided, mcts or another network's .npz")
    e.add_argument("--games", type=int, default=40)
    e.add_argument("--seed", type=int, default=1)
    group = e.add_mutually_exclusive_group()
    group.add_argument("--time-ms", type=int, help="time per move (default 100)")
    group.add_argument("--playouts", type=int, help="playouts per move")
    _ray_options(e)
    return top


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "train":
        from .loop import Config, command_line, train

        config = Config(players=args.players, generations=args.generations, games_per_gen=args.games_per_gen,
                        out=args.out, seed=args.seed, playouts=args.playouts, hidden=tuple(args.hidden),
                        learning_rate=args.learning_rate, batch_size=args.batch_size, passes=args.passes, steps=args.steps,
                        window=args.window, gate_games=args.gate_games, gate_playouts=args.gate_playouts,
                        gate_threshold=args.gate_threshold, eval_games=args.eval_games,
                        eval_time_ms=args.eval_time_ms, eval_playouts=args.eval_playouts,
                        eval_against=tuple(args.eval_against), eval_every=args.eval_every, minutes=args.minutes, best=args.best,
                        warm_samples=tuple(args.warm_samples), tasks=args.tasks,
                        address=args.address, num_cpus=args.num_cpus, classpath=args.classpath,
                        timeout=args.timeout, command=command_line() if argv is None else
                        "python -m tongiaki.learn " + " ".join(argv))
        train(config)
        print(f"best network: {Path(args.out) / 'best.npz'}; learning curve: {Path(args.out) / 'curve.csv'}")
        return 0
    import ray

    from . import distributed

    resources = distributed.start(args.address, args.num_cpus)
    tasks = args.tasks or max(1, int(resources.get("CPU", 1)))
    b = args.against if args.against in ("guided", "mcts") else Path(args.against).read_bytes()
    time_ms = args.time_ms if args.time_ms is not None or args.playouts is not None else 100
    refs = distributed.evaluate(players=args.players, games=args.games, seed=args.seed,
                                a=Path(args.weights).read_bytes(), b=b, tasks=tasks, playouts=args.playouts,
                                time_ms=time_ms, cp=args.classpath, timeout=args.timeout)
    result = distributed.combine(ray.get(refs))
    result.update(players=args.players, against=args.against, weights=args.weights,
                  **({"playouts": args.playouts} if args.playouts is not None else {"time_ms": time_ms}))
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
