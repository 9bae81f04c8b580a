"""A factored form of the action space for policies: an action id split into four small heads, the same ids
underneath.

The action space (:attr:`Game.action_space_size`, 30,041 ids with the official tile set) has one range per decision
kind, and within a kind's range an id encodes the choice's parts (ActionSpace in tongiaki-core; docs/python.md,
"A factored action space"). :class:`ActionHeads` writes that encoding as four heads: ``kind`` (the decision kind's
ordinal, 8 values) then ``first``, ``second`` and ``third``, whose meaning is per kind (``T`` tiles, ``B`` beaches,
``M`` the most beaches of an island, ``R = T``; a head a kind does not use is always 0):

========================  =====================  ===================  ===================
kind                      first                  second               third
========================  =====================  ===================  ===================
SETUP_BERTH               beach number − 1       0                    0
TURN_ACTION               0 expand, 1 royal,     tile index ``t``     0
                          2 no-boat placement,   (0 for a new
                          3 new settlement       settlement)
TAKE_BOAT                 0 none, 1 + beach      0                    0
PLACE_BOATS               boats on the highest   the middle third     the lowest third
                          third of the beaches   (base 4 digits)      (base 4 digits)
                          (base 4 digits)
EMIGRATION                global beach index     jetty edge (7 for    0
                                                 a closed island)
LANDING                   colour ordinal         beach number − 1     0
TILE_PLACEMENT            q + R                  r + R                rotation
CHANCE                    tile index             0                    0
========================  =====================  ===================  ===================

With the official tile set the heads are 8, 65, 65 and 16 wide: 154 outputs instead of 30,041. Within its kind,
an id's index is ``(first × width₂ + second) × width₃ + third`` with the kind's own radices (:attr:`ActionHeads.radices`),
so :meth:`ActionHeads.join` of :meth:`ActionHeads.split` is the identity on every id of the space.

The masks are conditioned on the heads before: :meth:`ActionHeads.mask` of the legal ids and the values chosen so far
(none, the kind, the kind and ``first``, …) is the next head's mask, 1 exactly for the values that some legal id
continues with; choosing every head by its mask always ends at a legal id, and every legal id can be reached.
"""

from __future__ import annotations

from typing import Any, Sequence

import numpy as np
import numpy.typing as npt

from ._jvm import jvm

__all__ = ["ActionHeads", "HEADS"]

#: The heads' names, in the order a policy chooses them.
HEADS = ("kind", "first", "second", "third")

_KINDS = ("SETUP_BERTH", "TURN_ACTION", "TAKE_BOAT", "PLACE_BOATS", "EMIGRATION", "LANDING", "TILE_PLACEMENT",
          "CHANCE")


