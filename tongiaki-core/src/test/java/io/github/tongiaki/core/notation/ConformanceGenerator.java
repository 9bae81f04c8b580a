package io.github.tongiaki.core.notation;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.GREEN;
import static io.github.tongiaki.core.board.Colour.ORANGE;
import static io.github.tongiaki.core.board.Colour.PURPLE;
import static io.github.tongiaki.core.board.Colour.RED;
import static io.github.tongiaki.core.board.Colour.YELLOW;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.PlayerView;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.engine.Scenario;
import io.github.tongiaki.core.engine.TileSource;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.rules.EndGame;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.core.tiles.TileSet;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * Writes the conformance suite ({@code conformance/} at the root of the repository): the vectors and
 * the perft files, from the situations below, by playing them on this engine. The files are committed;
 * {@link ConformanceTest} replays them. Regenerate after a deliberate change of the rules with
 *
 * <pre>
 * ./mvnw -pl tongiaki-core -am test -Dtest=ConformanceGenerator -Dtongiaki.conformance.write=true -Dsurefire.failIfNoSpecifiedTests=false
 * </pre>
 *
 * and review the difference like any change of the specification. {@link ConformanceGeneratorTest} fails
 * while the committed files differ from what this class writes.
 */
class ConformanceGenerator {

    static final Map<String, TileSet> SETS = loadSets();

    static Map<String, TileSet> loadSets() {
        Map<String, TileSet> m = new LinkedHashMap<>();
        for (String name : List.of("official", "loops", "ends", "one-berth", "small-start")) {
            m.put(name, NotationTiles.load(NotationTiles.CONFORMANCE.resolve("tilesets").resolve(name + ".tiles")));
        }
        return m;
    }

    // =====================================================================================
    // the vector DSL
    // =====================================================================================

    /** One step of a vector: a choice by text, or a policy that picks options. */
    interface Step {
        /** Applies zero or more choices to the game, recording them. */
        void run(Game g, Recorder r);
    }

    /** Records the play of a vector: each decision's options, the choice and its events. */
    static final class Recorder {
        final StringBuilder play = new StringBuilder();
        final List<GameEvent> events = new ArrayList<>();
        int choices;

        void apply(Game g, Option o) {
            Decision d = g.decision();
            play.append("? ").append(d.kind()).append(' ').append(d.player());
            for (Option x : d.options()) {
                play.append(" | ").append(x.text());
            }
            play.append('\n');
            play.append("> ").append(o.text()).append('\n');
            List<GameEvent> ev = g.apply(o);
            events.addAll(ev);
            play.append(EventText.print(ev));
            choices++;
        }
    }

    /** A conformance vector in the making. */
    static final class Vec {
        final String name;
        final String covers;
        final String note;
        Supplier<Game> start;
        String shuffle;
        String[] pending;
        Colour view;
        final List<Step> steps = new ArrayList<>();
        final List<String> expect = new ArrayList<>();

        Vec(String name, String covers, String note) {
            this.name = name;
            this.covers = covers;
            this.note = note;
        }

        Vec start(Scenario s) {
            this.start = s::build;
            return this;
        }

        Vec start(Supplier<Game> g) {
            this.start = g;
            return this;
        }

        /**
         * Starts the vector after some choices made from a scenario: its start position is in the middle
         * of things (a pending take, place, chance, tile or landing decision), with a decision number above 0.
         */
        Vec startAfter(Scenario s, String... choices) {
            return startAfter((Supplier<Game>) s::build, choices);
        }

        /** Like {@link #startAfter(Scenario, String...)}, from a game. */
        Vec startAfter(Supplier<Game> g, String... choices) {
            this.start = () -> {
                Game game = g.get();
                for (String c : choices) {
                    game.apply(game.decision().find(c).orElseThrow(() -> new IllegalStateException(name + ": '" + c
                            + "' is not offered before the start; " + game.decision().options())));
                }
                return game;
            };
            return this;
        }

        /**
         * The header line {@code shuffle <seed> [<top tile> …]}: the start position is the set-up of a new
         * game whose stack is the specified shuffle of that seed (with those tiles on top), see
         * CONFORMANCE.md, "Vector files".
         */
        Vec shuffle(long seed, String... top) {
            this.shuffle = seed + (top.length == 0 ? "" : " " + String.join(" ", top));
            return this;
        }

        /**
         * The header line {@code view <colour>} and the section {@code [view]}: the start position as that seat's
         * view (D-19, {@code PlayerView.text()}), see CONFORMANCE.md, "The view text".
         */
        Vec view(Colour seat) {
            this.view = seat;
            return this;
        }

        /** The start position's pending line must contain these texts (the generator checks it). */
        Vec pending(String... words) {
            this.pending = words;
            return this;
        }

        Vec play(String... choices) {
            for (String c : choices) {
                steps.add((g, r) -> {
                    Option o = g.decision().find(c).orElseThrow(() -> new IllegalStateException(name + ": '" + c + "' is not offered; "
                            + g.decision().options()));
                    r.apply(g, o);
                });
            }
            return this;
        }

        /** Option 0 while the pending decision is of this kind. */
        Vec firstWhile(DecisionKind kind) {
            steps.add((g, r) -> {
                while (!g.isOver() && g.decisionKind() == kind) {
                    r.apply(g, g.decision().option(0));
                }
            });
            return this;
        }

        /** Option 0, {@code n} times (or until the game is over). */
        Vec first(int n) {
            steps.add((g, r) -> {
                for (int i = 0; i < n && !g.isOver(); i++) {
                    r.apply(g, g.decision().option(0));
                }
            });
            return this;
        }

        /** The first option whose text matches, once. */
        Vec pick(Predicate<String> p) {
            steps.add((g, r) -> r.apply(g, g.decision().options().stream().filter(o -> p.test(o.text())).findFirst()
                    .orElseThrow(() -> new IllegalStateException(name + ": no option matches; " + g.decision().options()))));
            return this;
        }

        /** Random options (seeded) until the game is over or {@code max} choices. */
        Vec random(long seed, int max) {
            steps.add((g, r) -> {
                SplittableRandom rnd = new SplittableRandom(seed);
                for (int i = 0; i < max && !g.isOver(); i++) {
                    r.apply(g, g.decision().option(rnd.nextInt(g.optionCount())));
                }
            });
            return this;
        }

        /** Event texts (substrings) that must occur, in this order. */
        Vec expect(String... parts) {
            expect.addAll(List.of(parts));
            return this;
        }

        String render() {
            Game g = start.get();
            String startText = Position.of(g).text();
            if (pending != null) {
                String line = startText.lines().filter(l -> l.startsWith("pending ")).findFirst().orElse("");
                for (String w : pending) {
                    if (!line.contains(w)) {
                        throw new IllegalStateException(name + ": the start position's '" + line + "' lacks '" + w + "'");
                    }
                }
            }
            Recorder r = new Recorder();
            for (Step s : steps) {
                s.run(g, r);
            }
            if (r.choices == 0) {
                throw new IllegalStateException(name + ": no choice");
            }
            // the expectations, in order
            String all = r.play.toString();
            int at = 0;
            for (String e : expect) {
                int i = all.indexOf(e, at);
                if (i < 0) {
                    throw new IllegalStateException(name + ": expected '" + e + "' (in order) in\n" + all);
                }
                at = i + e.length();
            }
            StringBuilder sb = new StringBuilder();
            sb.append("# Tongiaki conformance vector; the format is described in CONFORMANCE.md.\n");
            sb.append("tongiaki-vector 1\n");
            sb.append("name ").append(name).append('\n');
            sb.append("covers ").append(covers).append('\n');
            sb.append("note ").append(note).append('\n');
            if (shuffle != null) {
                sb.append("shuffle ").append(shuffle).append('\n');
            }
            if (view != null) {
                sb.append("view ").append(view).append('\n');
            }
            sb.append("[start]\n").append(startText);
            if (view != null) {
                sb.append("[view]\n").append(PlayerView.of(Position.parse(startText, SETS.values().toArray(new TileSet[0])), view).text());
            }
            sb.append("[play]\n").append(all);
            sb.append("[final]\n").append(Position.of(g).text());
            return sb.toString();
        }
    }

    private static final List<Vec> VECTORS = new ArrayList<>();

    private static Vec vec(String name, String covers, String note) {
        Vec v = new Vec(name, covers, note);
        VECTORS.add(v);
        return v;
    }

    // =====================================================================================
    // situations
    // =====================================================================================

    private static Hex h(int q, int r) {
        return Hex.of(q, r);
    }

    private static Rotation r(int n) {
        return Rotation.of(n);
    }

    private static Scenario on(String set, RuleOptions o, Colour... players) {
        return Scenario.of(GameSetup.builder().players(players).tileSet(SETS.get(set)).options(o).build()).allowDisconnected();
    }

    private static Scenario off(Colour... players) {
        return on("official", RuleOptions.defaults(), players);
    }

    private static Scenario off(RuleOptions o, Colour... players) {
        return on("official", o, players);
    }

    private static Scenario loops(Colour... players) {
        return on("loops", RuleOptions.defaults(), players);
    }

    private static Scenario loops(RuleOptions o, Colour... players) {
        return on("loops", o, players);
    }

    /** Loops: island at (5,0) with the loop A (5,1) r0, then B or C (6,0) r1, back to the island. */
    private static Scenario loop(Scenario s, String island, String second) {
        return s.tile(island, h(5, 0), r(0)).tile("A", h(5, 1), r(0)).tile(second, h(6, 0), r(1));
    }

    /**
     * Loops: the same loop two hexes nearer, the island at (3,0), A (3,1), B or C (4,0), for a table of few tiles: a
     * position's tiles lie within ±(tiles laid + set aside), the farthest the tiles of the set can take a board.
     */
    private static Scenario loopNear(Scenario s, String island, String second) {
        return s.tile(island, h(3, 0), r(0)).tile("A", h(3, 1), r(0)).tile(second, h(4, 0), r(1));
    }

    /** Loops: Decoy (-3,0) facing Spare (-3,1) with a full beach: a second emigration to choose from. */
    private static Scenario decoy(Scenario s, String boats) {
        return s.tile("Decoy", h(-3, 0), r(0)).tile("Spare", h(-3, 1), r(0)).boats("Decoy", 1, boats);
    }

    /** Official: six water tiles around Tonga so that every jetty leads back to Tonga (a closed Tonga). */
    private static Scenario ring(Scenario s) {
        // ring tile d (direction d from Tonga) joins its Tonga side d+3 with the side facing its partner
        String[] ids = {"W01", "W02", "W03", "W04", "W13", "W14"};
        int[][] hexes = {{0, 1}, {-1, 1}, {-1, 0}, {0, -1}, {1, -1}, {1, 0}};
        for (int d = 0; d < 6; d++) {
            io.github.tongiaki.core.tiles.WaterTile w = (io.github.tongiaki.core.tiles.WaterTile) SETS.get("official").tile(ids[d]);
            int partnerSide = (d % 2 == 0 ? d + 2 : d + 4) % 6;
            int rot = -1;
            for (int k = 0; k < 6 && rot < 0; k++) {
                int ea = Math.floorMod((d + 3) % 6 - k, 6);
                if (w.routeAt(ea).otherEnd(ea) == Math.floorMod(partnerSide - k, 6)) {
                    rot = k;
                }
            }
            s.tile(ids[d], h(hexes[d][0], hexes[d][1]), r(rot));
        }
        return s;
    }

    /** Ends: the islands not used removed and the water tiles not used far away, so the stack holds {@code stack}. */
    private static Scenario ends(RuleOptions o, List<String> used, String... stack) {
        Scenario s = on("ends", o, BLUE, RED);
        int far = 0;
        for (var t : SETS.get("ends").stackTiles()) {
            String id = t.id().value();
            if (used.contains(id) || List.of(stack).contains(id)) {
                continue;
            }
            if (t.isIsland()) {
                s.removed(id);
            } else {
                s.tile(id, h(-9, 2 * far++), r(0));
            }
        }
        return s.stack(stack);
    }

    private static GameSetup setup(TileSource source, RuleOptions o, Colour start, Colour... players) {
        return GameSetup.builder().players(players).startPlayer(start).tileSet(SETS.get("official")).tileSource(source).options(o).build();
    }

