"""The learning pipeline end to end on a local Ray cluster of 2 CPUs (ray.init(num_cpus=2)), as its two commands
run it: ``train`` plays 2 self-play games with very few playouts (SelfPlayMain), takes one training step and plays a
gating match of 2 games (EvaluateMain); ``evaluate`` plays a 2-game match against plain MCTS. Bounded in time."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

for module in ("jax", "flax", "optax", "ray"):
    pytest.importorskip(module, reason=f"the pipeline needs the learn extra's {module} (pip install tongiaki[learn])")

from tongiaki.learn import read_samples, read_weights  # noqa: E402
from tongiaki.learn.java import JavaError, classpath  # noqa: E402

try:
    CLASSPATH = classpath()
except JavaError as e:  # pragma: no cover - a checkout without the Maven build
    pytest.skip(f"no tongiaki-bots jar for the Java self-play: {e}", allow_module_level=True)

TIMEOUT = 300  # seconds per command: a minute or two on two busy cores


def run(*args: str, cwd: Path) -> str:
    env = dict(os.environ, JAX_PLATFORMS="cpu", RAY_DISABLE_USAGE_STATS="1")
    done = subprocess.run([sys.executable, "-m", "tongiaki.learn", *args], capture_output=True, text=True,
                          timeout=TIMEOUT, cwd=cwd, env=env)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-5000:]
    return done.stdout


def test_train_one_generation_then_evaluate_on_a_local_two_cpu_ray_cluster(tmp_path: Path) -> None:
    out = tmp_path / "run"
    run("train", "--players", "2", "--generations", "1", "--games-per-gen", "2", "--playouts", "4",
        "--hidden", "16", "16", "--steps", "1", "--batch-size", "32", "--gate-games", "2", "--gate-playouts", "4",
        "--eval-games", "0", "--num-cpus", "2", "--seed", "3", "--out", str(out), cwd=tmp_path)
    log = [json.loads(line) for line in (out / "log.jsonl").read_text().splitlines()]
    assert len(log) == 1 and log[0]["generation"] == 1 and log[0]["steps"] == 1
    assert log[0]["gate"]["games"] == 2 and log[0]["gate"]["failed"] == 0
    assert 0.0 <= log[0]["gate"]["score"] <= 1.0
    samples = read_samples(out / "samples" / "gen-001.npz")
    assert samples.meta["games"] == 2 and samples.meta["playouts"] == 4 and len(samples) > 20
    assert samples.obs.shape[1] == 811 and set(samples.players.tolist()) == {2}
    for name in ("gen-000.npz", "gen-001.npz", "best.npz"):
        w = read_weights(out / name)
        assert w.hidden == (16, 16) and w.meta["players"] == 2 and w.meta["obs_size"] == 811
    made_by = read_weights(out / "gen-001.npz").meta["made_by"]
    assert made_by["generation"] == 1 and made_by["seed"] == 3
    assert made_by["command"].startswith("python -m tongiaki.learn train --players 2")
    assert made_by["commit"]  # a hash, or "unknown" outside a git checkout
    best = read_weights(out / "best.npz").meta["made_by"]["generation"]
    assert best == (1 if log[0]["accepted"] else 0)
    assert (out / "curve.csv").read_text().startswith("generation,accepted,best,gate_score")

    result = json.loads(run("evaluate", "--players", "2", "--weights", str(out / "best.npz"), "--against", "mcts",
                            "--games", "2", "--playouts", "4", "--num-cpus", "2", cwd=tmp_path).splitlines()[-1])
    assert result["games"] == 2 and 0.0 <= result["low"] <= result["score"] <= result["high"] <= 1.0
    assert result["against"] == "mcts" and result["playouts"] == 4
