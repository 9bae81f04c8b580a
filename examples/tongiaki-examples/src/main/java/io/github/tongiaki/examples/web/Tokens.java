package io.github.tongiaki.examples.web;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * Game ids and seat tokens: random from {@link SecureRandom}, URL-safe Base64 without padding. A seat
 * token has 192 bits, a game id 128; the server keeps only a token's SHA-256 and compares hashes in
 * constant time.
 */
final class Tokens {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Base64.Encoder B64 = Base64.getUrlEncoder().withoutPadding();

    private Tokens() {
    }

    /** {@return a new seat token (32 characters)} */
    static String token() {
        return random(24);
    }

    /** {@return a new game id (22 characters)} */
    static String gameId() {
        return random(16);
    }

    private static String random(int bytes) {
        byte[] b = new byte[bytes];
        RANDOM.nextBytes(b);
        return B64.encodeToString(b);
    }

    /** {@return the SHA-256 of a token's UTF-8 bytes} @param token the token */
    static byte[] hash(String token) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    /** {@return whether a token matches a stored hash, compared in constant time} @param token the token @param hash the hash */
    static boolean matches(String token, byte[] hash) {
        return hash != null && MessageDigest.isEqual(hash(token), hash);
    }
}
