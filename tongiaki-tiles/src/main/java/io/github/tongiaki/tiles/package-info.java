/**
 * The official Tongiaki tile set, {@link io.github.tongiaki.tiles.OfficialTiles}.
 */
package io.github.tongiaki.tiles;
