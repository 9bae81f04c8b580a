package io.github.tongiaki.core.render;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.geometry.Hex;
import java.util.List;
import java.util.Objects;

/**
 * Draws a game's table as a standalone SVG document: the tiles in the geometry of tiles.md, every beach's
 * berths with the boats on them, the pending decision's targets, and a side panel with the players, the
 * stack, a drawn tile and the group at sea. See the {@linkplain io.github.tongiaki.core.render package
 * documentation} for what is drawn and for the ids and {@code data-} attributes a web page can use.
 *
 * <pre>{@code
 * String svg = BoardSvg.render(game);                                    // 800 px wide, every overlay
 * String small = BoardSvg.render(game, SvgOptions.defaults().withSize(400).without(Overlay.LABELS));
 * String fromText = BoardSvg.render(Position.parse(text).toGame());      // a position from its notation
 * }</pre>
 *
 * <p>The output depends on nothing but the game and the options: the same game gives the same bytes.
 *
 * <p>Inside the package one rendering is a {@code Drawing} that lays out four layers, each drawing one part
 * of the picture: {@code TilesLayer} (the tiles), {@code BeachesLayer} (beaches, berths and boats),
 * {@code OverlaysLayer} (the decision's targets, the free hexes, the last voyage) and {@code PanelLayer}
 * (the side panel); this class keeps the entry points and the geometry and text they share.
 */
public final class BoardSvg {

    /** A hex's circumradius (centre to corner) in SVG user units; everything else is sized to it. */
    static final double S = 60;
    /** A hex's inradius (centre to edge midpoint). */
    static final double IN = S * Math.sqrt(3) / 2;

    private BoardSvg() {
    }

    /**
     * Draws the game with {@link SvgOptions#defaults()}. A {@code Position} is drawn through its game:
     * {@code render(position.toGame())} (such a game has no last events, so no last voyage is shown).
     *
     * @param game a game, at a decision or over
     * @return the SVG document
     */
    public static String render(Game game) {
        return render(game, SvgOptions.defaults());
    }

