package io.github.tongiaki.bots.tournament;

import io.github.tongiaki.bots.Match;
import io.github.tongiaki.core.notation.GameRecord;
import java.util.Objects;

/**
 * One game of a tournament.
 *
 * @param index the game's number, from 0: {@code deal * gamesPerDeal + i} for the deal's {@code i}-th distinct seating
 *     ({@link Tournament#seatings()})
 * @param deal the deal's number, from 0 (its games share a seed: the same stack)
 * @param rotation the rotation of the line-up, 0 to players - 1 (one of {@link Tournament#seatings()})
 * @param seed the game's seed (the deal's): its stack, its draws of chance, its bots' seeds
 * @param seating the contestant index of each seat
 * @param match how the game went (standings, choices, or the failure)
 * @param record the game record, if the tournament keeps records or the game failed; else null
 */
public record GameResult(int index, int deal, int rotation, long seed, int[] seating, Match.Result match, GameRecord record) {

    /**
     * Copies the seating.
     *
     * @param index the game's number
     * @param deal the deal
     * @param rotation the rotation
     * @param seed the seed
     * @param seating the contestant of each seat
     * @param match how it went
     * @param record the record, or null
     */
    public GameResult {
        Objects.requireNonNull(match, "match");
        seating = seating.clone();
    }

    /** {@return the contestant index of each seat, a copy} */
    @Override
    public int[] seating() {
        return seating.clone();
    }

    /** {@return whether a bot failed in this game} */
    public boolean failed() {
        return match.failed();
    }
}
