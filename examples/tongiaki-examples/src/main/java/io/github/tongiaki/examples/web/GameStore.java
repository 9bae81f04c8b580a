package io.github.tongiaki.examples.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The games of a web server in an SQLite database, written as they go: each game's set-up (as the
 * header of a game record; an undo that takes back a draw rewrites it under explicit chance, with the tiles drawn
 * before as steps, D-20), its seats (a bot's name, or a person's token hash, never a token) and
 * every choice as it is applied. {@code PRAGMA user_version} holds the schema version, checked on
 * open. One connection, used by one thread at a time.
 */
final class GameStore implements AutoCloseable {

    /**
     * The schema version this server reads and writes: 2 since every game has an owner (the hash of its owner
     * token and the address that created it, issue 39). A database of version 1 is moved to 2 on open.
     */
    static final int SCHEMA = 2;
    /** The path that keeps the games in memory only (lost when the server stops). */
    static final String MEMORY = ":memory:";

    /** A stored step: who took it ({@link Step.By}'s name) and the choice's text. */
    record Step(String by, String choice) {
    }

    /**
     * A stored game.
     *
     * @param id its id
     * @param setup the game record header of its set-up
     * @param seed the seed of its bots (and of its stack while its set-up has it)
     * @param generation how many undos it has seen
     * @param bots per seat, a bot's name or null for a person
     * @param hashes per seat, the SHA-256 of the person's token, or null for a bot
     * @param steps the choices since the start
     * @param owner the address that created it (whose bots' time it shares), or null for a game of schema 1
     * @param ownerHash the SHA-256 of its owner token, or null for a game of schema 1
     */
    record Stored(String id, String setup, long seed, int generation, List<String> bots, List<byte[]> hashes, List<Step> steps,
            String owner, byte[] ownerHash) {
    }

    /**
     * A write the database refused (a full disk, a read-only file): nothing of it was stored, and the caller changes
     * nothing in memory either. The server answers 503, as the fault is the server's and may pass.
     */
    static final class StorageException extends IllegalStateException {
        private static final long serialVersionUID = 1L;

        StorageException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private final Connection db;

    private GameStore(Connection db) {
        this.db = db;
    }

