/**
 * Hex-grid geometry of the Tongiaki board: flat-top hexes in axial coordinates, the six board
 * directions numbered clockwise from south, tile rotations and the forced placement of drawn tiles
 * (tiles.md, "Geometry"; R-EMI-3, R-VOY-4).
 */
package io.github.tongiaki.core.geometry;
