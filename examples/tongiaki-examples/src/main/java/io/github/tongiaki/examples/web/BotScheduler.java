package io.github.tongiaki.examples.web;

import io.github.tongiaki.core.engine.Option;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Runs the bots' moves so that no owner can monopolise them (issue 39): one bot move per game at a time, on two
 * lanes of threads of their own (never the request threads).
 *
 * <ul>
 *   <li>The <b>quick lane</b> (one thread) takes chance draws and the quick bots ({@code greedy}, {@code random}),
 *       which answer in milliseconds: they never wait behind a search.</li>
 *   <li>The <b>search lane</b> ({@link Limits#botThreads()} threads) takes the searching bots ({@code mcts},
 *       {@code guided}), each move up to {@link Limits#botMillis()}. Games wait per owner (the address that
 *       created them), owners take turns round-robin, and an owner runs at most {@link Limits#ownerSearches()}
 *       searches at once: fifteen expensive games of one owner slow only that owner's games.</li>
 * </ul>
 *
 * <p>A move whose write fails (a full disk) is not lost and does not leave its game stuck: the game shows why
 * ({@code storageFailure}) and the same answer is written again after 0.2 s, then doubling up to 5 s, until the
 * disk takes it; a person's undo meanwhile makes it moot.
 */
final class BotScheduler implements AutoCloseable {

    private static final long FIRST_RETRY_MILLIS = 200;
    private static final long LAST_RETRY_MILLIS = 5000;

    private final Lane quick;
    private final Lane search;
    private final ScheduledExecutorService ticker;
    private final Consumer<GameSession> changed;
    private final Consumer<GameSession> told;

    /**
     * @param limits the bot threads and the per-owner budget
     * @param ticker where retries wait
     * @param changed after a move (the session locked): tell its watchers and schedule its next bot move
     * @param told after a change of what the game shows but not of its moves (the session locked): tell its watchers
     */
    BotScheduler(Limits limits, ScheduledExecutorService ticker, Consumer<GameSession> changed, Consumer<GameSession> told) {
        this.ticker = ticker;
        this.changed = changed;
        this.told = told;
        this.quick = new Lane("tongiaki-bot-quick", 1, Integer.MAX_VALUE);
        this.search = new Lane("tongiaki-bot-search", limits.botThreads(), limits.ownerSearches());
    }

    /** Lets the game's bot (or chance) move if it is theirs and none is queued (the session locked). */
    void schedule(GameSession s) {
        if (!s.botQueued && s.botToMove()) {
            s.botQueued = true;
            (s.searchToMove() ? search : quick).add(s);
        }
    }

    /** One bot decision of a game; the game goes back to the end of its owner's queue for the next. */
    private void step(GameSession s) {
        BotTurn turn;
        synchronized (s) {
            turn = s.botTurn();
            if (turn == null) {
                s.botQueued = false;
                return;
            }
        }
        Option answer = null;
        String failure = null;
        if (turn.bot() != null) {
            try {
                answer = turn.bot().choose(turn.game());
            } catch (RuntimeException e) {
                failure = e.toString();
            }
        }
        synchronized (s) {
            if (failure != null) {
                s.botQueued = false;
                s.botFailure = "a bot failed: " + failure;
                changed.accept(s);
            } else {
                write(s, turn, answer, FIRST_RETRY_MILLIS);
            }
        }
    }

    /** Applies a bot's answer, stored first; a failed write is tried again later (the session locked). */
    private void write(GameSession s, BotTurn turn, Option answer, long retry) {
        if (s.gone) {
            s.botQueued = false;
            return;
        }
        boolean applied;
        try {
            applied = s.botMove(turn, answer);
        } catch (GameStore.StorageException e) {
            // the game is unchanged (the write comes first); botQueued stays set so that nothing else moves it meanwhile
            s.storageFailure = "the server cannot store the game's next move (" + e.getMessage() + "); it tries again every few"
                    + " seconds and the game goes on when it can";
            told.accept(s);
            try {
                ticker.schedule(() -> {
                    synchronized (s) {
                        write(s, turn, answer, Math.min(LAST_RETRY_MILLIS, retry * 2));
                    }
                }, retry, TimeUnit.MILLISECONDS);
            } catch (java.util.concurrent.RejectedExecutionException stopping) {
                s.botQueued = false;
            }
            return;
        }
        s.botQueued = false;
        if (applied) {
            changed.accept(s);
        } else {
            if (s.storageFailure != null) {
                s.storageFailure = null; // an undo made the unstored move moot
                told.accept(s);
            }
            schedule(s);
        }
    }

    /** Stops the bot threads. */
    @Override
    public void close() {
        quick.close();
        search.close();
    }

    /** Threads that take games round-robin by owner, each owner at most {@code budget} at once. */
    private final class Lane {
        private final Map<String, ArrayDeque<GameSession>> waiting = new HashMap<>();
        private final ArrayDeque<String> turns = new ArrayDeque<>();
        private final Map<String, Integer> running = new HashMap<>();
        private final int budget;
        private final List<Thread> threads = new ArrayList<>();
        private boolean closed;

        Lane(String name, int count, int budget) {
            this.budget = budget;
            for (int i = 0; i < count; i++) {
                Thread t = new Thread(this::work, name + "-" + (i + 1));
                t.setDaemon(true);
                t.setPriority(Thread.NORM_PRIORITY - 1);
                threads.add(t);
                t.start();
            }
        }

        synchronized void add(GameSession s) {
            if (closed) {
                s.botQueued = false;
                return;
            }
            ArrayDeque<GameSession> q = waiting.computeIfAbsent(s.owner, k -> new ArrayDeque<>());
            if (q.isEmpty()) {
                turns.add(s.owner);
            }
            q.add(s);
            notifyAll();
        }

        private synchronized GameSession take() throws InterruptedException {
            while (!closed) {
                for (int i = turns.size(); i > 0; i--) {
                    String owner = turns.poll();
                    if (running.getOrDefault(owner, 0) >= budget) {
                        turns.add(owner);
                        continue;
                    }
                    ArrayDeque<GameSession> q = waiting.get(owner);
                    GameSession s = q.poll();
                    if (q.isEmpty()) {
                        waiting.remove(owner);
                    } else {
                        turns.add(owner);
                    }
                    running.merge(owner, 1, Integer::sum);
                    return s;
                }
                wait();
            }
            return null;
        }

        private synchronized void done(String owner) {
            running.computeIfPresent(owner, (k, n) -> n <= 1 ? null : n - 1);
            notifyAll();
        }

        private void work() {
            while (true) {
                GameSession s;
                try {
                    s = take();
                } catch (InterruptedException e) {
                    return;
                }
                if (s == null) {
                    return;
                }
                try {
                    step(s);
                } catch (RuntimeException e) {
                    synchronized (s) {
                        s.botQueued = false;
                        s.botFailure = "a bot failed: " + e;
                    }
                } finally {
                    done(s.owner);
                }
            }
        }

        void close() {
            synchronized (this) {
                closed = true;
                notifyAll();
            }
            for (Thread t : threads) {
                t.interrupt();
            }
            for (Thread t : threads) {
                try {
                    t.join(5000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }
}
