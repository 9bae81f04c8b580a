package io.github.tongiaki.examples.web;

import io.github.tongiaki.bots.Bot;
import io.github.tongiaki.bots.tournament.Tournament;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.examples.HiddenStack;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Who sits where in a game, and who takes the decisions no person takes. A seat is a person's, known by the SHA-256
 * of the seat's token, or a bot's; autoplay puts bots of their own in the persons' seats; chance's tiles the server
 * draws from fresh entropy (D-20). The bots decide on copies of the game, determinizations, never the game itself
 * (D-19), and are dealt anew, with new seeds, in each generation of the game (after each undo). Not thread-safe: used
 * under its {@link GameSession}'s lock.
 */
final class Seating {

    /** Where the chance decisions' tiles come from: randomness no player knows or can derive (D-20). */
    private static final SecureRandom ENTROPY = new SecureRandom();

    private final List<Seat> seats;
    /** The SHA-256 of each seat's token (null for a bot's seat). */
    private final List<byte[]> hashes;
    private final BotFactory botFactory;
    /** The seed of the bots (never of a chance decision). */
    private final long seed;
    private final Map<Colour, Bot> bots = new EnumMap<>(Colour.class);
    private Map<Colour, Bot> autoplay;
    /** The bot autoplay plays the persons' seats with, or null. */
    private String autoplayBot;
    /** The tile chance drew whose step is not stored yet (a failed write), or -1. */
    private int pendingDraw = -1;
    /** The copies of the game its bots decide on: determinizations, never the game itself (D-19). */
    private HiddenStack copies;

    /**
     * The seats, no bots yet: {@link #deal} deals them.
     *
     * @param seats the seats (not copied: not to be changed)
     * @param hashes the SHA-256 of each seat's token, null for a bot's seat
     * @param botFactory makes the bots
     * @param seed the game's seed, from which the bots' seeds are derived
     */
    Seating(List<Seat> seats, List<byte[]> hashes, BotFactory botFactory, long seed) {
        this.seats = seats;
        this.hashes = new ArrayList<>(hashes);
        this.botFactory = botFactory;
        this.seed = seed;
    }

    /**
     * {@return the seat a token holds, or -1}
     *
     * @param token the token
     */
    int seatOf(String token) {
        int found = -1;
        for (int i = 0; i < hashes.size(); i++) {
            if (Tokens.matches(token, hashes.get(i))) {
                found = i;   // no early exit: every seat is compared
            }
        }
        return found;
    }

    /** {@return how many seats persons hold} */
    int humans() {
        return (int) seats.stream().filter(Seat::human).count();
    }

    /** {@return the bot of each seat, null for a person's, as the store keeps them} */
    List<String> botNames() {
        List<String> names = new ArrayList<>();
        for (Seat seat : seats) {
            names.add(seat.bot());
        }
        return names;
    }

    /**
     * Deals the bots of a generation of the game, with seeds of that generation (after an undo they may answer
     * differently), and ends autoplay.
     *
     * @param players the colour of each seat
     * @param generation how many undos the game had
     */
    void deal(List<Colour> players, int generation) {
        autoplay = null;
        autoplayBot = null;
        bots.clear();
        for (int s = 0; s < seats.size(); s++) {
            Seat seat = seats.get(s);
            if (!seat.human()) {
                bots.put(players.get(s), botFactory.create(seat.bot(), Tournament.botSeed(seed + generation * 7919L, s)));
            }
        }
        pendingDraw = -1;
        copies = HiddenStack.derivedFrom(seed + generation * 7919L);
    }

    /**
     * Lets bots play every seat: the persons' seats get bots of their own.
     *
     * @param players the colour of each seat
     * @param botName the bot for the persons' seats
     */
    void autoplay(List<Colour> players, String botName) {
        Map<Colour, Bot> stand = new EnumMap<>(Colour.class);
        for (int s = 0; s < players.size(); s++) {
            Colour c = players.get(s);
            stand.put(c, seats.get(s).human() ? botFactory.create(botName, Tournament.botSeed(seed, 100 + c.ordinal())) : bots.get(c));
        }
        autoplay = stand;
        autoplayBot = botName;
    }

    /** {@return whether bots play every seat (autoplay)} */
    boolean autoplaying() {
        return autoplay != null;
    }

    /**
     * {@return whether the decision at hand waits for a person: it is a person's seat's, without autoplay, and not chance's}
     *
     * @param game the game, not over
     */
    boolean waitsForHuman(Game game) {
        return autoplay == null && seat(game, game.decision().player()).human() && game.decision().kind() != DecisionKind.CHANCE;
    }

    /**
     * {@return whether the bot that takes the decision at hand searches ({@link BotFactory#searches})}
     *
     * @param game the game, a bot's to decide (not chance's)
     */
    boolean searchToMove(Game game) {
        Seat seat = seat(game, game.decision().player());
        return BotFactory.searches(autoplay != null && seat.human() ? autoplayBot : seat.bot());
    }

    private Seat seat(Game game, Colour c) {
        return seats.get(game.players().indexOf(c));
    }

    /**
     * {@return the turn of chance (no bot, no copy) or of the bot that decides the decision at hand, on a copy of the game}
     *
     * @param game the game, a bot's or chance's to decide
     * @param version the game's version now
     */
    BotTurn turn(Game game, long version) {
        Decision d = game.decision();
        if (d.kind() == DecisionKind.CHANCE) {
            return new BotTurn(null, null, version);
        }
        Bot bot = autoplay != null ? autoplay.get(d.player()) : bots.get(d.player());
        return new BotTurn(bot, copies.copyFor(game), version); // D-19: a copy with a stack order of its own
    }

    /**
     * {@return the option chance takes in a chance decision: drawn from fresh entropy, never from the seed (D-20); drawn
     * once, so that a draw whose write failed is the one tried again, until {@link #drawStored()}}
     *
     * @param options how many options the decision has
     */
    int chanceDraw(int options) {
        if (pendingDraw < 0) {
            pendingDraw = ENTROPY.nextInt(options);
        }
        return pendingDraw;
    }

    /** Forgets the chance draw, now that its step is stored. */
    void drawStored() {
        pendingDraw = -1;
    }
}
