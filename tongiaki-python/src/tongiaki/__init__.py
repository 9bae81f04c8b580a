"""tongiaki: the reference rules engine of the board game Tongiaki, from Python.

The engine is tongiaki-core running on a Java 17+ runtime inside this process (JPype); the wheel carries its
jars. Start a game with :meth:`Game.new`; OpenSpiel's game is in :mod:`tongiaki.openspiel`, PettingZoo's
environment in :mod:`tongiaki.pettingzoo`, many games stepped at once in :mod:`tongiaki.batch`, the factored action
space in :mod:`tongiaki.heads`.
"""

from ._game import (
    COLOURS,
    Decision,
    Event,
    Game,
    GameOverError,
    IllegalChoiceError,
    InvalidArgumentError,
    Option,
    Options,
    ParseError,
    PlayerView,
    Record,
    Standing,
    TileSet,
    TongiakiError,
    canonical_position,
    divide,
    perft,
    read_record,
    register_tile_set,
    tile_set,
)
from ._jvm import JavaNotFoundError

__version__ = "0.1.0.dev0"

__all__ = [
    "COLOURS",
    "Decision",
    "Event",
    "Game",
    "GameOverError",
    "IllegalChoiceError",
    "InvalidArgumentError",
    "JavaNotFoundError",
    "Option",
    "Options",
    "ParseError",
    "PlayerView",
    "Record",
    "Standing",
    "TileSet",
    "TongiakiError",
    "canonical_position",
    "divide",
    "perft",
    "read_record",
    "register_tile_set",
    "tile_set",
]
