package io.github.tongiaki.examples.web;

import io.github.tongiaki.core.engine.Game;
import java.util.function.Function;

/** What the server tests draw boards with. */
final class WebServers {

    /** A minimal SVG document naming the decision, until the core's renderer is merged. */
    static final Function<Game, String> SVG = g -> "<svg xmlns=\"http://www.w3.org/2000/svg\" data-decision=\""
            + g.decisionNumber() + "\"></svg>";

    private WebServers() {
    }
}
