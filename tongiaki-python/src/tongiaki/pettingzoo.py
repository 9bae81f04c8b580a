"""Tongiaki as a PettingZoo AEC environment, played by the reference engine.

::

    from tongiaki.pettingzoo import env
    e = env(players=4, render_mode="ansi")
    e.reset(seed=42)
    for agent in e.agent_iter():
        observation, reward, termination, truncation, info = e.last()
        action = None if termination or truncation else \\
            e.action_space(agent).sample(observation["action_mask"])
        e.step(action)

- Agents ``player_0`` .. ``player_{n-1}`` in seat order (the colours of :attr:`TongiakiEnv.colours`); the agent
  selected is the one the pending decision belongs to (set-up boats, turns, landings, emigrations, ...).
- Observation: ``{"observation": float32 vector, "action_mask": int8 vector}``: the engine's observation of that
  seat (D-19: everything but the stack's order; ObservationSpec), and the action space's legal mask
  (all 0 for an agent not to move).
- Actions: the engine's action ids, ``Discrete(ActionSpace.globalSize)``.
- Rewards at the end only: +1 the winner, −1 the last, evenly spaced, ties averaged (zero-sum).
- The tile draws are the engine's, from a stack shuffled by ``reset(seed=...)``: the same seed and actions give
  the same game.
- ``render_mode="ansi"``: :meth:`TongiakiEnv.render` returns the game log (every event so far, one per line),
  a blank line, then the view text of the selected agent's seat (D-19: everything but the stack's order, which
  no seat knows; the stack's tiles are listed in tile-set order). With ``render_full_position=True`` it returns
  the position text instead of the view, the stack's order included: for analysis, never for a player.
  ``render_mode="human"`` prints the same text and returns None.
- :func:`env` wraps the environment in PettingZoo's usual checks (:class:`TongiakiWrapper`: its
  ``OrderEnforcingWrapper`` over its ``AssertOutOfBoundsWrapper``, with the same errors), a step's calls reaching the
  environment at once; :func:`raw_env` has no wrapper.
- :meth:`TongiakiEnv.legal_actions` gives the selected agent's legal ids without a scan of the 30,041-entry mask,
  which costs a Python policy more than the step itself (docs/python.md, "Drawing a legal action").
- The environment pickles and deep-copies (the game as its position text, the log as its lines): another
  process can unpickle it and play on; it starts its own JVM.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils.env_logger import EnvLogger
from pettingzoo.utils.wrappers import AssertOutOfBoundsWrapper, OrderEnforcingWrapper
from pettingzoo.utils.wrappers.order_enforcing import AECOrderEnforcingIterable, AECOrderEnforcingIterator

from ._game import Game, _id, _translate
from .batch import GameBatch

__all__ = ["TongiakiEnv", "TongiakiWrapper", "env", "raw_env"]


class TongiakiEnv(AECEnv):
    """The AEC environment: ``players`` 2–6, ``options`` rule options' text, ``render_mode`` None, "ansi" or
    "human" (prints what "ansi" returns);
    ``render_full_position`` makes the ansi render show the whole position, the stack's order included (for
    analysis, never for a player; by default it shows the selected agent's view)."""

    metadata = {"render_modes": ["ansi", "human"], "name": "tongiaki_v0", "is_parallelizable": False}

    def __init__(self, players: int = 4, options: str | None = None, render_mode: str | None = None,
                 render_full_position: bool = False) -> None:
        super().__init__()
        if render_mode not in (None, "ansi", "human"):
            raise ValueError(f"render_mode is None, 'ansi' or 'human', got {render_mode!r}")
        self.render_mode = render_mode
        self.render_full_position = bool(render_full_position)
        self._options = options
        self._game: Game | None = Game.new(players, 0, options=options)
        self.colours = self.game.players
        self.possible_agents = [f"player_{i}" for i in range(players)]
        size = self.game.action_space_size
        obs = spaces.Dict(
            {
                "observation": spaces.Box(low=-np.inf, high=np.inf, shape=(self.game.observation_size,),
                                          dtype=np.float32),
                "action_mask": spaces.Box(low=0, high=1, shape=(size,), dtype=np.int8),
            }
        )
        self.observation_spaces = {a: obs for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(size) for a in self.possible_agents}
        self._rng = np.random.default_rng()
        self._earlier: list[str] = []  # the log's lines before the game was last unpickled (its own log is empty)
        self._bind()

    def _bind(self) -> None:
        """The engine writes the selected agent's mask and observation into these arrays in place (a one-game
        GameBatch whose game is ``self.game``): a step is one crossing, and no array is made per step."""
        game = self.game
        self._lane = GameBatch(1, len(self.possible_agents), options=self._options, auto_reset=False)
        self._lane._java.set(0, game.java)
        self._act = self._lane._java.act
        self._start = self._lane._java.start
        self._mask = self._lane.action_masks[0]
        self._observation = self._lane.observations[0]
        self._returns = self._lane.returns[0]
        self._ids: np.ndarray = self._lane.legal_ids[0]
        self._count = int(self._lane.legal_counts[0])
        self._no_mask = np.zeros(game.action_space_size, dtype=np.int8)
        self._no_mask.flags.writeable = False
        self._seat = int(self._lane.seats[0])
        self._quiet = self.render_mode is None
        self._size = game.action_space_size
        self._rewarded = True

    @property
    def game(self) -> Game:
        """The game being played: the engine's own (not a copy), made into a :class:`Game` when first read after a
        reset (a reset starts the engine's game in one crossing and makes no Python object)."""
        g = self._game
        if g is None:
            g = self._game = Game(self._lane._java.game(0), players=len(self.possible_agents))
        return g

    @game.setter
    def game(self, game: Game) -> None:
        self._game = game

    def __getstate__(self) -> dict[str, Any]:
        """Pickled and deep-copied with the game as its position text and the log as its lines."""
        state = self.__dict__.copy()
        del state["_game"]
        state["game"] = self.game.position_text()
        state["_earlier"] = self._log()
        for name in ("_lane", "_act", "_start", "_mask", "_observation", "_returns", "_ids", "_count", "_no_mask",
                     "_seat", "_quiet", "_size", "_rewarded"):
            del state[name]
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        state = dict(state)
        game = Game.from_position(state.pop("game"))
        self.__dict__.update(state)
        self._game = game
        self._bind()

    def _log(self) -> list[str]:
        return self._earlier + [e.text for e in self.game.events]

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Starts a new game; its stack is shuffled from ``seed`` (a fresh random seed when None)."""
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        stack_seed = int(self._rng.integers(0, 2**63 - 1))
        # the game Game.new(players, stack_seed, options=...) gives, started in the lane in one crossing
        code = self._start(0, stack_seed)
        self._count = code >> 4
        self._seat = (code & 15) - 4
        self._game = None
        self._earlier = []
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._rewarded = True
        self.agent_selection = self.possible_agents[self._seat]

    def last(self, observe: bool = True) -> tuple[dict[str, np.ndarray] | None, float, bool, bool, dict[str, Any]]:
        """The selected agent's observation (as :meth:`observe`), cumulative reward, termination, truncation and
        info: PettingZoo's ``last``."""
        agent = self.agent_selection
        assert agent is not None
        if not observe:
            observation = None
        elif self._seat >= 0 and agent == self.possible_agents[self._seat]:
            observation = {"observation": self._observation, "action_mask": self._mask}
        else:
            observation = self.observe(agent)
        return (observation, self._cumulative_rewards[agent], self.terminations[agent], self.truncations[agent],
                self.infos[agent])

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """The agent's observation and action mask. The selected agent's are the environment's own arrays, which
        the engine rewrites in place at every step (no copy, no array made): copy them to keep them. Another
        agent's observation is a new array and its mask a shared read-only array of zeros."""
        if self._seat >= 0 and agent == self.possible_agents[self._seat]:
            return {"observation": self._observation, "action_mask": self._mask}
        seat = self.possible_agents.index(agent)
        return {"observation": self.game.observation(seat), "action_mask": self._no_mask}

    def legal_actions(self) -> np.ndarray:
        """The selected agent's legal action ids, in option order: the ones of its mask, without scanning the mask's
        30,041 entries. A view of the environment's own array, rewritten in place at every step (copy it to keep
        it); empty once the game is over."""
        return self._ids[: self._count]

    def step(self, action: int | None) -> None:
        """Applies the selected agent's action (a legal action id; None for an agent that is done).

        :raises IllegalChoiceError: with the engine's message if the action is not legal; nothing changes
        :raises TypeError: if the action is not an int or a NumPy integer (a float, a str, a bool); nothing changes
        """
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if type(action) is not int:
            if action is None:
                raise ValueError(f"{agent} is to move: give a legal action id, not None")
            action = _id(action, "an action (an action id)")  # a float, str or bool raises TypeError here
        if not 0 <= action < self._size:
            self.game.apply_action(action)  # raises the engine's IllegalChoiceError, changes nothing
        if self._quiet:
            # no render, so no log: the action applied without events, the mask and observation written, one crossing
            try:
                code = self._act(0, action)
            except Exception as e:  # noqa: BLE001 - the engine's IllegalChoiceException: nothing changed
                t = _translate(e)
                if t is e:
                    raise
                raise t from e
        else:
            if not self._mask[action]:
                self.game.apply_action(action)  # raises the engine's IllegalChoiceError, changes nothing
            # through the option, so that the game's log has the events (render)
            self.game.apply_option(int(np.flatnonzero(self.legal_actions() == action)[0]))
            code = self._lane._java.refresh(0)
        self._cumulative_rewards[agent] = 0.0
        self._count = code >> 4
        self._seat = seat = (code & 15) - 4
        if seat < 0:
            returns = self._returns.tolist()  # the engine's returns, written in the same crossing
            self.rewards = {a: returns[i] for i, a in enumerate(self.possible_agents)}
            self.terminations = {a: True for a in self.agents}
            self._accumulate_rewards()
            # every agent takes its last (None) step in seat order
            self.agent_selection = self.agents[0]
        else:
            if self._rewarded:  # rewards come at the end only; cleared once after a reset, not at every step
                self._clear_rewards()
                self._rewarded = False
            self.agent_selection = self.possible_agents[seat]

    def render(self) -> str | None:
        """The game log and what the selected agent's seat may see (``render_mode="ansi"``): its view text (D-19,
        never the stack's order); the position text, the order included, if ``render_full_position`` was asked
        for. ``render_mode="human"`` prints that text and returns None; None without a render mode."""
        if self.render_mode is None:
            return None
        if self.render_full_position:
            state = self.game.position_text()
        else:
            agent = getattr(self, "agent_selection", None)
            seat = self.possible_agents.index(agent) if agent in self.possible_agents else 0
            state = self.game.view(seat).text()
        text = "\n".join(self._log()) + "\n\n" + state
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass


