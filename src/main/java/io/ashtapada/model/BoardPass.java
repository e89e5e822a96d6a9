package io.ashtapada.model;

import io.ashtapada.syntax.Ast;
import io.ashtapada.syntax.Diagnostic;
import io.ashtapada.syntax.ErrorCode;
import io.ashtapada.syntax.Pos;
import io.ashtapada.syntax.SyntaxReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.*;

/** Pass 2, board and players: the squares, holes and extra squares, and the players with their frames. */
final class BoardPass {
    private final Compilation cx;

    BoardPass(Compilation cx) {
        this.cx = cx;
    }


    // ------------------------------------------------------------------ board

    void buildBoard() {
        Ast.BoardDecl b = cx.boardDecl;
        if (b == null) {
            cx.error(ErrorCode.NO_BOARD_DECLARED, cx.root.pos(), "no board declared");
            return;
        }
        if (b.firstFile() == null || b.firstRank() == null) {
            cx.error(ErrorCode.BOARD_NEEDS_BOTH_AND, b.pos(), "board needs both 'files' and 'ranks'");
            return;
        }
        String ff = b.firstFile().text(), lf = b.lastFile().text();
        if (!ff.matches("[a-z]") || !lf.matches("[a-z]") || lf.charAt(0) < ff.charAt(0)) {
            cx.error(ErrorCode.FILES_MUST_RUN_FROM_ONE_LOWER, b.filesPos(), "files must run from one lower-case letter to a later one, like a..h");
            return;
        }
        if (b.lastRank() < b.firstRank()) {
            cx.error(ErrorCode.RANKS_MUST_RUN_FROM_A_LOWER, b.ranksPos(), "ranks must run from a lower number to a higher one");
            return;
        }
        int files = lf.charAt(0) - ff.charAt(0) + 1;
        long rankCount = (long) b.lastRank() - b.firstRank() + 1;
        if (files * rankCount > 200 || files > 16 || rankCount > 16) {
            cx.error(ErrorCode.BOARD_TOO_LARGE_AT_MOST_FILES, b.pos(), "board too large: at most 16 files, 16 ranks and 200 squares");
            return;
        }
        int ranks = (int) rankCount;
        char first = ff.charAt(0);
        List<String> fileNames = new ArrayList<>();
        for (int i = 0; i < files; i++) fileNames.add(String.valueOf((char) (first + i)));
        List<String> names = new ArrayList<>();
        List<int[]> coords = new ArrayList<>();
        Map<String, Integer> byName = new HashMap<>();
        Set<Long> used = new HashSet<>();
        for (int y = 0; y < ranks; y++) {
            for (int x = 0; x < files; x++) {
                String n = fileNames.get(x) + (b.firstRank() + y);
                byName.put(n, names.size());
                names.add(n);
                coords.add(new int[]{x, y});
                used.add(cx.key(x, y));
            }
        }
        for (Ast.Extra e : b.extras()) {
            String n = e.name().text();
            int x, y;
            if (e.x() != null) {
                x = e.x();
                y = e.y();
            } else {
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("([a-z])(\\d+)").matcher(n);
                if (!m.matches()) {
                    cx.error(ErrorCode.EXTRA_SQUARE_NEEDS_COORDINATES_AT, e.name().pos(), "extra square '" + n + "' needs coordinates: " + n + " at (x,y)");
                    continue;
                }
                x = m.group(1).charAt(0) - first;
                // A rank beyond any int is as far off as one just past the limit (reported below).
                String digits = m.group(2).replaceFirst("^0+(?=.)", "");
                long rank = digits.length() > 12 ? Long.MAX_VALUE / 2 : Long.parseLong(digits);
                y = (int) Math.max(-1000, Math.min(1000, rank - b.firstRank()));
            }
            if (byName.containsKey(n)) {
                cx.error(ErrorCode.DUPLICATE_SQUARE, e.name().pos(), "duplicate square '" + n + "'");
                continue;
            }
            if (!used.add(cx.key(x, y))) {
                cx.error(ErrorCode.EXTRA_SQUARE_LIES_ON_AN_EXISTING, e.name().pos(), "extra square '" + n + "' lies on an existing square");
                continue;
            }
            if (x < -20 || x > 20 || y < -20 || y > 20) {
                cx.error(ErrorCode.EXTRA_SQUARE_IS_TOO_FAR_FROM, e.name().pos(), "extra square '" + n + "' is too far from the board");
                continue;
            }
            byName.put(n, names.size());
            names.add(n);
            coords.add(new int[]{x, y});
        }
        for (Ast.Name r : b.removed()) {
            Integer s = byName.get(r.text());
            if (s == null) {
                cx.error(ErrorCode.UNKNOWN_SQUARE, r.pos(), "unknown square '" + r + "'");
                continue;
            }
            cx.holes.add(r.text());
        }
        List<String> kept = new ArrayList<>();
        List<int[]> kc = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            if (cx.holes.contains(names.get(i))) continue;
            kept.add(names.get(i));
            kc.add(coords.get(i));
        }
        if (kept.size() > 256) {
            cx.error(ErrorCode.BOARD_TOO_LARGE_AT_MOST_SQUARES, b.pos(), "board too large: at most 256 squares");
            return;
        }
        Map<String, Integer> idx = new HashMap<>();
        int[] xs = new int[kept.size()], ys = new int[kept.size()];
        for (int i = 0; i < kept.size(); i++) {
            idx.put(kept.get(i), i);
            xs[i] = kc.get(i)[0];
            ys[i] = kc.get(i)[1];
        }
        cx.board = new Board(files, ranks, b.firstRank(), fileNames, kept, xs, ys, idx);
    }

    // ------------------------------------------------------------------ players

    void buildPlayers() {
        if (cx.playersDecl == null) {
            cx.players.add(new Player(0, "white", "White", Player.View.NORTH));
            cx.players.add(new Player(1, "black", "Black", Player.View.SOUTH));
            return;
        }
        Set<String> ids = new HashSet<>();
        Set<Character> letters = new HashSet<>();
        for (Ast.PlayerItem p : cx.playersDecl.players()) {
            String id = p.id().text();
            if (cx.players.size() == Codes.MAX_PLAYERS) {
                cx.error(ErrorCode.AT_MOST_PLAYERS_IS_ONE_TOO, p.id().pos(), "at most " + Codes.MAX_PLAYERS + " players: '" + id + "' is one too many");
                break;
            }
            if (!ids.add(id)) cx.error(ErrorCode.DUPLICATE_PLAYER, p.id().pos(), "duplicate player '" + id + "'");
            if (!letters.add(id.charAt(0))) cx.error(ErrorCode.PLAYERS_MUST_START_WITH_DIFFERENT_LETTERS, p.id().pos(), "players must start with different letters: '" + id + "'");
            Player.View v = Player.View.valueOf(p.forward().toUpperCase(Locale.ROOT));
            if ((v == Player.View.EAST || v == Player.View.WEST) && cx.board.files != cx.board.ranks) {
                cx.error(ErrorCode.PLAYERS_FACING_EAST_OR_WEST_NEED, p.id().pos(), "players facing east or west need a square board");
            }
            String display = p.display() != null ? p.display() : id;
            cx.players.add(new Player(cx.players.size(), id, display, p.colour() != null ? p.colour() : display, v, p.turned()));
        }
        if (cx.players.isEmpty()) cx.error(ErrorCode.NO_PLAYERS_DECLARED, cx.playersDecl.pos(), "no players declared");
        else if (cx.players.size() == 1) cx.error(ErrorCode.ONE_PLAYER_ONLY_A_GAME_NEEDS, cx.playersDecl.pos(), "one player only: a game needs two players or more");
    }
}
