/**
 * Values that describe the table: colours, boats, beaches on the table, placed tiles.
 */
package io.github.tongiaki.core.board;