    static {
        // ---------------------------------------------------------------- set-up, whole games
        vec("setup-three-players", "R-COMP-1 R-COMP-2 R-SETUP-1 R-SETUP-2 R-SETUP-3 D-13 R-TURN-1 R-EXP-1 R-EXP-2",
                "Three players set up (a beach with two boats is no longer offered), then Blue's first turn")
                .start(() -> Game.start(setup(TileSource.shuffled(7), RuleOptions.defaults(), BLUE, BLUE, RED, GREEN)))
                .shuffle(7)
                .play("berth Tonga/1", "berth Tonga/1", "berth Tonga/2", "berth Tonga/2", "berth Tonga/4", "berth Tonga/4")
                .play("expand Tonga", "beaches Tonga/3,5")
                .expect("BoatsPlaced colour=blue beach=Tonga/1 count=1 rule=R-SETUP-2", "TurnStarted turn=1 player=blue",
                        "BoatsPlaced colour=blue beach=Tonga/3 count=1 rule=R-EXP-1", "TurnEnded turn=1 player=blue",
                        "TurnStarted turn=2 player=red");
        vec("setup-six-players", "R-COMP-1 R-SETUP-2 R-SETUP-3 D-13",
                "Six players, Orange starts: twelve set-up boats clockwise from Orange, two on every beach; the last ones are forced")
                .start(() -> Game.start(setup(TileSource.shuffled(3), RuleOptions.defaults(), ORANGE, BLUE, RED, GREEN, YELLOW, ORANGE, PURPLE)))
                .shuffle(3)
                .firstWhile(DecisionKind.SETUP_BERTH)
                .expect("BoatsPlaced colour=orange beach=Tonga/1", "BoatsPlaced colour=purple", "BoatsPlaced colour=blue",
                        "TurnStarted turn=1 player=orange");
        vec("game-2p-seed-42", "R-SETUP-1 R-SETUP-2 R-TURN-1 R-EXP-1 R-EMI-1 R-EMI-3 R-LAND-1 R-END-1 R-SCORE-1 R-SCORE-2 D-1",
                "A whole two-player game from the seeded shuffle, random choices")
                .start(() -> Game.start(setup(TileSource.shuffled(42), RuleOptions.defaults(), BLUE, BLUE, RED)))
                .shuffle(42)
                .random(1, 5000)
                .expect("EndTriggered", "GameOver");
        vec("game-4p-seed-2026", "R-SETUP-1 R-SETUP-2 R-TURN-1 R-EXP-1 R-EMI-1 R-VOY-2 R-LAND-1 R-CHAIN-1 R-END-1 R-SCORE-1 R-SCORE-2 D-11",
                "A whole four-player game (Green starts) from the seeded shuffle, random choices")
                .start(() -> Game.start(setup(TileSource.shuffled(2026), RuleOptions.defaults(), GREEN, BLUE, RED, GREEN, YELLOW)))
                .shuffle(2026)
                .random(2, 5000)
                .expect("GameOver");
        vec("game-3p-explicit-chance", "R-SETUP-1 R-EMI-3 R-VOY-4 R-END-1",
                "A whole three-player game with explicit chance: every draw is a CHANCE decision ('draw <tile>')")
                .start(() -> Game.start(setup(TileSource.chance(), RuleOptions.defaults(), RED, BLUE, RED, GREEN)))
                .random(3, 5000)
                .expect("> draw", "GameOver");
        vec("game-5p-all-options", "R-SETUP-2 R-TURN-1 D-1 D-2 D-6 D-8 D-11",
                "A whole five-player game with every rule option at its non-default setting, random choices")
                .start(() -> Game.start(setup(TileSource.shuffled(5), RuleOptions.defaults().withEndGame(EndGame.FINISH_TURN)
                        .withLoopColourAware(true).withLandingSpreadWhenShort(false).withMaskCountsOnTable(false)
                        .withStrandedCountOnTable(false), BLUE, BLUE, RED, GREEN, YELLOW, ORANGE)))
                .shuffle(5)
                .random(5, 5000)
                .expect("GameOver");
        vec("game-2p-ordered-stack", "R-SETUP-1 R-NEW-1 D-9",
                "A two-player game from a given stack order (W13, Samoa, W01 on top), Blue settles at once")
                .start(() -> Game.start(setup(TileSource.ordered(List.of(io.github.tongiaki.core.tiles.TileId.of("W13"),
                        io.github.tongiaki.core.tiles.TileId.of("Samoa"), io.github.tongiaki.core.tiles.TileId.of("W01")), 9),
                        RuleOptions.defaults(), BLUE, BLUE, RED)))
                .shuffle(9, "W13", "Samoa", "W01")
                .firstWhile(DecisionKind.SETUP_BERTH)
                .play("settle", "place 0,-1 r0", "place 0,-2 r3")
                .pick(t -> t.startsWith("beaches Samoa/"))
                .expect("TileDrawn tile=W13 left=30 rule=R-NEW-1", "TilePlaced tile=W13 hex=0,-1 rotation=r0 rule=D-9",
                        "TileDrawn tile=Samoa left=29 rule=R-NEW-1", "BoatsPlaced colour=blue beach=Samoa/");

        // ---------------------------------------------------------------- the turn and the expansion
        vec("turn-three-kinds", "R-TURN-1 R-EXP-1 R-EXP-2 R-ROYAL-1",
                "Blue may expand on Tonga or Samoa, found Samoa as a royal island, or settle; he expands on Samoa, nothing is full: the turn ends")
                .start(off(BLUE, RED).tile("Samoa", h(0, 1), r(3)).tile("Hawaii", h(0, -1), r(0))
                        .boats("Tonga", 2, "B").boats("Samoa", 1, "B").boats("Tonga", 3, "R").boats("Hawaii", 2, "R").stackTop("W07"))
                .play("expand Samoa", "beaches Samoa/2")
                .expect("BoatsPlaced colour=blue beach=Samoa/2 count=1 rule=R-EXP-1", "TurnEnded turn=1 player=blue",
                        "TurnStarted turn=2 player=red noboat=false allboats=false");
        vec("exp-capped-at-beaches", "R-EXP-1 D-7",
                "Four blue boats on Rapa Nui (two beaches): the expansion is two boats, one per beach, the only way (applied by itself)")
                .start(off(BLUE, RED).tile("Rapa Nui", h(0, -1), r(0)).boats("Rapa Nui", 1, "3B").boats("Rapa Nui", 2, "B")
                        .boats("Tonga", 1, "B").boats("Tonga", 2, "R"))
                .play("expand Rapa Nui")
                .expect("BoatsPlaced colour=blue beach=\"Rapa Nui\"/1 count=1 rule=R-EXP-1",
                        "BoatsPlaced colour=blue beach=\"Rapa Nui\"/2 count=1 rule=R-EXP-1", "TurnEnded");
        vec("exp-tonga-two-distinct-beaches", "R-EXP-1",
                "Two blue boats on Tonga: two boats on two different beaches of the six (fifteen ways)")
                .start(off(BLUE, RED).boats("Tonga", 1, "B").boats("Tonga", 4, "B").boats("Tonga", 2, "R"))
                .play("expand Tonga", "beaches Tonga/2,5")
                .expect("BoatsPlaced colour=blue beach=Tonga/2", "BoatsPlaced colour=blue beach=Tonga/5", "TurnEnded");
        vec("exp-fills-beach", "R-EXP-2 R-EMI-1 R-EMI-3 R-LAND-1 D-13",
                "Blue's expansion fills Tonga/1 (R G + B): it emigrates south, Samoa is drawn and placed facing the jetty; Blue lands the group")
                .start(off(BLUE, RED, GREEN).boats("Tonga", 1, "R+G").boats("Tonga", 3, "B").stackTop("Samoa"))
                .play("expand Tonga", "beaches Tonga/1", "land green Samoa/3", "land blue Samoa/1")
                .expect("EmigrationStarted beach=Tonga/1 jetty=0 group=B+R+G", "TileDrawn tile=Samoa left=30 rule=R-EMI-3",
                        "TilePlaced tile=Samoa hex=0,1 rotation=r3 rule=R-EMI-3", "BoatLanded colour=red beach=Samoa/2", "TurnEnded");
        vec("few-supply", "R-FEW-1 D-7",
                "Blue has two boats in his supply and three on Samoa's three beaches: only two are placed")
                .start(off(BLUE, RED).tile("Samoa", h(0, 1), r(3)).boats("Samoa", 1, "B").boats("Samoa", 2, "B").boats("Samoa", 3, "B")
                        .boats("Tonga", 2, "2B").boats("Tonga", 3, "2B").boats("Tonga", 4, "2B").boats("Tonga", 5, "2B").boats("Tonga", 6, "2B")
                        .boats("Tonga", 1, "R"))
                .play("expand Samoa", "beaches Samoa/1,3")
                .expect("BoatsPlaced colour=blue beach=Samoa/1 count=1", "BoatsPlaced colour=blue beach=Samoa/3 count=1", "TurnEnded");
        vec("few-empty-supply-mask-not-counted", "R-FEW-1 D-7 D-8",
                "O-MASK-COUNTS-ON-TABLE=false: Blue has 14 boats on beaches and one on a mask, none in the supply, and is not under "
                        + "R-ALLBOATS-1; his expansion places nothing")
                .start(off(RuleOptions.defaults().withMaskCountsOnTable(false), BLUE, RED).tile("Samoa", h(0, 1), r(3))
                        .tile("Hawaii", h(0, -1), r(0)).royal("Hawaii", BLUE)
                        .boats("Tonga", 1, "2B").boats("Tonga", 2, "2B").boats("Tonga", 3, "2B").boats("Tonga", 4, "2B")
                        .boats("Tonga", 5, "2B").boats("Tonga", 6, "2B").boats("Samoa", 1, "B").boats("Samoa", 2, "B+R"))
                .play("expand Samoa")
                .expect("TurnEnded turn=1 player=blue", "TurnStarted turn=2 player=red");
        vec("allboats-take-and-expand", "R-ALLBOATS-1 D-7",
                "All 15 blue boats are on the table: Blue takes one from Tonga/2 and expands on Samoa with exactly that boat")
                .start(allBoats(RuleOptions.defaults(), false))
                .play("expand Samoa", "take Tonga/2", "beaches Samoa/1")
                .expect("BoatTaken colour=blue beach=Tonga/2", "BoatsPlaced colour=blue beach=Samoa/1 count=1 rule=R-EXP-1");
        vec("allboats-take-none", "R-ALLBOATS-1 D-7",
                "All 15 blue boats on the table: taking is optional; without a boat taken the expansion places nothing")
                .start(allBoats(RuleOptions.defaults(), false))
                .play("expand Samoa", "take none")
                .expect("TurnEnded turn=1 player=blue");
        vec("allboats-take-from-target", "R-ALLBOATS-1 D-7",
                "All 15 blue boats on the table: the boat may come from the target island itself")
                .start(allBoats(RuleOptions.defaults(), false))
                .play("expand Samoa", "take Samoa/3", "beaches Samoa/2")
                .expect("BoatTaken colour=blue beach=Samoa/3", "BoatsPlaced colour=blue beach=Samoa/2");
        vec("allboats-mask-counts", "R-ALLBOATS-1 D-8 R-ROYAL-2",
                "14 blue boats on beaches and one on a mask make all 15 (O-MASK-COUNTS-ON-TABLE default); no boat is taken from the royal island")
                .start(allBoats(RuleOptions.defaults(), true))
                .play("expand Samoa", "take Tonga/1", "beaches Samoa/3")
                .expect("BoatTaken colour=blue beach=Tonga/1");
        vec("noboat-two-on-tonga", "R-NOBOAT-1 D-8",
                "Red has no boat on the table: two on Tonga (the same beach allowed), one on another island, or a new settlement")
                .start(off(BLUE, RED).tile("Samoa", h(0, 1), r(3)).boats("Tonga", 1, "B").boats("Samoa", 1, "B").activePlayer(RED))
                .play("noboat Tonga", "beaches Tonga/2,2")
                .expect("BoatsPlaced colour=red beach=Tonga/2 count=2 rule=R-NOBOAT-1", "TurnEnded turn=1 player=red");
        vec("noboat-other-island-emigrates", "R-NOBOAT-1 R-EMI-2 D-13 D-14",
                "Red, without boats, puts one on Samoa/1 and fills it: the beach (mostly blue) emigrates through a jetty Red chooses")
                .start(off(BLUE, RED).tile("Samoa", h(0, 1), r(3)).boats("Samoa", 1, "2B").boats("Tonga", 1, "B").activePlayer(RED)
                        .stackTop("Fidschi"))
                .play("noboat Samoa", "beaches Samoa/1", "emigrate Samoa/1 via 2")
                .firstWhile(DecisionKind.LANDING)
                .expect("BoatsPlaced colour=red beach=Samoa/1 count=1 rule=R-NOBOAT-1", "EmigrationStarted beach=Samoa/1 jetty=2 group=2B+R",
                        "TilePlaced tile=Fidschi hex=1,1");
        vec("noboat-tonga-removed", "R-NOBOAT-1 D-8 D-10",
                "Tonga has left the game: a player without boats may only put one boat on another island (or settle)")
                .start(off(BLUE, RED).noTile("Tonga").removed("Tonga").tile("Samoa", h(0, 1), r(3)).tile("Hawaii", h(1, 0), r(0))
                        .boats("Samoa", 1, "B").activePlayer(RED))
                .play("noboat Hawaii", "beaches Hawaii/2")
                .expect("BoatsPlaced colour=red beach=Hawaii/2 count=1 rule=R-NOBOAT-1");
        vec("noboat-mask-only-settles", "D-8 R-NEW-1 D-9",
                "Red's only boat is on a mask (it counts as on the table by default): his only option is the new settlement, played by itself")
                .start(off(BLUE, RED).tile("Samoa", h(0, 1), r(3)).tile("Hawaii", h(0, -1), r(0)).royal("Hawaii", RED)
                        .boats("Tonga", 2, "B").stackTop("W13", "Nauru"))
                .play("expand Tonga", "beaches Tonga/5")
                .first(3)
                .expect("TurnStarted turn=2 player=red noboat=false", "FleetWithdrawn colour=red", "TileDrawn tile=W13", "TileDrawn tile=Nauru",
                        "BoatsPlaced colour=red beach=Nauru/");
        vec("noboat-mask-option-false", "D-8 R-NOBOAT-1",
                "O-MASK-COUNTS-ON-TABLE=false: Red's only boat is on a mask, so R-NOBOAT-1 applies to him")
                .start(off(RuleOptions.defaults().withMaskCountsOnTable(false), BLUE, RED).tile("Samoa", h(0, 1), r(3))
                        .tile("Hawaii", h(0, -1), r(0)).royal("Hawaii", RED).boats("Tonga", 2, "B").activePlayer(RED))
                .play("noboat Samoa", "beaches Samoa/3")
                .expect("BoatsPlaced colour=red beach=Samoa/3 count=1 rule=R-NOBOAT-1");

        // ---------------------------------------------------------------- royal islands
        vec("royal-found", "R-ROYAL-1 R-ROYAL-2",
                "Blue founds Samoa (only his three boats): one boat on the mask, two back; next turn nobody may expand there")
                .start(off(BLUE, RED).tile("Samoa", h(0, 1), r(3)).boats("Samoa", 1, "2B").boats("Samoa", 3, "B").boats("Tonga", 1, "B")
                        .boats("Tonga", 2, "R"))
                .play("royal Samoa")
                .expect("RoyalIslandFounded owner=blue island=Samoa returned=2B", "TurnEnded turn=1 player=blue", "TurnStarted turn=2 player=red");
        vec("royal-single-boat", "R-ROYAL-1",
                "One boat is enough to found a royal island: it goes onto the mask, nothing goes back")
                .start(off(BLUE, RED).tile("Hawaii", h(0, 1), r(3)).boats("Hawaii", 2, "B").boats("Tonga", 1, "B").boats("Tonga", 2, "R"))
                .play("royal Hawaii")
                .expect("RoyalIslandFounded owner=blue island=Hawaii returned=-");
        vec("royal-not-offered", "R-ROYAL-1 R-ROYAL-2",
                "No royal island is offered: Blue founded two already, Samoa holds a red boat, Tonga never; Oahu is royal (no expansion there)")
                .start(off(BLUE, RED).tile("Samoa", h(0, 1), r(3)).tile("Hawaii", h(0, -1), r(0)).tile("Oahu", h(1, 0), r(2))
                        .tile("Fidschi", h(-1, 0), r(5)).royal("Hawaii", BLUE).royal("Oahu", RED).boats("Tonga", 1, "B")
                        .boats("Samoa", 1, "B+R").boats("Fidschi", 1, "B").royal("Tuvalu", BLUE).tile("Tuvalu", h(-1, 1), r(4)))
                .play("expand Fidschi", "beaches Fidschi/2")
                .expect("BoatsPlaced colour=blue beach=Fidschi/2");
        vec("royal-bounce-over-water", "R-ROYAL-2 R-ROYAL-3 D-5 R-LAND-1",
                "Tubuai/1's group crosses W13 and reaches red's royal Samoa: it turns back to Tubuai without a check or a draw and lands one boat per free beach first")
                .start(bounce(true, "B+R+G", "B", BLUE))
                .play("emigrate Tubuai/1 via 2", "land blue Tubuai/2", "land red Tubuai/1", "land green Tubuai/1")
                .expect("RouteCrossed tile=W13 hex=2,0 from=5 to=0", "BouncedFromRoyalIsland royal=Samoa origin=Tubuai",
                        "BoatLanded colour=green beach=Tubuai/1", "TurnEnded");
        vec("royal-jetty-facing", "D-5 R-ROYAL-3",
                "A jetty directly facing a royal island bounces at once: nothing crossed, nothing drawn")
                .start(bounce(true, "B+R+G", "B", BLUE))
                .play("emigrate Tubuai/1 via 1")
                .firstWhile(DecisionKind.LANDING)
                .expect("EmigrationStarted beach=Tubuai/1 jetty=1 group=B+R+G\nBouncedFromRoyalIsland royal=Samoa origin=Tubuai");
        vec("royal-owner-bounces", "D-5",
                "The owner's own boats bounce from his royal island too")
                .start(bounce(true, "3R", "B", RED))
                .play("emigrate Tubuai/1 via 2")
                .firstWhile(DecisionKind.LANDING)
                .expect("BouncedFromRoyalIsland royal=Samoa origin=Tubuai");
        vec("royal-way-back-draws-nothing", "D-5 D-3 R-EMI-3",
                "W01 is drawn on the way out (the only open jetty, D-3) and leads onto the royal island; the way back draws nothing")
                .start(bounceFromTurn())
                .play("expand Tubuai", "beaches Tubuai/1")
                .firstWhile(DecisionKind.LANDING)
                .expect("TileDrawn tile=W01", "TilePlaced tile=W01 hex=2,0 rotation=r5 rule=R-EMI-3", "BouncedFromRoyalIsland");
        vec("royal-landing-back-chain", "R-ROYAL-3 R-CHAIN-1",
                "The landing back fills Tubuai/2, which emigrates next (R-CHAIN-1)")
                .start(bounce(true, "B+R+G", "B", BLUE).stackTop("W05"))
                .play("emigrate Tubuai/1 via 1", "land blue Tubuai/1", "land red Tubuai/2", "land green Tubuai/2", "emigrate Tubuai/2 via 5")
                .expect("BoatLanded colour=green beach=Tubuai/2", "EmigrationStarted beach=Tubuai/2 jetty=5 group=B+R+G", "TileDrawn tile=W05");

        // ---------------------------------------------------------------- new settlement
        vec("settle-withdraw-draw-place", "R-NEW-1 D-9 D-13",
                "Blue settles: his beach boats come off (Red's stay), a water tile and an island are drawn and placed where he likes, one boat on the island")
                .start(off(BLUE, RED).tile("Samoa", h(0, 1), r(3)).boats("Tonga", 1, "B+R").boats("Samoa", 1, "2B").boats("Samoa", 2, "R")
                        .stackTop("W07", "Oahu"))
                .play("settle", "place 0,-1 r2", "place -1,-1 r4", "beaches Oahu/2")
                .expect("FleetWithdrawn colour=blue beach=Tonga/1 beach=Samoa/1 beach=Samoa/1", "TileDrawn tile=W07 left=29 rule=R-NEW-1",
                        "TilePlaced tile=W07 hex=0,-1 rotation=r2 rule=D-9", "TileDrawn tile=Oahu", "BoatsPlaced colour=blue beach=Oahu/2 count=1 "
                                + "rule=R-NEW-1", "TurnEnded");
        vec("settle-one-berth-fills", "R-NEW-1 R-EMI-1 D-9 D-18",
                "The settlement's boat fills a one-berth beach: it emigrates before the turn passes")
                .start(on("one-berth", RuleOptions.defaults(), BLUE, RED).boats("Tonga", 1, "B").boats("Tonga", 2, "R")
                        .stack("Atoll", "W13", "Haven", "W01", "Reef", "W02"))
                .play("settle", "place 0,1 r3", "beaches Atoll/1", "land blue Haven/1")
                .expect("BoatsPlaced colour=blue beach=Atoll/1 count=1 rule=R-NEW-1", "EmigrationStarted beach=Atoll/1 jetty=1 group=B",
                        "TilePlaced tile=W13 hex=1,0 rotation=r1 rule=R-EMI-3", "TilePlaced tile=Haven hex=1,1 rotation=r3 rule=R-VOY-4",
                        "TurnEnded turn=1 player=blue");

        // ---------------------------------------------------------------- emigration, voyage
        vec("emi-choose-beach-and-jetty", "R-EMI-2 R-EMI-3 D-13",
                "Tubuai/1 (jetties 1 and 2) and Tonga/4 are full: Blue chooses beach and jetty before anything is drawn")
                .start(off(BLUE, RED).tile("Tubuai", h(0, 1), r(3)).boats("Tubuai", 1, "2B+R").boats("Tonga", 4, "B+2R").stackTop("Samoa", "Oahu")
                        .emigrationsPending())
                .play("emigrate Tubuai/1 via 2")
                .firstWhile(DecisionKind.LANDING)
                .firstWhile(DecisionKind.EMIGRATION)
                .firstWhile(DecisionKind.LANDING)
                .expect("EmigrationStarted beach=Tubuai/1 jetty=2 group=2B+R", "TilePlaced tile=Samoa hex=1,1 rotation=r2 rule=R-EMI-3",
                        "EmigrationStarted beach=Tonga/4 jetty=3", "TilePlaced tile=Oahu hex=0,-1 rotation=r0");
        vec("emi-water-in-front", "R-EMI-3 R-VOY-1 R-VOY-4",
                "W13 already lies in front of Tonga/1: no tile is drawn for the jetty; the group crosses W13 and draws at the route's end")
                .start(off(BLUE, RED, GREEN).tile("W13", h(0, 1), r(3)).boats("Tonga", 1, "R+G").boats("Tonga", 3, "B").stackTop("Samoa"))
                .play("expand Tonga", "beaches Tonga/1")
                .firstWhile(DecisionKind.LANDING)
                .expect("EmigrationStarted beach=Tonga/1 jetty=0", "RouteCrossed tile=W13 hex=0,1 from=0 to=5 difficulty=0 colours=3",
                        "TileDrawn tile=Samoa left=29 rule=R-VOY-4", "TilePlaced tile=Samoa hex=-1,1 rotation=r5 rule=R-VOY-4");
        vec("emi-island-in-front", "R-EMI-3 R-LAND-1",
                "Samoa already lies in front of Tonga/1: the group lands on it directly, nothing is drawn")
                .start(off(BLUE, RED, GREEN).tile("Samoa", h(0, 1), r(3)).boats("Tonga", 1, "R+G").boats("Tonga", 3, "B"))
                .play("expand Tonga", "beaches Tonga/1", "land blue Samoa/2", "land red Samoa/3")
                .expect("EmigrationStarted beach=Tonga/1 jetty=0 group=B+R+G\n? LANDING", "BoatLanded colour=green beach=Samoa/1");
        vec("voy-route-decides", "R-VOY-1",
                "With islands on three sides of W01, its route 0-1 alone decides: the group reaches Samoa")
                .start(off(BLUE, RED, GREEN).tile("W01", h(0, 1), r(3)).tile("Samoa", h(1, 0), r(1)).tile("Fidschi", h(0, 2), r(3))
                        .tile("Oahu", h(-1, 1), r(5)).boats("Tonga", 1, "R+G").boats("Tonga", 3, "B"))
                .play("expand Tonga", "beaches Tonga/1")
                .firstWhile(DecisionKind.LANDING)
                .expect("RouteCrossed tile=W01 hex=0,1 from=0 to=1 difficulty=0 colours=3", "BoatLanded colour=blue beach=Samoa/");
        vec("voy-four-colours-cross-a-4", "R-VOY-2 R-VOY-4",
                "Four colours cross W05's route 0-3 of difficulty 4")
                .start(off(BLUE, RED, GREEN, YELLOW).tile("Fidschi", h(0, 1), r(3)).boats("Fidschi", 1, "R+2G+Y").boats("Fidschi", 2, "B")
                        .boats("Tonga", 1, "B").stackTop("W05", "Samoa"))
                .play("expand Fidschi", "beaches Fidschi/1")
                .firstWhile(DecisionKind.LANDING)
                .expect("EmigrationStarted beach=Fidschi/1 jetty=1 group=B+R+2G+Y", "TilePlaced tile=W05 hex=1,0 rotation=r1 rule=R-EMI-3",
                        "RouteCrossed tile=W05 hex=1,0 from=0 to=3 difficulty=4 colours=4");
        vec("voy-three-colours-fail-a-4", "R-VOY-2 R-VOY-3",
                "Three colours fail W05's route of difficulty 4: the boats go back, the tile stays")
                .start(off(BLUE, RED, GREEN, YELLOW).tile("Fidschi", h(0, 1), r(3)).boats("Fidschi", 1, "3R+G").boats("Fidschi", 2, "B")
                        .boats("Tonga", 1, "B").stackTop("W05", "Samoa"))
                .play("expand Fidschi", "beaches Fidschi/1")
                .expect("CrossingFailed tile=W05", "difficulty=4 colours=3", "BoatsReturned boats=B+3R+G rule=R-VOY-3");
        vec("voy-checked-on-table-tiles", "R-VOY-2 R-VOY-3",
                "W03 (route 0-1 of difficulty 3) is already on the table: two colours fail it, nothing is drawn")
                .start(off(BLUE, RED, GREEN).tile("W03", h(0, 1), r(3)).boats("Tonga", 1, "B+R").boats("Tonga", 3, "B").stackTop("Samoa"))
                .play("expand Tonga", "beaches Tonga/1,2")
                .expect("CrossingFailed tile=W03 hex=0,1 from=0 to=1 difficulty=3 colours=2", "BoatsReturned boats=2B+R rule=R-VOY-3",
                        "TurnEnded");
        vec("voy-every-tile-checked", "R-VOY-2 R-VOY-3 R-VOY-4",
                "The group crosses W02's 2 and fails W06's 3 further on")
                .start(off(BLUE, RED).tile("W02", h(0, 1), r(3)).tile("W06", h(1, 0), r(1)).boats("Tonga", 1, "B+R").boats("Tonga", 3, "B")
                        .stackTop("Samoa"))
                .play("expand Tonga", "beaches Tonga/1,2")
                .expect("RouteCrossed tile=W02 hex=0,1 from=0 to=1 difficulty=2 colours=2", "CrossingFailed tile=W06 hex=1,0 from=0 to=3 difficulty=3",
                        "BoatsReturned boats=2B+R rule=R-VOY-3");
        vec("voy-failure-then-other-beach", "R-VOY-3 R-EMI-2 D-14",
                "Tonga/1 fails on the drawn W05; the turn goes on with Tonga/4 (only red boats, D-14)")
                .start(off(BLUE, RED).boats("Tonga", 1, "2B+R").boats("Tonga", 4, "3R").stackTop("W05", "Samoa").emigrationsPending())
                .play("emigrate Tonga/1 via 0")
                .firstWhile(DecisionKind.LANDING)
                .expect("CrossingFailed tile=W05 hex=0,1 from=0 to=3 difficulty=4 colours=2", "BoatsReturned boats=2B+R rule=R-VOY-3",
                        "EmigrationStarted beach=Tonga/4 jetty=3 group=3R", "TilePlaced tile=Samoa hex=0,-1");
        vec("voy-existing-tile-beyond", "R-VOY-4",
                "After crossing W13 the group moves onto Samoa, already beyond the route's end: nothing is drawn")
                .start(off(BLUE, RED, GREEN).tile("W13", h(0, 1), r(3)).tile("Samoa", h(-1, 1), r(5)).boats("Tonga", 1, "R+G")
                        .boats("Tonga", 3, "B"))
                .play("expand Tonga", "beaches Tonga/1")
                .firstWhile(DecisionKind.LANDING)
                .expect("RouteCrossed tile=W13", "BoatLanded");
        vec("voy-draw-at-route-ends", "R-VOY-4 R-EMI-3",
                "Tiles are drawn at each route end, emblem facing back, until an island")
                .start(off(BLUE, RED, GREEN).boats("Tonga", 1, "R+G").boats("Tonga", 3, "B").stackTop("W01", "W13", "Samoa"))
                .play("expand Tonga", "beaches Tonga/1")
                .firstWhile(DecisionKind.LANDING)
                .expect("TilePlaced tile=W01 hex=0,1 rotation=r3 rule=R-EMI-3", "TilePlaced tile=W13 hex=1,0 rotation=r1 rule=R-VOY-4",
                        "TilePlaced tile=Samoa hex=1,1 rotation=r3 rule=R-VOY-4");
        vec("voy-same-tile-twice", "D-12",
                "A voyage crosses W08 twice, on two routes, checked each time")
                .start(off(BLUE, RED, GREEN).tile("W08", h(0, 1), r(1)).tile("W02", h(1, 1), r(0)).tile("W01", h(1, 0), r(0))
                        .boats("Tonga", 1, "R+G").boats("Tonga", 3, "B").stackTop("Samoa"))
                .play("expand Tonga", "beaches Tonga/1")
                .firstWhile(DecisionKind.LANDING)
                .expect("RouteCrossed tile=W08 hex=0,1 from=2 to=4", "RouteCrossed tile=W08 hex=0,1 from=3 to=0 difficulty=3 colours=3");
        vec("voy-same-tile-twice-fails", "D-12 R-VOY-3",
                "The second crossing of W08 is checked again: two colours pass its 0 route, then fail its 3 route")
                .start(off(BLUE, RED, GREEN).tile("W08", h(0, 1), r(1)).tile("W02", h(1, 1), r(0)).tile("W01", h(1, 0), r(0))
                        .boats("Tonga", 1, "B+R").boats("Tonga", 3, "B").stackTop("Samoa"))
                .play("expand Tonga", "beaches Tonga/1,2")
                .expect("RouteCrossed tile=W08 hex=0,1 from=2 to=4 difficulty=0 colours=2", "CrossingFailed tile=W08 hex=0,1 from=3 to=0 difficulty=3 colours=2");

        // ---------------------------------------------------------------- landing
        vec("land-one-per-beach-first", "R-LAND-1 D-6",
                "Five boats land on Samoa: first one on each free beach, then the rest anywhere")
                .start(off(BLUE, RED).tile("Fidschi", h(0, 1), r(3)).boats("Fidschi", 1, "2B+2R").stackTop("Samoa"))
                .play("expand Fidschi", "beaches Fidschi/1,2", "land blue Samoa/1", "land red Samoa/2", "land blue Samoa/3", "land red Samoa/3",
                        "land blue Samoa/3")
                .expect("BoatLanded colour=blue beach=Samoa/1", "BoatLanded colour=blue beach=Samoa/3", "TurnEnded");
        vec("land-existing-island-any-edge", "R-LAND-1",
                "Samoa lies with its emblem edge (no jetty) facing Fidschi's jetty: the group lands on it all the same; colours on a beach do not matter")
                .start(off(BLUE, RED).tile("Fidschi", h(0, 1), r(3)).tile("Samoa", h(1, 0), r(1)).boats("Fidschi", 1, "2B+2R")
                        .boats("Samoa", 2, "R"))
                .play("expand Fidschi", "beaches Fidschi/1,2", "land red Samoa/2", "land blue Samoa/1")
                .firstWhile(DecisionKind.LANDING)
                .expect("BoatLanded colour=red beach=Samoa/2");
        vec("land-short-greens-land", "R-LAND-2 D-6",
                "Five boats, three free berths on Muroroa: Blue lets the greens land; two blue boats go back")
                .start(threeBerthsForFive())
                .play("land green Muroroa/1", "land green Muroroa/2")
                .expect("BoatLanded colour=blue beach=Muroroa/3", "BoatsReturned boats=2B rule=R-LAND-2");
        vec("land-short-blues-land", "R-LAND-2 D-13",
                "The same landing with blues chosen: the greens go back")
                .start(threeBerthsForFive())
                .play("land blue Muroroa/1", "land blue Muroroa/2", "land blue Muroroa/3")
                .expect("BoatsReturned boats=2G rule=R-LAND-2");
        vec("land-full-beach-not-free", "D-6 R-CHAIN-1",
                "A full beach waiting to emigrate is not free: two boats, two free beaches, one each; then the waiting beach emigrates")
                .start(off(BLUE, RED).tile("Muroroa", h(0, 1), r(3)).tile("Samoa", h(1, 0), r(1)).boats("Muroroa", 1, "B+R")
                        .boats("Samoa", 1, "3R").emigrationsPending())
                .play("emigrate Muroroa/1 via 1", "land blue Samoa/2")
                .firstWhile(DecisionKind.EMIGRATION)
                .firstWhile(DecisionKind.LANDING)
                .expect("BoatLanded colour=blue beach=Samoa/2\nBoatLanded colour=red beach=Samoa/3", "EmigrationStarted beach=Samoa/1");
        vec("land-spread-when-short", "D-6",
                "Two boats, three free beaches: each boat on a different beach (O-LANDING-SPREAD-WHEN-SHORT default)")
                .start(off(BLUE, RED).tile("Muroroa", h(0, 1), r(3)).boats("Muroroa", 1, "R").boats("Muroroa", 2, "B").stackTop("Samoa"))
                .play("expand Muroroa", "beaches Muroroa/1", "land blue Samoa/1", "land red Samoa/3")
                .expect("BoatLanded colour=blue beach=Samoa/1", "BoatLanded colour=red beach=Samoa/3");
        vec("land-no-spread-option", "D-6",
                "O-LANDING-SPREAD-WHEN-SHORT=false: the two boats of a short group may share a beach")
                .start(off(RuleOptions.defaults().withLandingSpreadWhenShort(false), BLUE, RED).tile("Muroroa", h(0, 1), r(3))
                        .boats("Muroroa", 1, "R").boats("Muroroa", 2, "B").stackTop("Samoa"))
                .play("expand Muroroa", "beaches Muroroa/1", "land blue Samoa/1", "land red Samoa/1")
                .expect("BoatLanded colour=blue beach=Samoa/1", "BoatLanded colour=red beach=Samoa/1");
        vec("land-back-only-when-full", "D-6 R-LAND-2",
                "Boats go back only when every free berth is taken: four of five land")
                .start(off(BLUE, RED, GREEN).tile("Fidschi", h(0, 1), r(3)).tile("Muroroa", h(1, 0), r(1)).boats("Fidschi", 1, "3B+2G")
                        .boats("Muroroa", 1, "R").boats("Muroroa", 3, "2R").emigrationsPending())
                .play("land blue Muroroa/1", "land blue Muroroa/2", "land blue Muroroa/3")
                .expect("BoatLanded colour=green beach=Muroroa/2", "BoatsReturned boats=G rule=R-LAND-2");
        vec("land-berths-suffice", "D-6 R-LAND-1",
                "Five boats, three beaches with room for all: nobody goes back")
                .start(off(BLUE, RED).tile("Fidschi", h(0, 1), r(3)).tile("Muroroa", h(1, 0), r(1)).boats("Fidschi", 1, "3B+2R")
                        .emigrationsPending())
                .firstWhile(DecisionKind.LANDING)
                .expect("BoatLanded colour=red beach=Muroroa/2");

        // ---------------------------------------------------------------- chains
        vec("chain-all-full-beaches", "R-CHAIN-1 R-EMI-2 R-VOY-3 D-13 D-14",
                "Landings fill Muroroa's beaches: Blue orders all full beaches of all islands; the last one goes by itself; then the turn ends")
                .start(off(BLUE, RED, GREEN).tile("Muroroa", h(0, 1), r(3)).boats("Muroroa", 1, "R").boats("Muroroa", 2, "R")
                        .boats("Muroroa", 3, "2R").boats("Tonga", 1, "B+R+G").boats("Tonga", 4, "G+2R").boats("Tonga", 5, "B")
                        .boats("Tonga", 2, "R").stackTop("W07", "W06", "W05", "W11").emigrationsPending())
                .play("emigrate Tonga/1 via 0", "land blue Muroroa/1", "land red Muroroa/2", "emigrate Muroroa/3 via 5", "emigrate Tonga/4 via 3",
                        "emigrate Muroroa/1 via 1")
                .expect("BoatLanded colour=green beach=Muroroa/3", "EmigrationStarted beach=Muroroa/3 jetty=5",
                        "EmigrationStarted beach=Muroroa/2 jetty=2 group=2R", "TurnEnded turn=1 player=blue");
        vec("d14-others-beach-after-own", "D-14 R-VOY-3",
                "After Blue's own failed emigration, Tonga/4 (only red boats) still emigrates before the turn ends")
                .start(off(BLUE, RED).boats("Tonga", 1, "2B+R").boats("Tonga", 4, "3R").stackTop("W05", "W13", "Samoa").emigrationsPending())
                .play("emigrate Tonga/4 via 3")
                .firstWhile(DecisionKind.LANDING)
                .expect("EmigrationStarted beach=Tonga/4 jetty=3 group=3R", "EmigrationStarted beach=Tonga/1 jetty=0");

        // ---------------------------------------------------------------- endless chains
        vec("loop-closed-by-water", "R-LOOP-1 D-2 D-3 D-10 D-16",
                "Atoll's only jetty leads over A and B back to itself: choosing its full beach removes it, all its boats go back; nothing drawn")
                .start(decoy(loop(loops(BLUE, RED, GREEN), "Atoll", "B"), "2G").boats("Atoll", 1, "B+R").boats("Home", 1, "B")
                        .boats("Home", 2, "R").emigrationsPending())
                .play("emigrate Atoll/1 closed")
                .expect("IslandRemoved island=Atoll hex=5,0 returned=B+R rule=R-LOOP-1", "EmigrationStarted beach=Decoy/1", "TurnEnded");
        vec("loop-closed-by-royal", "R-LOOP-1 D-2 D-16",
                "A jetty facing a royal island, or leading over water to one, is BACK: Twin is closed")
                .start(decoy(loops(BLUE, RED, GREEN), "2G").tile("Twin", h(5, 0), r(0)).tile("Extra", h(5, 1), r(0)).royal("Extra", GREEN)
                        .tile("B", h(6, 0), r(1)).boats("Twin", 1, "B+R").boats("Twin", 2, "R").boats("Home", 1, "B").emigrationsPending())
                .play("emigrate Twin/1 closed")
                .expect("IslandRemoved island=Twin hex=5,0 returned=B+2R rule=R-LOOP-1");
        vec("loop-one-open-jetty", "D-2 R-EMI-3",
                "One jetty leading to an empty hex keeps Twin open: its full beach emigrates normally")
                .start(decoy(loops(BLUE, RED, GREEN), "2G").tile("Twin", h(5, 0), r(0)).tile("A", h(5, 1), r(0)).boats("Twin", 1, "B+R")
                        .boats("Home", 1, "B").emigrationsPending().stackTop("Extra"))
                .play("emigrate Twin/1 via 0")
                .firstWhile(DecisionKind.LANDING)
                .expect("EmigrationStarted beach=Twin/1 jetty=0", "RouteCrossed tile=A", "TileDrawn tile=Extra");
        vec("loop-tonga-removed", "R-LOOP-1 D-10 D-9 R-NEW-1",
                "Every jetty of Tonga leads back over the ring: Tonga leaves the game; next turn Red settles on Tonga's empty hex")
                .start(ring(off(BLUE, RED, GREEN)).tile("Hawaii", h(0, 5), r(0)).boats("Tonga", 1, "B+R+G").boats("Tonga", 4, "3B")
                        .boats("Hawaii", 1, "B").boats("Hawaii", 2, "R").stackTop("Samoa").emigrationsPending())
                .play("emigrate Tonga/4 closed", "settle", "place 0,0 r0")
                .pick(t -> t.startsWith("beaches Samoa/"))
                .expect("IslandRemoved island=Tonga hex=0,0 returned=4B+R+G rule=R-LOOP-1", "TurnStarted turn=2 player=red",
                        "TilePlaced tile=Samoa hex=0,0 rotation=r0 rule=D-9");
        vec("loop2-no-island-left", "R-LOOP-1 R-LOOP-2 D-9",
                "Blue fills Tonga/1 of a closed Tonga, the only island: it leaves, and Blue draws until an island, placing each tile freely, no boat")
                .start(ring(off(BLUE, RED, GREEN)).boats("Tonga", 1, "R+G").boats("Tonga", 2, "B").stackTop("W05", "Samoa"))
                .play("expand Tonga", "beaches Tonga/1", "place 0,0 r2", "place 0,2 r0")
                .expect("IslandRemoved island=Tonga hex=0,0 returned=2B+R+G rule=R-LOOP-1", "TileDrawn tile=W05 left=24 rule=R-LOOP-2",
                        "TilePlaced tile=W05 hex=0,0 rotation=r2 rule=D-9", "TileDrawn tile=Samoa", "TurnEnded turn=1 player=blue",
                        "TurnStarted turn=2 player=red noboat=true");
        vec("loop2-redraw-then-waiting-beach", "R-LOOP-2 D-9 D-10",
                "Blue loses his only boats with Atoll: he redraws (D, then the island Extra, on Atoll's empty hex first); then the waiting Decoy beach emigrates")
                .start(decoy(loop(loops(BLUE, RED), "Atoll", "B"), "2R").boats("Atoll", 1, "2B").boats("Home", 1, "R").stackTop("D", "Extra")
                        .emigrationsPending())
                .play("emigrate Atoll/1 closed", "place 5,0 r0", "place 7,0 r0")
                .expect("IslandRemoved island=Atoll", "TileDrawn tile=D", "rule=R-LOOP-2", "TilePlaced tile=Extra hex=7,0 rotation=r0 rule=D-9",
                        "EmigrationStarted beach=Decoy/1", "TurnEnded");
        vec("loop2-mask-counts", "R-LOOP-2 D-8 D-10",
                "Blue's only other boat is on a mask: it counts as on the table (default), so no redraw")
                .start(decoy(loop(loops(BLUE, RED), "Atoll", "B"), "2R").tile("Extra", h(-6, 0), r(0)).royal("Extra", BLUE)
                        .boats("Atoll", 1, "2B").boats("Home", 1, "R").emigrationsPending())
                .play("emigrate Atoll/1 closed")
                .expect("IslandRemoved island=Atoll", "EmigrationStarted beach=Decoy/1", "TurnEnded turn=1 player=blue");
        vec("loop2-not-caused-no-boat-before", "R-LOOP-2 R-LOOP-1 D-17",
                "Blue has no boat on the table when the all-red Atoll is removed: the removal gave him nothing back, so no redraw")
                .start(decoy(loop(loops(BLUE, RED), "Atoll", "B"), "2R").boats("Atoll", 1, "2R").boats("Home", 1, "R").stackTop("D", "Extra")
                        .emigrationsPending())
                .play("emigrate Atoll/1 closed")
                .expect("IslandRemoved island=Atoll hex=5,0 returned=2R rule=R-LOOP-1", "EmigrationStarted beach=Decoy/1", "TurnEnded turn=1 player=blue",
                        "TurnStarted turn=2 player=red");
        vec("loop2-not-caused-group-failed-earlier", "R-LOOP-2 R-VOY-3 R-LOOP-1",
                "Blue's only boats fail the crossing of C first; then red's closed Atoll is removed: Blue lost his boats earlier in the "
                        + "turn, not through the removal, so no redraw (the result does not depend on the order of emigrations)")
                .start(loopNear(loops(BLUE, RED), "Atoll", "B").tile("Ping", h(-6, 0), r(0)).tile("C", h(-6, 1), r(0)).boats("Ping", 1, "2B")
                        .boats("Atoll", 1, "2R").boats("Home", 1, "R").stackTop("D", "Extra").emigrationsPending())
                .play("emigrate Ping/1 via 0")
                .expect("CrossingFailed tile=C", "BoatsReturned boats=2B rule=R-VOY-3", "IslandRemoved island=Atoll hex=3,0 returned=2R rule=R-LOOP-1",
                        "TurnEnded turn=1 player=blue", "TurnStarted turn=2 player=red");
        vec("loop3-other-way-first", "R-LOOP-3 D-3",
                "Open/1 loops back (BACK) while Open/2 faces the open sea: only Open/2 is offered; afterwards Open/1's BACK jetty is")
                .start(decoy(loop(loops(BLUE, RED, GREEN), "Open", "B"), "2G").boats("Open", 1, "2B").boats("Open", 2, "3R").boats("Home", 1, "B")
                        .stackTop("Extra").emigrationsPending())
                .play("emigrate Open/2 via 3")
                .firstWhile(DecisionKind.LANDING)
                .play("emigrate Open/1 via 0")
                .firstWhile(DecisionKind.LANDING)
                .expect("EmigrationStarted beach=Open/2 jetty=3", "EmigrationStarted beach=Open/1 jetty=0");
        vec("loop3-same-beach-other-jetty", "R-LOOP-3 D-2",
                "Duo's beach has a BACK jetty and an open one: it may leave only through the open one")
                .start(decoy(loop(loops(BLUE, RED, GREEN), "Duo", "B"), "2G").boats("Duo", 1, "2B").boats("Home", 1, "B").stackTop("Extra")
                        .emigrationsPending())
                .play("emigrate Duo/1 via 1")
                .firstWhile(DecisionKind.LANDING)
                .expect("EmigrationStarted beach=Duo/1 jetty=1");
        vec("d3-back-jetty-ordinary", "D-3 R-VOY-1",
                "A BACK jetty on an island that is not closed is an ordinary emigration: the group crosses the loop and lands back on Open")
                .start(decoy(loop(loops(BLUE, RED, GREEN), "Open", "B"), "2G").boats("Open", 1, "2B").boats("Open", 2, "R").boats("Home", 1, "B")
                        .emigrationsPending())
                .play("emigrate Open/1 via 0", "land blue Open/2")
                .expect("RouteCrossed tile=A hex=5,1 from=3 to=4", "RouteCrossed tile=B hex=6,0 from=0 to=1", "BoatLanded colour=blue beach=Open/2");
        vec("d3-back-jetty-colours", "D-3 R-VOY-2 R-VOY-3",
                "The same BACK emigration checks colours: C's route needs two colours, the boats go back, the island stays")
                .start(decoy(loop(loops(BLUE, RED, GREEN), "Open", "C"), "2G").boats("Open", 1, "2B").boats("Open", 2, "R").boats("Home", 1, "B")
                        .emigrationsPending())
                .play("emigrate Open/1 via 0")
                .expect("CrossingFailed tile=C hex=6,0 from=0 to=1 difficulty=2 colours=1", "BoatsReturned boats=2B rule=R-VOY-3");
        vec("d4-ping-pong", "D-4 R-CHAIN-1 R-LOOP-1",
                "Blue fills Ping, which faces Pong, which faces Ping: the beach record repeats and both islands are removed")
                .start(loops(BLUE, RED).tile("Ping", h(3, 0), r(0)).tile("Pong", h(3, 1), r(3)).boats("Ping", 1, "B").boats("Home", 1, "B")
                        .boats("Home", 2, "R"))
                .play("expand Ping")
                .expect("EmigrationStarted beach=Ping/1", "EmigrationStarted beach=Pong/1", "IslandRemoved island=Ping hex=3,0 returned=2B rule=D-4",
                        "IslandRemoved island=Pong hex=3,1 returned=- rule=D-4", "TurnEnded");
        vec("d4-self-loop-refills-beach", "D-4 D-6",
                "Mid-landing position: Tri/1's group came back round the loop; landing it on beaches 1 and 3 repeats the record: Tri is removed")
                .start(loopNear(loops(BLUE, RED), "Tri", "B").boats("Tri", 1, "2B").boats("Tri", 2, "R").boats("Tri", 3, "B").boats("Home", 1, "B")
                        .emigrationsPending())
                .play("land blue Tri/1", "land blue Tri/3", "land blue Tri/1", "land blue Tri/3")
                .expect("EmigrationStarted beach=Tri/3 jetty=5", "IslandRemoved island=Tri hex=3,0 returned=3B+R rule=D-4", "TurnEnded");
        vec("d4-no-repeat", "D-4 D-6",
                "The same loop with other landing choices: no record repeats, nothing is removed")
                .start(loopNear(loops(BLUE, RED), "Tri", "B").boats("Tri", 1, "2B").boats("Tri", 2, "R").boats("Tri", 3, "B").boats("Home", 1, "B")
                        .emigrationsPending())
                .play("land blue Tri/1", "land blue Tri/2")
                .expect("TurnEnded turn=1 player=blue");
        vec("loop-colour-aware", "D-2 R-VOY-3",
                "O-LOOP-COLOUR-AWARE=true: the loop over C (difficulty 2) cannot be crossed by one colour, so Atoll is not closed; the emigration fails normally")
                .start(decoy(loop(loops(RuleOptions.defaults().withLoopColourAware(true), BLUE, RED), "Atoll", "C"), "2R")
                        .boats("Atoll", 1, "2B").boats("Home", 1, "B").emigrationsPending())
                .play("emigrate Atoll/1 via 0")
                .expect("CrossingFailed tile=C hex=6,0 from=0 to=1 difficulty=2 colours=1", "BoatsReturned boats=2B rule=R-VOY-3");
        vec("loop-colour-aware-enough-colours", "D-2 R-LOOP-1",
                "O-LOOP-COLOUR-AWARE=true with enough colours for every route: the loop is BACK again, Atoll is closed")
                .start(decoy(loop(loops(RuleOptions.defaults().withLoopColourAware(true), BLUE, RED, GREEN), "Atoll", "C"), "2G")
                        .boats("Atoll", 1, "B+R").boats("Home", 1, "B").emigrationsPending())
                .play("emigrate Atoll/1 closed")
                .expect("IslandRemoved island=Atoll hex=5,0 returned=B+R rule=R-LOOP-1");
        vec("loop-colour-blind-default", "D-2",
                "By default (O-LOOP-COLOUR-AWARE=false) the same loop over C is BACK for one colour: Atoll is closed")
                .start(decoy(loop(loops(BLUE, RED), "Atoll", "C"), "2R").boats("Atoll", 1, "2B").boats("Home", 1, "B").emigrationsPending())
                .play("emigrate Atoll/1 closed")
                .expect("IslandRemoved island=Atoll hex=5,0 returned=2B rule=R-LOOP-1");
        vec("d10-removal-does-not-end", "D-10 D-1 R-LOOP-1",
                "With one island and one water tile left in the stack, removing Atoll does not trigger the end")
                .start(decoy(loop(loops(BLUE, RED), "Atoll", "B"), "2R").tile("Twin", h(-6, 0), r(0)).tile("Open", h(-6, 3), r(0))
                        .tile("Tri", h(-6, 6), r(0)).tile("Ping", h(-9, 0), r(0)).tile("Pong", h(-9, 3), r(0)).tile("C", h(-9, 6), r(0))
                        .tile("D", h(-12, 0), r(0)).tile("Duo", h(-12, 3), r(0)).boats("Atoll", 1, "2B").boats("Home", 1, "B")
                        .emigrationsPending())
                .play("emigrate Atoll/1 closed")
                .expect("IslandRemoved island=Atoll", "TurnEnded turn=1 player=blue", "TurnStarted turn=2 player=red");

        // ---------------------------------------------------------------- the end
        List<String> lastIsland = List.of();
        vec("end-last-island", "R-END-1 D-1 R-SCORE-1 R-SCORE-2",
                "O-ENDGAME=VOYAGE_ONLY: the last island is drawn: the landing on it still happens, then the game is over; Home/4 stays full")
                .start(ends(RuleOptions.defaults().withEndGame(EndGame.VOYAGE_ONLY), lastIsland, "Last", "Calm").boats("Home", 1, "2B+R").boats("Home", 4, "3R")
                        .emigrationsPending())
                .play("emigrate Home/1 via 0")
                .firstWhile(DecisionKind.LANDING)
                .expect("TileDrawn tile=Last left=1 rule=R-EMI-3", "EndTriggered tile=Last", "BoatLanded", "TurnEnded turn=1 player=blue", "GameOver");
        vec("end-last-island-finish-turn", "D-1 R-END-1",
                "O-ENDGAME=FINISH_TURN (default): after the last island, Home/4 still emigrates and draws Calm from what is left of "
                        + "the stack (an ordinary draw); beyond it the stack is empty, so its boats go back (D-1); then the game ends")
                .start(ends(RuleOptions.defaults(), lastIsland, "Last", "Calm").boats("Home", 1, "2B+R")
                        .boats("Home", 4, "3R").emigrationsPending())
                .play("emigrate Home/1 via 0")
                .first(100)
                .expect("EndTriggered tile=Last", "EmigrationStarted beach=Home/4 jetty=3 group=3R", "TileDrawn tile=Calm left=0", "GameOver");
        vec("end-last-water-stranded", "R-END-1 D-1 D-11",
                "The last water tile is drawn: the group sails onto it and stays there, although it could cross")
                .start(ends(RuleOptions.defaults(), List.of("Mid", "Far"), "Calm", "Last").tile("Mid", h(3, 0), r(0)).tile("Far", h(3, 2), r(0))
                        .boats("Mid", 1, "B+R").boats("Far", 1, "R").boats("Home", 1, "B").activePlayer(RED))
                .play("expand Mid")
                .expect("EmigrationStarted beach=Mid/1 jetty=0 group=B+2R", "EndTriggered tile=Calm", "GroupStranded tile=Calm hex=3,1 boats=B+2R",
                        "GameOver");
        vec("end-last-water-failed", "R-END-1 R-VOY-3",
                "The last water tile's route is too hard: the group goes back as usual, nothing is stranded")
                .start(ends(RuleOptions.defaults(), List.of("Mid", "Far"), "Hard", "Last").tile("Mid", h(3, 0), r(0)).tile("Far", h(3, 2), r(0))
                        .boats("Mid", 1, "B+R").boats("Far", 1, "R").boats("Home", 1, "B").activePlayer(RED))
                .play("expand Mid")
                .expect("EndTriggered tile=Hard", "CrossingFailed tile=Hard", "BoatsReturned boats=B+2R rule=R-VOY-3", "GameOver");
        vec("end-finish-turn-after-stranding", "D-1 R-END-1",
                "O-ENDGAME=FINISH_TURN (default): after the stranding, Home/4's way needs a new tile: the island left in the stack is drawn "
                        + "and the group lands on it; the stranding applies only to the tile that triggered the end")
                .start(ends(RuleOptions.defaults(), List.of("Mid", "Far"), "Calm", "Last")
                        .tile("Mid", h(3, 0), r(0)).tile("Far", h(3, 2), r(0)).boats("Mid", 1, "B+2R").boats("Far", 1, "R").boats("Home", 1, "B")
                        .boats("Home", 4, "3R").emigrationsPending())
                .play("emigrate Mid/1 via 0")
                .first(100)
                .expect("GroupStranded tile=Calm", "EmigrationStarted beach=Home/4 jetty=3 group=3R", "TileDrawn tile=Last left=0", "BoatLanded",
                        "GameOver");
        vec("end-in-settlement-last-island", "D-1 R-NEW-1",
                "The end triggers inside a new settlement (the last island drawn): the island is placed, the boat placed, then the game is over")
                .start(ends(RuleOptions.defaults(), List.of(), "Isle", "Calm", "Calm2").boats("Home", 1, "B").boats("Home", 2, "R"))
                .play("settle", "place 0,1 r0", "beaches Isle/2")
                .expect("TileDrawn tile=Isle left=2 rule=R-NEW-1", "EndTriggered tile=Isle", "BoatsPlaced colour=blue beach=Isle/2", "GameOver");
        vec("end-in-settlement-last-water", "D-1 R-NEW-1 D-9",
                "The end triggers inside a new settlement by the last water tile: drawing goes on until the island, the boat is placed, then game over")
                .start(ends(RuleOptions.defaults(), List.of(), "Calm", "Isle", "More").boats("Home", 1, "B")
                        .boats("Home", 2, "R"))
                .play("settle", "place 0,1 r0", "place 0,2 r0", "beaches Isle/1")
                .expect("TileDrawn tile=Calm", "EndTriggered tile=Calm", "TileDrawn tile=Isle", "BoatsPlaced colour=blue beach=Isle/1", "GameOver");
        vec("end-in-redraw", "D-1 R-LOOP-2",
                "O-ENDGAME=VOYAGE_ONLY: the end triggers inside an R-LOOP-2 redraw: the redraw is finished (island placed), then game over; "
                        + "the waiting beach stays")
                .start(redraw(RuleOptions.defaults().withEndGame(EndGame.VOYAGE_ONLY)))
                .play("emigrate Atoll/1 closed", "place 0,1 r0", "place 0,2 r0")
                .expect("TileDrawn tile=Calm left=1 rule=R-LOOP-2", "EndTriggered tile=Calm", "TilePlaced tile=Isle hex=0,2", "GameOver");
        vec("end-in-redraw-finish-turn", "D-1 R-LOOP-2 D-9",
                "O-ENDGAME=FINISH_TURN (default): the end triggered inside a redraw; the waiting beach is resolved, then game over")
                .start(redraw(RuleOptions.defaults()))
                .play("emigrate Atoll/1 closed", "place 0,1 r0", "place 0,2 r0")
                .expect("TilePlaced tile=Isle", "EmigrationStarted beach=Decoy/1", "TurnEnded", "GameOver");
        vec("end-stack-set-directly", "R-END-1 D-1",
                "A scenario set the stack to one island and one water tile and the other tiles aside (the aside line): the end "
                        + "depends on what the stack holds, so drawing Samoa triggers it; the rest of the turn is played")
                .start(Scenario.of(GameSetup.builder().players(BLUE, RED).tileSet(SETS.get("official")).build())
                        .boats("Tonga", 1, "2B+R").boats("Tonga", 4, "R").stackOnly("Samoa", "W16").emigrationsPending())
                .first(100)
                .expect("BoatLanded colour=blue beach=Samoa/1", "TurnEnded turn=1 player=blue", "GameOver");
        vec("end-by-stack-not-table", "D-1 D-10",
                "The end triggers when the stack holds no more islands, though water tiles remain and an island was removed")
                .start(ends(RuleOptions.defaults(), List.of(), "Isle", "Calm", "Calm2").boats("Home", 1, "B+R").boats("Home", 3, "B"))
                .play("expand Home", "beaches Home/1,2")
                .firstWhile(DecisionKind.LANDING)
                .expect("TileDrawn tile=Isle left=2", "EndTriggered tile=Isle", "GameOver");
        vec("end-water-drawn-island-left", "D-1 R-VOY-4",
                "A water tile drawn while an island is still in the stack does not trigger the end")
                .start(ends(RuleOptions.defaults(), List.of(), "Calm", "Isle", "Calm2").boats("Home", 1, "B+R").boats("Home", 3, "B"))
                .play("expand Home", "beaches Home/1,2")
                .firstWhile(DecisionKind.LANDING)
                .expect("TileDrawn tile=Calm left=2 rule=R-EMI-3", "TileDrawn tile=Isle left=1 rule=R-VOY-4", "EndTriggered tile=Isle");

        // ---------------------------------------------------------------- scoring
        vec("score-islands-once", "R-SCORE-1 R-SCORE-2 D-11",
                "Each island with a boat of the player scores once; the stranded group scores nothing")
                .start(ends(RuleOptions.defaults(), List.of("Mid", "Far", "Spare"), "Calm", "Last").tile("Mid", h(3, 0), r(0))
                        .tile("Far", h(3, 2), r(0)).tile("Spare", h(-3, 0), r(0)).boats("Mid", 1, "B+R").boats("Far", 1, "R+B")
                        .boats("Spare", 1, "2B+2R").boats("Home", 1, "B").activePlayer(RED))
                .play("expand Mid")
                .expect("GroupStranded", "GameOver standing=1:blue:7:3:5:ISLANDS standing=2:red:7:2:5:ISLANDS");
        vec("score-tie-islands-tonga-counts", "R-SCORE-2 D-11",
                "Tied on points: most islands wins, the start island counting")
                .start(ends(RuleOptions.defaults(), List.of("Mid", "Far"), "Calm", "Last").tile("Mid", h(3, 0), r(0))
                        .tile("Far", h(3, 2), r(0)).boats("Mid", 1, "B+R").boats("Far", 1, "B+R").boats("Home", 2, "B").activePlayer(RED))
                .play("expand Mid")
                .expect("GameOver standing=1:blue:2:2:3:ISLANDS standing=2:red:2:1:3:ISLANDS");
        vec("score-fewest-boats", "R-SCORE-2 D-11",
                "Tied on points and islands: fewest boats on the table wins (a mask boat counts)")
                .start(ends(RuleOptions.defaults(), List.of("Mid", "Far", "Spare", "Isle"), "Calm", "Last").tile("Mid", h(3, 0), r(0))
                        .tile("Far", h(3, 2), r(0)).tile("Spare", h(-3, 0), r(0)).tile("Isle", h(-6, 0), r(0)).royal("Isle", BLUE)
                        .boats("Mid", 1, "B+R").boats("Far", 1, "B").boats("Home", 2, "R").boats("Spare", 1, "2R").activePlayer(RED))
                .play("expand Mid")
                .expect("GameOver standing=1:blue:5:2:3:FEWER_BOATS standing=2:red:5:2:5:FEWER_BOATS");
        vec("score-shared-rank", "D-11 R-SCORE-2",
                "Tied on points, islands and boats: a shared rank")
                .start(ends(RuleOptions.defaults(), List.of("Mid", "Far"), "Calm", "Last").tile("Mid", h(3, 0), r(0)).tile("Far", h(3, 2), r(0))
                        .boats("Mid", 1, "B+R").boats("Far", 1, "B+R").boats("Home", 2, "B").boats("Home", 3, "2R"))
                .play("expand Mid")
                .expect("SHARED");
        vec("score-stranded-counted", "D-11",
                "Stranded boats count as boats on the table for the tie-break by default")
                .start(strandedTie(RuleOptions.defaults()))
                .play("expand Home", "beaches Home/1,2")
                .expect("GroupStranded tile=Calm", "GameOver standing=1:red:3:2:2:FEWER_BOATS standing=2:blue:3:2:5:FEWER_BOATS");
        vec("score-stranded-not-counted", "D-11",
                "O-STRANDED-COUNT-ON-TABLE=false: stranded boats do not count for the tie-break (here: a shared rank instead of Red ahead)")
                .start(strandedTie(RuleOptions.defaults().withStrandedCountOnTable(false)))
                .play("expand Home", "beaches Home/1,2")
                .expect("GroupStranded tile=Calm", "GameOver standing=1:blue:3:2:2:SHARED standing=1:red:3:2:2:SHARED");

        // ---------------------------------------------------------------- D-15 stall rule (D-4 covers a turn only)
        vec("d15-stall-everyone-passes", "D-15 D-4 D-7 R-ALLBOATS-1",
                "Both players have all boats on the table and pass (take none); with stall-rounds=2 four turns are played "
                        + "without progress (the turn-start position repeats, which alone ends nothing) and the fifth does not begin")
                .start(Scenario.of(GameSetup.builder().players(BLUE, RED).tileSet(SETS.get("official"))
                                .options(RuleOptions.defaults().withStallRounds(2)).build()).allowDisconnected()
                        .tile("Fidschi", h(0, 3), r(0)).tile("Samoa", h(3, 0), r(0))
                        .boats("Tonga", 1, "B+R").boats("Tonga", 2, "B+R").boats("Tonga", 3, "B+R").boats("Tonga", 4, "B+R")
                        .boats("Tonga", 5, "B+R").boats("Tonga", 6, "B+R").boats("Fidschi", 1, "2B+2R").boats("Fidschi", 2, "2B+R")
                        .boats("Fidschi", 3, "B+2R").boats("Samoa", 1, "B+R").boats("Samoa", 2, "2B+R").boats("Samoa", 3, "B+2R"))
                .play("expand Tonga", "take none", "expand Tonga", "take none", "expand Tonga", "take none", "expand Tonga", "take none")
                .expect("TurnEnded turn=4 player=red", "Stalled turn=5 player=blue turns=4", "GameOver");
    }

