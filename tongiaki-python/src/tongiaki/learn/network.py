"""The policy-value network in flax and its training with optax (needs the ``learn`` extra: jax, flax, optax).

The network is the contract's MLP (:mod:`tongiaki.learn.reference` computes the same in NumPy): two ReLU layers of
widths H1 and H2, a policy head of 154 logits (the factored heads of :mod:`tongiaki.heads`) and a value head of 6
linear outputs. The loss of a batch is

* the policy loss: the cross-entropy between the search's visit distribution over the decision's legal ids and the
  softmax, over those legal ids only, of each id's summed head logits;
* plus the value loss: the mean squared error of the predicted returns of the first P relative seats (P the
  sample's player count) against the game's final returns.

Adam (optax.adamw: Adam with a small decoupled weight decay) minimises it. JAX runs on the CPU unless it finds an
accelerator.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator, Mapping

import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import numpy.typing as npt
import optax

from .formats import OFFICIAL_HEADS, VALUE_WIDTH, Samples

__all__ = ["PolicyValueNet", "Batch", "Trainer", "init_params", "params_to_arrays", "arrays_to_params",
           "make_batches", "loss_fn"]

_LAYERS = (("l0", "w0", "b0"), ("l1", "w1", "b1"), ("policy", "wp", "bp"), ("value", "wv", "bv"))


class PolicyValueNet(nn.Module):
    """x → relu(Dense H1) → relu(Dense H2) → (policy logits [154], value [6])."""

    h1: int = 256
    h2: int = 256
    policy_width: int = sum(OFFICIAL_HEADS)

    @nn.compact
    def __call__(self, x: jax.Array) -> tuple[jax.Array, jax.Array]:
        h = nn.relu(nn.Dense(self.h1, name="l0")(x))
        h = nn.relu(nn.Dense(self.h2, name="l1")(h))
        # small output layers: the first generation's prior is near uniform and its value near 0
        small = nn.initializers.variance_scaling(0.01, "fan_in", "truncated_normal")
        policy = nn.Dense(self.policy_width, kernel_init=small, name="policy")(h)
        value = nn.Dense(VALUE_WIDTH, kernel_init=small, name="value")(h)
        return policy, value


def init_params(net: PolicyValueNet, obs_size: int, seed: int) -> Any:
    """Fresh parameters for observations of ``obs_size`` floats."""
    return net.init(jax.random.PRNGKey(seed), jnp.zeros((1, obs_size), jnp.float32))


def params_to_arrays(params: Any) -> dict[str, npt.NDArray[np.float32]]:
    """The flax parameters as the weights file's arrays (``w0`` … ``bv``, float32)."""
    p = params["params"]
    out: dict[str, npt.NDArray[np.float32]] = {}
    for layer, w, b in _LAYERS:
        out[w] = np.asarray(p[layer]["kernel"], dtype=np.float32)
        out[b] = np.asarray(p[layer]["bias"], dtype=np.float32)
    return out


def arrays_to_params(arrays: Mapping[str, Any]) -> Any:
    """The weights file's arrays as flax parameters."""
    return {"params": {layer: {"kernel": jnp.asarray(arrays[w], jnp.float32), "bias": jnp.asarray(arrays[b], jnp.float32)}
                       for layer, w, b in _LAYERS}}


@dataclass
class Batch:
    """Training arrays: obs [B,O], columns [B,L,4] (the logits each legal id sums), mask [B,L] (legal),
    policy [B,L], returns [B,6], value_mask [B,6] (the first P seats)."""

    obs: npt.NDArray[np.float32]
    columns: npt.NDArray[np.int32]
    mask: npt.NDArray[np.bool_]
    policy: npt.NDArray[np.float32]
    returns: npt.NDArray[np.float32]
    value_mask: npt.NDArray[np.bool_]

    def __len__(self) -> int:
        return int(self.obs.shape[0])

    def take(self, index: Any) -> "Batch":
        return Batch(self.obs[index], self.columns[index], self.mask[index], self.policy[index],
                     self.returns[index], self.value_mask[index])

    def tree(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in ("obs", "columns", "mask", "policy", "returns", "value_mask")}