def raw_env(players: int = 4, options: str | None = None, render_mode: str | None = None,
            render_full_position: bool = False) -> TongiakiEnv:
    """The environment without wrappers."""
    return TongiakiEnv(players, options, render_mode, render_full_position)


class TongiakiWrapper(OrderEnforcingWrapper):
    """PettingZoo's usual wrappers, ``OrderEnforcingWrapper`` over ``AssertOutOfBoundsWrapper`` over the environment,
    with the same checks and errors, but a step's calls (``agent_iter``, ``last``, ``observe``, ``step``) reach the
    environment at once. PettingZoo's wrappers look every attribute up through each wrapper, which cost a step
    several times the environment's own time. Anything else goes through the wrappers as before."""

    def __init__(self, env: TongiakiEnv) -> None:
        super().__init__(AssertOutOfBoundsWrapper(env))
        self._raw = env
        self._size = env._size

    def __str__(self) -> str:
        return str(self.env)

    def agent_iter(self, max_iter: int = 2**63) -> Any:
        if not self._has_reset:
            EnvLogger.error_agent_iter_before_reset()
        return _Agents(self, max_iter)

    def last(self, observe: bool = True) -> Any:
        if not self._has_reset:
            raise AttributeError("agent_selection cannot be accessed before reset")
        return self._raw.last(observe)

    def observe(self, agent: str) -> Any:
        if not self._has_reset:
            EnvLogger.error_observe_before_reset()
        return self._raw.observe(agent)

    def step(self, action: Any) -> None:
        if not self._has_reset:
            EnvLogger.error_step_before_reset()
        elif not self._raw.agents:
            self._has_updated = True
            EnvLogger.warn_step_after_terminated_truncated()
        else:
            self._has_updated = True
            if type(action) is int and 0 <= action < self._size:
                self._raw.step(action)  # in the action space: AssertOutOfBoundsWrapper would let it through
            else:
                self.env.step(action)  # AssertOutOfBoundsWrapper's check, then the environment


class _Agents(AECOrderEnforcingIterable):
    def __iter__(self) -> "_AgentIterator":
        return _AgentIterator(self.env, self.max_iter)


class _AgentIterator(AECOrderEnforcingIterator):
    """PettingZoo's order-enforcing iterator, reading the environment's attributes at once."""

    def __next__(self) -> str:
        wrapper = self.env
        raw = wrapper._raw
        if not raw.agents or self.iters_til_term <= 0:
            raise StopIteration
        self.iters_til_term -= 1
        assert wrapper._has_updated, "need to call step() or reset() in a loop over `agent_iter`"
        wrapper._has_updated = False
        return raw.agent_selection  # type: ignore[no-any-return]


def env(players: int = 4, options: str | None = None, render_mode: str | None = None,
        render_full_position: bool = False) -> TongiakiWrapper:
    """The environment with PettingZoo's usual wrappers (an illegal action or a step out of turn raises), as
    :class:`TongiakiWrapper`: ``OrderEnforcingWrapper`` over ``AssertOutOfBoundsWrapper`` over :class:`TongiakiEnv`,
    a step's calls going to the environment at once."""
    return TongiakiWrapper(raw_env(players, options, render_mode, render_full_position))