    /** Official: all 15 blue boats on the table (with {@code mask}: 14 on beaches and a royal Hawaii). */
    private static Scenario allBoats(RuleOptions o, boolean mask) {
        Scenario s = off(o, BLUE, RED).tile("Samoa", h(0, 1), r(3)).tile("Hawaii", h(0, -1), r(0))
                .boats("Tonga", 1, "2B").boats("Tonga", 2, "2B").boats("Tonga", 3, "2B").boats("Tonga", 4, "2B").boats("Tonga", 5, "2B")
                .boats("Tonga", 6, "2B").boats("Samoa", 1, "B").boats("Samoa", 3, mask ? "-" : "B").boats("Samoa", 2, "B");
        if (mask) {
            s.royal("Hawaii", BLUE).boats("Samoa", 3, "-").boats("Samoa", 1, "B").boats("Samoa", 2, "B+R");
        } else {
            s.boats("Hawaii", 2, "R");
        }
        return s;
    }

    /** Official: Tubuai (3,0) r0 with a full Tubuai/1; red's royal Samoa (2,1) south-west of it; W13 at (2,0) when {@code water}. */
    private static Scenario bounce(boolean water, String group, String beach2, Colour active) {
        Scenario s = off(BLUE, RED, GREEN).tile("Tubuai", h(3, 0), r(0)).tile("Samoa", h(2, 1), r(0)).royal("Samoa", RED)
                .boats("Tubuai", 1, group).boats("Tubuai", 2, beach2).activePlayer(active).emigrationsPending();
        if (water) {
            s.tile("W13", h(2, 0), r(0));
        }
        return s;
    }

