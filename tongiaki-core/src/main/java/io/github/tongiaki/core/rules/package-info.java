/**
 * The rule ids of the specification ({@link io.github.tongiaki.core.rules.Rule}) and the rule options
 * a caller can switch ({@link io.github.tongiaki.core.rules.RuleOptions}).
 */
package io.github.tongiaki.core.rules;
