package io.github.tongiaki.core.internal;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.internal.Lines.Line;
import io.github.tongiaki.core.internal.Lines.Token;
import io.github.tongiaki.core.rules.RuleOption;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.core.tiles.TileSet;
import java.util.ArrayList;
import java.util.List;

/**
 * The header lines that positions and game records share: the tile set by name, the players, the rule
 * options.
 */
public final class Headers {

    private Headers() {
    }

    /**
     * @param set a tile set
     * @return its compiled tables ({@link Tables#of}, which keeps the last few)
     */
    public static Tables tables(TileSet set) {
        return Tables.of(set);
    }

    /** Resolves a tile set by name: the given ones first, then the providers. */
    public static TileSet resolve(String name, TileSet[] known, int line, Token t) {
        if (known != null) {
            for (TileSet k : known) {
                if (k != null && k.name().equals(name)) {
                    return k;
                }
            }
        }
        try {
            return TileSet.named(name);
        } catch (RuntimeException | java.util.ServiceConfigurationError e) {
            throw new ParseException(line, t.column(), "the name of a known tile set", e.getMessage());
        }
    }

    /** Parses the canonical option text (tokens of {@code key=value}), for positions and records. */
    public static RuleOptions options(int line, List<Token> tokens) {
        RuleOptions o = RuleOptions.defaults();
        java.util.EnumSet<RuleOption> seen = java.util.EnumSet.noneOf(RuleOption.class);
        for (Token t : tokens) {
            int eq = t.text().indexOf('=');
            try {
                if (eq <= 0) {
                    throw new IllegalArgumentException("rule option must be key=value, got '" + t.text() + "'");
                }
                RuleOption option = RuleOption.ofKey(t.text().substring(0, eq));
                if (!seen.add(option)) {
                    throw Read.error(line, t, "each rule option once");
                }
                o = option.setIn(o, t.text().substring(eq + 1));
            } catch (IllegalArgumentException e) {
                throw new ParseException(line, t.column(), "a rule option key=value (" + optionGrammar() + ")", e.getMessage());
            }
        }
        return o;
    }

    private static String optionGrammar() {
        StringBuilder sb = new StringBuilder();
        for (RuleOption option : RuleOption.values()) {
            sb.append(sb.length() == 0 ? "" : ", ").append(option.key()).append('=').append(option.accepted());
        }
        return sb.toString();
    }

    /** Parses a players line's colours (2–6 distinct). */
    public static List<Colour> players(Line l) {
        List<Colour> players = new ArrayList<>();
        for (int i = 1; i < l.size(); i++) {
            Colour c = Read.colour(l.number(), l.token(i));
            if (players.contains(c)) {
                throw Read.error(l.number(), l.token(i), "a colour not given before");
            }
            players.add(c);
        }
        if (players.size() < 2 || players.size() > 6) {
            throw new ParseException(l.number(), l.end(), "2 to 6 player colours", "got " + players.size());
        }
        return players;
    }
}