    /** Official: Blue fills Tubuai/1 by expanding; its only open jetty draws W01, which leads onto the royal Samoa. */
    private static Scenario bounceFromTurn() {
        return off(BLUE, RED, GREEN).tile("Tubuai", h(3, 0), r(0)).tile("Samoa", h(2, 1), r(0)).royal("Samoa", RED)
                .boats("Tubuai", 1, "R+G").boats("Tubuai", 2, "B").boats("Tonga", 1, "B").stackTop("W01");
    }

    /** Official: Fidschi/1 "3B+2G" lands on Muroroa with one free berth on each of its three beaches. */
    private static Scenario threeBerthsForFive() {
        return off(BLUE, RED, GREEN).tile("Fidschi", h(0, 1), r(3)).tile("Muroroa", h(1, 0), r(1)).boats("Fidschi", 1, "3B+2G")
                .boats("Muroroa", 1, "R").boats("Muroroa", 2, "R").boats("Muroroa", 3, "2R").emigrationsPending();
    }

    /** Ends: Atoll (5,0) closed by A (5,1) and B (6,0) with Blue's only boats; Decoy full facing Spare; the stack Calm, Isle. */
    private static Scenario redraw(RuleOptions o) {
        return ends(o, List.of("Atoll", "Decoy", "Spare", "A", "B"), "Calm", "Isle").tile("Atoll", h(5, 0), r(0)).tile("A", h(5, 1), r(0))
                .tile("B", h(6, 0), r(1)).tile("Decoy", h(-3, 0), r(0)).tile("Spare", h(-3, 1), r(0)).boats("Atoll", 1, "2B")
                .boats("Decoy", 1, "2R").boats("Home", 1, "R").emigrationsPending();
    }

