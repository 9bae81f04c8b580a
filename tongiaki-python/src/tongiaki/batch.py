"""Many games stepped in one crossing of the bridge, their arrays written in place.

::

    import numpy as np
    from tongiaki.batch import GameBatch

    batch = GameBatch(64, players=4, seed=0)       # 64 games, restarted as they end
    rng = np.random.default_rng(0)
    for _ in range(1000):
        # batch.observations (64, O) float32 and batch.action_masks (64, A) int8 are the deciders' now
        pick = (rng.random(64) * batch.legal_counts).astype(np.int64)
        batch.actions[:] = batch.legal_ids[np.arange(64), pick]
        batch.step()                               # one crossing: every game steps, every array is rewritten
        # batch.dones (64,) flags the games that ended in this step, batch.returns (64, players) their returns

Each step applies ``actions[i]`` in game ``i`` and the engine writes, for every game, the deciding seat
(``seats``), that seat's observation (``observations``, D-19), the legal action mask (``action_masks``, kept up to
date by clearing the previous decision's ids and setting the new ones), the legal action ids in option order
(``legal_ids[i, :legal_counts[i]]``), and for the games that ended their ``returns`` and ``dones``; a game that ends
is replaced in the same step by a new one from the next seed (``auto_reset=True``), so the lane's arrays are the
new game's first decision. No events are built; :meth:`GameBatch.game` gives a lane's game for anything else.

The arrays are the caller's to read and to keep: pass your own (``observations=``, ``action_masks=`` …, C-contiguous,
of the dtype and shape below) and the engine writes into them; do not write into the masks (the next step clears
only what it set). Actions are global action ids (:attr:`Game.action_space_size`), the ids of
:class:`tongiaki.heads.ActionHeads` and of every other surface of the package. Any thread may step a batch; steps
from two threads at once take turns (a lock per batch), each step whole, but the arrays are shared: a thread that
reads them while another steps reads a step in progress, so give each thread its own batch.
"""

from __future__ import annotations

import threading
from typing import Any

import numpy as np
import numpy.typing as npt

from ._game import Game, IllegalChoiceError, TileSet, _direct
from ._jvm import jvm

__all__ = ["GameBatch"]


def _own(given: np.ndarray | None, shape: tuple[int, ...], dtype: Any, name: str) -> np.ndarray:
    if given is None:
        return np.zeros(shape, dtype=dtype)
    if not isinstance(given, np.ndarray) or given.dtype != np.dtype(dtype) or given.shape != shape \
            or not given.flags.c_contiguous or not given.flags.writeable:
        raise ValueError(f"{name} must be a writeable C-contiguous {np.dtype(dtype)} array of shape {shape}")
    return given


class GameBatch:
    """``n`` games of one set-up stepped together (see the module's comment).

    :param n: the number of games, at least 1
    :param players: 2–6
    :param seed: game ``i`` starts from ``seed + i``; games started by auto-reset take ``seed + n``, ``seed + n + 1``
        … in the order they end (lanes in order within a step): the same seed and actions give the same games
    :param options: rule options in their text form
    :param tile_set: ``"official"``, a registered set's name, or a :class:`TileSet`
    :param auto_reset: replace a game that ends by a new one in the same step (else it stays over: its count 0,
        its seat -4, its mask all 0, and a step with any finished game raises)

    Arrays (``A`` = :attr:`action_space_size`, ``O`` = :attr:`observation_size`, ``P`` = players):
    ``observations`` (n, O) float32, ``action_masks`` (n, A) int8, ``legal_ids`` (n, A) int32, ``legal_counts`` (n,)
    int32, ``seats`` (n,) int32, ``dones`` (n,) int8, ``returns`` (n, P) float64, ``actions`` (n,) int32.
    """

    def __init__(self, n: int, players: int = 4, seed: int = 0, *, options: str | None = None,
                 tile_set: str | TileSet = "official", auto_reset: bool = True,
                 observations: np.ndarray | None = None, action_masks: np.ndarray | None = None,
                 legal_ids: np.ndarray | None = None, legal_counts: np.ndarray | None = None,
                 seats: np.ndarray | None = None, dones: np.ndarray | None = None,
                 returns: np.ndarray | None = None, actions: np.ndarray | None = None) -> None:
        if isinstance(n, bool) or not isinstance(n, (int, np.integer)) or n < 1:
            raise ValueError(f"a batch has at least 1 game, got {n!r}")
        n = int(n)
        template = Game.new(players, 0, options=options, tile_set=tile_set)
        a, o, p = template.action_space_size, template.observation_size, template.num_players
        self.n = n
        self.action_space_size = a
        self.observation_size = o
        self.num_players = p
        self.auto_reset = bool(auto_reset)
        self.observations: npt.NDArray[np.float32] = _own(observations, (n, o), np.float32, "observations")
        self.action_masks: npt.NDArray[np.int8] = _own(action_masks, (n, a), np.int8, "action_masks")
        self.legal_ids: npt.NDArray[np.int32] = _own(legal_ids, (n, a), np.int32, "legal_ids")
        self.legal_counts: npt.NDArray[np.int32] = _own(legal_counts, (n,), np.int32, "legal_counts")
        self.seats: npt.NDArray[np.int32] = _own(seats, (n,), np.int32, "seats")
        self.dones: npt.NDArray[np.int8] = _own(dones, (n,), np.int8, "dones")
        self.returns: npt.NDArray[np.float64] = _own(returns, (n, p), np.float64, "returns")
        self.actions: npt.NDArray[np.int32] = _own(actions, (n,), np.int32, "actions")
        self._java = jvm().Batch(
            template.java.setup(), n, int(seed), self.auto_reset,
            _direct(self.action_masks), _direct(self.legal_ids).asIntBuffer(),
            _direct(self.observations).asFloatBuffer(), _direct(self.legal_counts).asIntBuffer(),
            _direct(self.seats).asIntBuffer(), _direct(self.dones), _direct(self.returns).asDoubleBuffer(),
            _direct(self.actions).asIntBuffer())
        self._step = self._java.step
        # one step at a time: the engine writes every lane's arrays in a step, and two at once would mix games
        self._lock = threading.Lock()

    def step(self, actions: Any = None) -> int:
        """Applies ``actions`` (or what is in :attr:`actions` already) in every game, in one crossing.

        :param actions: n action ids (copied into :attr:`actions`), or None
        :return: how many games ended in this step (their ``dones`` are 1, their ``returns`` written)
        :raises IllegalChoiceError: if an action is not legal in its game (the message names the game); checked
            for every game before any is played, so nothing changes
        """
        with self._lock:
            if actions is not None:
                self.actions[:] = actions
            try:
                return int(self._step())
            except Exception as e:  # noqa: BLE001
                if type(e).__name__ == "java.lang.IllegalArgumentException":
                    raise IllegalChoiceError(str(e.getMessage())) from None  # type: ignore[attr-defined]
                raise

    @property
    def finished(self) -> int:
        """The games that have ended so far, in every lane."""
        with self._lock:
            return int(self._java.finished())

    def game(self, i: int) -> Game:
        """Game ``i`` as a :class:`Game` (the batch's own, not a copy: read it, copy it; play it only through the
        batch)."""
        if not 0 <= int(i) < self.n:
            raise IndexError(f"a game index is 0..{self.n - 1}, got {i}")
        return Game(self._java.game(int(i)))

    def __len__(self) -> int:
        return self.n

    def __repr__(self) -> str:
        return f"<tongiaki.batch.GameBatch of {self.n} games of {self.num_players} players>"
