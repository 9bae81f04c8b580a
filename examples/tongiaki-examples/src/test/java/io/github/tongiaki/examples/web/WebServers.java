package io.github.tongiaki.examples.web;

import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.render.BoardSvg;
import java.util.function.Function;

/** What the server tests draw boards with: the core renderer, as {@code tongiaki serve} does. */
final class WebServers {

    static final Function<Game, String> SVG = BoardSvg::render;

    private WebServers() {
    }
}
