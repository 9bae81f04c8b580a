package io.github.tongiaki.examples.web;

/** A refused request: its HTTP status and the one-line reason sent as {@code {"error": "..."}}. */
final class ApiException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int status;
    private final long retryAfter;

    ApiException(int status, String message) {
        this(status, message, 0);
    }

    /** A refusal with a Retry-After (seconds; 0 for none). */
    ApiException(int status, String message, long retryAfter) {
        super(message);
        this.status = status;
        this.retryAfter = retryAfter;
    }

    int status() {
        return status;
    }

    long retryAfter() {
        return retryAfter;
    }
}
