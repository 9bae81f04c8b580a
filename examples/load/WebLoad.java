// A load on tongiaki serve over loopback (issue 29): G games, each a person (driven here) against two
// bots, played concurrently for at most M moves of the person each, and W clients following random
// games' live streams. Bounded in count and time; prints the latency of a move (the POST answered),
// of a turn (the POST until the bots' replies are seen and it is the person's decision again, by
// polling), and how many live events the watchers received. JDK only: java WebLoad.java BASE G M W SECONDS
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

public class WebLoad {

    static final Pattern ID = Pattern.compile("\"id\":\"([A-Za-z0-9_-]{22})\"");
    static final Pattern TOKEN = Pattern.compile("\"token\":\"([A-Za-z0-9_-]{32})\"");
    static final Pattern NUMBER = Pattern.compile("\"decision\":\\{\"number\":(\\d+)");
    static final Pattern HUMAN = Pattern.compile("\"human\":(true|false)");
    static final Pattern OPTION_IDS = Pattern.compile("\\{\"id\":(\\d+),\"text\"");

    public static void main(String[] args) throws Exception {
        URI base = URI.create(args[0]);
        int games = Integer.parseInt(args[1]);
        int moves = Integer.parseInt(args[2]);
        int watchers = Integer.parseInt(args[3]);
        long budget = TimeUnit.SECONDS.toNanos(Long.parseLong(args[4]));
        boolean hostile = args.length > 5 && args[5].equals("hostile");
        long setUp = System.nanoTime();
        HttpClient http = HttpClient.newBuilder().executor(Executors.newFixedThreadPool(16)).connectTimeout(Duration.ofSeconds(10)).build();
        List<Long> moveNanos = Collections.synchronizedList(new ArrayList<>());
        List<Long> turnNanos = Collections.synchronizedList(new ArrayList<>());
        AtomicLong errors = new AtomicLong();
        AtomicLong events = new AtomicLong();
        List<String> ids = Collections.synchronizedList(new ArrayList<>());
        List<String> tokens = Collections.synchronizedList(new ArrayList<>());
        for (int g = 0; g < games; g++) {
            String body = "{\"seats\":[{\"type\":\"human\"},{\"type\":\"bot\",\"bot\":\"greedy\"},{\"type\":\"bot\",\"bot\":\"random\"}],\"seed\":" + g + "}";
            HttpResponse<String> r = http.send(post(base.resolve("/api/games"), body, null), HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() != 201) {
                throw new IllegalStateException("create: " + r.statusCode() + " " + r.body());
            }
            ids.add(find(ID, r.body()));
            tokens.add(find(TOKEN, r.body()));
        }
        System.out.println("created " + games + " games");
        List<HttpResponse<Stream<String>>> streams = new ArrayList<>();
        SplittableRandom pick = new SplittableRandom(1);
        ExecutorService watch = Executors.newFixedThreadPool(Math.max(1, watchers));
        for (int w = 0; w < watchers; w++) {
            String id = ids.get(pick.nextInt(ids.size()));
            HttpResponse<Stream<String>> s = http.send(HttpRequest.newBuilder(base.resolve("/api/games/" + id + "/events")).build(),
                    HttpResponse.BodyHandlers.ofLines());
            streams.add(s);
            watch.execute(() -> {
                try {
                    s.body().filter(l -> l.startsWith("event: state")).forEach(l -> events.incrementAndGet());
                } catch (RuntimeException e) {
                    // closed at the end
                }
            });
        }
        System.out.println("opened " + watchers + " live streams");
        ExecutorService players = Executors.newFixedThreadPool(games);
        if (hostile) {
            Hostile.start(base, ids.get(0), tokens.get(0));
        }
        long start = System.nanoTime();
        // The time budget is the play's: creating the games and opening the streams do not count against it.
        long deadline = start + budget;
        System.out.printf("set-up (games created, streams opened) took %.1f s, not counted in the %d s of play%n",
                (start - setUp) / 1e9, TimeUnit.NANOSECONDS.toSeconds(budget));
        for (int g = 0; g < games; g++) {
            String id = ids.get(g);
            String token = tokens.get(g);
            SplittableRandom random = new SplittableRandom(g);
            players.execute(() -> {
                try {
                    String state = settle(http, base, id, deadline);
                    for (int m = 0; m < moves && state != null && System.nanoTime() < deadline; m++) {
                        List<String> options = all(OPTION_IDS, state.substring(state.indexOf("\"options\":[{")));
                        String body = "{\"decision\":" + find(NUMBER, state) + ",\"option\":" + options.get(random.nextInt(options.size())) + "}";
                        long t0 = System.nanoTime();
                        HttpResponse<String> r = http.send(post(base.resolve("/api/games/" + id + "/move"), body, token),
                                HttpResponse.BodyHandlers.ofString());
                        long t1 = System.nanoTime();
                        if (r.statusCode() != 200) {
                            errors.incrementAndGet();
                            System.err.println("move: " + r.statusCode() + " " + r.body());
                            break;
                        }
                        moveNanos.add(t1 - t0);
                        state = settle(http, base, id, deadline);
                        turnNanos.add(System.nanoTime() - t0);
                    }
                } catch (Exception e) {
                    errors.incrementAndGet();
                    System.err.println("game " + id + ": " + e);
                }
            });
        }
        players.shutdown();
        players.awaitTermination(TimeUnit.NANOSECONDS.toSeconds(deadline - System.nanoTime()) + 30, TimeUnit.SECONDS);
        double seconds = (System.nanoTime() - start) / 1e9;
        for (HttpResponse<Stream<String>> s : streams) {
            s.body().close();
        }
        watch.shutdownNow();
        System.out.printf("moves %d in %.1f s (%.0f/s), errors %d, live events received %d%n", moveNanos.size(), seconds,
                moveNanos.size() / seconds, errors.get(), events.get());
        System.out.println("move answered: " + percentiles(moveNanos));
        System.out.println("turn (move until the bots' replies are seen by polling): " + percentiles(turnNanos));
        System.exit(0);
    }

