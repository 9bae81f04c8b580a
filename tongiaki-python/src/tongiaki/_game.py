"""The Pythonic API over the reference engine (tongiaki-core on the JVM, through JPype).

Every rule is the core's: this module only converts between Python values and the engine's, maps the
engine's exceptions to Python ones carrying the engine's messages, and hands the learning surface's
arrays over as NumPy arrays (one bulk copy per array, never one bridge call per element).
"""

from __future__ import annotations

import functools
import threading
from dataclasses import dataclass
from typing import Any, Callable, Iterator, NamedTuple, Sequence, TypeVar, Union, overload

import numpy as np
import numpy.typing as npt

from ._jvm import jvm

__all__ = [
    "TongiakiError",
    "IllegalChoiceError",
    "GameOverError",
    "ParseError",
    "Option",
    "Options",
    "Decision",
    "Event",
    "Standing",
    "TileSet",
    "Game",
    "PlayerView",
    "Record",
    "COLOURS",
    "register_tile_set",
    "tile_set",
    "canonical_position",
    "read_record",
    "perft",
    "divide",
]

#: The six colours in seat-colour order (GameSetup.of gives the first n to n players).
COLOURS = ("blue", "red", "green", "yellow", "orange", "purple")


class TongiakiError(Exception):
    """An error the engine reported; the message is the engine's own."""


class IllegalChoiceError(TongiakiError, ValueError):
    """The pending decision offers no such option (core: IllegalChoiceException). The game is unchanged."""


class GameOverError(TongiakiError):
    """The game is over: there is no decision to make (core: GameOverException). The game is unchanged."""


class ParseError(TongiakiError, ValueError):
    """A text (position, view, record, choice, tile set) could not be read (core: ParseException).

    ``line`` and ``column`` (1-based) say where, ``expected`` what the reader expected there.
    """

    def __init__(self, message: str, line: int, column: int, expected: str) -> None:
        super().__init__(message)
        self.line = line
        self.column = column
        self.expected = expected


class InvalidArgumentError(TongiakiError, ValueError):
    """A value the engine refused (core: IllegalArgumentException), e.g. 7 players or an unknown rule option."""


def _translate(e: Exception) -> Exception:
    """The Python exception for an exception thrown by the engine (anything else is returned unchanged)."""
    original = e  # e is narrowed to the engine's (untyped) exception below
    j = jvm()
    if not isinstance(e, j.JException):
        return original
    message = str(e.getMessage())
    if isinstance(e, j.ParseException):
        return ParseError(message, int(e.line()), int(e.column()), str(e.expected()))
    if isinstance(e, j.IllegalChoiceException):
        return IllegalChoiceError(message)
    if isinstance(e, j.GameOverException):
        return GameOverError(message)
    if isinstance(e, jvm_class("java.lang.IllegalArgumentException")):
        return InvalidArgumentError(message)
    if isinstance(e, jvm_class("java.lang.IllegalStateException")):
        return TongiakiError(message)
    return original


@functools.lru_cache(maxsize=None)
def jvm_class(name: str) -> Any:
    import jpype

    jvm()
    return jpype.JClass(name)


F = TypeVar("F", bound=Callable[..., Any])


def _id(value: object, what: str) -> int:
    """An id (an option id, an action id) as a Python int: only an ``int`` or a NumPy integer is one. A float, a
    string, a bool (an ``int`` subclass, but never meant as an id) or None is refused here, before the engine sees
    it, rather than truncated or parsed into another move."""
    if isinstance(value, (int, np.integer)) and not isinstance(value, bool):
        return int(value)
    raise TypeError(f"{what} is an int or a NumPy integer, got {type(value).__name__} {value!r}")


def _text(value: object, what: str = "text") -> str:
    """A text argument (a position, a record, a view, a choice): a ``str``; None or another type raises TypeError
    here instead of reaching the engine as null (a bare NullPointerException)."""
    if isinstance(value, str):
        return value
    raise TypeError(f"{what} is a str, got {type(value).__name__} {value!r}")


def _engine_errors(f: F) -> F:
    """Maps the engine's exceptions raised in ``f`` to this package's (the cause is kept as ``__cause__``)."""

    @functools.wraps(f)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return f(*args, **kwargs)
        except Exception as e:  # noqa: BLE001 - translated or re-raised unchanged
            t = _translate(e)
            if t is e:
                raise
            raise t from e

    return wrapper  # type: ignore[return-value]


# =========================================================================================================
# values
# =========================================================================================================


class Option(NamedTuple):
    """An option of a decision: its id (0.. in the decision), its text (the notation), its choice's type name
    (``Berth``, ``Expand``, ``Draw``, ...), its action id (the same number for the same choice in every position) and,
    at a chance node,
    its probability. (A named tuple: immutable and cheap to make, decisions may have hundreds of options.)"""

    id: int
    text: str
    choice: str
    action: int
    probability: float | None = None


