/**
 * The tile model: island tiles with their beaches (berths and jetties), water tiles with their routes
 * and difficulties, and tile sets with their language-neutral text form (R-COMP-2, tiles.md).
 */
package io.github.tongiaki.core.tiles;
