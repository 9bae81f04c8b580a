package io.github.tongiaki.examples.web;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * One open server-sent-events stream of a game: messages are queued and written one at a time,
 * without ever blocking the thread that sends them. A client that falls {@link #MAX_QUEUED} messages
 * behind is dropped (its browser reconnects and catches up).
 */
final class LiveStream {

    /** The most messages waiting for a slow client. */
    static final int MAX_QUEUED = 64;

    private final Response response;
    private final Callback done;
    private final Runnable onGone;
    private final ArrayDeque<ByteBuffer> queue = new ArrayDeque<>();
    private boolean writing;
    private boolean closing;
    private boolean finished;
    /** How many steps of the game the client holds (the log it was sent). */
    int known;

    LiveStream(Response response, Callback done, Runnable onGone) {
        this.response = response;
        this.done = done;
        this.onGone = onGone;
    }

    /**
     * Sends one message.
     *
     * @param id the event's id (null: none)
     * @param event the event's name (null: a comment line, a keep-alive)
     * @param data one line of data
     */
    void send(String id, String event, String data) {
        StringBuilder b = new StringBuilder();
        if (event == null) {
            b.append(": ").append(data).append("\n\n");
        } else {
            if (id != null) {
                b.append("id: ").append(id).append('\n');
            }
            b.append("event: ").append(event).append('\n').append("data: ").append(data).append("\n\n");
        }
        ByteBuffer buffer = ByteBuffer.wrap(b.toString().getBytes(StandardCharsets.UTF_8));
        synchronized (this) {
            if (closing || finished) {
                return;
            }
            if (queue.size() >= MAX_QUEUED) {
                closing = true;
                queue.clear();
            } else {
                queue.add(buffer);
            }
            if (writing) {
                return;
            }
            writing = true;
        }
        next();
    }

    /** Ends the stream after the messages already queued. */
    void close() {
        synchronized (this) {
            if (closing || finished) {
                return;
            }
            closing = true;
            if (writing) {
                return;
            }
            writing = true;
        }
        next();
    }

    private void next() {
        ByteBuffer b;
        boolean last;
        synchronized (this) {
            b = queue.poll();
            last = b == null && closing;
            if (b == null && !closing) {
                writing = false;
                return;
            }
            if (last) {
                finished = true;
            }
        }
        if (last) {
            response.write(true, ByteBuffer.allocate(0), Callback.from(() -> {
                done.succeeded();
                onGone.run();
            }, this::failed));
        } else {
            response.write(false, b, Callback.from(this::next, this::failed));
        }
    }

    private void failed(Throwable x) {
        synchronized (this) {
            finished = true;
            queue.clear();
        }
        done.failed(x);
        onGone.run();
    }
}
