/**
 * The JSON forms of PROTOCOL.md ({@link io.github.tongiaki.protocol.JsonForms}), the one-line text of every
 * event ({@link io.github.tongiaki.protocol.EventSentences}) and the host for external bots
 * ({@link io.github.tongiaki.protocol.ExternalBot}).
 */
package io.github.tongiaki.protocol;
