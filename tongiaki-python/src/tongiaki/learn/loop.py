"""The generation loop: self-play with the best network (Ray tasks running SelfPlayMain), training a candidate on
the recent generations' samples (JAX), a gating match of the candidate against the best (EvaluateMain at equal
playouts), and the learning curve: each generation's candidate against ``guided`` and ``mcts`` at a time per move.

The candidate replaces the best only when its gating score is above ``gate_threshold`` (0.55 by default, the rule
of AlphaGo Zero; the score, not its Wilson bound, since a gating match is short). Training goes on from the latest
candidate whether it was kept or not, on the samples of the last ``window`` generations. A run may go on from
another: ``best`` is the network to beat first (and the first self-play's), ``warm_samples`` the samples that fill
the window before the first generation (its candidate trains on all of them).

Everything goes into the output folder: ``gen-NNN.npz`` (each generation's candidate, ``gen-000`` the initial
network), ``best.npz``, ``samples/gen-NNN.npz``, ``log.jsonl`` (one JSON line per generation) and ``curve.csv``.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Callable, Optional, Sequence

from .formats import Samples, concat_samples, read_samples, read_weights, write_samples, write_weights

__all__ = ["Config", "train", "commit_of", "command_line"]


@dataclass
class Config:
    """The settings of a training run (the CLI's options)."""

    players: int = 2
    generations: int = 10
    games_per_gen: int = 40
    out: str = "learn-out"
    seed: int = 1
    playouts: int = 200
    hidden: tuple[int, int] = (128, 128)
    learning_rate: float = 3e-4
    batch_size: int = 256
    passes: float = 1.0
    steps: Optional[int] = None
    window: int = 6
    gate_games: int = 20
    gate_playouts: int = 200
    gate_threshold: float = 0.55
    eval_games: int = 20
    eval_time_ms: Optional[int] = 100
    eval_playouts: Optional[int] = None
    eval_against: Sequence[str] = ("guided", "mcts")
    eval_every: int = 1
    minutes: Optional[float] = None
    best: Optional[str] = None
    warm_samples: Sequence[str] = ()
    tasks: Optional[int] = None
    address: Optional[str] = None
    num_cpus: Optional[int] = None
    classpath: Optional[str] = None
    timeout: Optional[float] = None
    command: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


def commit_of(where: Optional[Path] = None) -> str:
    """``git rev-parse HEAD`` of the checkout at ``where`` (the working folder by default, else this package's
    source folder), with ``+dirty`` when tracked files differ from it; ``unknown`` outside a git checkout."""
    if where is None:
        found = commit_of(Path.cwd())
        return found if found != "unknown" else commit_of(Path(__file__).resolve().parent)
    try:
        head = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True, cwd=where, timeout=20)
        if head.returncode != 0:
            return "unknown"
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], capture_output=True,
                               text=True, cwd=where, timeout=20)
        return head.stdout.strip() + ("+dirty" if dirty.stdout.strip() else "")
    except (OSError, subprocess.SubprocessError):
        return "unknown"


def command_line() -> str:
    """The command that runs this process, as ``python -m tongiaki.learn …`` when it is the CLI."""
    argv = list(sys.argv)
    if argv and argv[0].endswith(("tongiaki/learn/__main__.py", "-m")):
        argv[0] = "python -m tongiaki.learn"
    return " ".join(argv)


