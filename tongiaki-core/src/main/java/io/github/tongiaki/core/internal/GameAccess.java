package io.github.tongiaki.core.internal;

/**
 * Temporary bridge (removed in the next commit of this change).
 */
public interface GameAccess {
    /**
     * @param game a game
     * @return its engine
     */
    Engine engineOf(io.github.tongiaki.core.engine.Game game);

    /**
     * @param setup the set-up
     * @param engine an engine
     * @param decisionNumber the number of its pending decision
     * @return a game around it
     */
    io.github.tongiaki.core.engine.Game gameOf(io.github.tongiaki.core.engine.GameSetup setup, Engine engine, int decisionNumber);

    /** The registered bridge. */
    final class Holder {
        private static volatile GameAccess access;

        private Holder() {
        }

        /**
         * @param a the bridge
         */
        public static void register(GameAccess a) {
            if (access == null) {
                access = a;
            }
        }

        /** @return the bridge */
        public static GameAccess get() {
            if (access == null) {
                try {
                    Class.forName("io.github.tongiaki.core.engine.Game", true, GameAccess.class.getClassLoader());
                } catch (ClassNotFoundException e) {
                    throw new IllegalStateException(e);
                }
            }
            return access;
        }
    }
}