class Options(Sequence[Option]):
    """A decision's options, made into :class:`Option` values when first read (a tile placement may offer hundreds,
    of which a loop reads one)."""

    __slots__ = ("_lines", "_made", "_probability")

    def __init__(self, lines: list[str], probability: float | None) -> None:
        self._lines = lines
        self._made: list[Option | None] = [None] * len(lines)
        self._probability = probability

    def __len__(self) -> int:
        return len(self._lines)

    def _make(self, i: int) -> Option:
        o = self._made[i]
        if o is None:
            action, choice, text = self._lines[i].split("\t", 2)
            o = self._made[i] = Option(i, text, choice, int(action), self._probability)
        return o

    @overload
    def __getitem__(self, index: int) -> Option: ...

    @overload
    def __getitem__(self, index: slice) -> list[Option]: ...

    def __getitem__(self, index: int | slice) -> Option | list[Option]:
        if isinstance(index, slice):
            return [self._make(i) for i in range(*index.indices(len(self._lines)))]
        n = len(self._lines)
        i = index + n if index < 0 else index
        if not 0 <= i < n:
            raise IndexError(f"option index {index} out of range 0..{n - 1}")
        return self._make(i)

    def __iter__(self) -> Iterator[Option]:
        return (self._make(i) for i in range(len(self._lines)))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Options):
            return self._lines == other._lines and self._probability == other._probability
        if isinstance(other, (list, tuple)):
            return list(self) == list(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self._lines))

    def __repr__(self) -> str:
        return repr(list(self))


@dataclass(frozen=True)
class Decision:
    """The pending decision: its number in the game, the player deciding (at a chance node the active player),
    its kind (``SETUP_BERTH``, ``TURN_ACTION``, ``TAKE_BOAT``, ``PLACE_BOATS``, ``EMIGRATION``, ``LANDING``,
    ``TILE_PLACEMENT``, ``CHANCE``), the rule behind it (e.g. ``R-SETUP-2``) and its options."""

    number: int
    player: str
    kind: str
    rule: str
    options: Options

    @property
    def is_chance(self) -> bool:
        """Whether the engine's chance decides (an explicit-chance tile draw)."""
        return self.kind == "CHANCE"

    def option(self, key: int | str) -> Option:
        """The option with this id or this text.

        :raises IllegalChoiceError: if there is none
        """
        if not isinstance(key, str):
            key = _id(key, "an option key (an id; or a text, a str)")
        for o in self.options:
            if (o.id == key) if isinstance(key, int) else (o.text == key.strip()):
                return o
        raise IllegalChoiceError(
            f"decision #{self.number} ({self.kind} for {self.player}) offers no option {key!r}; "
            f"it has ids 0..{len(self.options) - 1}"
        )


class Event(NamedTuple):
    """Something that happened (the engine's GameEvent): its type (``BoatLanded``, ``TilePlaced``, ...), its
    line in the notation (``BoatLanded colour=red beach=Samoa/2``) and the rule behind it."""

    type: str
    text: str
    rule: str

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Standing:
    """A player's place (R-SCORE-1, R-SCORE-2, D-11): rank 1 the first, tied players share a rank."""

    colour: str
    rank: int
    score: int
    islands: int
    boats_on_table: int
    decided_by: str


def _events(java_events: Any) -> list[Event]:
    """The events of a Java list, in one crossing (Bridge.events)."""
    return _event_lines(str(jvm().Bridge.events(java_events)))


def _event_lines(lines: str) -> list[Event]:
    """Events from Bridge.events's lines: ``type TAB rule TAB text``."""
    out = []
    for line in lines.split("\n")[:-1]:
        kind, rule, text = line.split("\t", 2)
        out.append(Event(kind, text, rule))
    return out


def _standings(java_standings: Any) -> list[Standing]:
    return [
        Standing(str(s.colour()), int(s.rank()), int(s.score()), int(s.islands()), int(s.boatsOnTable()),
                 str(s.decidedBy()))
        for s in java_standings
    ]


def _colour(name: str | Any) -> Any:
    j = jvm()
    if name is None:
        raise TypeError("a colour is a str such as 'red', got None")
    if not isinstance(name, str):
        return name
    try:
        return j.Colour.parse(name)
    except Exception as e:  # noqa: BLE001
        raise _translate(e) from e


# =========================================================================================================
# tile sets
# =========================================================================================================


