/**
 * Tournaments among bots as a library: {@link io.github.tongiaki.bots.tournament.Tournament} (seats
 * rotated over the same deals, all cores, deterministic for a seed whatever the thread count),
 * {@link io.github.tongiaki.bots.tournament.Contestant} (a name and a bot factory) and
 * {@link io.github.tongiaki.bots.tournament.TournamentResult} (win shares with Wilson intervals, a
 * Bradley–Terry rating with a bootstrap interval, game records, a CSV and a JSON summary).
 */
package io.github.tongiaki.bots.tournament;