def _log(message: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {message}", flush=True)


def train(config: Config, progress: Callable[[str], None] = _log) -> list[dict[str, Any]]:
    """Runs the generation loop (see the module's doc); returns the log's lines."""
    import ray

    import tongiaki
    from tongiaki.heads import ActionHeads

    from . import distributed
    from .network import Trainer, make_batches

    c = config
    out = Path(c.out)
    (out / "samples").mkdir(parents=True, exist_ok=True)
    resources = distributed.start(c.address, c.num_cpus)
    tasks = c.tasks or max(1, int(resources.get("CPU", 1)))
    progress(f"Ray: {resources.get('CPU', 0):.0f} CPUs; {tasks} tasks per batch of games")
    game = tongiaki.Game.new(c.players, 0)
    heads = ActionHeads(game)
    obs_size = game.observation_size
    commit = commit_of()
    command = c.command or command_line()
    trainer = Trainer(obs_size, hidden=c.hidden, learning_rate=c.learning_rate, seed=c.seed)

    def save(path: Path, generation: int) -> bytes:
        write_weights(path, trainer.arrays(), players=c.players,
                      made_by={"command": command, "seed": c.seed, "commit": commit, "generation": generation})
        return path.read_bytes()

    best = save(out / "gen-000.npz", 0)
    best_generation = 0
    if c.best:  # another run's network is the best to beat, and plays the first self-play games
        best = Path(c.best).read_bytes()
        if read_weights(best).obs_size != obs_size:
            raise ValueError(f"{c.best} is not a network of {c.players} players")
        Path(out / "best.npz").write_bytes(best)
    else:
        shutil.copyfile(out / "gen-000.npz", out / "best.npz")
    # another run's samples fill the window: the first candidate trains on all of them
    window: list[Samples] = [read_samples(f) for f in c.warm_samples][-c.window:]
    log: list[dict[str, Any]] = []
    pending: list[tuple[int, str, list[Any]]] = []  # learning-curve matches still running: (generation, bot, refs)
    curve: dict[int, dict[str, Any]] = {}
    (out / "config.json").write_text(json.dumps(dict(asdict(c), command=command, commit=commit), indent=1))

    def gather(wait: bool) -> None:
        for item in list(pending):
            g, bot, refs = item
            ready, _ = ray.wait(refs, num_returns=len(refs), timeout=None if wait else 0)
            if len(ready) == len(refs):
                curve.setdefault(g, {})[bot] = distributed.combine(ray.get(refs))
                pending.remove(item)
                r = curve[g][bot]
                progress(f"gen {g} vs {bot}: {r['score']:.3f} [{r['low']:.3f}, {r['high']:.3f}] over {r['games']}")
        write_curve(out, log, curve)

    started = time.time()
    for g in range(1, c.generations + 1):
        t0 = time.time()
        if c.minutes is not None and t0 - started > 60 * c.minutes:
            progress(f"the time budget of {c.minutes} minutes is spent: stopping after generation {g - 1}")
            break
        refs = distributed.self_play(players=c.players, games=c.games_per_gen, seed=c.seed * 1_000_003 + g * 1009,
                                     playouts=c.playouts, weights=best, tasks=tasks, cp=c.classpath,
                                     timeout=c.timeout)
        parts = []
        for data, stats in ray.get(refs):
            parts.append(read_samples(data))
        samples = concat_samples(parts)
        path = out / "samples" / f"gen-{g:03d}.npz"
        write_samples(path, samples)
        t1 = time.time()
        window = (window + [samples])[-c.window:]
        data = make_batches(concat_samples(window), heads)
        fresh = len(samples) if g > 1 or not c.warm_samples else len(data)
        steps = c.steps or max(1, int(round(c.passes * fresh / c.batch_size)))
        before = trainer.evaluate(make_batches(samples, heads))
        losses = trainer.train(data, steps=steps, batch_size=c.batch_size)
        candidate = save(out / f"gen-{g:03d}.npz", g)
        t2 = time.time()
        gate = distributed.combine(ray.get(distributed.evaluate(
            players=c.players, games=c.gate_games, seed=c.seed * 7_000_003 + g, a=candidate, b=best, tasks=tasks,
            playouts=c.gate_playouts, cp=c.classpath, timeout=c.timeout)))
        accepted = gate["score"] > c.gate_threshold
        if accepted:
            best, best_generation = candidate, g
            shutil.copyfile(out / f"gen-{g:03d}.npz", out / "best.npz")
        t3 = time.time()
        if c.eval_every > 0 and (g % c.eval_every == 0 or g == c.generations or accepted) and c.eval_games > 0:
            for bot in c.eval_against:
                pending.append((g, bot, distributed.evaluate(
                    players=c.players, games=c.eval_games, seed=c.seed * 5_000_011 + g * 31, a=candidate, b=bot,
                    tasks=tasks, playouts=c.eval_playouts, time_ms=None if c.eval_playouts else c.eval_time_ms,
                    cp=c.classpath, timeout=c.timeout)))
        line = {"generation": g, "games": c.games_per_gen, "samples": len(samples), "window": len(data),
                "steps": steps, "loss_before": before, "loss": losses, "gate": gate, "accepted": accepted,
                "best": best_generation, "seconds": {"self_play": round(t1 - t0, 1), "train": round(t2 - t1, 1),
                                                     "gate": round(t3 - t2, 1), "total": round(time.time() - started, 1)}}
        log.append(line)
        with open(out / "log.jsonl", "a", encoding="utf-8") as f:
            f.write(json.dumps(line) + "\n")
        progress(f"gen {g}: {len(samples)} samples, policy loss {before.get('policy_loss', 0):.3f} -> "
                 f"{losses.get('policy_loss', 0):.3f}, value loss {before.get('value_loss', 0):.3f} -> "
                 f"{losses.get('value_loss', 0):.3f}; gate {gate['score']:.3f} over {gate['games']} "
                 f"({'kept' if accepted else 'rejected'}); best gen {best_generation}; "
                 f"{time.time() - t0:.0f} s")
        gather(wait=False)
    gather(wait=True)
    return log


def write_curve(out: Path, log: Sequence[dict[str, Any]], curve: dict[int, dict[str, Any]]) -> None:
    """``curve.csv``: per generation the gating result and the scores against each bot with their intervals."""
    bots = sorted({b for v in curve.values() for b in v})
    head = ["generation", "accepted", "best", "gate_score", "gate_games"]
    for b in bots:
        head += [f"{b}_score", f"{b}_low", f"{b}_high", f"{b}_games"]
    rows = [",".join(head)]
    for line in log:
        g = line["generation"]
        row = [str(g), str(line["accepted"]).lower(), str(line["best"]), f"{line['gate']['score']:.3f}",
               str(line["gate"]["games"])]
        for b in bots:
            r = curve.get(g, {}).get(b)
            row += ([f"{r['score']:.3f}", f"{r['low']:.3f}", f"{r['high']:.3f}", str(r["games"])] if r
                    else ["", "", "", ""])
        rows.append(",".join(row))
    (out / "curve.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    (out / "curve.json").write_text(json.dumps({str(k): v for k, v in sorted(curve.items())}, indent=1),
                                    encoding="utf-8")

