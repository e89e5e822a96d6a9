package io.ashtapada.hooks;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.graalvm.polyglot.Value;

/**
 * Converts a hook's return value to plain Java: {@code null} (for null and undefined),
 * {@link Boolean}, {@link Integer}/{@link Long}/{@link Double}, {@link String},
 * {@code List<Object>} (JS arrays), {@code Map<String,Object>} (plain JS objects, own enumerable
 * keys in order), or a host object that was passed in. Anything else (functions, promises,
 * class instances, dates, maps, ...) and anything over the caps is rejected.
 *
 * <p>Runs guest code (getters, proxies), so it must run under the call's limits. One instance per
 * conversion.
 */
final class ResultConverter {

    /** Thrown for a return value that cannot be converted; message is the detail. */
    static final class BadResult extends Exception {
        private static final long serialVersionUID = 1L;

        BadResult(String message) {
            super(message, null, false, false);
        }
    }

    private final int maxElements;
    private final int maxDepth;
    private final int maxStringLength;
    private int budget;

    ResultConverter(int maxElements, int maxDepth, int maxStringLength) {
        this.maxElements = maxElements;
        this.budget = maxElements;
        this.maxDepth = maxDepth;
        this.maxStringLength = maxStringLength;
    }

    Object convert(Value v) throws BadResult {
        return convert(v, 0);
    }

    private Object convert(Value v, int depth) throws BadResult {
        if (--budget < 0) {
            throw new BadResult("result too large (more than " + maxElements + " values)");
        }
        if (v.isNull()) {
            return null;
        }
        if (v.isBoolean()) {
            return v.asBoolean();
        }
        if (v.isNumber()) {
            if (v.fitsInInt()) {
                return v.asInt();
            }
            if (v.fitsInLong()) {
                return v.asLong();
            }
            if (v.fitsInDouble()) {
                return v.asDouble();
            }
            throw new BadResult("result number does not fit in a double");
        }
        if (v.isString()) {
            String s = v.asString();
            if (s.length() > maxStringLength) {
                throw new BadResult("result string too long (" + s.length() + " chars, at most " + maxStringLength + ")");
            }
            return s;
        }
        if (v.isHostObject()) {
            return v.asHostObject();
        }
        if (depth >= maxDepth) {
            throw new BadResult("result nested too deeply (more than " + maxDepth + " levels)");
        }
        if (v.hasArrayElements() && !v.canExecute()) {
            long size = v.getArraySize();
            if (size > budget) {
                throw new BadResult("result too large (array of " + size + " elements, at most " + maxElements + " values)");
            }
            List<Object> list = new ArrayList<>((int) size);
            for (long i = 0; i < size; i++) {
                list.add(convert(v.getArrayElement(i), depth + 1));
            }
            return list;
        }
        if (isPlainObject(v)) {
            Set<String> keys = v.getMemberKeys();
            int n = keys.size();
            if (n > budget) {
                throw new BadResult("result too large (object with " + n + " keys, at most " + maxElements + " values)");
            }
            Map<String, Object> map = new LinkedHashMap<>();
            for (String k : keys) {
                if (map.size() >= n) {
                    throw new BadResult("result object changed while being read");
                }
                if (k.length() > maxStringLength) {
                    throw new BadResult("result key too long");
                }
                map.put(k, convert(v.getMember(k), depth + 1));
            }
            return map;
        }
        throw new BadResult("unsupported result type " + typeName(v)
                + " (expected null, boolean, number, string, array or plain object)");
    }

    private static boolean isPlainObject(Value v) {
        if (!v.hasMembers() || v.canExecute() || v.canInstantiate() || v.isMetaObject() || v.isException()
                || v.isDate() || v.isTime() || v.isTimeZone() || v.isDuration() || v.hasHashEntries()
                || v.isIterator() || v.isProxyObject()) {
            return false;
        }
        Value meta = v.getMetaObject();
        if (meta == null) {
            // Object.create(null): a prototype-less dictionary
            return !v.isHostObject() && !v.isNativePointer();
        }
        return "Object".equals(meta.getMetaSimpleName());
    }

    private static String typeName(Value v) {
        try {
            Value meta = v.getMetaObject();
            if (meta != null) {
                return Texts.oneLine(meta.getMetaSimpleName());
            }
        } catch (RuntimeException ignored) {
            // fall through
        }
        return v.canExecute() ? "function" : "value";
    }
}
