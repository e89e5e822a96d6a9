package io.ashtapada.hooks;

import org.graalvm.polyglot.HostAccess;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Checks, before any game, that a hook asks its parameters only for members they have. A hook
 * function receives the engine's objects ({@code view}, {@code out}, {@code move}, {@code moves},
 * under whatever names its parameter list gives them); {@code view.sidee} would read
 * {@code undefined} and {@code view.pice(sq)} would fail only when a game reaches it. This reads
 * the hook's source once (comments, strings and template literals skipped), finds each
 * {@code param.member} written directly on a parameter, and reports a member the object lacks at
 * its {@code file:line:col}, with the nearest member it has.
 */
public final class HookLint {
    private HookLint() {
    }

    /** The objects a hook of each event receives, in parameter order. */
    public enum Shape {
        /** {@code function (view, out)}: extra moves. */
        MOVES(PositionView.class, MoveSink.class),
        /** {@code function (view, moves)}: forbids moves. */
        FILTER(PositionView.class, MoveChoices.class),
        /** {@code function (view, move, out)}: effects after a move. */
        AFTER_MOVE(PositionView.class, PlayedMove.class, EffectSink.class);

        private final List<Set<String>> members = new ArrayList<>();
        private final List<String> names = new ArrayList<>();

        Shape(Class<?>... params) {
            for (Class<?> c : params) {
                members.add(exported(c));
                names.add(jsName(c));
            }
        }
    }

    /** The name the docs give an object of this class. */
    private static String jsName(Class<?> c) {
        if (c == PositionView.class) return "view";
        if (c == PlayedMove.class) return "move";
        if (c == MoveChoices.class) return "moves";
        return "out";
    }

    /** The members a hook may use: the exported methods (what the sandbox lets through). */
    static Set<String> exported(Class<?> c) {
        Set<String> out = new TreeSet<>();
        for (Method m : c.getMethods()) if (m.isAnnotationPresent(HostAccess.Export.class)) out.add(m.getName());
        return Collections.unmodifiableSet(out);
    }

    /** The members of the engine object a hook's host class stands for, by the class's simple name; null for others. */
    static Set<String> membersOf(String simpleClassName) {
        for (Class<?> c : List.of(PositionView.class, MoveSink.class, MoveChoices.class, PlayedMove.class, EffectSink.class)) {
            if (c.getSimpleName().equals(simpleClassName)) return exported(c);
        }
        return null;
    }

    /** The docs' name of the engine object a hook's host class stands for ("view", "out", ...), by the class's simple name. */
    static String nameOf(String simpleClassName) {
        for (Class<?> c : List.of(PositionView.class, MoveSink.class, MoveChoices.class, PlayedMove.class, EffectSink.class)) {
            if (c.getSimpleName().equals(simpleClassName)) return jsName(c);
        }
        return "it";
    }

    /** " (did you mean 'x'?)" for the closest member within two edits, or "". */
    static String suggestion(String name, Set<String> members) {
        String best = null;
        int bestD = 3;
        for (String m : members) {
            int d = distance(name, m);
            if (d < bestD) {
                bestD = d;
                best = m;
            }
        }
        return best == null ? "" : " (did you mean '" + best + "'?)";
    }

    private static final java.util.regex.Pattern IDENT = java.util.regex.Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*");
    private static final java.util.regex.Pattern MAIN = java.util.regex.Pattern.compile(
            "^\\s*(?:return\\s+)?function\\s*[A-Za-z_$0-9]*\\s*\\(([^)]*)\\)|\\breturn\\s+function\\s*[A-Za-z_$0-9]*\\s*\\(([^)]*)\\)");

