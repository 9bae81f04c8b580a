package io.github.tongiaki.examples.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.examples.HiddenStack;
import io.github.tongiaki.protocol.EventSentences;
import io.github.tongiaki.protocol.JsonForms;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * The games of a server, their seats and their owners: new games and uploads (each with an owner token that
 * may delete it, all-bot games included), deletion and eviction (stored first, then forgotten in memory, so
 * that a failed write changes nothing), and the games replayed from the database at start.
 */
final class Games {

    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]{1,64}");

    private final Limits limits;
    private final GameStore store;
    private final BotFactory botFactory;
    private final BotScheduler bots;
    private final LiveUpdates live;
    private final Map<String, GameSession> games = new ConcurrentHashMap<>();
    private final Object createLock = new Object();

    Games(Limits limits, GameStore store, BotFactory botFactory, BotScheduler bots, LiveUpdates live) {
        this.limits = limits;
        this.store = store;
        this.botFactory = botFactory;
        this.bots = bots;
        this.live = live;
    }

    /** Replays the stored games and lets their bots move. @throws IllegalStateException naming a game that does not replay */
    void restore() {
        for (GameStore.Stored stored : store.load()) {
            GameSession s;
            try {
                s = GameSession.restore(stored, botFactory, store);
            } catch (ParseException | IllegalArgumentException | ApiException e) {
                throw new IllegalStateException("stored game " + stored.id() + " does not replay: " + e.getMessage()
                        + " (the database was not changed)", e);
            }
            games.put(s.id, s);
            synchronized (s) {
                bots.schedule(s);
            }
        }
    }

    /** {@return how many games there are} */
    int size() {
        return games.size();
    }

    /** {@return the games} */
    Collection<GameSession> all() {
        return games.values();
    }

    /** {@return the game of an id} @throws ApiException 404 */
    GameSession get(String id) {
        GameSession s = ID.matcher(id).matches() ? games.get(id) : null;
        if (s == null || s.gone) {
            throw new ApiException(404, "no game with id '" + (id.length() > 64 ? id.substring(0, 64) + "…" : id) + "'");
        }
        return s;
    }

    /** Refuses a game deleted meanwhile. @throws ApiException 404 */
    static void alive(GameSession s) {
        if (s.gone) {
            throw new ApiException(404, "no game with id '" + s.id + "'");
        }
    }

    /**
     * {@return what a new game costs its creator's create quota: one, plus one per searching bot seat (issue 39:
     * expensive bot games count against their creator)}
     *
     * @param body the request
     */
    int cost(JsonNode body) {
        int cost = 1;
        JsonNode seats = body.get("seats");
        if (seats != null && seats.isArray()) {
            for (JsonNode n : seats) {
                if (n.isObject() && "bot".equals(n.path("type").asText()) && BotFactory.searches(n.path("bot").asText("greedy"))) {
                    cost++;
                }
            }
        }
        return cost;
    }

    /** A new game ({@code POST /api/games}). @param owner the creator's address */
    ObjectNode create(JsonNode body, String owner) {
        List<Seat> seats = seats(body.get("seats"));
        // D-19: a seed nobody gave is one nobody can guess (the clock's could be found from the first tiles drawn)
        long seed = body.hasNonNull("seed") ? Http.longField(body, "seed") : HiddenStack.newSeed();
        RuleOptions options;
        try {
            options = JsonForms.ruleOptions(body.get("options"));
        } catch (IllegalArgumentException e) {
            throw new ApiException(400, e.getMessage());
        }
        GameSetup setup = GameSetup.builder().players(List.of(Colour.values()).subList(0, seats.size())).seed(seed).options(options).build();
        List<String> tokens = tokens(seats);
        String ownerToken = Tokens.token();
        synchronized (createLock) {
            String id = newId(owner);
            GameSession s = GameSession.start(id, setup, seats, hashes(tokens), seed, botFactory, store, owner, Tokens.hash(ownerToken));
            return register(s, tokens, ownerToken);
        }
    }

    /** A game from an uploaded record ({@code POST /api/records}). @param owner the creator's address */
    ObjectNode upload(JsonNode body, String owner) {
        String text = Http.textField(body, "record");
        GameRecord record;
        try {
            record = GameRecord.parse(text);
        } catch (ParseException | IllegalArgumentException e) {
            throw new ApiException(400, "not a game record: " + e.getMessage());
        }
        List<Seat> seats = body.hasNonNull("seats") ? seats(body.get("seats")) : null;
        int players = record.setup().players().size();
        if (seats == null) {
            seats = new ArrayList<>();
            for (int i = 0; i < players; i++) {
                seats.add(Seat.HUMAN);
            }
        } else if (seats.size() != players) {
            throw new ApiException(400, "the record is for " + players + " players, but " + seats.size() + " seats were given");
        }
        // the bots' seed: one nobody can guess unless given; the record's later draws come from fresh entropy (D-20)
        long seed = body.hasNonNull("seed") ? Http.longField(body, "seed") : HiddenStack.newSeed();
        try {
            record.replay();
        } catch (ParseException e) {
            throw new ApiException(400, "the record does not replay: " + e.getMessage());
        }
        List<String> tokens = tokens(seats);
        String ownerToken = Tokens.token();
        synchronized (createLock) {
            String id = newId(owner);
            GameSession s = GameSession.fromRecord(id, record, seats, hashes(tokens), seed, botFactory, store, owner,
                    Tokens.hash(ownerToken));
            return register(s, tokens, ownerToken);
        }
    }

    private static List<String> tokens(List<Seat> seats) {
        List<String> tokens = new ArrayList<>();
        for (Seat seat : seats) {
            tokens.add(seat.human() ? Tokens.token() : null);
        }
        return tokens;
    }

    private static List<byte[]> hashes(List<String> tokens) {
        List<byte[]> hashes = new ArrayList<>();
        for (String t : tokens) {
            hashes.add(t == null ? null : Tokens.hash(t));
        }
        return hashes;
    }

    /** A new game joins the server: the state, with each person's invite, the owner token and the spectators' link. */
    private ObjectNode register(GameSession s, List<String> tokens, String ownerToken) {
        games.put(s.id, s);
        synchronized (s) {
            ObjectNode o = StateJson.state(s, 0);
            ArrayNode invites = o.putArray("invites");
            for (int i = 0; i < tokens.size(); i++) {
                if (tokens.get(i) != null) {
                    ObjectNode inv = invites.addObject();
                    inv.put("colour", s.colour(i).toString());
                    inv.put("token", tokens.get(i));
                    inv.put("link", "/#" + s.id + "/" + tokens.get(i));
                }
            }
            o.put("owner", ownerToken);
            o.put("spectate", "/#" + s.id);
            bots.schedule(s);
            return o;
        }
    }

    /**
     * A new id, after making room (under the create lock): among the games its creator keeps (at most
     * {@link Limits#clientGames()} per address), then among all (at most {@link Limits#maxGames()}).
     *
     * @param owner the creator's address
     * @throws ApiException 429 if the creator keeps its most games, none of them over or idle; 503 if the server does
     */
    private String newId(String owner) {
        List<GameSession> mine = games.values().stream().filter(g -> owner.equals(g.owner) && !g.gone).toList();
        if (mine.size() >= limits.clientGames()) {
            long now = System.currentTimeMillis();
            long idle = limits.idle().toMillis();
            Optional<GameSession> victim = mine.stream()
                    .filter(g -> g.over || now - g.lastUsed >= idle)
                    .min(Comparator.comparingLong(g -> g.lastUsed));
            if (victim.isEmpty()) {
                throw new ApiException(429, "this address already keeps " + limits.clientGames() + " games, none of them over or idle"
                        + " (at most " + limits.clientGames() + " per address): delete one of them (DELETE /api/games/ID with its owner"
                        + " token) to start another");
            }
            remove(victim.get());
        }
        if (games.size() >= limits.maxGames()) {
            long now = System.currentTimeMillis();
            long idle = limits.idle().toMillis();
            Optional<GameSession> victim = games.values().stream()
                    .filter(g -> g.over || now - g.lastUsed >= idle)
                    .min(Comparator.comparingLong(g -> g.lastUsed));
            if (victim.isEmpty()) {
                throw new ApiException(503, "the server already keeps " + limits.maxGames()
                        + " games, none of them over or idle: try again later");
            }
            remove(victim.get());
        }
        String id;
        do {
            id = Tokens.gameId();
        } while (games.containsKey(id));
        return id;
    }

    /** Deletes a game ({@code DELETE}): stored first, so a failed write leaves it where it was. */
    void delete(GameSession s) {
        synchronized (createLock) {
            alive(s);
            remove(s);
        }
    }

    /** Forgets a game: in the database first (a failure throws and changes nothing), then in memory. */
    private void remove(GameSession s) {
        synchronized (s) {
            store.delete(s.id);
            s.gone = true;
            games.remove(s.id);
            live.gone(s);
        }
    }

    /** Marks every game gone (the server stops). */
    void stop() {
        synchronized (createLock) {
            for (GameSession s : games.values()) {
                synchronized (s) {
                    s.gone = true;
                }
            }
        }
    }

    private List<Seat> seats(JsonNode node) {
        if (node == null || !node.isArray()) {
            throw new ApiException(400, "seats must be an array of 2-6 seats, e.g. [{\"type\":\"human\"},{\"type\":\"bot\",\"bot\":\"greedy\"}]");
        }
        if (node.size() < 2 || node.size() > 6) {
            throw new ApiException(400, "Tongiaki is for 2-6 players, got " + EventSentences.count(node.size(), "seat"));
        }
        List<Seat> seats = new ArrayList<>();
        for (JsonNode n : node) {
            if (!n.isObject()) {
                throw new ApiException(400, "a seat must be an object like {\"type\":\"human\"}, got " + n);
            }
            String type = Http.textField(n, "type");
            switch (type) {
                case "human" -> seats.add(Seat.HUMAN);
                case "bot" -> seats.add(Seat.bot(botFactory.check(n.hasNonNull("bot") ? Http.textField(n, "bot") : "greedy")));
                default -> throw new ApiException(400, "a seat's type is human or bot, got '" + type + "'");
            }
        }
        return seats;
    }
}
