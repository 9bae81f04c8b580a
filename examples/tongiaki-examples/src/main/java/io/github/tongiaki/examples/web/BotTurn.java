package io.github.tongiaki.examples.web;

import io.github.tongiaki.bots.Bot;
import io.github.tongiaki.core.engine.Game;

/**
 * A bot's decision to take, outside the game's lock ({@link GameSession#botTurn()}).
 *
 * @param bot the bot (null for a chance draw)
 * @param game the copy of the game the bot decides on: a determinization, its stack in an order of the
 *     server's own generator, not the game's (D-19)
 * @param version the session's version it was taken at ({@link GameSession#botMove} drops the answer if it changed)
 */
record BotTurn(Bot bot, Game game, long version) {
}
