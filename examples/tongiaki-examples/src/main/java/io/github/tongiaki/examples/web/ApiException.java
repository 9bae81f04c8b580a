package io.github.tongiaki.examples.web;

/** A refused request: its HTTP status and the one-line reason sent as {@code {"error": "..."}}. */
final class ApiException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int status;

    ApiException(int status, String message) {
        super(message);
        this.status = status;
    }

    int status() {
        return status;
    }
}
