package io.ashtapada.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Who may act in a game. Each human seat has a secret seat token, given once to whoever took
 * the seat (the game's creator, or the first to open the seat's invitation); an action names its
 * seat by that token in the {@code X-Seat-Token} header. Only SHA-256 hashes of tokens and
 * invitations are kept (and stored), so the database does not hand out seats. A private game is
 * left out of the list of games. The dice seed is here too: it is part of what makes the game
 * the same game after a restart (see {@link io.ashtapada.api.Game#diceStream}).
 */
final class SeatAccess {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final SecureRandom RANDOM = new SecureRandom();

    /** Hash of the seat token by player id: the seats someone holds. */
    private final Map<String, String> seatHashes = new LinkedHashMap<>();
    /** Hash of the invitation by player id: human seats still open. */
    private final Map<String, String> inviteHashes = new LinkedHashMap<>();
    /** Whether the game is left out of {@code GET /api/games}. */
    final boolean isPrivate;
    /** The seed of the game's dice stream. */
    final long diceSeed;
    /** When the game was made (milliseconds since the epoch): the oldest finished games go first. */
    final long created;

    SeatAccess(boolean isPrivate, long diceSeed, long created) {
        this.isPrivate = isPrivate;
        this.diceSeed = diceSeed;
        this.created = created;
    }

    /** A new secret: 24 random bytes, base64url. */
    static String newSecret() {
        byte[] b = new byte[24];
        RANDOM.nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }

    private static String hash(String secret) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(secret.getBytes(StandardCharsets.UTF_8));
            return java.util.HexFormat.of().formatHex(d);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Gives a seat to its taker: returns the seat's token (shown once). */
    synchronized String seat(String player) {
        String token = newSecret();
        seatHashes.put(player, hash(token));
        inviteHashes.remove(player);
        return token;
    }

    /** Leaves a seat open: returns its invitation (shown once). */
    synchronized String invite(String player) {
        String invitation = newSecret();
        inviteHashes.put(player, hash(invitation));
        return invitation;
    }

    /** The player whose seat this token holds, or null. */
    synchronized String playerOf(String token) {
        if (token == null || token.isEmpty() || token.length() > 200) return null;
        String h = hash(token);
        for (Map.Entry<String, String> e : seatHashes.entrySet()) {
            if (MessageDigest.isEqual(e.getValue().getBytes(StandardCharsets.US_ASCII), h.getBytes(StandardCharsets.US_ASCII))) {
                return e.getKey();
            }
        }
        return null;
    }

    /** Takes the seat an invitation opens (once): the player, or null when no open seat has it. */
    synchronized String redeem(String invitation) {
        if (invitation == null || invitation.isEmpty() || invitation.length() > 200) return null;
        String h = hash(invitation);
        for (Map.Entry<String, String> e : inviteHashes.entrySet()) {
            if (MessageDigest.isEqual(e.getValue().getBytes(StandardCharsets.US_ASCII), h.getBytes(StandardCharsets.US_ASCII))) {
                return e.getKey();
            }
        }
        return null;
    }

    /** The human seats still waiting for someone to open their invitation. */
    synchronized java.util.List<String> openSeats() {
        return java.util.List.copyOf(inviteHashes.keySet());
    }

    synchronized String toJson() {
        ObjectNode root = JSON.createObjectNode();
        root.put("private", isPrivate).put("diceSeed", diceSeed).put("created", created);
        ObjectNode seats = root.putObject("seats");
        seatHashes.forEach(seats::put);
        ObjectNode invites = root.putObject("invitations");
        inviteHashes.forEach(invites::put);
        return root.toString();
    }

    /** Reads {@link #toJson}. */
    static SeatAccess fromJson(String json) {
        try {
            JsonNode n = JSON.readTree(json);
            SeatAccess a = new SeatAccess(n.path("private").asBoolean(), n.path("diceSeed").asLong(), n.path("created").asLong());
            n.path("seats").fields().forEachRemaining(e -> a.seatHashes.put(e.getKey(), e.getValue().asText()));
            n.path("invitations").fields().forEachRemaining(e -> a.inviteHashes.put(e.getKey(), e.getValue().asText()));
            return a;
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("the game's seat access is not readable: " + e.getOriginalMessage());
        }
    }
}