def make_batches(samples: Samples, heads: Any) -> Batch:
    """The training arrays of samples: the legal ids split into the four heads' logit columns once.

    The legal ids' width is padded up to a multiple of 32 (fewer shapes for JAX to compile).
    """
    from .reference import head_columns

    legal = samples.legal
    width = max(32, -(-legal.shape[1] // 32) * 32)
    pad = width - legal.shape[1]
    legal = np.pad(legal, ((0, 0), (0, pad)), constant_values=-1)
    policy = np.pad(samples.policy, ((0, 0), (0, pad)))
    value_mask = np.arange(VALUE_WIDTH)[None, :] < samples.players[:, None]
    return Batch(samples.obs.astype(np.float32), head_columns(heads, legal), legal >= 0, policy.astype(np.float32),
                 samples.returns.astype(np.float32), value_mask)


def loss_fn(net: PolicyValueNet, params: Any, batch: Mapping[str, Any], value_weight: float = 1.0
            ) -> tuple[jax.Array, dict[str, jax.Array]]:
    """The batch's loss (policy cross-entropy + value_weight × value MSE) and its parts."""
    logits, value = net.apply(params, batch["obs"])
    summed = jax.vmap(lambda lg, cols: lg[cols].sum(axis=-1))(logits, batch["columns"])  # [B,L]
    mask = batch["mask"]
    summed = jnp.where(mask, summed, -1e9)
    logp = jax.nn.log_softmax(summed, axis=-1)
    policy_loss = -jnp.mean(jnp.sum(jnp.where(mask, batch["policy"] * logp, 0.0), axis=-1))
    vm = batch["value_mask"].astype(jnp.float32)
    value_loss = jnp.mean(jnp.sum(vm * (value - batch["returns"]) ** 2, axis=-1) / jnp.sum(vm, axis=-1))
    target = batch["policy"]
    entropy = -jnp.mean(jnp.sum(jnp.where(target > 0, target * jnp.log(jnp.where(target > 0, target, 1.0)), 0.0),
                                axis=-1))
    total = policy_loss + value_weight * value_loss
    return total, {"loss": total, "policy_loss": policy_loss, "value_loss": value_loss,
                   "policy_kl": policy_loss - entropy}


class Trainer:
    """A network, its parameters and its Adam state, trained step by step on :class:`Batch` es."""

    def __init__(self, obs_size: int, *, hidden: tuple[int, int] = (256, 256), learning_rate: float = 1e-3,
                 weight_decay: float = 1e-4, value_weight: float = 1.0, seed: int = 0,
                 params: Any | None = None) -> None:
        self.net = PolicyValueNet(h1=hidden[0], h2=hidden[1])
        self.params = params if params is not None else init_params(self.net, obs_size, seed)
        self.optimizer = optax.adamw(learning_rate, weight_decay=weight_decay)
        self.opt_state = self.optimizer.init(self.params)
        self.rng = np.random.default_rng(seed)
        self.steps = 0
        net, optimizer = self.net, self.optimizer

        def step(params: Any, opt_state: Any, batch: Mapping[str, Any]) -> tuple[Any, Any, dict[str, jax.Array]]:
            grads, parts = jax.grad(lambda p: loss_fn(net, p, batch, value_weight), has_aux=True)(params)
            updates, opt_state = optimizer.update(grads, opt_state, params)
            return optax.apply_updates(params, updates), opt_state, parts

        self._step = jax.jit(step)
        self._loss = jax.jit(lambda p, b: loss_fn(net, p, b, value_weight)[1])

    def minibatches(self, data: Batch, batch_size: int, steps: int) -> Iterator[Batch]:
        """``steps`` minibatches drawn from shuffled passes over ``data``."""
        n = len(data)
        order = self.rng.permutation(n)
        at = 0
        for _ in range(steps):
            if at + batch_size > n:
                order, at = self.rng.permutation(n), 0
            idx = order[at:at + min(batch_size, n)]
            at += batch_size
            yield data.take(idx)

    def train(self, data: Batch, *, steps: int, batch_size: int = 256) -> dict[str, float]:
        """``steps`` Adam steps on minibatches of ``data``; the mean of each loss part over the steps."""
        sums: dict[str, float] = {}
        for b in self.minibatches(data, batch_size, steps):
            self.params, self.opt_state, parts = self._step(self.params, self.opt_state, b.tree())
            for k, v in parts.items():
                sums[k] = sums.get(k, 0.0) + float(v)
            self.steps += 1
        return {k: v / max(steps, 1) for k, v in sums.items()}

    def evaluate(self, data: Batch, batch_size: int = 1024) -> dict[str, float]:
        """The loss parts over the whole of ``data`` (no update)."""
        sums: dict[str, float] = {}
        for start in range(0, len(data), batch_size):
            part = data.take(slice(start, start + batch_size))
            for k, v in self._loss(self.params, part.tree()).items():
                sums[k] = sums.get(k, 0.0) + float(v) * len(part)
        return {k: v / max(len(data), 1) for k, v in sums.items()}

    def arrays(self) -> dict[str, npt.NDArray[np.float32]]:
        return params_to_arrays(self.params)
