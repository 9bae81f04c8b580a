/**
 * The JSON forms of Tongiaki (PROTOCOL.md) and the host for external bots that speak the JSON-lines bot
 * protocol.
 */
module io.github.tongiaki.protocol {
    requires transitive io.github.tongiaki.core;
    requires transitive io.github.tongiaki.bots;
    requires transitive com.fasterxml.jackson.databind;

    exports io.github.tongiaki.protocol;
}
