/**
 * Internals of the engine: not exported, not API; may change in any release.
 */
package io.github.tongiaki.core.internal;
