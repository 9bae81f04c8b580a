package io.github.tongiaki.examples.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.render.BoardSvg;
import io.github.tongiaki.core.rules.EndGame;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.protocol.JsonForms;
import java.util.List;

/**
 * The JSON answers of the API that describe the server and its games (PROTOCOL.md section 2): {@code /api/meta}
 * and a game's state. What a state holds while the game runs is what a player knows (D-19).
 */
final class StateJson {

    private StateJson() {
    }

    /**
     * {@return a game's state, its log from step {@code since} on (the session locked)}
     *
     * @param s the game
     * @param since the first step of the log sent
     */
    static ObjectNode state(GameSession s, int since) {
        Game g = s.game();
        ObjectNode o = JsonForms.MAPPER.createObjectNode();
        o.put("id", s.id);
        if (g.isOver()) {
            o.put("seed", s.seed); // D-19: while the game runs the seed, which tells the stack's order, is nobody's
        }
        ArrayNode seats = o.putArray("seats");
        for (int i = 0; i < s.seats.size(); i++) {
            ObjectNode seat = seats.addObject();
            seat.put("colour", g.players().get(i).toString());
            seat.put("type", s.seats.get(i).human() ? "human" : "bot");
            if (!s.seats.get(i).human()) {
                seat.put("bot", s.seats.get(i).bot());
            }
        }
        o.set("options", JsonForms.ruleOptions(s.setup().options()));
        o.put("over", g.isOver());
        if (g.isOver()) {
            o.putNull("decision");
        } else {
            ObjectNode d = JsonForms.decision(g.decision());
            d.put("human", s.waitsForHuman());
            if (g.decision() instanceof Decision.TilePlacement p) {
                // the drawn tile's routes or beaches, for the page to draw it at each rotation
                d.set("drawnTile", JsonForms.tile(g.tileSet().tile(p.tile())));
            }
            o.set("decision", d);
        }
        if (s.botFailure != null) {
            o.put("botFailure", s.botFailure);
        }
        if (s.storageFailure != null) {
            o.put("storageFailure", s.storageFailure);
        }
        o.put("undoable", s.undoable());
        // What every player knows (D-19), the same for seats and spectators: the active player's view
        o.set("view", s.view());
        if (g.isOver()) {
            o.set("position", JsonForms.position(g)); // the full position, with the stack's order: only at the end (D-19)
        }
        ArrayNode standings = o.putArray("standings");
        for (Standing st : g.position().standings()) {
            standings.add(JsonForms.standing(st));
        }
        List<Step> steps = s.steps();
        int from = Math.min(since, steps.size());
        o.put("steps", steps.size());
        o.put("mark", s.mark());
        o.put("logFrom", from);
        ArrayNode log = o.putArray("log");
        for (int i = from; i < steps.size(); i++) {
            Step st = steps.get(i);
            ObjectNode n = log.addObject();
            n.put("step", i);
            n.put("decision", st.decision());
            n.put("player", st.player() == null ? null : st.player().toString());
            n.put("by", st.by().apiName());
            n.put("choice", st.choice());
            n.set("events", JsonForms.events(st.events()));
        }
        return o;
    }

    /** {@return {@code /api/meta}: the API's version, the bots, the rule options and the server's limits} @param l the limits */
    static ObjectNode meta(Limits l) {
        ObjectNode o = JsonForms.MAPPER.createObjectNode();
        o.put("protocol", WebServer.API_VERSION);
        ArrayNode bots = o.putArray("bots");
        for (String b : List.of("greedy", "random", "mcts", "guided", "learned")) {
            bots.add(b);
        }
        o.set("options", JsonForms.ruleOptions(RuleOptions.defaults()));
        ObjectNode choices = o.putObject("optionChoices");
        ArrayNode endgame = choices.putArray("endgame");
        for (EndGame e : EndGame.values()) {
            endgame.add(e.name());
        }
        o.put("minPlayers", 2);
        o.put("maxPlayers", 6);
        // The board's own palette (BoardSvg), so that the page's colour swatches match the boats on the board.
        ObjectNode colours = o.putObject("colours");
        for (Colour c : Colour.values()) {
            colours.put(c.toString(), BoardSvg.playerFill(c));
        }
        ObjectNode limits = o.putObject("limits");
        limits.put("maxGames", l.maxGames());
        limits.put("idleMinutes", l.idle().toMinutes());
        limits.put("maxPlayouts", l.maxPlayouts());
        limits.put("botMillis", l.botMillis());
        limits.put("createsPerMinute", l.createsPerMinute());
        limits.put("movesPerSecond", l.movesPerSecond());
        limits.put("readsPerSecond", l.readsPerSecond());
        limits.put("maxBody", Limits.MAX_BODY);
        limits.put("bodySeconds", l.bodyTimeout().toSeconds());
        limits.put("minBodyRate", l.minBodyRate());
        limits.put("maxWatchers", l.maxWatchers());
        limits.put("clientWatchers", l.clientWatchers());
        limits.put("clientRequests", l.clientRequests());
        limits.put("ownerSearches", l.ownerSearches());
        limits.put("clientGames", l.clientGames());
        return o;
    }
}
