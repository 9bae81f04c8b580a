"""The network's forward pass in NumPy: the definition that the flax network (:mod:`tongiaki.learn.network`) and
the Java inference (LearnedBot in tongiaki-bots) both follow, and a check of each against the other.

``x → relu(x·W0 + b0) → relu(·W1 + b1)`` then two heads: the policy logits ``·Wp + bp`` (the four factored heads
kind | first | second | third, concatenated) and the value ``·Wv + bv`` (the predicted final return of each seat,
relative to the player to move). The log-prior of a legal action id is the sum of the logits of its four head
values (:meth:`tongiaki.heads.ActionHeads.split`), normalised by a softmax over the decision's legal ids only.
"""

from __future__ import annotations

from typing import Any, Mapping

import numpy as np
import numpy.typing as npt

__all__ = ["forward", "head_columns", "log_priors"]


def forward(arrays: Mapping[str, Any], obs: Any) -> tuple[npt.NDArray[np.float32], npt.NDArray[np.float32]]:
    """The policy logits [..., 154] and the value [..., 6] of observations [..., O], in float32."""
    x = np.asarray(obs, dtype=np.float32)
    a = {k: np.asarray(v, dtype=np.float32) for k, v in arrays.items()}
    h = np.maximum(x @ a["w0"] + a["b0"], 0.0)
    h = np.maximum(h @ a["w1"] + a["b1"], 0.0)
    return (h @ a["wp"] + a["bp"]).astype(np.float32), (h @ a["wv"] + a["bv"]).astype(np.float32)


def head_columns(heads: Any, legal: Any) -> npt.NDArray[np.int32]:
    """The four columns of the policy logits that each legal id sums: int32 [..., 4] for ids [...] (an
    :class:`~tongiaki.heads.ActionHeads` splits them; a padding id −1 gets columns 0, to be masked)."""
    ids = np.asarray(legal, dtype=np.int64)
    split = heads.split(np.where(ids < 0, 0, ids))
    starts = np.cumsum((0,) + tuple(heads.widths[:-1]))
    cols = np.stack([s + int(o) for s, o in zip(split, starts)], axis=-1)
    return np.where((ids < 0)[..., None], 0, cols).astype(np.int32)


def log_priors(logits: Any, columns: Any, mask: Any | None = None) -> npt.NDArray[np.float64]:
    """The log-prior of each legal id: the log-softmax over the legal ids of the sums of their four logits.

    :param logits: [..., 154]
    :param columns: [..., L, 4] from :func:`head_columns`
    :param mask: [..., L], true on the legal ids (default: all); −inf on the padding
    """
    lg = np.asarray(logits, dtype=np.float64)
    cols = np.asarray(columns)
    s = np.take_along_axis(lg[..., None, :], cols, axis=-1).sum(axis=-1)
    m = np.ones(s.shape, dtype=bool) if mask is None else np.asarray(mask, dtype=bool)
    s = np.where(m, s, -np.inf)
    top = np.max(s, axis=-1, keepdims=True)
    return np.asarray(s - top - np.log(np.sum(np.exp(s - top), axis=-1, keepdims=True)), dtype=np.float64)

