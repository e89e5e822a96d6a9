/**
 * Sandboxed JavaScript hooks (GraalJS). This is the only package that may import
 * {@code org.graalvm}; it knows nothing about chess.
 *
 * <ul>
 * <li>{@link io.ashtapada.hooks.HookScript#compile} parses a hook source (a JavaScript function
 *     expression, see {@link io.ashtapada.hooks.HookScript}) and reports syntax errors as
 *     {@link io.ashtapada.hooks.HookDiagnostic}s located in the definition file.</li>
 * <li>{@link io.ashtapada.hooks.HookRuntime#call} runs it with limits and returns plain Java values
 *     or throws a one-line {@link io.ashtapada.hooks.HookFailure}.</li>
 * </ul>
 *
 * <h2>Exposing host objects to hooks</h2>
 * In JavaScript a host object shows only the members annotated {@code @HostAccess.Export}, and
 * that annotation must sit on the method actually declared by a class (an annotation on an
 * interface method or on an overridden method does not export the override; measured). Since only
 * this package may use the annotation, the engine exposes objects through classes of this package,
 * in one of two ways:
 * <ol>
 * <li><b>Adapter</b>: a plain Java interface in this package implemented by the engine, plus a final
 *     adapter class here whose exported methods delegate to it:
 * <pre>{@code
 * public interface BoardReader { int squareCount(); String pieceAt(int sq); }
 *
 * public final class BoardView {
 *     private final BoardReader r;
 *     public BoardView(BoardReader r) { this.r = r; }
 *     @HostAccess.Export public int squareCount() { return r.squareCount(); }
 *     @HostAccess.Export public String pieceAt(int sq) { return r.pieceAt(sq); }
 * }
 * }</pre></li>
 * <li><b>Base class</b> (no extra object per call): an abstract class here with
 *     {@code @HostAccess.Export public final} methods delegating to protected abstract methods;
 *     the engine subclasses it in its own package. Exported methods must stay final.</li>
 * </ol>
 * {@link io.ashtapada.hooks.HookRuntime#call} accepts instances of classes of this package and of
 * their subclasses, plus primitives, strings and arrays. Keep exported methods small, with
 * parameters and results of primitive, {@code String}, array or other adapter types (host
 * {@code List}/{@code Map} are opaque to hooks), and make them validate their arguments: a hook
 * may call them with anything. An exception thrown by an exported method reaches the caller of
 * {@code call} as {@link io.ashtapada.hooks.HookFailure.Kind#HOST_ERROR} (unless the hook catches
 * it).
 */
package io.ashtapada.hooks;