    /** Ends: Blue fills Home/1 (3 blue boats), which strands on Calm; Mid (3) holds B 2R: a tie on points and islands. */
    private static Scenario strandedTie(RuleOptions o) {
        return ends(o, List.of("Mid"), "Calm", "Last").tile("Mid", h(3, 0), r(0)).boats("Mid", 1, "B+R").boats("Home", 1, "2B")
                .boats("Home", 3, "R");
    }

    /** Ends, for any players: like {@link #ends(RuleOptions, List, String...)}. */
    private static Scenario endsFor(Colour[] players, List<String> used, String... stack) {
        Scenario s = on("ends", RuleOptions.defaults(), players);
        int far = 0;
        for (var t : SETS.get("ends").stackTiles()) {
            String id = t.id().value();
            if (used.contains(id) || List.of(stack).contains(id)) {
                continue;
            }
            if (t.isIsland()) {
                s.removed(id);
            } else {
                s.tile(id, h(-9, 2 * far++), r(0));
            }
        }
        return s.stack(stack);
    }

    /** Official, explicit chance (a {@code bag}): a scenario whose draws are CHANCE decisions. */
    private static Scenario chance(Colour... players) {
        return Scenario.of(setup(TileSource.chance(), RuleOptions.defaults(), players[0], players));
    }

    static {
        // ---------------------------------------------------------------- start positions in the middle of things
        // Each starts at a pending decision that no other vector starts at (CONFORMANCE.md, "The pending
        // decision"), far from the end of the game, so that a port reads and prints every kind and field.
        vec("pending-setup-step-3", "R-SETUP-2 R-SETUP-3 D-13",
                "Starts at set-up step 3 of three players (Red places his second boat; a beach with two boats is not offered), then "
                        + "the set-up ends and Blue's first turn begins")
                .startAfter(() -> Game.start(setup(TileSource.shuffled(7), RuleOptions.defaults(), BLUE, BLUE, RED, GREEN)),
                        "berth Tonga/1", "berth Tonga/1", "berth Tonga/2")
                .pending("setup step=3")
                .play("berth Tonga/3", "berth Tonga/5", "berth Tonga/6")
                .expect("BoatsPlaced colour=blue beach=Tonga/3 count=1 rule=R-SETUP-2", "TurnStarted turn=1 player=blue");
        vec("pending-take", "R-ALLBOATS-1 D-7",
                "Starts at the R-ALLBOATS-1 decision of an expansion on Samoa (take a boat or none); Blue takes one from Tonga/5")
                .startAfter(allBoats(RuleOptions.defaults(), false), "expand Samoa")
                .pending("take island=Samoa")
                .play("take Tonga/5", "beaches Samoa/3")
                .expect("BoatTaken colour=blue beach=Tonga/5", "BoatsPlaced colour=blue beach=Samoa/3 count=1 rule=R-EXP-1", "TurnEnded");
        vec("pending-place-expand", "R-EXP-1",
                "Starts at the placement of an expansion on Tonga: two boats on two different beaches")
                .startAfter(off(BLUE, RED).boats("Tonga", 1, "B").boats("Tonga", 4, "B").boats("Tonga", 2, "R"), "expand Tonga")
                .pending("place island=Tonga count=2 purpose=expand")
                .play("beaches Tonga/3,6")
                .expect("BoatsPlaced colour=blue beach=Tonga/3 count=1 rule=R-EXP-1", "BoatsPlaced colour=blue beach=Tonga/6", "TurnEnded");
        vec("pending-place-noboat", "R-NOBOAT-1 D-8",
                "Starts at Red's R-NOBOAT-1 placement on Tonga: two boats, the same beach allowed")
                .startAfter(off(BLUE, RED).tile("Samoa", h(0, 1), r(3)).boats("Tonga", 1, "B").boats("Samoa", 1, "B").activePlayer(RED),
                        "noboat Tonga")
                .pending("place island=Tonga count=2 purpose=noboat")
                .play("beaches Tonga/3,3")
                .expect("BoatsPlaced colour=red beach=Tonga/3 count=2 rule=R-NOBOAT-1", "TurnEnded turn=1 player=red");
        vec("pending-place-settle", "R-NEW-1 D-9",
                "Starts at the boat of a new settlement: Oahu was drawn and placed, one boat on any of its beaches")
                .startAfter(off(BLUE, RED).boats("Tonga", 1, "B+R").stackTop("W07", "Oahu"), "settle", "place 0,-1 r2", "place -1,-1 r4")
                .pending("place island=Oahu count=1 purpose=settle")
                .play("beaches Oahu/3")
                .expect("BoatsPlaced colour=blue beach=Oahu/3 count=1 rule=R-NEW-1", "TurnEnded turn=1 player=blue");
        vec("pending-chance-voyage-jetty", "R-EMI-3 R-VOY-4",
                "Explicit chance: starts at the draw in front of Tonga/1's jetty (for=voyage first=true); W13 is drawn, then the draw at "
                        + "its route's end")
                .startAfter(chance(BLUE, RED).boats("Tonga", 1, "2B+R").boats("Tonga", 4, "B+2R").emigrationsPending(),
                        "emigrate Tonga/1 via 0")
                .pending("chance for=voyage hex=0,0 dir=0 first=true group=2B+R origin=Tonga")
                .play("draw W13", "draw Samoa")
                .expect("TileDrawn tile=W13", "rule=R-EMI-3", "TileDrawn tile=Samoa", "rule=R-VOY-4");
        vec("pending-chance-voyage-route-end", "R-VOY-4",
                "Explicit chance: starts at the draw at the end of W13's route (for=voyage first=false, the group on the water tile)")
                .startAfter(chance(BLUE, RED).boats("Tonga", 1, "2B+R").boats("Tonga", 4, "B+2R").emigrationsPending(),
                        "emigrate Tonga/1 via 0", "draw W13")
                .pending("chance for=voyage", "first=false", "group=2B+R origin=Tonga")
                .play("draw Hawaii")
                .expect("TileDrawn tile=Hawaii", "rule=R-VOY-4");
        vec("view-of-a-turn", "D-19 R-SETUP-1",
                "The start position as red sees it (view red): the stack's tiles in tile-set order on 'stack-tiles', not the order "
                        + "of the position's 'stack' line (Samoa is drawn first); the play is the position's")
                .start(off(BLUE, RED).boats("Tonga", 1, "2B").boats("Tonga", 4, "R").stackTop("Samoa", "W07"))
                .view(RED)
                .pending("turn")
                .play("expand Tonga", "beaches Tonga/1,2")
                .first(1)
                .expect("BoatsPlaced colour=blue beach=Tonga/1", "EmigrationStarted", "TileDrawn tile=Samoa");
        vec("view-of-a-chance-voyage", "D-19 R-EMI-3",
                "Explicit chance: the view (blue) of the draw in front of Tonga/1's jetty: the 'bag' line and the pending voyage are "
                        + "the position's (they hold no order)")
                .startAfter(chance(BLUE, RED).boats("Tonga", 1, "2B+R").boats("Tonga", 4, "B+2R").emigrationsPending(),
                        "emigrate Tonga/1 via 0")
                .view(BLUE)
                .pending("chance for=voyage hex=0,0 dir=0 first=true group=2B+R origin=Tonga")
                .play("draw W13")
                .expect("TileDrawn tile=W13", "rule=R-EMI-3");
        vec("take-back-draws-anew", "D-20 R-EMI-3",
                "A host's game after a take-back returned a drawn tile (D-20): the emigration is played again under explicit chance, so "
                        + "the draw in front of Tonga/1's jetty offers every tile left, the one drawn before among them; here W07 comes")
                .startAfter(chance(BLUE, RED).boats("Tonga", 1, "2B+R").boats("Tonga", 4, "B+2R").emigrationsPending(),
                        "emigrate Tonga/1 via 0")
                .pending("chance for=voyage hex=0,0 dir=0 first=true")
                .play("draw W07")
                .expect("TileDrawn tile=W07", "rule=R-EMI-3");
        vec("pending-chance-settle", "R-NEW-1 D-9",
                "Explicit chance: starts at the first draw of a new settlement (for=settle); a water tile, then an island")
                .startAfter(chance(BLUE, RED).boats("Tonga", 1, "B+R").boats("Tonga", 2, "B"), "settle")
                .pending("chance for=settle")
                .play("draw W07", "place 0,1 r0", "draw Oahu", "place 0,2 r0", "beaches Oahu/2")
                .expect("TileDrawn tile=W07", "rule=R-NEW-1", "TileDrawn tile=Oahu", "BoatsPlaced colour=blue beach=Oahu/2 count=1 rule=R-NEW-1");
        vec("pending-chance-redraw", "R-LOOP-1 R-LOOP-2 D-9",
                "Explicit chance: a closed Tonga, the only island, left the game; starts at the R-LOOP-2 redraw (for=redraw)")
                .startAfter(ring(chance(BLUE, RED, GREEN)).boats("Tonga", 1, "R+G").boats("Tonga", 2, "B"), "expand Tonga", "beaches Tonga/1")
                .pending("chance for=redraw")
                .play("draw W05", "place 0,0 r2", "draw Samoa", "place 0,2 r0")
                .expect("TileDrawn tile=W05", "rule=R-LOOP-2", "TilePlaced tile=Samoa hex=0,2 rotation=r0 rule=D-9", "TurnEnded turn=1 player=blue");
        vec("pending-tile-redraw", "R-LOOP-2 D-9",
                "Starts at the free placement of W05, drawn in an R-LOOP-2 redraw (purpose=redraw); drawing goes on until Samoa")
                .startAfter(ring(off(BLUE, RED, GREEN)).boats("Tonga", 1, "R+G").boats("Tonga", 2, "B").stackTop("W05", "Samoa"),
                        "expand Tonga", "beaches Tonga/1")
                .pending("tile tile=W05 purpose=redraw")
                .play("place 0,0 r2", "place 0,2 r0")
                .expect("TilePlaced tile=W05 hex=0,0 rotation=r2 rule=D-9", "TileDrawn tile=Samoa", "rule=R-LOOP-2",
                        "TilePlaced tile=Samoa hex=0,2 rotation=r0 rule=D-9", "TurnEnded turn=1 player=blue");
        vec("pending-land-anywhere", "D-6",
                "O-LANDING-SPREAD-WHEN-SHORT=false: starts mid-landing (mode=anywhere, received=1): the red boat may land on any beach "
                        + "with a free berth, also the one the blue boat took")
                .startAfter(off(RuleOptions.defaults().withLandingSpreadWhenShort(false), BLUE, RED).tile("Muroroa", h(0, 1), r(3))
                        .boats("Muroroa", 1, "R").boats("Muroroa", 2, "B").stackTop("Samoa"),
                        "expand Muroroa", "beaches Muroroa/1", "land blue Samoa/1")
                .pending("land island=Samoa group=R origin=Muroroa free=1,2,3 received=1 mode=anywhere")
                .play("land red Samoa/1")
                .expect("BoatLanded colour=red beach=Samoa/1", "TurnEnded turn=1 player=blue");

        // ---------------------------------------------------------------- corners a port had to guess
        vec("land-no-free-berth", "R-LAND-2 R-CHAIN-1",
                "Tonga/1's group reaches Samoa, whose beaches are all full (waiting to emigrate): no landing decision, the whole group "
                        + "goes back at once (R-LAND-2); Samoa's full beaches are still to emigrate")
                .start(off(BLUE, RED).tile("Samoa", h(0, 1), r(3)).boats("Tonga", 1, "2B+R").boats("Samoa", 1, "3R").boats("Samoa", 2, "2B+2R")
                        .boats("Samoa", 3, "3B+2R").emigrationsPending())
                .play("emigrate Tonga/1 via 0")
                .expect("EmigrationStarted beach=Tonga/1 jetty=0 group=2B+R\nBoatsReturned boats=2B+R rule=R-LAND-2\n");
        vec("closed-is-not-an-origin", "R-LOOP-1 D-4",
                "'emigrate Atoll/1 closed' only removes Atoll (no EmigrationStarted); Atoll does not join the D-4 origins: the final "
                        + "position, at the next emigration decision, has no 'origins' line and a second record taken after 0 emigrations")
                .start(decoy(loop(loops(BLUE, RED), "Atoll", "B"), "2R").boats("Atoll", 1, "2B").boats("Home", 1, "B+R")
                        .boats("Home", 4, "2B+R").emigrationsPending())
                .play("emigrate Atoll/1 closed")
                .expect("> emigrate Atoll/1 closed\nIslandRemoved island=Atoll hex=5,0 returned=2B rule=R-LOOP-1\n");
        vec("d4-record-before-a-removal", "D-4 R-LOOP-1 R-EMI-1",
                "Two records taken after 0 emigrations: a removal (Atoll, closed) followed the first, so the emigration from Home "
                        + "follows the second, and only the second needs a full beach of Home; the first, read from a position, need "
                        + "not hold Home/4's boats (it can never repeat: it has boats on Atoll, now removed), and the final position, "
                        + "with both records and 'origins Home', reads back")
                .start(() -> {
                    Game g = decoy(loop(loops(BLUE, RED), "Atoll", "B"), "2R").boats("Atoll", 1, "2B").boats("Home", 1, "B+R")
                            .boats("Home", 4, "2B+R").emigrationsPending().build();
                    g.apply(g.decision().find("emigrate Atoll/1 closed").orElseThrow());
                    String text = Position.of(g).text();
                    String first = "record 0 Home/1=B+R Home/4=2B+R Atoll/1=2B Decoy/1=2R\n";
                    if (!text.contains(first)) {
                        throw new IllegalStateException("d4-record-before-a-removal: no '" + first.strip() + "' in\n" + text);
                    }
                    return Position.parse(text.replace(first, "record 0 Home/1=B+R Atoll/1=2B Decoy/1=2R\n"), sets()).toGame();
                })
                .play("emigrate Home/4 via 3")
                .expect("EmigrationStarted beach=Home/4 jetty=3 group=2B+R");
        vec("loop-colour-aware-other-beach", "D-2 R-LOOP-1",
                "O-LOOP-COLOUR-AWARE=true: Twin/1 (blue and red) can cross C both ways, and the jetty of Twin/2, which is not full, "
                        + "is classified without colours: it loops back too, so Twin is closed")
                .start(decoy(loop(loops(RuleOptions.defaults().withLoopColourAware(true), BLUE, RED, GREEN), "Twin", "C"), "2G")
                        .boats("Twin", 1, "B+R").boats("Twin", 2, "B").boats("Home", 1, "B").emigrationsPending())
                .play("emigrate Twin/1 closed")
                .expect("IslandRemoved island=Twin hex=5,0 returned=2B+R rule=R-LOOP-1");
        vec("score-four-players-ranks", "R-SCORE-1 R-SCORE-2 D-11",
                "Four players: Blue and Red tie on everything (rank 1, SHARED), Green has their score but fewer islands (rank 3, "
                        + "ISLANDS), Yellow is fourth (SCORE); each label is the deepest criterion against anyone with the same score")
                .start(endsFor(new Colour[] {BLUE, RED, GREEN, YELLOW}, List.of("Mid", "Far", "Spare"), "Calm", "Last")
                        .tile("Mid", h(3, 0), r(0)).tile("Far", h(3, 2), r(0)).tile("Spare", h(-3, 0), r(0)).boats("Mid", 1, "2Y")
                        .boats("Far", 1, "Y").boats("Spare", 1, "B+R+G").boats("Home", 1, "B").boats("Home", 2, "R").activePlayer(YELLOW))
                .play("expand Mid")
                .expect("GroupStranded tile=Calm hex=3,1 boats=3Y", "GameOver standing=1:blue:5:2:2:SHARED standing=1:red:5:2:2:SHARED "
                        + "standing=3:green:5:1:1:ISLANDS standing=4:yellow:2:1:4:SCORE");
    }

    /** Ends, with a start player who is not the first seat: like {@link #endsFor}. */
    private static Scenario endsFrom(Colour start, Colour[] players, List<String> used, String... stack) {
        Scenario s = Scenario.of(GameSetup.builder().players(players).startPlayer(start).tileSet(SETS.get("ends"))
                .options(RuleOptions.defaults()).build()).allowDisconnected();
        int far = 0;
        for (var t : SETS.get("ends").stackTiles()) {
            String id = t.id().value();
            if (used.contains(id) || List.of(stack).contains(id)) {
                continue;
            }
            if (t.isIsland()) {
                s.removed(id);
            } else {
                s.tile(id, h(-9, 2 * far++), r(0));
            }
        }
        return s.stack(stack);
    }

    /** Ends: Atoll (5,0) closed by A and B with Blue's only boats; Decoy (-3,0) full of red, its jetty facing an empty hex. */
    private static Scenario redrawAfterTrigger(String... stack) {
        return ends(RuleOptions.defaults(), List.of("Atoll", "Decoy", "A", "B"), stack).tile("Atoll", h(5, 0), r(0)).tile("A", h(5, 1), r(0))
                .tile("B", h(6, 0), r(1)).tile("Decoy", h(-3, 0), r(0)).boats("Atoll", 1, "2B").boats("Decoy", 1, "2R")
                .boats("Home", 1, "R").emigrationsPending();
    }

