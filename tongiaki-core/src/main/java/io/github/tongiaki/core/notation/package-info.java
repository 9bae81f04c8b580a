/**
 * The notation of Tongiaki, for sharing games in bug reports, replaying them and proving that a port
 * plays exactly like this engine: {@link io.github.tongiaki.core.notation.ChoiceText} (the short form of
 * a choice), {@link io.github.tongiaki.core.notation.EventText} (one line per event),
 * {@link io.github.tongiaki.core.notation.GameRecord} (a game: header and choices) and
 * {@link io.github.tongiaki.core.notation.Perft}. The position text (the FEN of Tongiaki) is
 * {@link io.github.tongiaki.core.engine.Position}, the immutable position value. Every parser throws only
 * {@link io.github.tongiaki.core.text.ParseException}, with line, column and what was expected. The
 * formats and the conformance suite built on them are specified in {@code CONFORMANCE.md}.
 */
package io.github.tongiaki.core.notation;
