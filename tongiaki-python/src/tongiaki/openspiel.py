"""Tongiaki as an OpenSpiel game (``pyspiel``), played by the reference engine.

Importing this module registers the game ``python_tongiaki`` with ``pyspiel``::

    import pyspiel
    import tongiaki.openspiel
    game = pyspiel.load_game("python_tongiaki", {"players": 3})

- 2–6 players (parameter ``players``, default 4); ``options`` takes rule options in their text form
  (e.g. ``"endgame=VOYAGE_ONLY"``), empty for the defaults.
- Tile draws are explicit chance nodes (the engine's explicit chance): every tile left in the stack is an
  outcome with probability 1 / (tiles left), which is the stack's composition. With the draws made by chance
  no player knows more than another, so the game is one of perfect information (D-19: everything but the
  stack's order is public, and under explicit chance the stack has no order).
- Actions are the engine's action ids (``ActionSpace.globalSize`` of them): the same number names the same
  choice in every state; chance outcomes are the action ids of the draws.
- Returns at the end only: +1 the winner, −1 the last, evenly spaced between, ties averaged (zero-sum).
- ``observation_tensor`` is the engine's observation (ObservationSpec), seats relative to the observer;
  ``observation_string`` and ``information_state_string`` are the player's view text (the position as that
  player may know it).
- ``clone`` copies the engine's game; ``serialize`` is OpenSpiel's form for Python states (the history and the
  pickled state, in which the engine's game is its position text); ``deserialize_state`` reads it back.
- ``undo_action`` is not offered: OpenSpiel's bridge for Python games (2.0.2) forwards no ``UndoAction`` from C++,
  and a Python state cannot take the action out of OpenSpiel's own history (``history()``, ``move_number()``,
  ``serialize()``); ``pyspiel.State.undo_action`` raises ``SpielError``. Go back with ``clone()``, or use
  :meth:`tongiaki.Game.undo` on a :class:`tongiaki.Game` of your own.
- The game and its states pickle and deep-copy (the game as its parameters, a state as its position): another
  process (e.g. AlphaZero's workers) can unpickle them and play on; it starts its own JVM.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pyspiel

from ._game import Game, IllegalChoiceError

__all__ = ["TongiakiGame", "TongiakiState", "SHORT_NAME", "MAX_GAME_LENGTH"]

SHORT_NAME = "python_tongiaki"

#: An upper bound of the decisions of a game, chance included, for OpenSpiel's ``max_game_length``. Not a
#: proven bound (the stall rule D-15 ends stalled games, and the stack empties): the longest of 7,500
#: random games (1,500 for each player count, explicit chance) had 301 decisions.
MAX_GAME_LENGTH = 10_000

_DEFAULT_PLAYERS = 4
_TERMINAL = int(pyspiel.PlayerId.TERMINAL)  # -4, as Stepper.TERMINAL
_CHANCE = int(pyspiel.PlayerId.CHANCE)  # -1, as Stepper.CHANCE

_GAME_TYPE = pyspiel.GameType(
    short_name=SHORT_NAME,
    long_name="Tongiaki (reference engine)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.PERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=6,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification={"players": _DEFAULT_PLAYERS, "options": ""},
)


class TongiakiGame(pyspiel.Game):
    """The OpenSpiel game: parameters ``players`` (2–6) and ``options`` (rule options' text)."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        players = int(params.get("players", _DEFAULT_PLAYERS))
        if not 2 <= players <= 6:
            raise ValueError(f"python_tongiaki has 2 to 6 players, got {players}")
        options = str(params.get("options", ""))
        # the game the states start from: explicit chance, so no seed; every new state copies it
        self._start = Game.new(players, 0, explicit_chance=True, options=options or None)
        info = pyspiel.GameInfo(
            num_distinct_actions=self._start.action_space_size,
            max_chance_outcomes=self._start.action_space_size,
            num_players=players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=MAX_GAME_LENGTH,
        )
        super().__init__(_GAME_TYPE, info, {"players": players, "options": options})

    def __reduce__(self) -> tuple[Any, tuple[dict[str, Any]]]:
        """Pickles and deep-copies as its parameters: the copy is the game loaded again (in another process,
        which starts the JVM there). OpenSpiel's own pickling would skip ``__init__``, leaving no start."""
        return (_load, (self.get_parameters(),))

    def new_initial_state(self) -> "TongiakiState":
        """The state before the first set-up boat (R-SETUP-2)."""
        return TongiakiState(self, self._start.copy())

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> "_Observer":
        """The observer of observation_tensor/observation_string/information_state_string."""
        if params:
            raise ValueError(f"python_tongiaki's observer takes no parameters, got {params}")
        return _Observer(self._start.observation_size)


def _load(params: dict[str, Any]) -> TongiakiGame:
    game: TongiakiGame = pyspiel.load_game(SHORT_NAME, params)
    return game


class _Now:
    """What a state holds: the engine's game, the legal actions (ascending) and who decides. OpenSpiel clones a
    Python state by deep-copying its ``__dict__`` and serializes it by pickling: this deep-copies as one
    ``Game.copy()`` plus a list copy, and pickles as the position text."""

    __slots__ = ("game", "legal", "player", "texts")

    def __init__(self, game: Game, action: int = -1) -> None:
        self.game = game
        self.advance(action)

    def advance(self, action: int) -> None:
        legal, self.player = self.game.advance(action)
        legal.sort()  # OpenSpiel wants them ascending; the engine gives them in option order
        self.legal = legal
        self.texts: dict[int, str] | None = None  # the option texts by action, made on first ask

    def __deepcopy__(self, memo: dict[int, Any]) -> "_Now":
        c = _Now.__new__(_Now)
        c.game = self.game.copy()
        c.legal = self.legal[:]
        c.player = self.player
        c.texts = self.texts
        return c

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return (_now_from_text, (self.game.position_text(),))


def _now_from_text(text: str) -> _Now:
    return _Now(Game.from_position(text))


class TongiakiState(pyspiel.State):
    """A state of python_tongiaki: the engine's game plus the legal actions and the player to move."""

    def __init__(self, game: TongiakiGame, engine_game: Game) -> None:
        super().__init__(game)
        self._now = _Now(engine_game)

    @property
    def engine(self) -> Game:
        """The engine's game (the :class:`tongiaki.Game`), e.g. for its position text or events."""
        return self._now.game

    def current_player(self) -> int:
        """The seat to move, ``pyspiel.PlayerId.CHANCE`` at a tile draw, ``TERMINAL`` once over."""
        return self._now.player

    def _legal_actions(self, player: int) -> list[int]:
        now = self._now
        return now.legal if player == now.player else []

    # The three calls below answer from Python what OpenSpiel's C++ State would answer by calling back into this
    # class (the same values; C++ callers still go through _legal_actions and current_player): a Python loop over
    # the state then crosses pybind11 once per decision (apply_action) instead of four times.

    def legal_actions(self, player: int | None = None) -> list[int]:
        """The legal actions (ascending) of ``player`` (default: the player to move; at a chance node the
        outcomes); empty for another player and once the game is over."""
        now = self._now
        if player is None or player == now.player:
            return now.legal[:] if now.player != _TERMINAL else []
        return []

    def is_chance_node(self) -> bool:
        return self._now.player == _CHANCE

    def is_player_node(self) -> bool:
        return self._now.player >= 0

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The tiles left in the stack, each as likely (its action id, 1 / tiles left)."""
        legal = self._now.legal
        p = 1.0 / len(legal)
        return [(a, p) for a in legal]

    def _apply_action(self, action: int) -> None:
        """Applies a legal action; any other id raises before OpenSpiel records it in the history (State::ApplyAction
        appends to the history after this returns), so a refused action changes neither the state nor its history.

        :raises IllegalChoiceError: for a negative id (-1 is ``pyspiel.INVALID_ACTION``, no action at all, which
            :meth:`Game.advance` would read as "apply nothing"; OpenSpiel's ``apply_action`` refuses it itself with a
            ``SpielError`` before calling this) or an id the engine refuses (not legal now)
        """
        if action < 0:
            raise IllegalChoiceError(
                f"action {action} is not legal in decision #{self._now.game.decision_number}: actions are the "
                f"action ids 0..{self.get_game().num_distinct_actions() - 1} of the legal options, and "
                f"{pyspiel.INVALID_ACTION} is pyspiel.INVALID_ACTION, which names no action")
        self._now.advance(action)

    def _action_to_string(self, player: int, action: int) -> str:
        """The option's text (the notation) when the action is legal now, else its kind and its index within the kind's
        range of the action space (the id less ``ActionSpace.globalOffset`` of the kind)."""
        now = self._now
        if player == now.player and action in now.legal:
            texts = now.texts
            if texts is None:
                texts = now.texts = {o.action: o.text for o in now.game.decision().options}
            return texts[action]
        space = now.game.java.actionSpace()
        kind = space.kindOf(int(action))
        return f"{kind} {int(action) - int(space.globalOffset(kind))}"

    def is_terminal(self) -> bool:
        return self._now.player == _TERMINAL

    def returns(self) -> list[float]:
        """0 for everyone before the end; at the end the engine's returns (rank-based, zero-sum)."""
        returns: list[float] = self._now.game.returns().tolist()
        return returns

    def rewards(self) -> list[float]:
        return self.returns()

    def __str__(self) -> str:
        return self._now.game.position_text()


class _Observer:
    """OpenSpiel's PyObserver: the engine's observation vector and the player's view text."""

    def __init__(self, size: int) -> None:
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: TongiakiState, player: int) -> None:
        self.tensor[:] = state._now.game.observation(player)

    def string_from(self, state: TongiakiState, player: int) -> str:
        return state._now.game.view(player).text()


pyspiel.register_game(_GAME_TYPE, TongiakiGame)


_loaded: dict[int, Any] = {}


def random_game(players: int = 4, seed: int = 0) -> list[float]:
    """Plays one game of uniformly random actions and chance draws through the OpenSpiel state; its returns."""
    rng = random.Random(seed)
    game = _loaded.get(players)
    if game is None:
        game = _loaded[players] = pyspiel.load_game(SHORT_NAME, {"players": players})
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(outcomes[int(rng.random() * len(outcomes))][0])
        else:
            actions = state.legal_actions()
            state.apply_action(actions[int(rng.random() * len(actions))])
    returns: list[float] = state.returns()
    return returns
