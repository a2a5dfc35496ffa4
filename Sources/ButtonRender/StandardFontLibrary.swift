import ButtonScenario
import CDrawingStack

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FontLibrary {
    /// Starts loading the drawing stack's libraries (fontconfig first, then cairo, Pango and the
    /// rest, then zlib for the PNG) on another core and returns at once. For a process that will
    /// surely draw: meanwhile this thread reads its scenarios, and `standard()` builds the font
    /// configuration as soon as fontconfig is in, while the other libraries are still loading
    /// (`DrawingLibraries.load()` waits for a group another thread is loading).
    ///
    /// Only libraries are loaded there. Building the fonts there too (as before) left this thread
    /// idle for their whole time; warming fonts there (as before) warmed sizes a figure at another
    /// scale never uses, 2 ms of nothing on the way to the first figure.
    package static func prepareStandardInBackground() {
        // Without a thread the first caller of standard() loads everything, as always.
        _ = bl_spawn_beside({ _ in
            for group in [DrawingLibraries.fontconfig, .drawing, .zlib] { try? group.load() }
            return nil
        }, nil)
    }

    /// The library with the default fonts, loaded once per process.
    package static func standard() throws -> FontLibrary {
        try StandardLoad.shared.result().get()
    }
}

/// The one-time load of the standard library, which a caller that finds it under way (a batch's
/// other workers) waits for asleep. A `static let` would do the same with `swift_once`, but on
/// Linux that waits on a priority-inheritance futex, and the kernel spins such a waiter while the
/// loading thread runs: when the fonts loaded on a background thread, the waiting main thread
/// burned the second core that Pango's own fontconfig threads needed (`perf`: ~1.7 ms of
/// `rt_mutex_slowlock_block` per figure). A condition variable sleeps.
private final class StandardLoad: @unchecked Sendable {
    static let shared = StandardLoad()

    private enum State {
        case idle
        case loading
        case loaded(Result<FontLibrary, RenderError>)
    }

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let loaded = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Guarded by `mutex`.
    private var state = State.idle

    private init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(loaded, nil)
    }

    /// Loads the library on the first call; later callers get the same result, waiting while it loads.
    func result() -> Result<FontLibrary, RenderError> {
        pthread_mutex_lock(mutex)
        while true {
            switch state {
            case .loaded(let result):
                pthread_mutex_unlock(mutex)
                return result
            case .loading:
                pthread_cond_wait(loaded, mutex)
            case .idle:
                state = .loading
                pthread_mutex_unlock(mutex)
                let result = Self.load()
                pthread_mutex_lock(mutex)
                state = .loaded(result)
                pthread_cond_broadcast(loaded)
                pthread_mutex_unlock(mutex)
                return result
            }
        }
    }

    private static func load() -> Result<FontLibrary, RenderError> {
        do {
            return .success(try FontLibrary())
        } catch let error as RenderError {
            return .failure(error)
        } catch {
            return .failure(.fontSetupFailed("\(error)"))
        }
    }
}
