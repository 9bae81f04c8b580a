package io.github.tongiaki.testkit;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.TileSource;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.tiles.OfficialTiles;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A reproducible game: a set-up and the option ids applied from its start, with the seed of the
 * generator that chose them. Replaying it gives the same game on every machine, so a failing property
 * prints one and the failure can be replayed exactly: {@link #toString()} shows the seed and the choices,
 * and {@link #reproduce()} the Java code that rebuilds it.
 *
 * @param setup the set-up the game starts from ({@link Game#start(GameSetup)})
 * @param seed the seed of the generator that chose the options (for the record; replaying needs only
 *     the choices)
 * @param choices the option ids, in order
 */
public record Playthrough(GameSetup setup, long seed, List<Integer> choices) {

    /**
     * Copies the list.
     *
     * @param setup the set-up the game starts from
     * @param seed the seed of the generator that chose the options
     * @param choices the option ids, in order
     */
    public Playthrough {
        Objects.requireNonNull(setup, "setup");
        choices = List.copyOf(choices);
    }

    /** {@return the number of players} */
    public int players() {
        return setup.players().size();
    }

    /** {@return the number of decisions taken} */
    public int decisions() {
        return choices.size();
    }

    /**
     * Replays the whole playthrough.
     *
     * @return a new game after all the choices
     * @throws IllegalStateException if a choice does not apply (the playthrough belongs to another engine)
     */
    public Game game() {
        return game(choices.size());
    }

    /**
     * Replays the first choices.
     *
     * @param steps how many choices to apply, 0..{@link #decisions()}
     * @return a new game after those choices
     * @throws IllegalStateException if a choice does not apply
     */
    public Game game(int steps) {
        Game g = Game.start(setup);
        for (int i = 0; i < steps; i++) {
            try {
                g.applyOption(choices.get(i));
            } catch (RuntimeException e) {
                throw new IllegalStateException("choice " + i + " (id " + choices.get(i) + ") of " + this + " does not apply: " + e, e);
            }
        }
        return g;
    }

    /**
     * Replays the whole playthrough through a {@link GameMonitor}, checking every invariant after every
     * step.
     *
     * @param forkEveryStep whether to check copy fidelity at every step
     * @return the monitor, after the last choice
     * @throws AssertionError naming the broken invariant, with the choices so far
     */
    public GameMonitor monitor(boolean forkEveryStep) {
        GameMonitor m;
        try {
            m = new GameMonitor(Game.start(setup), forkEveryStep);
        } catch (AssertionError e) {
            throw new AssertionError(e.getMessage() + "\nin " + this, e);
        }
        for (int id : choices) {
            m.applyOption(id);
        }
        return m;
    }

    /**
     * {@return this playthrough cut after {@code steps} choices}
     *
     * @param steps how many choices to keep
     */
    public Playthrough prefix(int steps) {
        return new Playthrough(setup, seed, choices.subList(0, steps));
    }

    /**
     * {@return this playthrough with one more choice}
     *
     * @param id one more option id
     */
    public Playthrough then(int id) {
        List<Integer> more = new java.util.ArrayList<>(choices);
        more.add(id);
        return new Playthrough(setup, seed, more);
    }

    /**
     * {@return Java code that rebuilds this playthrough (the official tile set is assumed; another set is
     * named in a comment)}
     */
    public String reproduce() {
        StringBuilder sb = new StringBuilder("new Playthrough(GameSetup.builder().players(");
        List<Colour> p = setup.players();
        for (int i = 0; i < p.size(); i++) {
            sb.append(i == 0 ? "" : ", ").append(p.get(i).name());
        }
        sb.append(").startPlayer(").append(setup.startPlayer().name()).append(')');
        if (!setup.tileSet().equals(OfficialTiles.set())) {
            sb.append("/* tile set '").append(setup.tileSet().name()).append("' */");
        }
        if (setup.tileSource() instanceof TileSource.Shuffled s) {
            sb.append(".seed(").append(s.seed()).append("L)");
        } else if (setup.tileSource() instanceof TileSource.Stacked s) {
            sb.append(".tileSource(TileSource.ordered(List.of(");
            for (int i = 0; i < s.top().size(); i++) {
                sb.append(i == 0 ? "" : ", ").append("TileId.of(\"").append(s.top().get(i)).append("\")");
            }
            sb.append("), ").append(s.seed()).append("L))");
        } else if (setup.tileSource() instanceof TileSource.Chance) {
            sb.append(".tileSource(TileSource.chance())");
        } else {
            sb.append(".tileSource(/* ").append(setup.tileSource()).append(" */)");
        }
        if (!setup.options().equals(RuleOptions.defaults())) {
            sb.append(".options(RuleOptions.parse(\"").append(setup.options()).append("\"))");
        }
        sb.append(".build(), ").append(seed).append("L, List.of(");
        for (int i = 0; i < choices.size(); i++) {
            sb.append(i == 0 ? "" : ", ").append(choices.get(i));
        }
        return sb.append("))").toString();
    }

    @Override
    public String toString() {
        String source;
        if (setup.tileSource() instanceof TileSource.Shuffled s) {
            source = "tile seed " + s.seed();
        } else if (setup.tileSource() instanceof TileSource.Stacked s) {
            source = "tiles " + s.top().stream().map(TileId::value).toList() + " on top, rest seed " + s.seed();
        } else {
            source = "tile source " + setup.tileSource();
        }
        return String.format(Locale.ROOT, "Playthrough[%d players %s, start %s, %s%s, choice seed %d, %d choices %s]", players(),
                setup.players(), setup.startPlayer(), source,
                setup.options().equals(RuleOptions.defaults()) ? "" : ", rules " + setup.options(), seed, choices.size(), choices);
    }
}
