package io.github.tongiaki.protocol;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.events.GameEvent;
import java.util.List;

/** The host's messages to an {@link ExternalBot} (PROTOCOL.md): {@code hello} and {@code decide}. */
final class BotMessages {

    private BotMessages() {
    }

    /** {@code hello}: the protocol version, the bot's seat, the game's players, rule options and tile set, the bot's own seed. */
    static ObjectNode hello(Game game, Colour colour, long seed) {
        ObjectNode hello = JsonForms.MAPPER.createObjectNode();
        hello.put("type", "hello");
        hello.put("protocol", ExternalBot.PROTOCOL);
        hello.put("colour", colour.toString());
        hello.set("players", JsonForms.value(game.players()));
        hello.set("options", JsonForms.ruleOptions(game.setup().options()));
        hello.put("seed", seed);
        hello.set("tileSet", JsonForms.tileSet(game.tileSet()));
        return hello;
    }

    /** {@code decide}: the events from index {@code from} on, the decision, and the seat's view. */
    static ObjectNode decide(Game game, Colour seat, Decision d, int from, List<GameEvent> events) {
        ObjectNode msg = JsonForms.MAPPER.createObjectNode();
        msg.put("type", "decide");
        msg.put("firstEvent", from);
        msg.set("events", JsonForms.events(events));
        msg.set("decision", JsonForms.decision(d));
        msg.set("view", JsonForms.view(game, seat)); // D-19: never the position, whose stack line is in order
        return msg;
    }
}