    /**
     * Every member of a parameter that its object lacks, located in the definition file. The hook
     * function is the source itself ({@code function (view, out) {...}}) or the function it returns
     * after its helpers ({@code return function (view, out) {...}}); a parameter name bound again
     * anywhere (a helper's parameter, {@code let}, {@code const}, {@code var}, an assignment) is
     * not checked, so nothing is reported that the code might mean otherwise.
     */
    public static List<HookDiagnostic> check(HookScript script, Shape shape) {
        String code = stripped(script.source());
        java.util.regex.Matcher main = MAIN.matcher(code);
        if (!main.find()) return List.of();
        String list = main.group(1) != null ? main.group(1) : main.group(2);
        int from = main.end();
        List<String> params = new ArrayList<>();
        for (String p : list.split(",")) {
            String t = p.trim();
            params.add(IDENT.matcher(t).matches() ? t : "");
        }
        List<HookDiagnostic> out = new ArrayList<>();
        for (int p = 0; p < params.size() && p < shape.members.size(); p++) {
            String name = params.get(p);
            if (name.isEmpty() || reboundElsewhere(code, name, main.start(), main.end())) continue;
            java.util.regex.Matcher use = java.util.regex.Pattern.compile("(?<![.\\w$])" + java.util.regex.Pattern.quote(name)
                    + "\\s*\\.\\s*([A-Za-z_$][A-Za-z0-9_$]*)").matcher(code);
            Set<String> has = shape.members.get(p);
            while (use.find(from)) {
                from = use.end();
                String member = use.group(1);
                if (has.contains(member)) continue;
                int[] lc = lineCol(code, use.start());
                int[] at = script.map(lc[0] + 1, lc[1]);
                String who = name.equals(shape.names.get(p)) ? name : name + " (the hook's " + shape.names.get(p) + ")";
                out.add(new HookDiagnostic(script.fileName(), at[0], at[1], who + " has no member '" + member + "'" + suggestion(member, has)));
            }
            from = main.end();
        }
        out.sort(java.util.Comparator.comparingInt(HookDiagnostic::line).thenComparingInt(HookDiagnostic::col));
        return out;
    }

    /** Is {@code name} bound anywhere but the hook function's own parameter list ({@code [mainStart, mainEnd)})? */
    private static boolean reboundElsewhere(String code, String name, int mainStart, int mainEnd) {
        String n = java.util.regex.Pattern.quote(name);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(
                "\\b(?:let|const|var)\\s+(?:[^;=]*[,{\\[]\\s*)?" + n + "\\b"
                        + "|(?<![.\\w$])" + n + "\\s*=(?![=>])"
                        + "|(?<![.\\w$])" + n + "\\s*=>"
                        + "|\\bfunction\\s*[A-Za-z_$0-9]*\\s*\\([^)]*(?<![\\w$])" + n + "(?![\\w$])[^)]*\\)"
                        + "|\\([^()]*(?<![\\w$])" + n + "(?![\\w$])[^()]*\\)\\s*=>"
                        + "|\\bcatch\\s*\\(\\s*" + n + "\\s*\\)").matcher(code);
        while (m.find()) {
            if (m.start() >= mainStart && m.end() <= mainEnd) continue;
            return true;
        }
        return false;
    }

    /** 1-based line and column of {@code index} in {@code s}. */
    private static int[] lineCol(String s, int index) {
        int line = 1, col = 1;
        for (int i = 0; i < index; i++) {
            if (s.charAt(i) == '\n') {
                line++;
                col = 1;
            } else {
                col++;
            }
        }
        return new int[]{line, col};
    }

    /** The source with comments, strings and template literals blanked (line breaks kept), so positions stay. */
    private static String stripped(String src) {
        StringBuilder b = new StringBuilder(src);
        int n = src.length(), i = 0;
        while (i < n) {
            char c = src.charAt(i);
            if (c == '/' && i + 1 < n && src.charAt(i + 1) == '/') {
                while (i < n && src.charAt(i) != '\n') b.setCharAt(i++, ' ');
            } else if (c == '/' && i + 1 < n && src.charAt(i + 1) == '*') {
                int end = src.indexOf("*/", i + 2);
                end = end < 0 ? n : end + 2;
                for (; i < end; i++) if (src.charAt(i) != '\n') b.setCharAt(i, ' ');
            } else if (c == '"' || c == '\'' || c == '`') {
                b.setCharAt(i++, ' ');
                while (i < n && src.charAt(i) != c) {
                    if (src.charAt(i) == '\\' && i + 1 < n) b.setCharAt(i++, ' ');
                    if (src.charAt(i) != '\n') b.setCharAt(i, ' ');
                    i++;
                }
                if (i < n) b.setCharAt(i++, ' ');
            } else {
                i++;
            }
        }
        return b.toString();
    }

    private static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1], cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1));
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