    /**
     * Opens (or creates) a database.
     *
     * @param path a file, or {@link #MEMORY}
     * @return the store
     * @throws IllegalStateException if the file is not a database of this server's schema (nothing is changed then)
     */
    static GameStore open(String path) {
        try {
            if (!path.equals(MEMORY)) {
                Path parent = Path.of(path).toAbsolutePath().getParent();
                if (parent != null) {
                    Files.createDirectories(parent);
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot create the directory of the games database " + path + ": " + e.getMessage(), e);
        }
        Connection c;
        try {
            c = DriverManager.getConnection("jdbc:sqlite:" + path);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot open the games database " + path + ": " + e.getMessage(), e);
        }
        try {
            int version;
            int tables;
            try (Statement s = c.createStatement()) {
                try (ResultSet r = s.executeQuery("PRAGMA user_version")) {
                    version = r.next() ? r.getInt(1) : 0;
                }
                try (ResultSet r = s.executeQuery("SELECT count(*) FROM sqlite_master")) {
                    tables = r.next() ? r.getInt(1) : 0;
                }
            }
            if (version == 0 && tables > 0) {
                throw new IllegalStateException("the games database " + path + " is not one of tongiaki serve (it has other tables);"
                        + " nothing was changed: choose another file with --db");
            }
            if (version != 0 && version != 1 && version != SCHEMA) {
                throw new IllegalStateException("the games database " + path + " has schema version " + version + ", this server reads "
                        + SCHEMA + "; nothing was changed: use the tongiaki that wrote it, or another file with --db");
            }
            try (Statement s = c.createStatement()) {
                if (!path.equals(MEMORY)) {
                    s.execute("PRAGMA journal_mode=WAL");       // a killed process loses no committed write
                    s.execute("PRAGMA synchronous=NORMAL");
                }
                s.execute("PRAGMA foreign_keys=ON");
                if (version == 0) {
                    c.setAutoCommit(false);
                    s.execute("CREATE TABLE games (id TEXT PRIMARY KEY, setup TEXT NOT NULL, seed INTEGER NOT NULL,"
                            + " generation INTEGER NOT NULL, created INTEGER NOT NULL, owner TEXT, owner_sha256 BLOB)");
                    s.execute("CREATE TABLE seats (game TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE, seat INTEGER NOT NULL,"
                            + " bot TEXT, token_sha256 BLOB, PRIMARY KEY (game, seat))");
                    s.execute("CREATE TABLE steps (game TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE, n INTEGER NOT NULL,"
                            + " by TEXT NOT NULL, choice TEXT NOT NULL, PRIMARY KEY (game, n))");
                    s.execute("PRAGMA user_version=" + SCHEMA);
                    c.commit();
                    c.setAutoCommit(true);
                } else if (version == 1) {
                    c.setAutoCommit(false);
                    s.execute("ALTER TABLE games ADD COLUMN owner TEXT");
                    s.execute("ALTER TABLE games ADD COLUMN owner_sha256 BLOB");
                    s.execute("PRAGMA user_version=" + SCHEMA);
                    c.commit();
                    c.setAutoCommit(true);
                }
            }
        } catch (SQLException e) {
            close(c);
            throw new IllegalStateException("cannot use the games database " + path + ": " + e.getMessage(), e);
        } catch (RuntimeException e) {
            close(c);
            throw e;
        }
        return new GameStore(c);
    }

    private static void close(Connection c) {
        try {
            c.close();
        } catch (SQLException e) {
            // already failing
        }
    }

    /**
     * Stores a new game.
     *
     * @param id its id
     * @param setup its set-up as a record header
     * @param seed its seed
     * @param bots per seat, a bot's name or null
     * @param hashes per seat, a token hash or null
     * @param owner the address that created it
     * @param ownerHash the SHA-256 of its owner token
     */
    synchronized void create(String id, String setup, long seed, List<String> bots, List<byte[]> hashes, String owner, byte[] ownerHash) {
        transaction("cannot store game " + id, () -> {
            try (PreparedStatement g = db.prepareStatement("INSERT INTO games VALUES (?, ?, ?, 0, ?, ?, ?)");
                    PreparedStatement s = db.prepareStatement("INSERT INTO seats VALUES (?, ?, ?, ?)")) {
                g.setString(1, id);
                g.setString(2, setup);
                g.setLong(3, seed);
                g.setLong(4, System.currentTimeMillis());
                g.setString(5, owner);
                g.setBytes(6, ownerHash);
                g.executeUpdate();
                for (int i = 0; i < bots.size(); i++) {
                    s.setString(1, id);
                    s.setInt(2, i);
                    s.setString(3, bots.get(i));
                    s.setBytes(4, hashes.get(i));
                    s.executeUpdate();
                }
            }
        });
    }

    /**
     * Stores a step.
     *
     * @param id the game
     * @param n the step's number (1 for the first choice)
     * @param by who took it
     * @param choice its text
     */
    synchronized void step(String id, int n, String by, String choice) {
        try (PreparedStatement p = db.prepareStatement("INSERT OR REPLACE INTO steps VALUES (?, ?, ?, ?)")) {
            p.setString(1, id);
            p.setInt(2, n);
            p.setString(3, by);
            p.setString(4, choice);
            p.executeUpdate();
        } catch (SQLException e) {
            throw new StorageException("cannot store a step of game " + id + ": " + e.getMessage(), e);
        }
    }

    /**
     * Forgets the steps from {@code from} on (an undo).
     *
     * @param id the game
     * @param from the first step forgotten
     * @param generation the game's undo count now
     */
    synchronized void truncate(String id, int from, int generation) {
        transaction("cannot store an undo of game " + id, () -> {
            try (PreparedStatement d = db.prepareStatement("DELETE FROM steps WHERE game = ? AND n >= ?");
                    PreparedStatement g = db.prepareStatement("UPDATE games SET generation = ? WHERE id = ?")) {
                d.setString(1, id);
                d.setInt(2, from);
                d.executeUpdate();
                g.setInt(1, generation);
                g.setString(2, id);
                g.executeUpdate();
            }
        });
    }

    /**
     * Replaces a game's set-up and every step in one write (an undo that takes back a draw, D-20: the game is dealt by
     * explicit chance from then on, its past with its draws as steps).
     *
     * @param id the game
     * @param setup its set-up as a record header now
     * @param generation the game's undo count now
     * @param steps every choice since the start
     */
    synchronized void rewrite(String id, String setup, int generation, List<Step> steps) {
        transaction("cannot store an undo of game " + id, () -> {
            try (PreparedStatement d = db.prepareStatement("DELETE FROM steps WHERE game = ?");
                    PreparedStatement g = db.prepareStatement("UPDATE games SET setup = ?, generation = ? WHERE id = ?");
                    PreparedStatement s = db.prepareStatement("INSERT INTO steps VALUES (?, ?, ?, ?)")) {
                d.setString(1, id);
                d.executeUpdate();
                g.setString(1, setup);
                g.setInt(2, generation);
                g.setString(3, id);
                g.executeUpdate();
                for (int i = 0; i < steps.size(); i++) {
                    s.setString(1, id);
                    s.setInt(2, i + 1);
                    s.setString(3, steps.get(i).by());
                    s.setString(4, steps.get(i).choice());
                    s.executeUpdate();
                }
            }
        });
    }

    /** Statements that run in one transaction. */
    private interface Work {
        void run() throws SQLException;
    }

    /**
     * Runs work in one transaction: all of it is stored, or (on an error) none of it.
     *
     * @param failure the start of the error's message
     */
    private void transaction(String failure, Work work) {
        try {
            db.setAutoCommit(false);
            try {
                work.run();
                db.commit();
            } catch (SQLException e) {
                db.rollback();
                throw e;
            } finally {
                db.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw new StorageException(failure + ": " + e.getMessage(), e);
        }
    }

    /** Forgets a game. @param id the game */
    synchronized void delete(String id) {
        try (PreparedStatement p = db.prepareStatement("DELETE FROM games WHERE id = ?")) {
            p.setString(1, id);
            p.executeUpdate();
        } catch (SQLException e) {
            throw new StorageException("cannot delete game " + id + ": " + e.getMessage(), e);
        }
    }

    /**
     * {@return every stored game, oldest first}
     *
     * @throws IllegalStateException naming the game and the row, for a row that belongs to no stored game or
     *     whose steps skip a number (nothing is changed)
     */
    synchronized List<Stored> load() {
        Map<String, Stored> games = new LinkedHashMap<>();
        try (Statement s = db.createStatement()) {
            try (ResultSet r = s.executeQuery("SELECT id, setup, seed, generation, owner, owner_sha256 FROM games ORDER BY created, id")) {
                while (r.next()) {
                    games.put(r.getString(1), new Stored(r.getString(1), r.getString(2), r.getLong(3), r.getInt(4), new ArrayList<>(),
                            new ArrayList<>(), new ArrayList<>(), r.getString(5), r.getBytes(6)));
                }
            }
            try (ResultSet r = s.executeQuery("SELECT game, seat, bot, token_sha256 FROM seats ORDER BY game, seat")) {
                while (r.next()) {
                    Stored g = stored(games, r.getString(1), "seat " + r.getInt(2));
                    g.bots().add(r.getString(3));
                    g.hashes().add(r.getBytes(4));
                }
            }
            try (ResultSet r = s.executeQuery("SELECT game, n, by, choice FROM steps ORDER BY game, n")) {
                while (r.next()) {
                    String row = "step " + r.getInt(2);
                    Stored g = stored(games, r.getString(1), row);
                    if (r.getInt(2) != g.steps().size() + 1) {
                        throw new IllegalStateException("the games database: " + row + " of game " + r.getString(1) + " follows step "
                                + g.steps().size() + " (steps are numbered from 1 without gaps); nothing was changed");
                    }
                    g.steps().add(new Step(r.getString(3), r.getString(4)));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the stored games: " + e.getMessage(), e);
        }
        return new ArrayList<>(games.values());
    }

    private static Stored stored(Map<String, Stored> games, String id, String row) {
        Stored g = games.get(id);
        if (g == null) {
            throw new IllegalStateException("the games database: " + row + " of game " + id + " belongs to no stored game (a stray row);"
                    + " nothing was changed");
        }
        return g;
    }

    /**
     * Makes every write fail as a full or read-only disk does ({@code PRAGMA query_only}), or lets writes through
     * again: for the tests of storage faults and for an operator's maintenance.
     *
     * @param refuse whether writes fail
     */
    synchronized void refuseWrites(boolean refuse) {
        try (Statement s = db.createStatement()) {
            s.execute("PRAGMA query_only=" + (refuse ? "1" : "0"));
        } catch (SQLException e) {
            throw new IllegalStateException("cannot change whether the games database takes writes: " + e.getMessage(), e);
        }
    }

    /** Closes the database. */
    @Override
    public synchronized void close() {
        close(db);
    }
}
