"""The two ``.npz`` files the learning pipeline shares with the Java side (docs/python.md, "Training a bot"):
the samples that self-play writes and the weights that training writes. NumPy only: reading and writing them needs
neither JAX nor Ray.

Samples (``tongiaki-samples-1``): ``obs`` float32 [N,O], ``legal`` int32 [N,L] (the decision's legal action ids,
padded with −1), ``policy`` float32 [N,L] (the search's visit distribution over those ids, 0 on the padding),
``returns`` float32 [N,6] (the final returns relative to the player to move, zeros beyond P), ``players`` int32 [N]
and ``meta``.

Weights (``tongiaki-net-1``): ``w0`` [O,H1], ``b0`` [H1], ``w1`` [H1,H2], ``b1`` [H2], ``wp`` [H2,154], ``bp`` [154],
``wv`` [H2,6], ``bv`` [6], every one float32, and ``meta``.

``meta`` is a uint8 array holding UTF-8 JSON.
"""

from __future__ import annotations

import io
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, Sequence, Union

import numpy as np
import numpy.typing as npt

__all__ = [
    "SAMPLES_FORMAT",
    "WEIGHTS_FORMAT",
    "OFFICIAL_HEADS",
    "VALUE_WIDTH",
    "WEIGHT_NAMES",
    "Samples",
    "Weights",
    "read_samples",
    "write_samples",
    "concat_samples",
    "read_weights",
    "write_weights",
    "encode_meta",
    "decode_meta",
]

SAMPLES_FORMAT = "tongiaki-samples-1"
WEIGHTS_FORMAT = "tongiaki-net-1"
#: the widths of the policy heads with the official tile set: kind | first | second | third
OFFICIAL_HEADS = (8, 65, 65, 16)
#: the value head's width: one predicted return per seat, relative to the player to move
VALUE_WIDTH = 6
#: the weight arrays of a network file, in the order of the layers
WEIGHT_NAMES = ("w0", "b0", "w1", "b1", "wp", "bp", "wv", "bv")

PathLike = Union[str, "os.PathLike[str]"]
Source = Union[PathLike, bytes]


def encode_meta(meta: Mapping[str, Any]) -> npt.NDArray[np.uint8]:
    """``meta`` as the uint8 array of its UTF-8 JSON."""
    return np.frombuffer(json.dumps(meta, sort_keys=True).encode("utf-8"), dtype=np.uint8).copy()


def decode_meta(array: Any) -> dict[str, Any]:
    """The JSON object held by a uint8 ``meta`` array."""
    meta = json.loads(np.asarray(array, dtype=np.uint8).tobytes().decode("utf-8"))
    if not isinstance(meta, dict):
        raise ValueError("meta is not a JSON object")
    return meta


def _load(source: Source) -> Any:
    return np.load(io.BytesIO(source) if isinstance(source, bytes) else source, allow_pickle=False)


@dataclass
class Samples:
    """The samples of self-play games: one row per decision of a player (never a chance draw)."""

    obs: npt.NDArray[np.float32]
    legal: npt.NDArray[np.int32]
    policy: npt.NDArray[np.float32]
    returns: npt.NDArray[np.float32]
    players: npt.NDArray[np.int32]
    meta: dict[str, Any] = field(default_factory=dict)

    def __len__(self) -> int:
        return int(self.obs.shape[0])

    def check(self) -> "Samples":
        """Checks shapes, types and values against the format; returns self.

        :raises ValueError: if a shape, a padding or a distribution breaks the format
        """
        n = len(self)
        if self.obs.ndim != 2 or self.legal.ndim != 2 or self.policy.shape != self.legal.shape:
            raise ValueError(f"obs {self.obs.shape}, legal {self.legal.shape} and policy {self.policy.shape} "
                             "are [N,O], [N,L] and [N,L]")
        if self.legal.shape[0] != n or self.returns.shape != (n, VALUE_WIDTH) or self.players.shape != (n,):
            raise ValueError(f"legal, returns {self.returns.shape} and players {self.players.shape} "
                             f"are [N,L], [N,{VALUE_WIDTH}] and [N] with N = {n}")
        pad = self.legal < 0
        if np.any(self.legal[pad] != -1) or np.any(self.policy[pad] != 0):
            raise ValueError("the padding of legal is -1 and the policy is 0 there")
        if n and np.any(pad[:, 0]):
            raise ValueError("a sample has no legal action")
        if n and not np.allclose(self.policy.sum(axis=1), 1.0, atol=1e-3):
            raise ValueError("a sample's policy does not sum to 1")
        if n and (self.players.min() < 2 or self.players.max() > VALUE_WIDTH):
            raise ValueError("players is 2..6")
        return self


def read_samples(source: Source) -> Samples:
    """Reads a samples file (a path, or the file's bytes).

    :raises ValueError: if it is not a ``tongiaki-samples-1`` file or breaks the format
    """
    with _load(source) as z:
        meta = decode_meta(z["meta"]) if "meta" in z.files else {}
        if meta.get("format") != SAMPLES_FORMAT:
            raise ValueError(f"not a {SAMPLES_FORMAT} file: meta {meta}")
        s = Samples(
            obs=np.asarray(z["obs"], dtype=np.float32),
            legal=np.asarray(z["legal"], dtype=np.int32),
            policy=np.asarray(z["policy"], dtype=np.float32),
            returns=np.asarray(z["returns"], dtype=np.float32),
            players=np.asarray(z["players"], dtype=np.int32),
            meta=meta,
        )
    return s.check()


