package io.ashtapada.hooks;

import java.util.Collection;
import java.util.List;

import com.oracle.truffle.api.instrumentation.TruffleInstrument;
import com.oracle.truffle.api.instrumentation.provider.TruffleInstrumentProvider;

/** Registers {@link HookGuard} with Truffle (by service loader; written by hand, no annotation processor). */
@TruffleInstrument.Registration(id = HookGuard.ID, name = "Ashtapada hook guard", internal = false,
        services = HookGuard.Control.class, sandbox = org.graalvm.polyglot.SandboxPolicy.CONSTRAINED)
public final class HookGuardProvider extends TruffleInstrumentProvider {

    @Override
    protected String getInstrumentClassName() {
        return HookGuard.class.getName();
    }

    @Override
    protected Object create() {
        return new HookGuard();
    }

    @Override
    protected Collection<String> getServicesClassNames() {
        return List.of(HookGuard.Control.class.getName());
    }
}
