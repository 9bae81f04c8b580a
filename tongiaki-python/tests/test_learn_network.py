"""tongiaki.learn.network (the learn extra: jax, flax, optax): the flax network computes the NumPy reference's
forward pass, the loss on a tiny fixed input is the one worked out by hand, and training lowers it."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("jax", reason="tongiaki.learn.network needs the learn extra (pip install tongiaki[learn])")
pytest.importorskip("flax", reason="tongiaki.learn.network needs the learn extra (pip install tongiaki[learn])")
pytest.importorskip("optax", reason="tongiaki.learn.network needs the learn extra (pip install tongiaki[learn])")

import jax  # noqa: E402

import tongiaki  # noqa: E402
from tongiaki.heads import ActionHeads  # noqa: E402
from tongiaki.learn import Samples  # noqa: E402
from tongiaki.learn.network import Trainer, arrays_to_params, loss_fn, make_batches, params_to_arrays  # noqa: E402
from tongiaki.learn.reference import forward, head_columns, log_priors  # noqa: E402
from tongiaki.learn.synthetic import random_samples  # noqa: E402

jax.config.update("jax_platforms", "cpu")


@pytest.fixture(scope="module")
def heads() -> ActionHeads:
    return ActionHeads(tongiaki.Game.new(2, 0))


def test_the_flax_network_is_the_reference_forward_pass_and_its_arrays_round_trip() -> None:
    obs = random_samples(2, 1, seed=3, max_moves=16).obs
    trainer = Trainer(obs.shape[1], hidden=(32, 16), seed=5)
    arrays = params_to_arrays(trainer.params)
    assert {k: v.shape for k, v in arrays.items()} == {
        "w0": (obs.shape[1], 32), "b0": (32,), "w1": (32, 16), "b1": (16,), "wp": (16, 154), "bp": (154,),
        "wv": (16, 6), "bv": (6,)}
    rng = np.random.default_rng(0)
    arrays = {k: rng.normal(0, 0.2, v.shape).astype(np.float32) for k, v in arrays.items()}
    logits, value = trainer.net.apply(arrays_to_params(arrays), obs)
    ref_logits, ref_value = forward(arrays, obs)
    assert np.allclose(np.asarray(logits), ref_logits, atol=1e-4)
    assert np.allclose(np.asarray(value), ref_value, atol=1e-4)
    assert all(np.array_equal(a, b) for a, b in zip(params_to_arrays(arrays_to_params(arrays)).values(),
                                                    arrays.values()))


def test_the_loss_of_a_tiny_fixed_input(heads: ActionHeads) -> None:
    # two decisions: one of 3 legal ids (the search chose the second), one of 2 (split evenly); 2 players
    game = tongiaki.Game.new(2, 0)
    legal0 = game.legal_actions()[:3]
    legal1 = game.legal_actions()[3:5]
    obs = np.zeros((2, game.observation_size), np.float32)
    obs[0, 0] = 1.0
    legal = np.array([list(legal0), list(legal1) + [-1]], np.int32)
    policy = np.array([[0, 1, 0], [0.5, 0.5, 0]], np.float32)
    returns = np.zeros((2, 6), np.float32)
    returns[0, :2] = [1, -1]
    returns[1, :2] = [-1, 1]
    batch = make_batches(Samples(obs, legal, policy, returns, np.array([2, 2], np.int32)), heads)
    trainer = Trainer(obs.shape[1], hidden=(4, 4))
    zero = jax.tree_util.tree_map(np.zeros_like, trainer.params)
    # an all-zero network: a uniform prior over the legal ids, value 0 everywhere
    total, parts = loss_fn(trainer.net, zero, batch.tree())
    assert np.isclose(float(parts["policy_loss"]), (np.log(3) + np.log(2)) / 2, atol=1e-5)
    assert np.isclose(float(parts["value_loss"]), 1.0, atol=1e-6)  # (1² + 1²) / 2 per sample; seats 2..5 unused
    assert np.isclose(float(total), float(parts["policy_loss"]) + 1.0, atol=1e-5)
    # with a bias on the value of seat 2 (not a seat of a 2-player game) the value loss is unchanged
    biased = jax.tree_util.tree_map(np.copy, zero)
    biased["params"]["value"]["bias"][2] = 5.0
    assert np.isclose(float(loss_fn(trainer.net, biased, batch.tree())[1]["value_loss"]), 1.0, atol=1e-6)
    # a bias on the kind head's logit moves no prior within a kind; a bias on a `first` value does
    arrays = params_to_arrays(zero)
    arrays["bp"][8 + int(heads.split(legal0[1])[1])] = 2.0
    logits, _ = forward(arrays, obs)
    lp = log_priors(logits[0], head_columns(heads, legal[0]), legal[0] >= 0)
    _, parts = loss_fn(trainer.net, arrays_to_params(arrays), batch.tree())
    lp1 = log_priors(logits[1], head_columns(heads, legal[1]), legal[1] >= 0)
    expected = (-lp[1] - 0.5 * (lp1[0] + lp1[1])) / 2
    assert np.isclose(float(parts["policy_loss"]), expected, atol=1e-5)


def test_training_lowers_the_loss_on_random_games(heads: ActionHeads) -> None:
    data = make_batches(random_samples(2, 3, seed=11), heads)
    trainer = Trainer(data.obs.shape[1], hidden=(64, 64), learning_rate=3e-3, seed=1)
    before = trainer.evaluate(data)
    trainer.train(data, steps=60, batch_size=64)
    after = trainer.evaluate(data)
    assert after["loss"] < before["loss"] - 0.1
    assert after["value_loss"] < before["value_loss"]
    assert trainer.steps == 60
