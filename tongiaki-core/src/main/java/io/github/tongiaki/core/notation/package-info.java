/**
 * The notation of Tongiaki, for sharing positions in bug reports, replaying games and proving that a port
 * plays exactly like this engine: {@link io.github.tongiaki.core.notation.Position} (a complete state as
 * text), {@link io.github.tongiaki.core.notation.ChoiceText} (the short form of a choice),
 * {@link io.github.tongiaki.core.notation.EventText} (one line per event),
 * {@link io.github.tongiaki.core.notation.GameRecord} (a game: header and choices) and
 * {@link io.github.tongiaki.core.notation.Perft}. Every parser throws only
 * {@link io.github.tongiaki.core.notation.ParseException}, with line, column and what was expected. The
 * formats and the conformance suite built on them are specified in {@code CONFORMANCE.md}.
 */
package io.github.tongiaki.core.notation;