class TileSet:
    """A tile set (the official one, or one read from the tile-set text format)."""

    def __init__(self, java: Any) -> None:
        self._java = java

    @property
    def name(self) -> str:
        return str(self._java.name())

    @property
    def size(self) -> int:
        """The number of tiles, the start island included."""
        return int(self._java.size())

    def text(self) -> str:
        """The tile-set text format (CONFORMANCE.md)."""
        return str(jvm().TileSetFormat.print_(self._java))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TileSet) and bool(self._java.equals(other._java))

    def __hash__(self) -> int:
        return int(self._java.hashCode())

    def __repr__(self) -> str:
        return f"TileSet({self.name!r}, {self.size} tiles)"


_known: dict[str, TileSet] = {}


def _known_sets() -> Any:
    j = jvm()
    if "official" not in _known:
        _known["official"] = TileSet(j.TileSet.official())
    return jpype_array(j.TileSet, [t._java for t in _known.values()])


def jpype_array(cls: Any, items: Sequence[Any]) -> Any:
    import jpype

    return jpype.JArray(cls)(list(items))


def jpype_int(value: int) -> Any:
    """A Java int (so that Game.apply(int), not apply(String) or apply(Option), is called)."""
    import jpype

    return jpype.JInt(value)


@_engine_errors
def register_tile_set(text: str) -> TileSet:
    """Reads a tile set in the tile-set text format and makes it known to :meth:`Game.from_position`,
    :func:`read_record` and :meth:`PlayerView.parse` (by its name). Registering the official set's text again
    is allowed if it is equal.

    :raises ParseError: if the text is not a tile set
    :raises TongiakiError: if another set of that name is already known
    """
    _known_sets()
    t = TileSet(jvm().TileSetFormat.parse(_text(text)))
    old = _known.get(t.name)
    if old is not None and old != t:
        raise TongiakiError(f"a different tile set named '{t.name}' is already registered")
    _known[t.name] = t
    return t


def tile_set(name: str = "official") -> TileSet:
    """A known tile set by name (``official`` always).

    :raises KeyError: naming the known sets
    """
    _known_sets()
    if name not in _known:
        raise KeyError(f"no tile set named '{name}' is known (known: {sorted(_known)}); register it first")
    return _known[name]


# =========================================================================================================
# buffers shared across the bridge
# =========================================================================================================


def _direct(array: np.ndarray) -> Any:
    """A Java direct ByteBuffer (native byte order) over a NumPy array's memory: no copy either way."""
    import jpype.nio

    return jpype.nio.convertToDirectBuffer(array).order(jvm_class("java.nio.ByteOrder").nativeOrder())


class _Buffers:
    """Scratch arrays for one action-space and observation size, per thread (a game's calls use them and copy
    out what they return before the next call). The Java side writes the NumPy arrays ``ids`` and
    ``observation`` through direct buffers over their memory."""

    def __init__(self, global_size: int, observation_size: int) -> None:
        j = jvm()
        self.global_size = global_size
        self.observation_size = observation_size
        self.key = (global_size << 32) | observation_size
        self.scratch = j.int_array(global_size)
        self.floats = j.float_array(observation_size)
        self.ids = np.zeros(global_size, dtype=np.int32)
        self.ids_buffer = _direct(self.ids).asIntBuffer()
        self.observation = np.zeros(observation_size, dtype=np.float32)
        self.observation_buffer = _direct(self.observation).asFloatBuffer()


_local = threading.local()
_ident = threading.get_ident


def _buffers(game: Any) -> _Buffers:
    key = int(jvm().Bridge.sizes(game))
    cache = getattr(_local, "buffers", None)
    if cache is None:
        cache = _local.buffers = {}
    b = cache.get(key)
    if b is None:
        b = cache[key] = _Buffers(key >> 32, key & 0xFFFFFFFF)
    return b


_official: dict[int, _Buffers] = {}


def _official_buffers(players: int) -> _Buffers | None:
    """The buffers of the official set's games of ``players`` players on this thread, once known (None before)."""
    b = _official.get(players)
    return b if b is not None and getattr(_local, "buffers", {}).get(b.key) is b else None


# =========================================================================================================
# the game
# =========================================================================================================

Move = Union[str, Option]