class ActionHeads:
    """The factored action space of a game's tile set (every game of that set has the same).

    :param game: a :class:`tongiaki.Game` (its action space's offsets and sizes are read once)
    """

    def __init__(self, game: Any) -> None:
        j = jvm()
        space = game.java.actionSpace()
        kinds = list(j.DecisionKind.values())
        if [str(k.name()) for k in kinds] != list(_KINDS):
            raise RuntimeError(f"the engine's decision kinds {kinds} are not those this module knows")
        sizes = [int(space.size(k)) for k in kinds]
        self.offsets: npt.NDArray[np.int64] = np.array([int(space.globalOffset(k)) for k in kinds], dtype=np.int64)
        self.sizes: npt.NDArray[np.int64] = np.array(sizes, dtype=np.int64)
        self.size = int(space.globalSize())
        t = sizes[7]
        b = sizes[2] - 1
        m = sizes[5] // 6
        side = 2 * t + 1
        expected = [None, 3 * t + 1, b + 1, 4 ** m, 8 * b, 6 * m, 6 * side * side, t]
        for kind, want, got in zip(_KINDS, expected, sizes):
            if want is not None and want != got:
                raise RuntimeError(f"{kind} has {got} ids, the encoding this module knows gives {want}")
        # PLACE_BOATS: the M base-4 digits (boats on beach i × 4^i) in three groups, the highest first
        groups = [m // 3 + (1 if i < m % 3 else 0) for i in range(3)]
        radices = [
            (sizes[0], 1, 1),
            (4, t, 1),
            (b + 1, 1, 1),
            (4 ** groups[0], 4 ** groups[1], 4 ** groups[2]),
            (b, 8, 1),
            (6, m, 1),
            (side, side, 6),
            (t, 1, 1),
        ]
        #: per kind (ordinal) the radices of ``first``, ``second``, ``third``
        self.radices: npt.NDArray[np.int64] = np.array(radices, dtype=np.int64)
        #: the width of each head: ``kind``, ``first``, ``second``, ``third``
        w = self.radices.max(axis=0)
        self.widths: tuple[int, int, int, int] = (len(_KINDS), int(w[0]), int(w[1]), int(w[2]))
        #: the decision kinds' names, in ordinal order (the values of the ``kind`` head)
        self.kinds = _KINDS

    def split(self, action_ids: Any) -> tuple[npt.NDArray[np.int64], ...]:
        """The heads of action ids: ``(kind, first, second, third)``, four int64 arrays of the ids' shape.

        :raises ValueError: if an id is outside the space
        """
        ids = np.asarray(action_ids, dtype=np.int64)
        if ids.size and (ids.min() < 0 or ids.max() >= self.size):
            raise ValueError(f"an action id is 0..{self.size - 1}")
        kind = np.searchsorted(self.offsets, ids, side="right") - 1
        local = ids - self.offsets[kind]
        r = self.radices[kind]
        third = local % r[..., 2]
        rest = local // r[..., 2]
        second = rest % r[..., 1]
        first = rest // r[..., 1]
        return kind, first, second, third

    def join(self, kind: Any, first: Any, second: Any, third: Any) -> npt.NDArray[np.int64]:
        """The action ids of head values (arrays or ints, broadcast together): the inverse of :meth:`split`.

        :raises ValueError: if a value is outside its head's radix for its kind, or names no id of the kind's range
        """
        k, a, b, c = (np.asarray(v, dtype=np.int64) for v in (kind, first, second, third))
        if k.size and (k.min() < 0 or k.max() >= len(_KINDS)):
            raise ValueError(f"a kind is 0..{len(_KINDS) - 1}")
        r = self.radices[k]
        for v, radix, name in ((a, r[..., 0], "first"), (b, r[..., 1], "second"), (c, r[..., 2], "third")):
            if np.any((v < 0) | (v >= radix)):
                raise ValueError(f"a {name} head value is outside its kind's radix")
        local = (a * r[..., 1] + b) * r[..., 2] + c
        if np.any(local >= self.sizes[k]):
            raise ValueError("the heads name no action id of the kind")
        return np.asarray(self.offsets[k] + local, dtype=np.int64)

    def mask(self, legal_ids: Any, *chosen: int) -> npt.NDArray[np.int8]:
        """The mask of the next head given the legal action ids and the values chosen for the heads before it.

        ``mask(legal)`` is the ``kind`` head's, ``mask(legal, kind)`` the ``first`` head's, ``mask(legal, kind,
        first)`` the ``second``'s, ``mask(legal, kind, first, second)`` the ``third``'s: an int8 array of that head's
        width, 1 exactly for the values some legal id with those earlier values has.
        """
        if len(chosen) > 3:
            raise ValueError("there are four heads: give at most three chosen values")
        heads = self.split(np.asarray(legal_ids, dtype=np.int64).ravel())
        keep = np.ones(heads[0].shape, dtype=bool)
        for value, head in zip(chosen, heads):
            keep &= head == int(value)
        out = np.zeros(self.widths[len(chosen)], dtype=np.int8)
        out[heads[len(chosen)][keep]] = 1
        return out

    def masks(self, legal_ids: Any, chosen: Sequence[int]) -> list[npt.NDArray[np.int8]]:
        """Every head's mask along one choice: ``[mask(legal), mask(legal, chosen[0]), …]`` for the four heads
        (``chosen`` the first three values at least)."""
        return [self.mask(legal_ids, *chosen[:i]) for i in range(4)]

    def __repr__(self) -> str:
        return f"<tongiaki.heads.ActionHeads widths {self.widths} over {self.size} action ids>"
