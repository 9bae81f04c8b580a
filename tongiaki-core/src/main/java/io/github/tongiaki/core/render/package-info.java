/**
 * Pictures of the table: {@link io.github.tongiaki.core.render.BoardSvg} draws a game (or a position, via
 * {@code Position.toGame()}) as a standalone SVG document, sized and layered by
 * {@link io.github.tongiaki.core.render.SvgOptions} and its {@link io.github.tongiaki.core.render.Overlay}s.
 * No dependency beyond {@code java.base}; the text is built by hand, escaped, and the same game always
 * gives the same bytes.
 *
 * <h2>What is drawn</h2>
 * Flat-top hexes in the geometry of tiles.md (south is down; a tile's edge {@code e} under rotation
 * {@code r} faces direction {@code (e + r) mod 6}). Islands with their name and points; each beach's
 * berths as slots, empty or holding a boat in its owner's colour with the colour's initial letter
 * (Okabe–Ito colours, which people with colour-vision deficiency tell apart); jetties on their edges.
 * Water tiles with their three routes as curves between edge midpoints and each route's difficulty at both
 * ends. Royal islands with the mask boat (R-ROYAL-1); boats stranded on the last water tile (R-END-1); the
 * group at sea; the hexes a pending free placement may use (D-9) with the drawn tile beside the board;
 * the path of the last step's voyages; the emblem on edge 0 of each tile. A side panel names the decision,
 * the players with score and supply, and the stack.
 *
 * <h2>Ids and data attributes</h2>
 * These are stable, for a web page that makes the picture clickable:
 * <ul>
 *   <li>the root {@code <svg>} has {@code class="tongiaki-board"} and, while a decision is pending,
 *       {@code data-decision="<decision number>"}, {@code data-kind="<DecisionKind>"} and
 *       {@code data-player="<colour>"};</li>
 *   <li>each tile: {@code <g class="tile" id="hex_Q_R" data-hex="Q,R" data-tile="<tile id>"
 *       data-kind="island|water" data-rotation="rK">};</li>
 *   <li>each beach: {@code <g class="beach" id="beach_<tile>_<n>" data-beach="<island>/<n>">}, the tile id
 *       made fit for an id by turning every character outside {@code [A-Za-z0-9_-]} into {@code _}
 *       ({@code beach_Rapa_Nui_2}); inside it each jetty {@code <line class="jetty" data-edge="<tile edge>">}
 *       and each berth {@code <g class="berth" data-berth="<k>">};</li>
 *   <li>each boat: {@code <g class="boat boat-<colour>" data-colour="<colour>">}; the mask boat of a royal
 *       island {@code <g class="mask-boat boat-<colour>" data-colour="<colour>">}; stranded boats inside
 *       {@code <g class="stranded" data-hex="Q,R" data-tile="<tile id>">}; the group at sea inside
 *       {@code <g class="group-at-sea">};</li>
 *   <li>with {@link io.github.tongiaki.core.render.Overlay#FREE_HEXES}: {@code <polygon class="free-hex"
 *       data-hex="Q,R">} for each hex a free placement may use, and {@code <g class="drawn-tile"
 *       data-tile="<tile id>">} in the panel;</li>
 *   <li>with {@link io.github.tongiaki.core.render.Overlay#TARGETS}: every element that stands for options
 *       of the pending decision gets the class {@code target} and {@code data-options="<ids>"}, the
 *       {@code Option.id()}s it stands for, separated by spaces, in option order. Beaches stand for set-up
 *       berths, boats taken (R-ALLBOATS-1), boats placed (each beach lists every option that puts a boat
 *       on it), emigrations (all of the beach's options; each jetty also carries its own) and landings (the
 *       boats of the group at sea carry the landings of their colour). Island tiles stand for expansion,
 *       royal islands and the placements of R-NOBOAT-1; free hexes for every rotation at that hex. Options
 *       with no place on the board (a new settlement, taking no boat, an explicit chance draw) are
 *       {@code <g class="action target">} buttons in the panel. Every option of the pending decision is on
 *       at least one target.</li>
 * </ul>
 */
package io.github.tongiaki.core.render;