class Game:
    """A game of Tongiaki played by the reference engine.

    Start one with :meth:`new`, :meth:`from_position` or :meth:`from_record`. The same set-up and the same
    choices give the same events on every runtime (JVM, JavaScript, Python). Bad input raises and changes
    nothing.

    Threads and processes: any thread may call a game, whichever thread made it; calls on one game from two
    threads at once take turns (a lock per game), each call whole. A game pickles and deep-copies (as its
    position text and as :meth:`copy`); unpickling starts the JVM in the receiving process if needed.
    """

    __slots__ = ("_g", "_s", "_j", "_ret", "_b", "_n", "_t", "_lock")

    def __init__(self, java_game: Any, stepper: Any = None, buffers: _Buffers | None = None,
                 players: int = 0) -> None:
        self._g = java_game
        self._n = players or int(java_game.players().size())
        self._j = jvm()
        self._ret: Any = None
        b = self._b = buffers if buffers is not None else _buffers(java_game)
        if buffers is None and players and not _official.get(players):
            if str(java_game.tileSet().name()) == "official":
                _official[players] = b
        # the fast path's calls take one argument (io.github.tongiaki.python.Stepper)
        self._s = stepper if stepper is not None else self._j.Stepper(
            java_game, b.scratch, b.ids_buffer, b.floats, b.observation_buffer)
        # the thread whose buffers _b and _s use; a call from another thread rebinds them (_rebind)
        self._t = _ident()
        self._lock = threading.RLock()

    def _rebind(self) -> None:
        """Moves the game onto the calling thread's buffers: a stepper of the same engine game over them (the
        buffers are per thread, shared by that thread's games; two threads writing one buffer would mix games)."""
        b = _buffers(self._g)
        self._s = self._j.Stepper(self._g, b.scratch, b.ids_buffer, b.floats, b.observation_buffer)
        self._b = b
        self._t = _ident()

    # ----- starting ---------------------------------------------------------------------------------

    @staticmethod
    @_engine_errors
    def new(
        players: int | Sequence[str] = 4,
        seed: int = 0,
        *,
        options: str | None = None,
        tile_set: str | TileSet = "official",
        explicit_chance: bool = False,
        start_player: str | None = None,
        stack_top: Sequence[str] = (),
    ) -> "Game":
        """Starts a game (R-SETUP-1): lays the start island, builds the stack and runs to the first decision.

        :param players: 2–6, or the colours in seat order (``["blue", "red"]``)
        :param seed: the stack shuffle's seed (ignored under explicit chance)
        :param options: rule options in their text form, e.g. ``"endgame=VOYAGE_ONLY stall-rounds=0"``
        :param tile_set: ``"official"``, a registered set's name, or a :class:`TileSet`
        :param explicit_chance: tile draws become ``CHANCE`` decisions (every tile left equally likely)
        :param start_player: the colour that starts (default: the first player)
        :param stack_top: tiles put on top of the shuffled stack, in order (a conformance vector's shuffle)
        :raises InvalidArgumentError: with the engine's message for a bad player count, colour or option
        """
        j = jvm()
        if (isinstance(players, int) and 2 <= players <= 6 and options is None and tile_set == "official"
                and not explicit_chance and start_player is None and not stack_top):
            # GameSetup.of(players, seed): the same set-up as below, in one crossing
            return Game(j.Game.start(players, seed), players=players, buffers=_official_buffers(players))
        b = j.GameSetup.builder()
        if isinstance(players, int):
            if not 2 <= players <= 6:
                raise InvalidArgumentError(f"a game has 2 to 6 players, got {players}")
            colours = [_colour(c) for c in COLOURS[:players]]
        else:
            colours = [_colour(c) for c in players]
        b.players(j.List.of(jpype_array(jvm_class("java.lang.Object"), colours)))
        if start_player is not None:
            b.startPlayer(_colour(start_player))
        ts = tile_set if isinstance(tile_set, TileSet) else globals()["tile_set"](tile_set)
        b.tileSet(ts._java)
        if explicit_chance:
            b.tileSource(j.TileSource.chance())
        elif stack_top:
            b.tileSource(j.TileSource.ordered(j.List.of(jpype_array(jvm_class("java.lang.Object"),
                                                                    [j.TileId.of(t) for t in stack_top])), seed))
        else:
            b.seed(seed)
        if options is not None:
            b.options(j.RuleOptions.parse(options))
        return Game(j.Game.start(b.build()))

    @staticmethod
    @_engine_errors
    def from_position(text: str) -> "Game":
        """A game at a position given in the position text (CONFORMANCE.md), or in its one-line form
        (:meth:`position_one_line`).

        :raises ParseError: with the line, column and what was expected
        """
        j = jvm()
        return Game(j.Position.parse(_text(text), _known_sets()).toGame())

    @staticmethod
    @_engine_errors
    def from_record(text: str) -> "Game":
        """The game a game record (``[format tongiaki-record 2]``) plays, replayed to its end.

        :raises ParseError: if the record cannot be read or a choice is not offered
        """
        return Game(jvm().GameRecord.parse(_text(text), _known_sets()).replay())

    # ----- state -------------------------------------------------------------------------------------

    @property
    def players(self) -> list[str]:
        """The colours in seat order, clockwise."""
        return [str(c) for c in self._g.players()]

    @property
    def num_players(self) -> int:
        return self._n

    @property
    def is_over(self) -> bool:
        return bool(self._g.isOver())

    @property
    def decision_number(self) -> int:
        return int(self._g.decisionNumber())

    @property
    def turn(self) -> int:
        """0 during set-up, then 1, 2, ..."""
        return int(self._g.turn())

    @property
    def active_player(self) -> str:
        """The player whose turn it is (during set-up the player placing)."""
        return str(self._g.activePlayer())

    @property
    def current_seat(self) -> int:
        """The seat (index into :attr:`players`) of the player who decides now."""
        return int(self._g.players().indexOf(self._g.decider()))

    @property
    def start_player(self) -> str:
        """The colour that played first."""
        return str(self._g.setup().startPlayer())

    @property
    def explicit_chance(self) -> bool:
        return bool(isinstance(self._g.setup().tileSource(), jvm_class("io.github.tongiaki.core.engine.TileSource$Chance")))

    @property
    def tile_set(self) -> TileSet:
        return TileSet(self._g.tileSet())

    @property
    def options(self) -> str:
        """The rule options in their text form."""
        return str(self._g.setup().options())

    @_engine_errors
    def decision(self) -> Decision:
        """The pending decision with its options (typed, with ids, texts and action ids).

        :raises GameOverError: if the game is over
        """
        lines = str(self._j.Bridge.decision(self._g)).split("\n")
        lines.pop()  # after the last line break
        number, player, kind, rule, chance = lines[0].split("\t")
        p = 1.0 / (len(lines) - 1) if chance == "1" else None  # Decision.Chance.probability: each tile as likely
        return Decision(int(number), player, kind, rule, Options(lines[1:], p))

    def option_count(self) -> int:
        """The number of options of the pending decision (0 once the game is over): the fast path."""
        return int(self._g.optionCount())

    @_engine_errors
    def decision_kind(self) -> str:
        """The pending decision's kind, without building its options.

        :raises GameOverError: if the game is over
        """
        return str(self._g.decisionKind())

    # ----- playing -----------------------------------------------------------------------------------

    @_engine_errors
    def apply(self, move: Move) -> list[Event]:
        """Applies an :class:`Option` of the pending decision, or the option with this exact text. A number is not a
        move: an option id is applied by :meth:`apply_option`, an action id by :meth:`apply_action`.

        :return: the events it caused, up to the next decision
        :raises IllegalChoiceError: with the engine's message if it is not offered; the game is unchanged
        :raises GameOverError: if the game is over; the game is unchanged
        :raises TypeError: if the move is neither an Option nor a str (a number included)
        """
        if isinstance(move, Option):
            return self.apply_option(move.id)
        if isinstance(move, str):
            return _events(self._g.apply(move))
        if isinstance(move, (int, np.integer)) and not isinstance(move, bool):
            raise TypeError(f"a move is an Option or an option text, got the number {move}: apply an option id with "
                            "apply_option(id), an action id with apply_action(id)")
        raise TypeError(f"a move is an Option or an option text, got {type(move).__name__}")

    @_engine_errors
    def apply_option(self, option_id: int) -> list[Event]:
        """Applies the option with this id: its index in the pending decision's options (:attr:`Option.id`). An
        option id is not an action id (:meth:`action_id`, applied by :meth:`apply_action`).

        :return: the events it caused, up to the next decision
        :raises IllegalChoiceError: with the engine's message if there is no such option; the game is unchanged
        :raises GameOverError: if the game is over; the game is unchanged
        :raises TypeError: if the id is not an int (a NumPy integer is one; a bool, a float or None is not)
        """
        return _event_lines(str(self._j.Bridge.applyOption(self._g, _id(option_id, "an option id"))))

    @_engine_errors
    def parse_choice(self, text: str) -> Option:
        """The option of the pending decision that a choice in the notation (CONFORMANCE.md) names, as a game
        record holds it (its canonical form is the option's :attr:`Option.text`).

        :raises ParseError: if the text names no option of the pending decision
        :raises GameOverError: if the game is over
        """
        text = _text(text)
        return self.decision().options[int(self._j.ChoiceText.parse(self._g.decision(), text).id())]

    def apply_notation(self, text: str) -> list[Event]:
        """Applies a choice written in the notation (:meth:`parse_choice`).

        :raises ParseError: if the text names no option of the pending decision; the game is unchanged
        """
        return self.apply(self.parse_choice(text))

    def apply_option_quietly(self, option_id: int) -> int:
        """The fast path: applies an option by id without building events, in one call across the bridge.

        :return: the number of options of the next decision (0 once the game is over)
        :raises IllegalChoiceError: if there is no such option; the game is unchanged
        :raises GameOverError: if the game is over; the game is unchanged
        """
        option_id = _id(option_id, "an option id")
        try:
            count: int = self._s.applyOptionQuietly(option_id)
            return count
        except Exception as e:  # noqa: BLE001
            t = _translate(e)
            if t is e:
                raise
            raise t from e

    @_engine_errors
    def play_randomly(self, seed: int, max_decisions: int = 1 << 30) -> int:
        """Plays uniformly random options inside the engine (a search's playout in one call).

        :return: the decisions made
        """
        return int(self._g.playRandomly(seed, max_decisions))

    @property
    def last_events(self) -> list[Event]:
        """The events of the last :meth:`apply` (empty after the fast path)."""
        return _events(self._g.lastEvents())

    @property
    def events(self) -> list[Event]:
        """Every event of the game so far (the fast path adds none)."""
        return _events(self._g.eventLog())

    # ----- texts and views ---------------------------------------------------------------------------

    def position_text(self) -> str:
        """The position in the position text format: everything, the stack's order included."""
        return str(self._g.position().text())

    def position_one_line(self) -> str:
        """The position's one-line form (CONFORMANCE.md, "The one-line form"): the lines of :meth:`position_text`
        joined by ``"; "``, for a URL, a CSV cell or a log line. :meth:`from_position` reads it."""
        return str(self._g.position().oneLine())

    @_engine_errors
    def svg(self, size: int = 800) -> str:
        """The board as a standalone SVG document (the engine's ``BoardSvg``), ``size`` pixels wide: the tiles, the
        boats, each player's score and supply, the stack's size (never its order), a drawn tile and the group at sea.

        :raises InvalidArgumentError: if ``size`` is not 100..10,000
        """
        if isinstance(size, bool) or not isinstance(size, (int, np.integer)):
            raise TypeError(f"size is a width in pixels, an int, got {type(size).__name__}")
        if not -(1 << 31) <= size < 1 << 31:  # beyond a Java int: the engine's own message
            raise InvalidArgumentError(f"SVG width must be 100..10000 pixels, got {size}")
        return str(self._j.BoardSvg.render(self._g, self._j.SvgOptions.defaults().withSize(jpype_int(int(size)))))

    def _repr_svg_(self) -> str:
        """Jupyter and IPython show a game as its board (:meth:`svg`)."""
        return self.svg()

    @_engine_errors
    def view(self, seat: str | int) -> "PlayerView":
        """What a player may know (D-19): everything but the stack's order.

        :param seat: a colour or a seat index
        """
        return PlayerView(self._g.view(self._seat_colour(seat)))

    @_engine_errors
    def standings(self) -> list[Standing]:
        """The standings now (R-SCORE-1, R-SCORE-2, D-11), best first."""
        return _standings(self._g.position().standings())

    @_engine_errors
    def score(self, colour: str) -> int:
        return int(self._g.position().score(_colour(colour)))

    # ----- copies ------------------------------------------------------------------------------------

    def copy(self) -> "Game":
        """An independent deep copy: the same choices give the same events in both."""
        s = self._s.copy()
        return Game(s.game(), s, self._b, self._n)

    def __copy__(self) -> "Game":
        return self.copy()

    def __deepcopy__(self, memo: dict[int, Any]) -> "Game":
        return self.copy()

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        """Pickles as the position text (everything, the stack's order included; not the event log)."""
        return (_from_position_text, (self.position_text(),))

    # ----- undo ----------------------------------------------------------------------------------------

    @_engine_errors
    def keep_history(self, depth: int) -> "Game":
        """Keeps (or stops keeping) the history that :meth:`undo` goes back through, at most ``depth`` decisions (the
        core's ``Game.keepHistory``). A game keeps none until asked; a :meth:`copy` or a :meth:`determinize` starts
        without. Every decision then copies the game's state (about 1.4 KB for four players): bound it for long runs.

        :param depth: the most decisions :meth:`undo` may take back (``2**31 - 1``: no bound); 0 drops the history
        :return: this game
        :raises InvalidArgumentError: if ``depth`` is negative; nothing changes
        """
        if isinstance(depth, bool) or not isinstance(depth, (int, np.integer)):
            raise TypeError(f"depth is a number of decisions, an int, got {type(depth).__name__} {depth!r}")
        if not 0 <= depth < 1 << 31:
            if depth < 0:
                raise InvalidArgumentError(f"a history depth is not negative, got {depth}")
            depth = (1 << 31) - 1  # beyond a Java int: no bound
        self._g.keepHistory(jpype_int(int(depth)))
        return self

    def undo_depth(self) -> int:
        """How many decisions :meth:`undo` can take back now (the core's ``Game.undoDepth``): 0 while no history is
        kept, or at its start; at most the depth it was bounded to."""
        return int(self._g.undoDepth())

    @_engine_errors
    def undo(self) -> None:
        """Takes back the latest decision, in place (the core's ``Game.undo``): the game is exactly as before it.
        The position and its hash, the decision number, the pending decision with its option ids, the legal actions,
        the observations, the event log and the stack's order are restored, so the same choices give the same events
        again. A host whose players take back a draw must not use it (D-20).

        :raises TongiakiError: with the core's message if there is nothing to take back (:meth:`undo_depth` is 0: no
            history kept, or at its start or its bound); the game is unchanged
        """
        self._g.undo()

    def determinize(self, seed: int) -> "Game":
        """A copy whose hidden stack order is re-shuffled from ``seed`` (D-19), for search over hidden information."""
        s = self._s.determinize(seed)
        return Game(s.game(), s, self._b, self._n)

    # ----- the learning surface ----------------------------------------------------------------------

    @property
    def action_space_size(self) -> int:
        """The size of the action space: every choice of every decision kind has one action id below it."""
        return int(self._g.actionSpace().globalSize())

    @property
    def observation_size(self) -> int:
        """The length of :meth:`observation` (ObservationSpec.size)."""
        return int(self._g.observationSpec().size())

    def observation_field(self, index: int) -> str:
        """The name of an observation entry (ObservationSpec.field)."""
        return str(self._g.observationSpec().field(index))

    def legal_action_mask(self) -> npt.NDArray[np.int8]:
        """The legal actions as an int8 NumPy array of :attr:`action_space_size`: 1 exactly for the action ids of the
        legal options (the same as the core's ``legalActionMask``), all 0 once the game is over.

        One crossing: the engine writes the legal ids straight into a NumPy array's memory, NumPy scatters them.
        """
        b = self._b
        code = self._s.advance(-1)
        mask = np.zeros(b.global_size, dtype=np.int8)
        mask[b.ids[: code >> 4]] = 1
        return mask

    def legal_actions(self) -> npt.NDArray[np.int32]:
        """The action ids of the legal options, in option order (empty once over)."""
        code = self._s.advance(-1)
        return self._b.ids[: code >> 4].copy()

    def advance(self, action_id: int = -1) -> tuple[list[int], int]:
        """A learning loop's step in one crossing: applies an action (none if ``action_id`` is -1) and tells what
        follows.

        :return: the legal action ids of the next decision and who decides: a seat index, -1 for chance (an
            explicit-chance draw), -4 once the game is over (OpenSpiel's player ids)
        :raises IllegalChoiceError: if the action is not legal; the game is unchanged
        """
        action_id = _id(action_id, "an action id")
        try:
            code = self._s.advance(action_id)
        except Exception as e:  # noqa: BLE001
            t = _translate(e)
            if t is e:
                raise
            raise t from e
        return self._b.ids[: code >> 4].tolist(), (code & 15) - 4

    @_engine_errors
    def action_id(self, option_id: int) -> int:
        """The action id of an option of the pending decision (:attr:`Option.action`): the same number for the same
        choice in every position, below :attr:`action_space_size`.

        :raises IllegalChoiceError: if there is no such option (also once the game is over)
        """
        return int(self._g.actionId(_id(option_id, "an option id")))

    @_engine_errors
    def apply_action(self, action_id: int) -> None:
        """Applies the option with this action id, without building events. An option id is not an action id: it is
        refused unless it is the action id of a legal option, and then that option is played.

        :raises IllegalChoiceError: if it is not legal now; the game is unchanged
        """
        self._g.applyAction(_id(action_id, "an action id"))

    @_engine_errors
    def observation(self, seat: str | int) -> npt.NDArray[np.float32]:
        """What ``seat`` may know now (D-19), as a float32 vector laid out as ObservationSpec says (seats
        relative to the observer). One crossing: the engine writes into the NumPy array's memory."""
        if isinstance(seat, (int, np.integer)) and not isinstance(seat, bool) and 0 <= seat < self._n:
            index = int(seat)
        else:
            index = int(self._g.players().indexOf(self._seat_colour(seat)))
            if index < 0:
                raise InvalidArgumentError(f"{seat} does not play in this game (players {self.players})")
        self._s.observe(index)
        return self._b.observation.copy()

    def returns(self) -> npt.NDArray[np.float64]:
        """The returns per seat: 0 before the end; at the end +1 the winner, −1 the last, evenly spaced, ties
        averaged (zero-sum)."""
        if self._ret is None:
            self._ret = self._j.double_array(self._n)
        self._g.returns(self._ret)
        return np.array(self._ret, dtype=np.float64)

    def position_hash(self) -> int:
        """A 64-bit hash of the position (equal positions hash equal)."""
        return int(self._g.positionHash())

    # ----- helpers -----------------------------------------------------------------------------------


    def _seat_colour(self, seat: str | int) -> Any:
        if isinstance(seat, (int, np.integer)) and not isinstance(seat, bool):
            n = self.num_players
            if not 0 <= int(seat) < n:
                raise InvalidArgumentError(f"a seat is 0..{n - 1} in a game of {n} players, got {seat}")
            return self._g.players().get(int(seat))
        return _colour(seat)

    @property
    def java(self) -> Any:
        """The engine's own Game object (io.github.tongiaki.core.engine.Game), for anything not wrapped here."""
        return self._g

    def __repr__(self) -> str:
        return f"<tongiaki.{self._g.toString()}>"


