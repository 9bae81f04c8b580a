"""tongiaki.learn: a bot that learns to play, AlphaZero-style (docs/python.md, "Training a bot").

Self-play runs at engine speed in Java (SelfPlayMain in tongiaki-bots) as Ray tasks; a JAX/flax network learns from
its samples; a new generation replaces the best only when it beats it in a gating match (EvaluateMain); the
weights go into a ``.npz`` file that LearnedBot (Java) reads. ``python -m tongiaki.learn train`` trains from scratch,
``python -m tongiaki.learn evaluate`` plays a match.

The formats (:mod:`tongiaki.learn.formats`) and the NumPy forward pass (:mod:`tongiaki.learn.reference`) need only
NumPy; the network and training (:mod:`tongiaki.learn.network`) need the ``learn`` extra (jax, flax, optax), the
distributed loop (:mod:`tongiaki.learn.distributed`, :mod:`tongiaki.learn.loop`) also Ray:
``pip install tongiaki[learn]``.
"""

from .formats import (
    OFFICIAL_HEADS,
    SAMPLES_FORMAT,
    VALUE_WIDTH,
    WEIGHT_NAMES,
    WEIGHTS_FORMAT,
    Samples,
    Weights,
    concat_samples,
    read_samples,
    read_weights,
    write_samples,
    write_weights,
)

__all__ = [
    "OFFICIAL_HEADS",
    "SAMPLES_FORMAT",
    "VALUE_WIDTH",
    "WEIGHT_NAMES",
    "WEIGHTS_FORMAT",
    "Samples",
    "Weights",
    "concat_samples",
    "read_samples",
    "read_weights",
    "write_samples",
    "write_weights",
]
