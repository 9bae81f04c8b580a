/**
 * What the library's text forms share: {@link io.github.tongiaki.core.text.ParseException}, the one
 * exception every parser throws (positions, choices, events, game records), with the line, the column and
 * what was expected there.
 */
package io.github.tongiaki.core.text;
