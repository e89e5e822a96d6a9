package io.ashtapada.hooks;

import java.time.Duration;

/**
 * Run in a child JVM with a small heap by {@link HookSandboxTest}: hooks that really exhaust the
 * heap are reported as {@link HookFailure.Kind#RESOURCE} and the runtime keeps working.
 */
public final class MemoryProbe {

    private MemoryProbe() {}

    public static void main(String[] args) throws Exception {
        try (HookRuntime rt = HookRuntime.builder().allocationLimit(0).timeout(Duration.ofSeconds(30)).build()) {
            report(rt, "OOM", "function () { const a = []; for (;;) a.push(new Array(1e6).fill(1.5)); }");
            after(rt);
            report(rt, "FLATTEN", "function () { let s = 'ab'; for (let i = 0; i < 28; i++) s += s; return s.indexOf('z'); }");
            after(rt);
        }
        System.out.println("DONE");
    }

    private static void report(HookRuntime rt, String label, String source) {
        HookScript s = HookScript.compile("mem.def", 1, label, source);
        try {
            Object r = rt.call(s);
            System.out.println(label + "-RESULT " + r);
        } catch (HookFailure f) {
            System.out.println(label + "-KIND " + f.kind() + " " + f.getMessage());
        }
    }

    private static void after(HookRuntime rt) throws HookFailure {
        ExampleSink sink = new ExampleSink();
        System.out.println("AFTER " + rt.call(HookSandboxTest.NORMAL, new ExampleBoardView(HookSandboxTest.BOARD), sink));
    }
}
