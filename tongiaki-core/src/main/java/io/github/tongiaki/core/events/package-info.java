/**
 * The events a game reports: every change of state, in order, each citing its rule id.
 */
package io.github.tongiaki.core.events;