    /** Polls the game every 50 ms until it is the person's decision; null when over or out of time. */
    static String settle(HttpClient http, URI base, String id, long deadline) throws Exception {
        while (System.nanoTime() < deadline) {
            String s = http.send(HttpRequest.newBuilder(base.resolve("/api/games/" + id + "?since=100000")).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
            if (s.contains("\"over\":true")) {
                return null;
            }
            Matcher h = HUMAN.matcher(s);
            if (h.find() && h.group(1).equals("true")) {
                return s;
            }
            Thread.sleep(50);
        }
        return null;
    }

    static HttpRequest post(URI uri, String body, String token) {
        HttpRequest.Builder b = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(60)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        return token == null ? b.build() : b.header("Authorization", "Bearer " + token).build();
    }

    static String find(Pattern p, String s) {
        Matcher m = p.matcher(s);
        if (!m.find()) {
            throw new IllegalStateException(p + " not in " + s.substring(0, Math.min(300, s.length())));
        }
        return m.group(1);
    }

    static List<String> all(Pattern p, String s) {
        List<String> out = new ArrayList<>();
        Matcher m = p.matcher(s);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    static String percentiles(List<Long> nanos) {
        List<Long> v = new ArrayList<>(nanos);
        if (v.isEmpty()) {
            return "no samples";
        }
        Collections.sort(v);
        return String.format("n=%d p50 %.1f ms, p99 %.1f ms, max %.1f ms", v.size(), v.get(v.size() / 2) / 1e6,
                v.get(Math.min(v.size() - 1, (int) Math.ceil(v.size() * 0.99) - 1)) / 1e6, v.get(v.size() - 1) / 1e6);
    }

    /**
     * The hostile client of issue 39, from another loopback address (127.0.0.2) beside the normal load: 60 request
     * bodies trickled a byte every 2 s (reopened when refused), bursts of 15 all-bot mcts:5000/guided:5000 games
     * every 30 s, and up to 1,000 live streams held unread (retried every second when refused).
     */
    static final class Hostile {
        static final java.util.concurrent.atomic.AtomicLong refused = new java.util.concurrent.atomic.AtomicLong();

        static void start(URI base, String id, String token) {
            String host = base.getHost();
            int port = base.getPort();
            daemon(() -> {
                List<java.net.Socket> slow = new ArrayList<>();
                while (true) {
                    slow.removeIf(java.net.Socket::isClosed);
                    while (slow.size() < 60) {
                        java.net.Socket s = open(host, port);
                        if (s == null) {
                            break;
                        }
                        write(s, "POST /api/games/" + id + "/move HTTP/1.1\r\nHost: " + host + "\r\nContent-Type: application/json\r\n"
                                + "Authorization: Bearer " + token + "\r\nContent-Length: 4000\r\n\r\n{");
                        slow.add(s);
                    }
                    for (java.net.Socket s : slow) {
                        write(s, " ");
                    }
                    sleep(2000);
                }
            });
            daemon(() -> {
                String burst = "{\"seats\":[{\"type\":\"bot\",\"bot\":\"mcts:5000\"},{\"type\":\"bot\",\"bot\":\"guided:5000\"}]}";
                while (true) {
                    for (int i = 0; i < 15; i++) {
                        java.net.Socket s = open(host, port);
                        if (s != null) {
                            write(s, "POST /api/games HTTP/1.1\r\nHost: " + host + "\r\nContent-Type: application/json\r\nConnection: close\r\n"
                                    + "Content-Length: " + burst.length() + "\r\n\r\n" + burst);
                            close(s);
                        }
                    }
                    sleep(30_000);
                }
            });
            daemon(() -> {
                List<java.net.Socket> hog = new ArrayList<>();
                while (true) {
                    hog.removeIf(java.net.Socket::isClosed);
                    for (int i = hog.size(); i < 1000; i++) {
                        java.net.Socket s = open(host, port);
                        if (s == null) {
                            break;
                        }
                        write(s, "GET /api/games/" + id + "/events HTTP/1.1\r\nHost: " + host + "\r\n\r\n");
                        hog.add(s);
                    }
                    sleep(1000);
                    // refused streams (429) are answered and closed by the server: drop them and try again
                    for (java.net.Socket s : hog) {
                        try {
                            if (s.getInputStream().available() > 0 && new String(s.getInputStream().readNBytes(12)).contains(" 429")) {
                                refused.incrementAndGet();
                                close(s);
                            }
                        } catch (java.io.IOException e) {
                            close(s);
                        }
                    }
                }
            });
            System.out.println("hostile client started from 127.0.0.2: 60 slow bodies, 15 expensive bot games every 30 s, 1000 streams");
        }

        static java.net.Socket open(String host, int port) {
            try {
                java.net.Socket s = new java.net.Socket();
                s.bind(new java.net.InetSocketAddress("127.0.0.2", 0));
                s.connect(new java.net.InetSocketAddress(host, port), 2000);
                return s;
            } catch (java.io.IOException e) {
                return null;
            }
        }

        static void write(java.net.Socket s, String text) {
            try {
                s.getOutputStream().write(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            } catch (java.io.IOException e) {
                close(s);
            }
        }

        static void close(java.net.Socket s) {
            try {
                s.close();
            } catch (java.io.IOException e) {
                // gone
            }
        }

        static void sleep(long millis) {
            try {
                Thread.sleep(millis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        static void daemon(Runnable r) {
            Thread t = new Thread(r, "hostile");
            t.setDaemon(true);
            t.start();
        }
    }
}