def _guarded(f: F) -> F:
    """``f`` under the game's lock, on the calling thread's buffers."""

    @functools.wraps(f)
    def wrapper(self: Game, *args: Any, **kwargs: Any) -> Any:
        with self._lock:
            if self._t != _ident():
                self._rebind()
            return f(self, *args, **kwargs)

    return wrapper  # type: ignore[return-value]


def _guard_every_method(cls: type) -> None:
    """Puts every method and property getter of ``cls`` that reaches the engine under :func:`_guarded`."""
    for name, member in list(vars(cls).items()):
        if name in ("__init__", "_rebind") or isinstance(member, staticmethod):
            continue
        if isinstance(member, property) and member.fget is not None:
            setattr(cls, name, property(_guarded(member.fget), doc=member.__doc__))
        elif callable(member) and not isinstance(member, type):
            setattr(cls, name, _guarded(member))


_guard_every_method(Game)


def _from_position_text(text: str) -> Game:
    return Game.from_position(text)


class PlayerView:
    """What one seat may know (D-19): the position without the stack's order."""

    def __init__(self, java: Any) -> None:
        self._java = java

    @staticmethod
    @_engine_errors
    def parse(text: str) -> "PlayerView":
        """Reads a view text, or its one-line form (:meth:`one_line`).

        :raises ParseError: with the line, column and what was expected
        """
        return PlayerView(jvm().PlayerView.parse(_text(text), _known_sets()))

    @staticmethod
    @_engine_errors
    def of_position(position_text: str, seat: str) -> "PlayerView":
        """The view of a seat at a position given as text."""
        j = jvm()
        return PlayerView(j.PlayerView.of(j.Position.parse(_text(position_text, "position_text"), _known_sets()),
                                          _colour(seat)))

    @property
    def seat(self) -> str:
        return str(self._java.seat())

    def text(self) -> str:
        """The view text (``tongiaki-view 1``)."""
        return str(self._java.text())

    def one_line(self) -> str:
        """The view's one-line form (CONFORMANCE.md, "The one-line form"): the lines of :meth:`text` joined by
        ``"; "``. :meth:`parse` reads it."""
        return str(self._java.oneLine())

    @property
    def stack_size(self) -> int:
        return int(self._java.stackSize())

    def stack_composition(self) -> list[str]:
        """The tiles left in the stack, in tile-set order (their order is hidden)."""
        return [str(t.id()) for t in self._java.stackComposition()]

    def standings(self) -> list[Standing]:
        return _standings(self._java.standings())

    def to_game(self, seed: int) -> Game:
        """A game at this view, its stack in an order sampled from ``seed`` (a determinization)."""
        return Game(self._java.toGame(seed))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PlayerView) and bool(self._java.equals(other._java))

    def __hash__(self) -> int:
        return int(self._java.hashCode())

    def __repr__(self) -> str:
        return f"<tongiaki.PlayerView of {self.seat}>"


