"""OpenSpiel's own AlphaZero (open_spiel.python.algorithms.alpha_zero, JAX and Flax NNX since open_spiel 2.0) trains on
python_tongiaki with two players: a tiny configuration (a 16-wide MLP, 2 MCTS simulations, one actor, no evaluator)
runs two learning steps in a child process, the game pickled to its spawned actor, within a bounded time."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytest.importorskip("pyspiel")
pytest.importorskip("jax")
pytest.importorskip("flax")
pytest.importorskip("open_spiel.python.algorithms.alpha_zero.alpha_zero")

SCRIPT = textwrap.dedent(
    """
    import sys
    import tongiaki.openspiel  # registers python_tongiaki
    from open_spiel.python.algorithms.alpha_zero import alpha_zero

    alpha_zero.alpha_zero(alpha_zero.Config(
        game="python_tongiaki(players=2)", path=sys.argv[1], learning_rate=0.01, weight_decay=1e-4,
        decouple_weight_decay=False, train_batch_size=16, replay_buffer_size=64, replay_buffer_reuse=2,
        max_steps=2, checkpoint_freq=1, actors=1, evaluators=0, evaluation_window=4, eval_levels=2,
        uct_c=2.0, max_simulations=2, policy_alpha=1.0, policy_epsilon=0.25, temperature=1.0,
        temperature_drop=10, nn_model="mlp", nn_width=16, nn_depth=1, observation_shape=None, output_size=None,
        verbose=False, quiet=True))
    """
)


def test_openspiels_jax_alpha_zero_trains_two_steps_on_the_two_player_game(tmp_path: Path) -> None:
    path = tmp_path / "az"
    env = dict(os.environ, JAX_PLATFORMS="cpu")
    done = subprocess.run([sys.executable, "-c", SCRIPT, str(path)], capture_output=True, text=True, timeout=900,
                          env=env)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-4000:]
    steps = [json.loads(line) for line in (path / "learner.jsonl").read_text().splitlines()]
    assert [s["step"] for s in steps] == [1, 2]
    assert all(s["total_states"] > 0 for s in steps)
    assert (path / "checkpoint-2").exists()
    config = json.loads((path / "config.json").read_text())
    assert config["output_size"] == 30041 and config["nn_api_version"] == "nnx"