def write_samples(path: PathLike, samples: Samples) -> None:
    """Writes a samples file (uncompressed; the meta gets the format's name)."""
    samples.check()
    meta = dict(samples.meta, format=SAMPLES_FORMAT)
    with open(path, "wb") as f:  # a file object: savez would add ".npz" to a path without it
        np.savez(f, obs=samples.obs.astype("<f4"), legal=samples.legal.astype("<i4"),
                 policy=samples.policy.astype("<f4"), returns=samples.returns.astype("<f4"),
                 players=samples.players.astype("<i4"), meta=encode_meta(meta))


def concat_samples(parts: Sequence[Samples]) -> Samples:
    """The samples of several files in one, ``legal`` and ``policy`` padded to the widest; the meta adds the games.

    :raises ValueError: if the parts have different observation sizes or there is no part
    """
    if not parts:
        raise ValueError("no samples to concatenate")
    widths = {p.obs.shape[1] for p in parts}
    if len(widths) != 1:
        raise ValueError(f"samples of different observation sizes {sorted(widths)}")
    width = max(p.legal.shape[1] for p in parts)

    def pad(a: npt.NDArray[Any], value: float) -> npt.NDArray[Any]:
        return np.pad(a, ((0, 0), (0, width - a.shape[1])), constant_values=value)

    meta = dict(parts[0].meta)
    meta["games"] = sum(int(p.meta.get("games", 0)) for p in parts)
    return Samples(
        obs=np.concatenate([p.obs for p in parts]),
        legal=np.concatenate([pad(p.legal, -1) for p in parts]).astype(np.int32),
        policy=np.concatenate([pad(p.policy, 0.0) for p in parts]).astype(np.float32),
        returns=np.concatenate([p.returns for p in parts]),
        players=np.concatenate([p.players for p in parts]),
        meta=meta,
    )


@dataclass
class Weights:
    """A network's weights (numpy float32 arrays named as in :data:`WEIGHT_NAMES`) and its meta."""

    arrays: dict[str, npt.NDArray[np.float32]]
    meta: dict[str, Any]

    @property
    def obs_size(self) -> int:
        return int(self.arrays["w0"].shape[0])

    @property
    def hidden(self) -> tuple[int, int]:
        return int(self.arrays["w0"].shape[1]), int(self.arrays["w1"].shape[1])

    def check(self) -> "Weights":
        """Checks the arrays' shapes against each other and the meta; returns self.

        :raises ValueError: if an array is missing or a shape does not fit
        """
        missing = [n for n in WEIGHT_NAMES if n not in self.arrays]
        if missing:
            raise ValueError(f"the weights lack {missing}")
        a = self.arrays
        o, h1 = a["w0"].shape
        h2 = a["w1"].shape[1]
        heads = tuple(self.meta.get("heads", OFFICIAL_HEADS))
        p = sum(heads)
        want = {"w0": (o, h1), "b0": (h1,), "w1": (h1, h2), "b1": (h2,), "wp": (h2, p), "bp": (p,),
                "wv": (h2, VALUE_WIDTH), "bv": (VALUE_WIDTH,)}
        for name, shape in want.items():
            if a[name].shape != shape:
                raise ValueError(f"{name} is {a[name].shape}, expected {shape}")
        if self.meta.get("obs_size", o) != o:
            raise ValueError(f"meta says obs_size {self.meta.get('obs_size')}, w0 has {o} rows")
        return self


def read_weights(source: Source) -> Weights:
    """Reads a weights file (a path, or the file's bytes).

    :raises ValueError: if it is not a ``tongiaki-net-1`` file or its shapes do not fit
    """
    with _load(source) as z:
        meta = decode_meta(z["meta"]) if "meta" in z.files else {}
        if meta.get("format") != WEIGHTS_FORMAT:
            raise ValueError(f"not a {WEIGHTS_FORMAT} file: meta {meta}")
        arrays = {n: np.asarray(z[n], dtype=np.float32) for n in WEIGHT_NAMES if n in z.files}
    return Weights(arrays, meta).check()


def write_weights(path: PathLike, arrays: Mapping[str, Any], *, players: int, made_by: Mapping[str, Any],
                  tile_set: str = "official", heads: Sequence[int] = OFFICIAL_HEADS) -> Weights:
    """Writes a weights file: the arrays as little-endian float32 in C order, and the meta the contract gives
    (format, players, obs_size, heads, tile_set, made_by: command, seed, commit, generation). Returns what it wrote.
    """
    out = {n: np.ascontiguousarray(np.asarray(arrays[n], dtype="<f4")) for n in WEIGHT_NAMES}
    meta = {"format": WEIGHTS_FORMAT, "players": int(players), "obs_size": int(out["w0"].shape[0]),
            "heads": [int(h) for h in heads], "tile_set": tile_set, "made_by": dict(made_by)}
    w = Weights(out, meta).check()
    entries: dict[str, Any] = dict(out, meta=encode_meta(meta))
    with open(path, "wb") as f:
        np.savez(f, **entries)
    return w
