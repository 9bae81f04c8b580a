/**
 * Bots for Tongiaki and tournaments among them. Depends on nothing but {@code io.github.tongiaki.core}.
 */
module io.github.tongiaki.bots {
    requires transitive io.github.tongiaki.core;

    exports io.github.tongiaki.bots;
    exports io.github.tongiaki.bots.tournament;
    exports io.github.tongiaki.bots.learned;
}