    static {
        // ---------------------------------------------------------------- readings a port could get wrong and still pass
        // Each pins one reading of CONFORMANCE.md that no other vector decides: read the other way, its options, its
        // events or its final position differ (the note of each says how).
        vec("loop2-after-d4-removal", "D-4 R-LOOP-2 D-9",
                "Blue's only boat is on Ping, facing Pong: his expansion fills Ping, the ping-pong repeats a record and D-4 removes "
                        + "both islands with his boats; that removal gave him back his last boats, so he redraws (R-LOOP-2 after D-4, "
                        + "judged once for both islands) until an island; no boat is placed")
                .start(loops(BLUE, RED).tile("Ping", h(3, 0), r(0)).tile("Pong", h(3, 1), r(3)).boats("Ping", 1, "B").boats("Home", 2, "R")
                        .stackTop("D", "Extra"))
                .play("expand Ping", "place 0,1 r0", "place 0,2 r0")
                .expect("IslandRemoved island=Ping hex=3,0 returned=2B rule=D-4", "IslandRemoved island=Pong hex=3,1 returned=- rule=D-4",
                        "TileDrawn tile=D left=", "rule=R-LOOP-2", "TilePlaced tile=D hex=0,1 rotation=r0 rule=D-9", "TileDrawn tile=Extra",
                        "rule=R-LOOP-2", "TilePlaced tile=Extra hex=0,2 rotation=r0 rule=D-9\nTurnEnded turn=1 player=blue");
        vec("loop2-redraw-after-the-end", "D-1 R-LOOP-2 R-END-1 D-9",
                "O-ENDGAME=FINISH_TURN: Decoy's group draws Calm, the last water tile (the end triggers, the group strands); then "
                        + "Blue's closed Atoll is removed with his only boats: the redraw still happens after the end, draws Isle (an "
                        + "ordinary draw, no second EndTriggered) and stops at that island, More stays in the stack")
                .start(redrawAfterTrigger("Calm", "Isle", "More"))
                .play("emigrate Decoy/1 via 0", "place 0,1 r0")
                .expect("TileDrawn tile=Calm left=2 rule=R-EMI-3", "EndTriggered tile=Calm", "GroupStranded tile=Calm",
                        "IslandRemoved island=Atoll hex=5,0 returned=2B rule=R-LOOP-1", "TileDrawn tile=Isle left=1 rule=R-LOOP-2",
                        "TilePlaced tile=Isle hex=0,1 rotation=r0 rule=D-9\nTurnEnded turn=1 player=blue", "GameOver");
        vec("loop2-redraw-only-water-left", "D-1 R-LOOP-2 D-9",
                "O-ENDGAME=FINISH_TURN: Decoy's group draws Isle, the last island (the end triggers), and lands; then Blue's closed "
                        + "Atoll is removed with his only boats: the redraw draws and places the water tiles left, Calm and Calm2, and "
                        + "stops when the stack is empty, no island having appeared")
                .start(redrawAfterTrigger("Isle", "Calm", "Calm2"))
                .play("emigrate Decoy/1 via 0")
                .firstWhile(DecisionKind.LANDING)
                .play("place 0,-1 r0", "place 0,-2 r0")
                .expect("TileDrawn tile=Isle left=2 rule=R-EMI-3", "EndTriggered tile=Isle", "IslandRemoved island=Atoll",
                        "TileDrawn tile=Calm left=1 rule=R-LOOP-2", "TilePlaced tile=Calm hex=0,-1 rotation=r0 rule=D-9",
                        "TileDrawn tile=Calm2 left=0 rule=R-LOOP-2", "TilePlaced tile=Calm2 hex=0,-2 rotation=r0 rule=D-9\nTurnEnded turn=1 player=blue",
                        "GameOver");
        vec("loop2-royal-island-is-left", "R-LOOP-2 D-17 R-LOOP-1",
                "Home has left the game; Twin, closed by the loop, holds only red boats, and Blue's boat is on the mask of his royal "
                        + "Extra: removing Twin leaves the royal island, which counts as an island left on the table (D-17), and Blue "
                        + "keeps his boat, so there is no redraw: the turn ends at once")
                .start(loopNear(loops(BLUE, RED), "Twin", "B").noTile("Home").removed("Home").tile("Extra", h(-4, 0), r(0)).royal("Extra", BLUE)
                        .boats("Twin", 1, "2R").boats("Twin", 2, "3R").stackTop("D", "Spare").emigrationsPending())
                .play("emigrate Twin/1 closed")
                .expect("IslandRemoved island=Twin hex=3,0 returned=5R rule=R-LOOP-1\nTurnEnded turn=1 player=blue\nTurnStarted turn=2 player=red");
        vec("end-settlement-fills-beach-finish-turn", "D-1 R-NEW-1 D-18 R-EMI-1",
                "O-ENDGAME=FINISH_TURN: Blue settles; drawing Atoll empties the stack of islands (the end triggers inside the "
                        + "settlement); its boat fills the one-berth Atoll/1, which still emigrates before the turn ends, drawing W13 "
                        + "from the rest of the stack (with VOYAGE_ONLY the beach would stay full)")
                .start(on("one-berth", RuleOptions.defaults(), BLUE, RED).boats("Tonga", 1, "B").boats("Tonga", 2, "R").stackOnly("Atoll", "W13"))
                .play("settle", "place 0,1 r3", "beaches Atoll/1")
                .first(20)
                .expect("TileDrawn tile=Atoll left=1 rule=R-NEW-1", "EndTriggered tile=Atoll", "BoatsPlaced colour=blue beach=Atoll/1 count=1 "
                        + "rule=R-NEW-1", "EmigrationStarted beach=Atoll/1 jetty=1 group=B", "TileDrawn tile=W13 left=0 rule=R-EMI-3",
                        "TurnEnded turn=1 player=blue", "GameOver");
        vec("land-received-ascending", "R-LAND-1 D-6",
                "Mid-landing after boats landed on Muroroa/3 and then Muroroa/1: the final position prints received=1,3 (ascending "
                        + "beach numbers, not the order of landing)")
                .start(threeBerthsForFive())
                .play("land blue Muroroa/3", "land blue Muroroa/1")
                .expect("BoatLanded colour=blue beach=Muroroa/3", "BoatLanded colour=blue beach=Muroroa/1");
        vec("noboat-start-island-two-berths", "R-NOBOAT-1 D-8",
                "Red has no boat on the table; the start island Cove has one beach of five berths holding four boats: one free berth is "
                        + "too few for the two boats of R-NOBOAT-1 there, so 'noboat Cove' is not offered (only Bay and the settlement)")
                .start(on("small-start", RuleOptions.defaults(), BLUE, RED).tile("Bay", h(0, 1), r(3)).boats("Cove", 1, "4B").boats("Bay", 1, "B")
                        .activePlayer(RED))
                .play("noboat Bay", "beaches Bay/2")
                .expect("BoatsPlaced colour=red beach=Bay/2 count=1 rule=R-NOBOAT-1");
        vec("noboat-start-island-cove-two-berths", "R-NOBOAT-1 D-8",
                "Red has no boat on the table; the start island Cove has one beach of five berths holding three boats: two free berths "
                        + "on one beach are enough for the two boats of R-NOBOAT-1 there (D-8 asks for two free berths, not two free "
                        + "beaches), so 'noboat Cove' is offered, and both boats go on Cove/1")
                .start(on("small-start", RuleOptions.defaults(), BLUE, RED).tile("Bay", h(0, 1), r(3)).boats("Cove", 1, "3B").boats("Bay", 1, "B")
                        .activePlayer(RED))
                .play("noboat Cove")
                .expect("BoatsPlaced colour=red beach=Cove/1 count=2 rule=R-NOBOAT-1");
        vec("d4-repeat-of-a-later-record", "D-4 R-CHAIN-1",
                "Decoy/1 emigrates first (record 0), then Ping/1 (record 1), whose group fills Pong/1 (record 2), whose group fills Ping/1 "
                        + "again: the occupancy repeats record 1, not record 0, so D-4 removes the islands emigrated from since record 1, "
                        + "Ping and Pong, and not Decoy")
                .start(decoy(loops(BLUE, RED).tile("Ping", h(5, 0), r(0)).tile("Pong", h(5, 1), r(3)), "2R").boats("Ping", 1, "2B")
                        .boats("Home", 1, "B").stackTop("Extra").emigrationsPending())
                .play("emigrate Decoy/1 via 0")
                .expect("EmigrationStarted beach=Decoy/1", "EmigrationStarted beach=Ping/1", "EmigrationStarted beach=Pong/1",
                        "IslandRemoved island=Ping hex=5,0 returned=2B rule=D-4", "IslandRemoved island=Pong hex=5,1 returned=- rule=D-4");
        vec("d4-records-kept-after-removal", "D-4 R-CHAIN-1",
                "Ping and Pong are removed by D-4 while Decoy/1 and Home/4 wait, full: the records of the turn are kept after the "
                        + "removal (the final position, at the next emigration decision, still lists the origins and every record, "
                        + "one more taken after the removal)")
                .start(decoy(loops(BLUE, RED).tile("Ping", h(5, 0), r(0)).tile("Pong", h(5, 1), r(3)), "2R").boats("Ping", 1, "2B")
                        .boats("Home", 4, "B+2R").stackTop("Extra").emigrationsPending())
                .play("emigrate Ping/1 via 0", "emigrate Pong/1 via 0")
                .expect("IslandRemoved island=Ping hex=5,0 returned=2B rule=D-4", "IslandRemoved island=Pong hex=5,1 returned=- rule=D-4");
        vec("score-tie-seat-order-from-start", "R-SCORE-2 D-11",
                "Three players, Green starts, Red plays the last turn: all three tie on points, islands and boats; the standings "
                        + "list them in seat order from the start player (Green, Blue, Red), not from the first seat or the active player")
                .start(endsFrom(GREEN, new Colour[] {BLUE, RED, GREEN}, List.of("Mid", "Far"), "Calm", "Last").tile("Mid", h(3, 0), r(0))
                        .tile("Far", h(3, 2), r(0)).boats("Mid", 1, "R+G").boats("Far", 1, "B+R+G").boats("Home", 1, "2B")
                        .boats("Home", 2, "B+R").boats("Home", 3, "2G").activePlayer(RED))
                .play("expand Mid")
                .expect("GroupStranded tile=Calm", "GameOver standing=1:green:2:2:4:SHARED standing=1:blue:2:2:4:SHARED "
                        + "standing=1:red:2:2:4:SHARED");
    }

    // =====================================================================================
    // perft
    // =====================================================================================

    /** A perft file in the making. */
    record PerftCase(String name, String note, Supplier<Game> start, int depth, int divide) {
        String render() {
            Game g = start.get();
            StringBuilder sb = new StringBuilder();
            sb.append("# Tongiaki perft; the format is described in CONFORMANCE.md.\n");
            sb.append("tongiaki-perft 1\n");
            sb.append("name ").append(name).append('\n');
            sb.append("note ").append(note).append('\n');
            sb.append("[position]\n").append(Position.of(g).text());
            sb.append("[perft]\n");
            for (int d = 1; d <= depth; d++) {
                sb.append(d).append(' ').append(Perft.count(g, d)).append('\n');
            }
            sb.append("[divide ").append(divide).append("]\n");
            for (Map.Entry<String, Long> e : Perft.divide(g, divide).entrySet()) {
                sb.append(e.getValue()).append(' ').append(e.getKey()).append('\n');
            }
            return sb.toString();
        }
    }

    static List<PerftCase> perfts() {
        List<PerftCase> out = new ArrayList<>();
        out.add(new PerftCase("setup-3p", "The start of a three-player game: the set-up berths (R-SETUP-2, R-SETUP-3)",
                () -> Game.start(setup(TileSource.shuffled(1), RuleOptions.defaults(), BLUE, BLUE, RED, GREEN)), 6, 4));
        out.add(new PerftCase("first-turn-2p", "Blue's first turn after a two-player set-up: expansions, settlements with free placements",
                () -> {
                    Game g = Game.start(setup(TileSource.shuffled(11), RuleOptions.defaults(), BLUE, BLUE, RED));
                    for (String c : List.of("berth Tonga/1", "berth Tonga/2", "berth Tonga/1", "berth Tonga/4")) {
                        g.apply(c);
                    }
                    return g;
                }, 3, 3));
        out.add(new PerftCase("chain-deep", "Deep in a chain reaction: all full beaches of two islands to order, landings that fill more (R-CHAIN-1)",
                () -> off(BLUE, RED, GREEN).tile("Muroroa", h(0, 1), r(3)).boats("Muroroa", 1, "R").boats("Muroroa", 2, "R")
                        .boats("Muroroa", 3, "2R").boats("Tonga", 1, "B+R+G").boats("Tonga", 4, "G+2R").boats("Tonga", 5, "B")
                        .boats("Tonga", 2, "R").stackTop("W13", "W14", "Samoa", "W01", "Hawaii").emigrationsPending().build(), 6, 4));
        out.add(new PerftCase("loop-self-refill", "An endless-loop situation mid-landing: Tri's group comes back round the loop; some landing "
                + "orders repeat the D-4 record and remove the island",
                () -> loopNear(loops(BLUE, RED), "Tri", "B").boats("Tri", 1, "2B").boats("Tri", 2, "R").boats("Tri", 3, "B").boats("Home", 1, "B")
                        .emigrationsPending().build(), 8, 5));
        out.add(new PerftCase("loop-ping-pong", "An endless-loop situation at the turn start: expanding on Ping starts the ping-pong with Pong (D-4)",
                () -> loops(BLUE, RED).tile("Ping", h(3, 0), r(0)).tile("Pong", h(3, 1), r(3)).boats("Ping", 1, "B").boats("Home", 1, "B")
                        .boats("Home", 2, "R").build(), 3, 2));
        out.add(new PerftCase("closed-tonga-redraw", "A closed Tonga is the only island: its removal makes Blue redraw with free placements (R-LOOP-2, D-9)",
                () -> ring(off(BLUE, RED, GREEN)).boats("Tonga", 1, "R+G").boats("Tonga", 2, "B").stackTop("W05", "Samoa").build(), 4, 3));
        out.add(new PerftCase("explicit-chance", "Explicit chance: two full beaches of Tonga; every draw in front of a jetty or at a route's "
                + "end is a CHANCE node, one option per tile left",
                () -> Scenario.of(setup(TileSource.chance(), RuleOptions.defaults(), BLUE, BLUE, RED)).boats("Tonga", 1, "2B+R")
                        .boats("Tonga", 4, "B+2R").emigrationsPending().build(), 4, 3));
        out.add(new PerftCase("midgame-3p", "A three-player position after 60 random decisions",
                () -> {
                    Game g = Game.start(setup(TileSource.shuffled(77), RuleOptions.defaults(), BLUE, BLUE, RED, GREEN));
                    SplittableRandom rnd = new SplittableRandom(77);
                    for (int i = 0; i < 60; i++) {
                        g.applyOption(rnd.nextInt(g.optionCount()));
                    }
                    return g;
                }, 3, 3));
        return out;
    }

    // =====================================================================================
    // one-line files
    // =====================================================================================

    /**
     * A position or a player view with its one-line form (CONFORMANCE.md, "One-line files"): the canonical text, the
     * canonical one line, and the same written loosely on one line.
     */
    record OneLineCase(String name, String note, Supplier<String> text) {

        String render() {
            String t = text.get();
            boolean view = t.startsWith(PlayerView.FORMAT + " ");
            String line = view ? PlayerView.parse(t, sets()).oneLine() : Position.parse(t, sets()).oneLine();
            String loose = loose(t);
            for (String form : List.of(line, loose)) {
                String back = view ? PlayerView.parse(form, sets()).text() : Position.parse(form, sets()).text();
                if (!back.equals(t)) {
                    throw new IllegalStateException(name + ": the one-line form does not read back to the text: " + form);
                }
            }
            if (!line.equals(String.join("; ", t.lines().toList())) || line.indexOf('\n') >= 0 || line.indexOf('\t') >= 0) {
                throw new IllegalStateException(name + ": not one line: " + line);
            }
            return "# Tongiaki conformance: a text and its one-line form; the format is described in CONFORMANCE.md.\n"
                    + "tongiaki-one-line 1\nname " + name + "\nnote " + note + "\n[text]\n" + t + "[one-line]\n" + line + "\n[loose]\n"
                    + loose;
        }

        /**
         * The text on one line, written loosely: no {@code supply} line (it is derived), separators {@code ;},
         * {@code " ;; "} (an empty line between) and {@code " ;<tab>"}, a final {@code ;} and a comment with a {@code ;}.
         */
        static String loose(String text) {
            List<String> lines = text.lines().filter(l -> !l.startsWith("supply")).toList();
            StringBuilder sb = new StringBuilder("  ");
            for (int i = 0; i < lines.size(); i++) {
                sb.append(i == 0 ? "" : i % 3 == 0 ? " ;; " : i % 3 == 1 ? ";" : " ;\t").append(lines.get(i));
            }
            return sb.append(";  # a comment runs to the end of the line; the ';' in it ends nothing\n").toString();
        }
    }

    /** The first position of seeded random games (official tile set, three players) whose text passes the test. */
    private static String firstPosition(boolean chance, Predicate<String> test) {
        for (long seed = 1; seed <= 200; seed++) {
            Game g = Game.start(setup(chance ? TileSource.chance() : TileSource.shuffled(seed), RuleOptions.defaults(), BLUE, BLUE, RED, GREEN));
            SplittableRandom rnd = new SplittableRandom(seed);
            while (true) {
                String t = Position.of(g).text();
                if (test.test(t)) {
                    return t;
                }
                if (g.isOver()) {
                    break;
                }
                g.applyOption(rnd.nextInt(g.optionCount()));
            }
        }
        throw new IllegalStateException("no such position in 200 random games");
    }

    /** A landing onto an island whose id has a space (quoted), with D-4 records. */
    private static String quotedLanding() {
        return firstPosition(false, t -> t.contains("pending land island=\"") && t.contains("\nrecord "));
    }

    static List<OneLineCase> oneLines() {
        List<OneLineCase> out = new ArrayList<>();
        out.add(new OneLineCase("setup-2p", "the set-up of a new two-player game (seed 42)",
                () -> Position.of(Game.start(setup(TileSource.shuffled(42), RuleOptions.defaults(), BLUE, BLUE, RED))).text()));
        out.add(new OneLineCase("landing-quoted-island", "a landing onto an island whose id has a space, with the D-4 records of the turn",
                ConformanceGenerator::quotedLanding));
        out.add(new OneLineCase("explicit-chance-voyage", "explicit chance: a voyage waiting for its draw, the bag",
                () -> firstPosition(true, t -> t.contains("pending chance for=voyage"))));
        out.add(new OneLineCase("game-over", "a finished game (no stall, origins or record lines)",
                () -> firstPosition(false, t -> t.contains("pending over") && t.contains("\"") && t.contains("\nroyal "))));
        out.add(new OneLineCase("view-of-a-landing", "Red's view of the landing of landing-quoted-island (stack-tiles)",
                () -> PlayerView.of(Position.parse(quotedLanding(), sets()), RED).text()));
        return out;
    }

    // =====================================================================================
    // invalid texts
    // =====================================================================================

    /** The suite's tile sets, for parsing. */
    private static TileSet[] sets() {
        return SETS.values().toArray(new TileSet[0]);
    }

    /**
     * An invalid text, a position or a game record, and the error it must produce: the file holds the
     * text after three comment lines (the format, a note, {@code # expect: <message>}), and the message is
     * what reading (a position) or reading and replaying (a record) the whole file throws.
     */
    record Invalid(String name, boolean position, String note, Supplier<String> text, String mustContain, boolean byteOrderMark) {

        Invalid(String name, boolean position, String note, Supplier<String> text, String mustContain) {
            this(name, position, note, text, mustContain, false);
        }

        String file() {
            return "invalid/" + name + (position ? ".position" : ".tongiaki");
        }

        String render() {
            // a byte order mark can only be where editors write one: before the file's first line
            String head = (byteOrderMark ? "\uFEFF" : "") + "# Tongiaki conformance: an invalid " + (position ? "position" : "game record")
                    + "; the format is described in CONFORMANCE.md.\n# note: " + note + "\n";
            String body = text.get();
            String message;
            try {
                // the expect line does not change the line and column numbers of the error
                String probe = head + "# expect: ?\n" + body;
                if (position) {
                    Position.parse(probe, sets());
                } else {
                    GameRecord.parse(probe, sets()).replay();
                }
                throw new IllegalStateException(name + ": no error for\n" + body);
            } catch (ParseException e) {
                message = e.getMessage();
            }
            if (!message.contains(mustContain) || message.indexOf('\n') >= 0) {
                throw new IllegalStateException(name + ": expected an error with '" + mustContain + "', got: " + message);
            }
            return head + "# expect: " + message + "\n" + body;
        }
    }

