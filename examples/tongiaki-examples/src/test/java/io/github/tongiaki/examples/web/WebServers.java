package io.github.tongiaki.examples.web;

import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.render.BoardSvg;
import java.util.function.Function;

/** What the server tests share: the board renderer ({@code tongiaki serve}'s), limits and a server to test against. */
final class WebServers {

    static final Function<Game, String> SVG = BoardSvg::render;

    /**
     * {@return the default limits but the rates (reads too) and the games kept per client, out of the way where a test is not about
     * them (ServerBoundsTest and FairWebTest are)}
     */
    static Limits unlimitedRates() {
        return Limits.defaults().withRates(100_000, 100_000).withReads(100_000).withClientGames(100_000);
    }

    /** {@return a server on a free loopback port, its games in memory, with {@link #unlimitedRates()}} */
    static WebServer inMemory() {
        return WebServer.start(WebServer.Config.memory(0).with(unlimitedRates()), SVG);
    }

    private WebServers() {
    }
}