@dataclass(frozen=True)
class Record:
    """A game record read: its canonical text and its choices (as the record holds them)."""

    text: str
    choices: tuple[str, ...]
    _java: Any

    def start(self) -> Game:
        """A new game at the record's set-up, before its first choice."""
        return Game(jvm().Game.start(self._java.setup()))


@_engine_errors
def read_record(text: str) -> Record:
    """Reads a game record (without replaying it).

    :raises ParseError: with the line, column and what was expected
    """
    r = jvm().GameRecord.parse(_text(text), _known_sets())
    return Record(str(r.text()), tuple(str(c) for c in r.choices()), r)


@_engine_errors
def canonical_position(text: str) -> str:
    """A position text read and written back in canonical form.

    :raises ParseError: with the line, column and what was expected
    """
    return str(jvm().Position.parse(_text(text), _known_sets()).text())


@_engine_errors
def perft(game: Game, depth: int) -> int:
    """The number of decision sequences of ``depth`` decisions from the game's position (chance included)."""
    return int(jvm().Perft.count(game.java, depth))


@_engine_errors
def divide(game: Game, depth: int) -> dict[str, int]:
    """Perft per option of the pending decision, by option text, in option order."""
    m = jvm().Perft.divide(game.java, depth)
    return {str(e.getKey()): int(e.getValue()) for e in m.entrySet()}