    /**
     * Draws the game.
     *
     * @param game a game, at a decision or over
     * @param options size and overlays
     * @return the SVG document
     */
    public static String render(Game game, SvgOptions options) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(options, "options");
        return new Drawing(game, options).draw();
    }

    // =====================================================================================
    // geometry and text
    // =====================================================================================

    /** The centre of a flat-top hex in axial coordinates: south (0, +1) is straight down. */
    static double[] centre(Hex h) {
        return new double[] {1.5 * S * h.q(), Math.sqrt(3) * S * (h.r() + h.q() / 2.0)};
    }

    /** The unit vector from a hex's centre towards the midpoint of its edge facing board direction d. */
    static double[] unit(int direction) {
        // Directions are numbered clockwise from south (tiles.md); SVG's y axis points down.
        double a = Math.toRadians(90 + 60 * direction);
        return new double[] {Math.cos(a), Math.sin(a)};
    }

    static String hexPoints(double cx, double cy, double r) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < 6; k++) {
            double a = Math.toRadians(60 * k);
            if (k > 0) {
                sb.append(' ');
            }
            sb.append(pt(cx + r * Math.cos(a), cy + r * Math.sin(a)));
        }
        return sb.toString();
    }

    /** A route as a curve between two edge midpoints, bent through the centre (straight when opposite). */
    static String routePath(double[] c, int a, int b) {
        double[] p = routePoint(c, a, b, 0);
        double[] q = routePoint(c, a, b, 1);
        return "M" + pt(p[0], p[1]) + " Q" + pt(c[0], c[1]) + " " + pt(q[0], q[1]);
    }

    /** The point at {@code t} along the route's quadratic curve. */
    static double[] routePoint(double[] c, int a, int b, double t) {
        double[] ua = unit(a);
        double[] ub = unit(b);
        double[] p0 = {c[0] + ua[0] * IN, c[1] + ua[1] * IN};
        double[] p2 = {c[0] + ub[0] * IN, c[1] + ub[1] * IN};
        double s = 1 - t;
        return new double[] {s * s * p0[0] + 2 * s * t * c[0] + t * t * p2[0], s * s * p0[1] + 2 * s * t * c[1] + t * t * p2[1]};
    }

    static String pt(double x, double y) {
        return n(x) + "," + n(y);
    }

    /** A number with at most one decimal, never "-0", the same on every machine. */
    static String n(double v) {
        long tenths = Math.round(v * 10);
        if (tenths == 0) {
            return "0";
        }
        String sign = tenths < 0 ? "-" : "";
        long a = Math.abs(tenths);
        return a % 10 == 0 ? sign + a / 10 : sign + a / 10 + "." + a % 10;
    }

    static String ids(List<Integer> ids) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < ids.size(); i++) {
            sb.append(i == 0 ? "" : " ").append(ids.get(i));
        }
        return sb.toString();
    }

    /** Escapes text for XML content and attribute values. */
    static String esc(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&apos;");
                default -> sb.append(ch);
            }
        }
        return sb.toString();
    }

    /** Makes text fit an XML id: letters, digits, '_' and '-' only. */
    static String sanitise(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            boolean ok = (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_' || ch == '-';
            sb.append(ok ? ch : '_');
        }
        return sb.toString();
    }

    /**
     * The colour a player's boats are drawn in: the Okabe–Ito palette, told apart with every common
     * colour-vision deficiency. Frontends that show a player's colour beside the board use it, so that
     * both agree.
     *
     * @param c a player's colour
     * @return its fill, {@code #RRGGBB} (blue {@code #0072B2}, red the vermilion {@code #D55E00}, …)
     */
    public static String playerFill(Colour c) {
        return fill(c);
    }

    /** The Okabe–Ito palette, told apart with every common colour-vision deficiency. */
    static String fill(Colour c) {
        return switch (c) {
            case BLUE -> "#0072B2";
            case RED -> "#D55E00";
            case GREEN -> "#009E73";
            case YELLOW -> "#F0E442";
            case ORANGE -> "#E69F00";
            case PURPLE -> "#CC79A7";
        };
    }

    /** The letter's colour on a boat: white on the dark colours, black on the light ones. */
    static String ink(Colour c) {
        return switch (c) {
            case BLUE, RED, GREEN -> "#FFFFFF";
            case YELLOW, ORANGE, PURPLE -> "#000000";
        };
    }

    static final String STYLE = String.join("\n",
            "<style>",
            "text { font-family: 'DejaVu Sans', Verdana, Arial, sans-serif; }",
            ".sea { fill: #EEF4F8; }",
            ".hex { stroke: #5A6B78; stroke-width: 1.5; }",
            ".hex.water { fill: #BFDDF2; }",
            ".hex.island { fill: #F3E3B3; }",
            ".hex.island.royal { fill: #F6D77A; stroke: #8A6D00; stroke-width: 3; }",
            ".route-halo { fill: none; stroke: #BFDDF2; stroke-width: 7; }",
            ".route { fill: none; stroke: #1F4E79; stroke-width: 2.5; }",
            ".difficulty circle { fill: #FFFFFF; stroke: #1F4E79; stroke-width: 1.2; }",
            ".difficulty text { font-size: 10px; font-weight: bold; text-anchor: middle; fill: #1F4E79; }",
            ".water-id { font-size: 8px; fill: #3D6A8F; }",
            ".emblem { fill: #C0392B; }",
            ".jetty { stroke: #7A4E24; stroke-width: 5; stroke-linecap: round; }",
            ".slot { fill: #FFFDF5; stroke: #6B5A3A; stroke-width: 1; }",
            ".boat circle { stroke: #222222; stroke-width: 0.8; }",
            ".boat text, .mask-boat text { font-size: 7.5px; font-weight: bold; text-anchor: middle; }",
            ".mask-boat path { stroke: #222222; stroke-width: 1; }",
            ".island-name { font-size: 10px; font-weight: bold; text-anchor: middle; fill: #3B2F1E; }",
            ".island-points { font-size: 8px; text-anchor: middle; fill: #3B2F1E; }",
            ".beach-number { font-size: 7px; text-anchor: middle; fill: #8A7A5A; }",
            ".stranded rect { fill: #FFFFFF; fill-opacity: 0.85; stroke: #222222; stroke-width: 1; stroke-dasharray: 3 2; }",
            ".free-hex { fill: #FFFFFF; fill-opacity: 0.6; stroke: #000000; stroke-width: 1.5; stroke-dasharray: 6 4; }",
            ".new-tile { fill: none; stroke: #000000; stroke-width: 3; stroke-opacity: 0.5; }",
            ".voyage { fill: none; stroke: #000000; stroke-width: 3.5; stroke-opacity: 0.6; stroke-dasharray: 7 4; stroke-linecap: round; }",
            ".voyage.failed { stroke-dasharray: 2 3; }",
            ".voyage-cross { fill: none; stroke: #000000; stroke-width: 3; }",
            ".panel-title { font-size: 16px; font-weight: bold; fill: #222222; }",
            ".panel-text { font-size: 11px; fill: #222222; }",
            ".panel-small { font-size: 9px; fill: #555555; }",
            ".winner { font-weight: bold; }",
            ".action rect { fill: #FFFFFF; stroke: #000000; stroke-width: 1.2; }",
            ".action text { font-size: 11px; text-anchor: middle; fill: #000000; }",
            ".target { cursor: pointer; }",
            ".beach.target .slot { stroke: #000000; stroke-width: 2; }",
            "</style>",
            "");
}
