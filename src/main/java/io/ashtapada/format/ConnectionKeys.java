package io.ashtapada.format;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The connection keys of a section on a shipped parent ({@link OnShipped}): {@code connectN},
 * {@code connectDiagonal} and {@code connectValue} as the parent's {@code line of N} changed,
 * {@code connectNxN} as {@code block of N}, {@code collinearN} as {@code collinear N}, and
 * {@code connectRegion1White} ... as two zones and {@code connect}.
 */
final class ConnectionKeys {
    private ConnectionKeys() {
    }

    static void write(OnShipped o) {
        if (o.own.containsKey("connectN") || o.own.containsKey("connectDiagonal") || o.own.containsKey("connectValue")) {
            String old = o.parent.ruleText("LineRule");
            Matcher m = old == null ? null : Pattern.compile("line of (\\d+)( straight)? (win|loss)").matcher(old);
            boolean had = m != null && m.matches();
            int n = had ? Integer.parseInt(m.group(1)) : 0;
            boolean straight = had && m.group(2) != null;
            String value = had ? m.group(3) : "win";
            String nv = o.get("connectN", null), dv = o.get("connectDiagonal", null), vv = o.get("connectValue", null);
            if (nv != null && nv.matches("\\d{1,2}")) n = Integer.parseInt(nv);
            else if (nv != null) o.reason("connectN", "is a number, not '" + VariantsIni.shown(nv) + "'");
            if (dv != null) straight = dv.equals("false");
            if (vv != null && (vv.equals("win") || vv.equals("loss"))) value = vv;
            else if (vv != null) o.cannot("connectValue", "only win or loss is said");
            o.replaceRule("LineRule", n > 0 ? "line of " + n + (straight ? " straight " : " ") + value : "", "connectN", "connectDiagonal", "connectValue");
        }
        String nxn = o.get("connectNxN", null);
        if (nxn != null) {
            String old = o.parent.ruleText("LineRule"), vv = o.get("connectValue", null);
            String value = vv != null ? vv : old != null && old.endsWith(" loss") ? "loss" : "win";
            if (!nxn.matches("\\d{1,2}")) o.reason("connectNxN", "is a number, not '" + VariantsIni.shown(nxn) + "'");
            else if (!value.equals("win") && !value.equals("loss")) o.cannot("connectNxN", "with a connectValue other than win or loss");
            else o.replaceRule("BlockRule", Integer.parseInt(nxn) > 0 ? "block of " + nxn + " " + value : "", "connectNxN");
        }
        String col = o.get("collinearN", null);
        boolean joins = o.own.containsKey("connectRegion1White") || o.own.containsKey("connectRegion2White")
                || o.own.containsKey("connectRegion1Black") || o.own.containsKey("connectRegion2Black");
        if (col != null || joins) {
            String old = o.parent.ruleText("LineRule"), vv = o.get("connectValue", null), dv = o.get("connectDiagonal", null), tv = o.get("connectPieceTypes", null);
            String value = vv != null ? vv : old != null && old.endsWith(" loss") ? "loss" : "win";
            String straight = "false".equals(dv) ? " straight" : "";
            if (!value.equals("win") && !value.equals("loss")) o.cannot(col != null ? "collinearN" : "connectRegion1White", "with a connectValue other than win or loss");
            else if (tv != null && !tv.equals("*")) o.cannot("connectPieceTypes", "naming some kinds on a shipped parent");
            else {
                if (col != null && col.matches("\\d{1,2}")) {
                    o.replaceRule("CollinearRule", Integer.parseInt(col) > 0 ? "collinear " + col + straight + " " + value : "", "collinearN");
                } else if (col != null) {
                    o.reason("collinearN", "is a number, not '" + VariantsIni.shown(col) + "'");
                }
                if (joins && o.region("connect-from", "connectRegion1White", "connectRegion1Black", null, "connectRegion1White", "connectRegion1Black")
                        && o.region("connect-to", "connectRegion2White", "connectRegion2Black", null, "connectRegion2White", "connectRegion2Black")) {
                    o.replaceRule("ConnectRule", "connect connect-from to connect-to" + straight + " " + value, "connectRegion1White", "connectRegion2White",
                            "connectRegion1Black", "connectRegion2Black");
                }
            }
        }
    }
}
