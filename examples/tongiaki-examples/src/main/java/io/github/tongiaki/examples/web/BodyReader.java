package io.github.tongiaki.examples.web;

import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;

/**
 * Reads a request body without holding a thread while it waits for bytes (issue 39: bodies sent a byte at a
 * time held every request thread). The body must come whole within a deadline and, through Jetty's
 * minimum-data-rate handler, at a least rate. A body over {@link Limits#MAX_BODY} (declared, or found as it comes)
 * is refused with 413 whether it keeps coming or stalls: it is read and dropped up to sixteen times the limit, so
 * that a client still sending reads the answer, and refused at its end or once it stalls for a second; a body
 * declared over sixteen times the limit is refused at once.
 * Exactly one of the two outcomes is called, once.
 */
final class BodyReader {

    /** How much of an oversize body is read and dropped so that the client, still sending, reads the 413. */
    private static final long DRAIN = 16L * Limits.MAX_BODY;
    /** How long an oversize body may stall before its 413. */
    private static final long STALL_MILLIS = 1000;

    private final Request request;
    private final Consumer<byte[]> then;
    private final Consumer<ApiException> refused;
    private final AtomicBoolean finished = new AtomicBoolean();
    private final Http.Bytes bytes = new Http.Bytes();
    private final ScheduledFuture<?> deadline;
    private final ScheduledExecutorService ticker;
    /** While an oversize body is dropped: the 413 that comes when it stalls. */
    private volatile ScheduledFuture<?> stall;
    private long seen;
    private boolean oversize;

    private BodyReader(Request request, Duration timeout, ScheduledExecutorService ticker, Consumer<byte[]> then,
            Consumer<ApiException> refused) {
        this.request = request;
        this.then = then;
        this.refused = refused;
        this.ticker = ticker;
        this.deadline = ticker.schedule(() -> refuse(oversize
                ? tooLarge()
                : new ApiException(408, "the request body did not arrive within " + timeout.toSeconds() + " s")),
                timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    /**
     * Reads a body; the outcome comes later, on one of Jetty's threads (or at once).
     *
     * @param request the request
     * @param timeout the most time the whole body may take
     * @param ticker where the deadline waits
     * @param then takes the body, at most {@link Limits#MAX_BODY} bytes
     * @param refused takes the refusal: 413 (too large), 408 (too slow) or 400 (broken off)
     */
    static void read(Request request, Duration timeout, ScheduledExecutorService ticker, Consumer<byte[]> then,
            Consumer<ApiException> refused) {
        long length = request.getLength();
        if (length > DRAIN) {
            refused.accept(tooLarge()); // not worth reading: refused at once, and the connection closes
            return;
        }
        BodyReader r = new BodyReader(request, timeout, ticker, then, refused);
        r.oversize = length > Limits.MAX_BODY;
        r.next();
    }

    private static ApiException tooLarge() {
        return new ApiException(413, "the request body is larger than " + Limits.MAX_BODY + " bytes");
    }

    private void next() {
        while (!finished.get()) {
            Content.Chunk chunk = request.read();
            if (chunk == null) {
                if (oversize) {
                    // an oversize body that stops coming gets its 413 a second later, not at the deadline
                    if (stall != null) {
                        stall.cancel(false);
                    }
                    stall = ticker.schedule(() -> refuse(tooLarge()), STALL_MILLIS, TimeUnit.MILLISECONDS);
                }
                request.demand(this::next);
                return;
            }
            if (Content.Chunk.isFailure(chunk)) {
                Throwable x = chunk.getFailure();
                chunk.release();
                boolean slow = x instanceof java.util.concurrent.TimeoutException || String.valueOf(x.getMessage()).contains("rate");
                refuse(oversize ? tooLarge()
                        : slow ? new ApiException(408, "the request body came too slowly: " + x.getMessage())
                        : new ApiException(400, "the request body could not be read: " + x));
                return;
            }
            int n = chunk.remaining();
            seen += n;
            if (!oversize && seen > Limits.MAX_BODY) {
                oversize = true;
            }
            if (!oversize) {
                bytes.add(chunk.getByteBuffer());
            }
            boolean last = chunk.isLast();
            chunk.release();
            if (oversize && (last || seen > DRAIN)) {
                refuse(tooLarge());
                return;
            }
            if (last) {
                if (finished.compareAndSet(false, true)) {
                    deadline.cancel(false);
                    then.accept(bytes.toByteArray());
                }
                return;
            }
        }
    }

    private void refuse(ApiException e) {
        if (finished.compareAndSet(false, true)) {
            deadline.cancel(false);
            if (stall != null) {
                stall.cancel(false);
            }
            refused.accept(e);
        }
    }
}