    /** The text with its first line that starts with {@code prefix} replaced by {@code lines} (none: dropped). */
    private static String replaceLine(String text, String prefix, String... lines) {
        List<String> out = new ArrayList<>(text.lines().toList());
        for (int i = 0; i < out.size(); i++) {
            if (out.get(i).startsWith(prefix)) {
                out.remove(i);
                out.addAll(i, List.of(lines));
                return String.join("\n", out) + "\n";
            }
        }
        throw new IllegalStateException("no line starts with '" + prefix + "' in\n" + text);
    }

    /** The text with {@code lines} inserted after its first line that starts with {@code prefix}. */
    private static String addLines(String text, String prefix, String... lines) {
        String line = text.lines().filter(l -> l.startsWith(prefix)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no line starts with '" + prefix + "' in\n" + text));
        List<String> all = new ArrayList<>(List.of(line));
        all.addAll(List.of(lines));
        return replaceLine(text, prefix, all.toArray(new String[0]));
    }

    /** The text in the one-line form, as CONFORMANCE.md specifies it (its lines joined by "; "), and a line end. */
    private static String oneLine(String text) {
        return String.join("; ", text.lines().toList()) + "\n";
    }

    /** The first line of the text that starts with {@code prefix}. */
    private static String line(String text, String prefix) {
        return text.lines().filter(l -> l.startsWith(prefix)).findFirst().orElseThrow();
    }

    /** A valid two-player position at Blue's turn action: Tonga and Samoa, three boats. */
    private static String basePosition() {
        return Position.of(off(BLUE, RED).tile("Samoa", h(0, 1), r(3)).boats("Tonga", 1, "B+R").boats("Samoa", 2, "B").build()).text();
    }

    /** {@link #basePosition()} without its supply line (the group of a landing is at sea) and with another pending line. */
    private static String pendingOnBase(String pending) {
        return replaceLine(replaceLine(basePosition(), "supply"), "pending", pending);
    }

    /** The official stack of {@link #basePosition()} without these tiles. */
    private static String stackWithout(String text, String... tiles) {
        String stack = " " + line(text, "stack").substring("stack ".length()) + " ";
        for (String t : tiles) {
            stack = stack.replace(" " + t + " ", " ");
        }
        return replaceLine(text, "stack", "stack" + stack.stripTrailing());
    }

    /** A set-up position of two players, Blue first, at set-up step 0 (nothing placed). */
    private static String setupPosition() {
        return replaceLine(Position.of(Game.start(setup(TileSource.shuffled(1), RuleOptions.defaults(), BLUE, BLUE, RED))).text(), "supply");
    }

    /** Blue, with all 15 boats on the table (R-ALLBOATS-1), expanding on Samoa: the boat-taking decision. */
    private static String takePosition() {
        Game g = off(BLUE, RED).tile("Samoa", h(0, 1), r(3)).tile("Hawaii", h(1, 0), r(0)).boats("Tonga", 1, "2B").boats("Tonga", 2, "2B")
                .boats("Tonga", 3, "2B").boats("Tonga", 4, "2B").boats("Tonga", 5, "2B").boats("Tonga", 6, "2B").boats("Samoa", 1, "2B")
                .boats("Samoa", 2, "B").boats("Hawaii", 1, "R").build();
        g.apply("expand Samoa");
        return replaceLine(Position.of(g).text(), "supply");
    }

    /** The first position of seeded random games (official tiles, two to four players) whose pending line matches. */
    private static String firstPending(boolean chance, String regex) {
        for (long seed = 1; seed <= 3_000; seed++) {
            Colour[] players = java.util.Arrays.copyOf(new Colour[] {BLUE, RED, GREEN, YELLOW}, 2 + (int) (seed % 3));
            Game g = Game.start(setup(chance ? TileSource.chance() : TileSource.shuffled(seed), RuleOptions.defaults(), BLUE, players));
            SplittableRandom rnd = new SplittableRandom(seed);
            while (!g.isOver()) {
                String text = Position.of(g).text();
                if (line(text, "pending").matches(regex)) {
                    return replaceLine(text, "supply");
                }
                g.applyOption(rnd.nextInt(g.optionCount()));
            }
        }
        throw new IllegalStateException("no position with a pending line like " + regex);
    }

    /** The value of a field of the text's pending line. */
    private static String field(String text, String key) {
        for (String w : line(text, "pending").split(" ")) {
            if (w.startsWith(key + "=")) {
                return w.substring(key.length() + 1);
            }
        }
        throw new IllegalStateException("no field " + key + " in " + line(text, "pending"));
    }

    /** The text with a field of its pending line set to a value. */
    private static String withField(String text, String key, String value) {
        return replaceLine(text, "pending", line(text, "pending").replace(key + "=" + field(text, key), key + "=" + value));
    }

    /** The hex of a tile of the text. */
    private static Hex hexOf(String text, String tile) {
        return Hex.parse(line(text, "tile " + tile + " ").split(" ")[2]);
    }

    /** The invalid positions of what each pending step relies on (Validator: table, set-up, take, place, landing, draws, D-4). */
    private static void invalidSteps(List<Invalid> out) {
        // the table: coordinates and the start island
        out.add(position("start-island-far-away", "the start island laid a thousand hexes out: two tiles laid and 30 to lay take a board of "
                + "the official set at most 2 hexes from the start island",
                () -> replaceLine(basePosition(), "tile Tonga", "tile Tonga 1000,1000 r0"), "coordinates within -2..2"));
        out.add(position("tile-out-of-range", "a tile 32 hexes out: a board of 32 tiles never grows that far",
                () -> replaceLine(basePosition(), "tile Samoa", "tile Samoa 0,32 r3"), "coordinates within -2..2"));
        out.add(position("tile-beyond-the-tiles-laid", "Samoa 3 hexes out with two tiles laid: the 30 tiles left could take the board 33 "
                + "hexes out, past the tile placements' action ids (within ±32, the tiles of the set)",
                () -> replaceLine(basePosition(), "tile Samoa", "tile Samoa 3,0 r3"), "coordinates within -2..2 (the 32 tiles of the set less the 30 still to lay"));
        out.add(position("start-island-elsewhere", "the start island on another hex than 0,0",
                () -> replaceLine(basePosition(), "tile Tonga", "tile Tonga 0,2 r0"), "0,0 for the start island"));
        out.add(position("start-island-rotated", "the start island turned: the tile set lays it with rotation 0",
                () -> replaceLine(basePosition(), "tile Tonga", "tile Tonga 0,0 r2"), "r0 for the start island"));
        out.add(position("stranded-before-the-end", "boats stranded while water tiles are left in the stack (R-END-1)",
                () -> stackWithout(addLines(basePosition(), "tile Samoa", "tile W01 1,0 r0", "stranded W01 R"), "W01"),
                "stranded boats only once no water tile is left"));
        // the set-up (R-SETUP-1 … R-SETUP-3)
        out.add(position("setup-full-beach", "a set-up step with a full beach of the start island (R-SETUP-3)",
                () -> addLines(setupPosition(), "tile Tonga", "boats Tonga/1 2B+R"), "a free berth on every beach of the start island"));
        out.add(position("setup-boats-do-not-match-the-step", "set-up step 0 with nine boats on the start island",
                () -> addLines(setupPosition(), "tile Tonga", "boats Tonga/1 B+R", "boats Tonga/2 B+R", "boats Tonga/3 B+R", "boats Tonga/4 B+R",
                        "boats Tonga/5 B"), "a set-up step the boats on Tonga agree with"));
        out.add(position("setup-other-tile", "another tile on the table during the set-up (R-SETUP-1)",
                () -> stackWithout(addLines(setupPosition(), "tile Tonga", "tile Samoa 0,1 r3"), "Samoa"), "only the start island on the table"));
        out.add(position("setup-removed-island", "an island removed during the set-up (R-SETUP-1)",
                () -> stackWithout(addLines(setupPosition(), "tile Tonga", "removed Samoa"), "Samoa"), "no removed island during the set-up"));
        // a boat taken back (R-ALLBOATS-1)
        out.add(position("take-without-all-boats", "a boat-taking decision for a player with 14 boats on the table (R-ALLBOATS-1)",
                () -> replaceLine(takePosition(), "boats Tonga/6"), "all 15 boats of blue on the table"));
        out.add(position("take-island-without-a-boat", "a boat-taking decision for an expansion of an island without a boat of the player",
                () -> withField(takePosition(), "island", "Hawaii"), "an island with a boat of blue"));
        // boats placed (R-EXP-1, R-FEW-1, R-NOBOAT-1, R-NEW-1)
        out.add(position("place-more-than-the-supply", "an expansion of two boats by a player with one boat in the supply (R-FEW-1)",
                () -> replaceLine(pendingOnBase("pending place island=Samoa count=2 purpose=expand"), "boats Tonga/1", "boats Tonga/1 2B",
                        "boats Tonga/2 2B", "boats Tonga/3 2B", "boats Tonga/4 2B", "boats Tonga/5 2B", "boats Tonga/6 2B", "boats Samoa/1 B"),
                "at most the 1 boats of blue's supply"));
        out.add(position("place-expansion-beyond-own-boats", "an expansion of two boats from one boat on the island (R-EXP-1)",
                () -> pendingOnBase("pending place island=Samoa count=2 purpose=expand"), "at most one boat for each of blue's 1 boats on Samoa"));
        out.add(position("place-noboat-with-boats", "a placement with no boat on the table by a player with boats on the table (R-NOBOAT-1)",
                () -> pendingOnBase("pending place island=Samoa count=1 purpose=noboat"), "a player with no boat on the table"));
        out.add(position("place-noboat-count", "one boat placed on the start island with no boat on the table: R-NOBOAT-1 places two",
                () -> replaceLine(replaceLine(pendingOnBase("pending place island=Tonga count=1 purpose=noboat"), "boats Tonga/1", "boats Tonga/1 R"),
                        "boats Samoa/2", "boats Samoa/2 R"), "count=2 for purpose noboat on Tonga"));
        out.add(position("place-settle-count", "a new settlement of two boats (R-NEW-1 places one)",
                () -> replaceLine(replaceLine(pendingOnBase("pending place island=Samoa count=2 purpose=settle"), "boats Tonga/1", "boats Tonga/1 R"),
                        "boats Samoa/2", "boats Samoa/2 R"), "count=1 for purpose settle"));
        out.add(position("place-settle-with-boats", "a new settlement's boat while the player's boats are still on the table (R-NEW-1)",
                () -> pendingOnBase("pending place island=Samoa count=1 purpose=settle"), "no boat of blue on a beach for purpose settle"));
        out.add(position("place-with-a-full-beach", "boats placed while a beach is full (R-EMI-1: full beaches emigrate before the turn passes)",
                () -> addLines(pendingOnBase("pending place island=Samoa count=1 purpose=expand"), "boats Samoa/2", "boats Tonga/2 3R"),
                "no full beach at the place decision"));
        out.add(position("records-at-the-place-decision", "emigration records before the turn's emigrations",
                () -> addLines(pendingOnBase("pending place island=Samoa count=1 purpose=expand"), "stack", "origins Samoa"),
                "no emigration records at the place decision"));
        // a landing (R-LAND-1, D-6)
        out.add(position("land-received-not-free", "a beach that received a boat but was not free when the landing began",
                () -> pendingOnBase("pending land island=Samoa group=B origin=Tonga free=2,3 received=1 mode=spread"), "beaches among free= only"));
        out.add(position("land-beach-with-room-not-free", "a beach with room now that was not free when the landing began",
                () -> pendingOnBase("pending land island=Samoa group=B origin=Tonga free=1,2 received=- mode=spread"),
                "every beach of Samoa with a free berth among free="));
        out.add(position("land-onto-a-full-beach", "a landing that would put a fourth boat on a full beach of three berths",
                () -> addLines(pendingOnBase("pending land island=Samoa group=3B+2R origin=Tonga free=1,2,3 received=- mode=first"), "boats Samoa/2",
                        "boats Samoa/1 2R+B"), "only beaches with a free berth among free= but not received="));
        out.add(position("land-mode-wrong", "one boat for three free beaches landing as if it were enough (R-LAND-1; D-6 spreads it)",
                () -> pendingOnBase("pending land island=Samoa group=B origin=Tonga free=1,2,3 received=- mode=first"), "mode=spread for 1 boats"));
        // a voyage waiting for a chance draw (R-EMI-3, R-VOY-4)
        out.add(position("chance-voyage-hex-without-a-tile", "a voyage waiting at a hex without a tile",
                () -> withField(firstPending(true, "pending chance for=voyage .* first=true .*"), "hex", "20,20"), "the hex of a tile on the table"));
        out.add(position("chance-voyage-first-off-its-island", "a voyage that crossed no tile yet, at another tile than its island",
                () -> {
                    String text = firstPending(true, "pending chance for=voyage .* first=true .*");
                    io.github.tongiaki.core.geometry.Direction d = io.github.tongiaki.core.geometry.Direction.of(Integer.parseInt(field(text, "dir")));
                    String other = text.lines().filter(l -> l.startsWith("tile ") && !l.contains(" " + field(text, "hex") + " "))
                            .map(l -> l.split(" ")[l.split(" ").length - 2])
                            .filter(h -> !text.contains(" " + Hex.parse(h).neighbour(d) + " r")).findFirst().orElseThrow();
                    return withField(text, "hex", other);
                }, "the hex of the island of origin"));
        out.add(position("chance-voyage-on-an-island-after-a-crossing", "a voyage past its first tile, at an island",
                () -> withField(firstPending(true, "pending chance for=voyage .* first=true .*"), "first", "false"),
                "the hex of a water tile once a tile was crossed"));
        out.add(position("chance-voyage-towards-a-tile", "a voyage waiting for a draw for a hex where a tile lies",
                () -> {
                    String text = firstPending(true, "pending chance for=voyage .* first=true .*");
                    Hex at = Hex.parse(field(text, "hex"));
                    for (int d = 0; d < 6; d++) {
                        Hex n = at.neighbour(io.github.tongiaki.core.geometry.Direction.of(d));
                        if (text.contains(" " + n + " r")) {
                            return withField(text, "dir", String.valueOf(d));
                        }
                    }
                    throw new IllegalStateException("no tile next to " + at);
                }, "a direction towards an empty hex"));
        out.add(position("chance-voyage-first-not-a-jetty", "a voyage at its island, leaving in a direction without a jetty (R-EMI-3)",
                () -> {
                    String text = firstPending(true, "pending chance for=voyage .* first=true .* origin=(?!Tonga).*");
                    for (int d = 0; d < 6; d++) {
                        String moved = withField(text, "dir", String.valueOf(d));
                        try {
                            Position.parse(moved, sets());
                        } catch (ParseException e) {
                            if (e.getMessage().contains("the direction of a jetty")) {
                                return moved;
                            }
                        }
                    }
                    throw new IllegalStateException("no direction without a jetty and with an empty hex in\n" + text);
                }, "the direction of a jetty of"));
        out.add(position("chance-voyage-from-an-empty-hex", "a voyage past its first tile whose route, traced back over water tiles, "
                + "comes from an empty hex, not from an island (D-12): the draws could close a circle of water tiles it never leaves",
                () -> {
                    String text = firstPending(true, "pending chance for=voyage .* first=false .*");
                    for (int d = 0; d < 6; d++) {
                        String turned = withField(text, "dir", String.valueOf(d));
                        try {
                            Position.parse(turned, sets());
                        } catch (ParseException e) {
                            if (e.getMessage().contains("(D-12: a voyage sails from an island)")) {
                                return turned;
                            }
                        }
                    }
                    throw new IllegalStateException("no direction whose route leads back to an empty hex in\n" + text);
                }, "a hex and direction on a route that leads back over water tiles to an island (D-12"));
        // a new settlement's draws (R-NEW-1)
        out.add(position("tile-settle-with-boats", "a new settlement's tile while the player's boats are still on the table (R-NEW-1)",
                () -> stackWithout(pendingOnBase("pending tile tile=Hawaii purpose=settle"), "Hawaii"),
                "no boat of blue on a beach while the new settlement's tiles are drawn"));
        out.add(position("chance-settle-without-an-island", "a new settlement's chance draw with no island left in the stack",
                () -> {
                    String text = replaceLine(replaceLine(pendingOnBase("pending chance for=settle"), "boats Tonga/1", "boats Tonga/1 R"),
                            "boats Samoa/2", "boats Samoa/2 R");
                    StringBuilder aside = new StringBuilder("aside");
                    List<String> islands = new ArrayList<>();
                    for (String t : line(text, "stack").substring("stack ".length()).split(" (?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)")) {
                        if (!t.matches("W[0-9]+")) {
                            aside.append(' ').append(t);
                            islands.add(t);
                        }
                    }
                    return addLines(stackWithout(text, islands.toArray(new String[0])), "stack", aside.toString());
                }, "an island in the stack for the new settlement's draws"));
        // the records of the turn (D-4)
        out.add(position("origin-not-on-the-table", "an emigration of the turn from an island that is in the stack",
                () -> addLines(pendingOnBase("pending land island=Samoa group=B origin=Tonga free=1,2,3 received=- mode=spread"), "stack",
                        "origins Hawaii"), "an island on the table or removed"));
        out.add(position("record-without-a-full-beach", "a record before an emigration from an island without a full beach in it (R-EMI-1)",
                () -> addLines(pendingOnBase("pending land island=Samoa group=B origin=Tonga free=1,2,3 received=- mode=spread"), "stack",
                        "origins Tonga", "record 0 Tonga/1=B+R"), "a full beach of Tonga in the record before the emigration from it"));
        out.add(position("record-repeated", "two equal records in one turn (D-4 finds a repeat, it does not record it again)",
                () -> addLines(pendingOnBase("pending land island=Samoa group=B origin=Tonga free=1,2,3 received=- mode=spread"), "stack",
                        "origins Tonga", "record 0 Tonga/1=3B", "record 1 Tonga/1=3B"), "a record unlike every earlier record of the turn"));
        out.add(position("record-after-the-last-emigration", "a record during a landing that no emigration followed",
                () -> addLines(pendingOnBase("pending land island=Samoa group=B origin=Tonga free=1,2,3 received=- mode=spread"), "stack",
                        "origins Tonga", "record 0 Tonga/1=3B", "record 1 Tonga/1=B+R"), "after a record without an emigration since"));
    }

    /**
     * A game record of the first {@code n} choices (all, when the game ends before) of a seeded random game. It
     * names no engine and no rules revision: the suite's files are the same for every port and do not change
     * with the engine's version (CONFORMANCE.md, "Game records").
     */
    private static GameRecord randomRecord(GameSetup setup, long choiceSeed, int n) {
        Game g = Game.start(setup);
        SplittableRandom rnd = new SplittableRandom(choiceSeed);
        List<String> choices = new ArrayList<>();
        for (int i = 0; i < n && !g.isOver(); i++) {
            Option o = g.decision().option(rnd.nextInt(g.optionCount()));
            choices.add(o.text());
            g.apply(o);
        }
        return GameRecord.of(setup, choices).withWriter(null, null);
    }

    private static Invalid position(String name, String note, Supplier<String> text, String mustContain) {
        return new Invalid(name, true, note, text, mustContain);
    }

    private static Invalid record(String name, String note, Supplier<String> text, String mustContain) {
        return new Invalid(name, false, note, text, mustContain);
    }

    private static Invalid position(String name, String note, Supplier<String> text, String mustContain, boolean byteOrderMark) {
        return new Invalid(name, true, note, text, mustContain, byteOrderMark);
    }

    private static Invalid record(String name, String note, Supplier<String> text, String mustContain, boolean byteOrderMark) {
        return new Invalid(name, false, note, text, mustContain, byteOrderMark);
    }

    static List<Invalid> invalids() {
        List<Invalid> out = new ArrayList<>();
        // ---- positions: the lexical layer and the lines
        out.add(position("first-line-not-the-format", "the first line names another format",
                () -> replaceLine(basePosition(), "tongiaki-position", "tongiaki-record 1"), "on the first line"));
        out.add(position("unknown-version", "a version this reader does not know",
                () -> replaceLine(basePosition(), "tongiaki-position", "tongiaki-position 99"), "expected version"));
        out.add(position("unknown-line-keyword", "a line that is no line of a position",
                () -> addLines(basePosition(), "players", "island Samoa"), "a line keyword"));
        out.add(position("line-twice", "a line of which a position has one, twice",
                () -> addLines(basePosition(), "turn", "turn 2 red"), "one 'turn' line only"));
        out.add(position("quote-left-open", "a double quote left open at the end of the line",
                () -> replaceLine(basePosition(), "tile Samoa", "tile \"Samoa 0,1 r3"), "a closing '\"'"));
        out.add(position("players-only-one", "one player",
                () -> replaceLine(basePosition(), "players", "players blue"), "2 to 6 player colours"));
        out.add(position("rule-option-unknown-value", "a rule option with a value it cannot have",
                () -> replaceLine(basePosition(), "options", "options endgame=SOMETIMES"), "a rule option"));
        out.add(position("turn-number-malformed", "a turn number that is not a whole number",
                () -> replaceLine(basePosition(), "turn", "turn one blue"), "a turn number"));
        // ---- the table
        out.add(position("unknown-tile", "a tile the tile set does not have",
                () -> addLines(basePosition(), "tile Samoa", "tile Atlantis 0,2 r0"), "a tile of tile set official"));
        out.add(position("two-tiles-on-one-hex", "two tiles on one hex",
                () -> addLines(basePosition(), "tile Samoa", "tile Hawaii 0,1 r0"), "a hex without a tile"));
        out.add(position("hex-out-of-range", "a coordinate beyond 1000",
                () -> replaceLine(basePosition(), "tile Samoa", "tile Samoa 0,1001 r3"), "a hex"));
        out.add(position("rotation-malformed", "a rotation without its 'r'",
                () -> replaceLine(basePosition(), "tile Samoa", "tile Samoa 0,1 3"), "a rotation r0..r5"));
        out.add(position("start-island-royal", "the start island made royal",
                () -> addLines(basePosition(), "tile Samoa", "royal Tonga blue"), "other than the start island"));
        out.add(position("boats-on-a-royal-island", "boats on a beach of a royal island",
                () -> addLines(basePosition(), "tile Samoa", "royal Samoa red"), "that is not royal"));
        out.add(position("beach-over-its-berths", "more boats on a beach than it has berths",
                () -> replaceLine(basePosition(), "boats Tonga/1", "boats Tonga/1 2B+2R"), "at most 3 boats on beach Tonga/1"));
        out.add(position("boats-malformed", "boats that are not a count and a colour letter",
                () -> replaceLine(basePosition(), "boats Samoa/2", "boats Samoa/2 2X"), "boats such as"));
        out.add(position("boats-of-a-colour-not-playing", "boats of a colour that does not play",
                () -> replaceLine(basePosition(), "boats Samoa/2", "boats Samoa/2 G"), "boats of the players"));
        out.add(position("beach-number-out-of-range", "a beach the island does not have",
                () -> replaceLine(basePosition(), "boats Samoa/2", "boats Samoa/9 B"), "a beach of Samoa"));
        out.add(position("more-than-15-boats", "19 blue boats on the table",
                () -> replaceLine(basePosition(), "boats Tonga/1", "boats Tonga/1 3B", "boats Tonga/2 3B", "boats Tonga/3 3B",
                        "boats Tonga/4 3B", "boats Tonga/5 3B", "boats Tonga/6 3B"), "at most 15 boats of blue"));
        out.add(position("supply-wrong", "a supply that does not match the boats on the table",
                () -> replaceLine(basePosition(), "supply", "supply blue=12 red=14"), "blue=13"));
        // ---- the stack
        out.add(position("stack-tile-missing", "a tile neither on the table nor in the stack",
                () -> {
                    String stack = line(basePosition(), "stack");
                    return replaceLine(basePosition(), "stack", stack.substring(0, stack.lastIndexOf(' ')));
                }, "is missing"));
        out.add(position("stack-tile-on-the-table", "a tile in the stack and on the table",
                () -> replaceLine(basePosition(), "stack", line(basePosition(), "stack") + " Samoa"), "a tile neither on the table, removed nor set aside"));
        out.add(position("stack-and-bag", "both a stack and a bag",
                () -> addLines(basePosition(), "stack", "bag W01"), "either a 'stack' or a 'bag' line"));
        out.add(position("turn-after-the-end", "a turn decision with no island left in the stack (the end was triggered, D-1)",
                () -> {
                    StringBuilder water = new StringBuilder("stack");
                    for (String id : line(basePosition(), "stack").split(" ")) {
                        if (id.matches("W[0-9]+")) {
                            water.append(' ').append(id);
                        }
                    }
                    return replaceLine(basePosition(), "stack", water.toString());
                }, "the end was triggered"));
        // ---- the pending decision and the records of the turn
        out.add(position("pending-line-missing", "no pending decision",
                () -> replaceLine(basePosition(), "pending"), "a 'pending <decision> …' line"));
        out.add(position("pending-unknown-kind", "a pending decision of no known kind",
                () -> replaceLine(basePosition(), "pending", "pending move"), "the pending decision"));
        out.add(position("pending-field-missing", "a field of the pending decision left out",
                () -> replaceLine(basePosition(), "pending", "pending place island=Samoa count=1"), "the field 'purpose='"));
        out.add(position("pending-field-unknown", "a field the pending decision does not have",
                () -> replaceLine(basePosition(), "pending", "pending turn island=Samoa"), "the fields of 'pending turn' only"));
        out.add(position("pending-single-option", "a landing with one option only: the engine applies it by itself and never stops there",
                () -> replaceLine(replaceLine(replaceLine(basePosition(), "supply"), "pending",
                        "pending land island=Samoa group=B origin=Tonga free=1 received=- mode=first"), "boats Samoa/2",
                        "boats Samoa/2 2B+2R", "boats Samoa/3 2B+3R"), "two or more options"));
        out.add(position("setup-turn-line-wrong", "a set-up step whose turn line names another player and turn",
                () -> replaceLine(basePosition(), "pending", "pending setup step=1"), "during set-up step 1"));
        out.add(position("records-at-the-turn-decision", "emigration records at a turn decision",
                () -> addLines(basePosition(), "stack", "origins Samoa"), "no emigration records"));
        out.add(position("record-number-too-big", "a record taken after more emigrations than the origins list",
                () -> addLines(basePosition(), "stack", "origins Samoa", "record 2 Tonga/1=B+R"), "the number of emigrations before the record"));
        // ---- what each pending step relies on (a position is accepted exactly when the engine can play on from it)
        invalidSteps(out);
        // ---- game records
        GameSetup seeded = setup(TileSource.shuffled(1), RuleOptions.defaults(), BLUE, BLUE, RED);
        out.add(record("record-choice-not-offered", "a set-up berth the start island does not have",
                () -> randomRecord(seeded, 1, 2).text() + "berth  Tonga/7   # no such beach\n", "expected 'Tonga/1'"));
        out.add(record("record-choice-after-the-end", "a choice after the game is over",
                () -> randomRecord(setup(TileSource.shuffled(2), RuleOptions.defaults(), BLUE, BLUE, RED), 2, 100_000).text() + "settle\n",
                "expected the end of the record"));
        out.add(record("record-header-after-a-choice", "a header line after the first choice",
                () -> randomRecord(seeded, 1, 2).text() + "[seed 3]\n", "a choice (the header comes before the choices)"));
        out.add(record("record-chance-and-seed", "explicit chance and a seed at once",
                () -> randomRecord(seeded, 1, 2).text().replace("[seed 1]", "[seed 1]\n[chance]"), "either [chance] or [seed]/[stack]"));
        out.add(record("record-no-format-line", "a record that does not begin with its format line",
                () -> replaceLine(randomRecord(seeded, 1, 2).text(), "[format"), "'[format tongiaki-record 2]' first"));
        out.add(record("record-engine-without-version", "an [engine] line names the engine but not its version",
                () -> randomRecord(seeded, 1, 2).text().replace("[format tongiaki-record 2]\n", "[format tongiaki-record 2]\n[engine tongiaki]\n"),
                "expected [engine <name> <version>]"));
        out.addAll(documentedInvalids(seeded));
        // ---- the one-line form: faults at the one line's columns
        out.add(position("one-line-beach-over-its-berths", "beach-over-its-berths in the one-line form: the fault at its column of the one line",
                () -> oneLine(replaceLine(basePosition(), "boats Tonga/1", "boats Tonga/1 2B+2R")), "at most 3 boats on beach Tonga/1"));
        out.add(position("one-line-quote-left-open", "a double quote left open at the end of a line of the one-line form (at the next ';')",
                () -> oneLine(replaceLine(basePosition(), "tile Samoa", "tile \"Samoa 0,1 r3")), "a closing '\"'"));
        out.add(position("one-line-pending-line-missing", "no pending decision in the one-line form: reported just after the one line's end",
                () -> oneLine(replaceLine(basePosition(), "pending")), "a 'pending <decision> …' line"));
        out.add(position("one-line-then-another-line", "a one-line position followed by another line",
                () -> oneLine(basePosition()) + "stall 0\n", "the end of the text"));
        return out;
    }

    /**
     * The invalid texts of the validity checks and text-level refusals CONFORMANCE.md states (a full beach at a
     * turn decision, the D-15 count's maximum, a byte order mark, a tab smuggled into a rule option, digits of
     * another script, record version 1).
     */
    private static List<Invalid> documentedInvalids(GameSetup seeded) {
        List<Invalid> out = new ArrayList<>();
        out.add(position("full-beach-at-the-turn", "a full beach at a turn decision: R-EMI-1 has it emigrate before the turn passes",
                () -> replaceLine(replaceLine(basePosition(), "boats Tonga/1", "boats Tonga/1 2B+R"), "supply"), "no full beach at the turn"));
        out.add(position("stall-count-too-big", "a D-15 count above the turns played: at turn 1 at most 1 turn began without progress",
                () -> replaceLine(basePosition(), "stall", "stall 2"), "a count of turns without progress (D-15)"));
        out.add(position("byte-order-mark", "the text begins with a UTF-8 byte order mark (U+FEFF), invisible in an editor",
                () -> basePosition(), "a byte order mark", true));
        out.add(position("rule-option-tab-in-value", "a tab inside a quoted rule option value would smuggle in a second option",
                () -> replaceLine(basePosition(), "options", "options \"endgame=FINISH_TURN\tstall-rounds=0\""),
                "endgame must be VOYAGE_ONLY or FINISH_TURN, got 'FINISH_TURN?stall-rounds=0'"));
        out.add(record("record-seed-not-ascii-digits", "a seed in full-width digits: numbers are ASCII digits only",
                () -> randomRecord(seeded, 1, 2).text().replace("[seed 1]", "[seed \uFF17]"), "a seed (a whole number of 64 bits"));
        out.add(record("record-format-version-1", "version 1 of the record format (0.1.0, under revision 1's rules) is not read",
                () -> randomRecord(seeded, 1, 2).text().replace("[format tongiaki-record 2]", "[format tongiaki-record 1]"),
                "unsupported version 1; this library reads version 2"));
        out.add(record("record-byte-order-mark", "the record begins with a UTF-8 byte order mark (U+FEFF)",
                () -> randomRecord(seeded, 1, 2).text(), "a byte order mark", true));
        return out;
    }

    // =====================================================================================
    // game records
    // =====================================================================================

    /**
     * A game record file ({@code records/<name>.tongiaki}) and what replaying it gives
     * ({@code records/<name>.expected}: its canonical text, every choice with its events, the final position).
     */
    record Rec(String name, String note, Supplier<String> text, String... mustContain) {

        String render() {
            String text = this.text.get();
            GameRecord rec = GameRecord.parse(text, sets());
            StringBuilder sb = new StringBuilder();
            sb.append("# Tongiaki conformance: what replaying ").append(name).append(".tongiaki gives; the format is described in "
                    + "CONFORMANCE.md.\n");
            sb.append("tongiaki-record-result 1\n");
            sb.append("name ").append(name).append('\n');
            sb.append("note ").append(note).append('\n');
            sb.append("[canonical]\n").append(rec.text());
            sb.append("[events]\n");
            Game g = Game.start(rec.setup());
            sb.append(EventText.print(g.lastEvents()));
            for (String c : rec.choices()) {
                Option o = ChoiceText.parse(g.decision(), c);
                sb.append("> ").append(o.text()).append('\n');
                sb.append(EventText.print(g.apply(o)));
            }
            sb.append("[final]\n").append(Position.of(g).text());
            String out = sb.toString();
            for (String m : mustContain) {
                if (!out.contains(m)) {
                    throw new IllegalStateException(name + ": expected '" + m + "' in\n" + out);
                }
            }
            return out;
        }
    }

    static List<Rec> records() {
        List<Rec> out = new ArrayList<>();
        out.add(new Rec("seed-1234-two-players", "A whole two-player game in canonical form: the seeded shuffle, random choices",
                () -> randomRecord(setup(TileSource.shuffled(1234), RuleOptions.defaults(), BLUE, BLUE, RED), 7, 100_000).text(),
                "EndTriggered", "GameOver", "pending over"));
        out.add(new Rec("stack-three-players-hand-written", "The first 60 choices of a three-player game (Red starts; two options changed; "
                + "three tiles on top of the stack, the rest shuffled with seed 5), written loosely: header lines in another order, "
                + "colour letters and capitals, comments, blank lines, spaces and tabs at the ends of lines and between header values; "
                + "it names its writer and the rules revision ([engine], [rules]), which the canonical text keeps",
                () -> {
                    GameRecord r = randomRecord(setup(TileSource.ordered(List.of(io.github.tongiaki.core.tiles.TileId.of("Samoa"),
                            io.github.tongiaki.core.tiles.TileId.of("W07"), io.github.tongiaki.core.tiles.TileId.of("Rapa Nui")), 5),
                            RuleOptions.defaults().withLoopColourAware(true).withLandingSpreadWhenShort(false), RED, BLUE, RED, GREEN), 60, 60);
                    StringBuilder sb = new StringBuilder();
                    sb.append("# A record as a person might write it down.\n");
                    sb.append("[format tongiaki-record 2]\n\n");
                    sb.append("[rules 2.3]   # the revision it was played under\n");
                    sb.append("[players B r Green]    # colour letters, any case\n");
                    sb.append("[tileset official]\n");
                    sb.append("[options landing-spread-when-short=false\tloop-colour-aware=true]   # the others are the defaults\n");
                    sb.append("[stack Samoa W07 \"Rapa Nui\"]\n");
                    sb.append("[seed 5]\n");
                    sb.append("[start Red]\n");
                    sb.append("[ engine\thand-written  1 ]   # who wrote it: a name and a version\n\n");
                    List<String> cs = r.choices();
                    for (int i = 0; i < cs.size(); i++) {
                        // GameRecord keeps a choice's inner spaces as written (text() would print them), so only the ends are loose
                        sb.append(i % 4 == 0 ? "   " : i % 4 == 2 ? "\t" : "").append(cs.get(i));
                        if (i % 5 == 0) {
                            sb.append("    # choice ").append(i + 1);
                        } else if (i % 3 == 0) {
                            sb.append(" \t ");
                        }
                        sb.append('\n');
                        if (i % 10 == 9) {
                            sb.append("\n# ").append(i + 1).append(" choices so far\n");
                        }
                    }
                    return sb.toString();
                }, "TileDrawn tile=Samoa", "[engine hand-written 1]\n[rules 2.3]\n[tileset official]"));
        out.add(new Rec("seed-1234-two-players-explicit-draws", "D-20: the game of seed-1234-two-players with its draws written out, "
                + "as a host records a game after a take-back returned a drawn tile, or a game it resumed from a record: [chance], and "
                + "after each choice that drew, a 'draw <tile>' for each tile it drew; it replays to the same game with the same events",
                () -> randomRecord(setup(TileSource.shuffled(1234), RuleOptions.defaults(), BLUE, BLUE, RED), 7, 100_000).withExplicitDraws()
                        .withWriter(null, null).text(), "[chance]", "> draw", "EndTriggered", "GameOver", "pending over"));
        out.add(new Rec("chance-two-players", "The first 80 choices of a two-player game with explicit chance: every draw is a choice "
                + "'draw <tile>' of the record",
                () -> randomRecord(setup(TileSource.chance(), RuleOptions.defaults(), BLUE, BLUE, RED), 11, 80).text(), "> draw"));
        return out;
    }

    // =====================================================================================
    // writing
    // =====================================================================================

    static List<Vec> vectors() {
        return VECTORS;
    }

    /** The directories of {@code conformance/} the generator writes (it empties them first); the tile sets are written by hand. */
    static final List<String> DIRS = List.of("vectors", "perft", "invalid", "records", "one-line");

    /** {@return file name (relative to {@code conformance/}) → text of every file the generator writes} */
    static Map<String, String> files() {
        Map<String, String> out = new LinkedHashMap<>();
        for (Vec v : VECTORS) {
            if (out.put("vectors/" + v.name + ".vector", v.render()) != null) {
                throw new IllegalStateException("two vectors named " + v.name);
            }
        }
        for (PerftCase p : perfts()) {
            out.put("perft/" + p.name() + ".perft", p.render());
        }
        for (Invalid i : invalids()) {
            if (out.put(i.file(), i.render()) != null) {
                throw new IllegalStateException("two invalid files named " + i.name());
            }
        }
        for (OneLineCase c : oneLines()) {
            out.put("one-line/" + c.name() + ".one-line", c.render());
        }
        for (Rec r : records()) {
            out.put("records/" + r.name() + ".tongiaki", r.text().get());
            out.put("records/" + r.name() + ".expected", r.render());
        }
        return out;
    }

    static void write(Path root) throws IOException {
        // Generate everything first: a situation that no longer plays as expected leaves the files as they were.
        Map<String, String> files = files();
        for (String dir : DIRS) {
            Path d = root.resolve(dir);
            Files.createDirectories(d);
            try (Stream<Path> old = Files.list(d)) {
                for (Path p : old.toList()) {
                    Files.delete(p);
                }
            }
        }
        for (Map.Entry<String, String> e : files.entrySet()) {
            Files.writeString(root.resolve(e.getKey()), e.getValue());
        }
    }

    /**
     * Writes the suite.
     *
     * @param args unused
     * @throws IOException if writing fails
     */
    public static void main(String[] args) throws IOException {
        write(NotationTiles.CONFORMANCE);
        System.out.println("wrote " + VECTORS.size() + " vectors and " + perfts().size() + " perft files");
    }

    @org.junit.jupiter.api.Test
    @org.junit.jupiter.api.condition.EnabledIfSystemProperty(named = "tongiaki.conformance.write", matches = "true")
    void writeTheSuite() throws IOException {
        write(NotationTiles.CONFORMANCE);
        System.out.println("wrote " + VECTORS.size() + " vectors and " + perfts().size() + " perft files to "
                + NotationTiles.CONFORMANCE.toAbsolutePath().normalize());
    }
}
