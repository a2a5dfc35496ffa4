import ButtonScenario

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FontLibrary {
    /// Starts loading the standard library on a background thread and returns at once: the drawing
    /// stack, the font configuration, a Pango engine, and the fonts of `warming` opened and shaped
    /// (the first text Pango lays out in a font costs milliseconds). `standard()` then waits for
    /// that work instead of doing it. For a process that will surely draw, this overlaps the
    /// loading with reading and laying out its scenarios; on a busy machine it costs nothing more.
    package static func prepareStandardInBackground(warming fonts: [FontSpec]) {
        StandardLoad.shared.setWarming(fonts)
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { _ in
            _ = StandardLoad.shared.result()
            return nil
        }, nil)
        // Without a thread the first caller of standard() does the work, as always.
        if started == 0 { pthread_detach(thread) }
    }

    /// The library with the default fonts, loaded once per process.
    package static func standard() throws -> FontLibrary {
        try StandardLoad.shared.result().get()
    }
}

/// The one-time load of the standard library, which a caller that finds it under way waits for
/// asleep. A `static let` would do the same with `swift_once`, but on Linux that waits on a
/// priority-inheritance futex, and the kernel spins such a waiter while the loading thread runs:
/// in `render`'s ~4 ms wait for the fonts the main thread burned the second core that Pango's own
/// fontconfig threads needed (`perf`: ~1.7 ms of `rt_mutex_slowlock_block` per figure).
/// A condition variable sleeps.
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
    private var warming: [FontSpec] = []

    private init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(loaded, nil)
    }

    func setWarming(_ fonts: [FontSpec]) {
        pthread_mutex_lock(mutex)
        warming = fonts
        pthread_mutex_unlock(mutex)
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
                let fonts = warming
                pthread_mutex_unlock(mutex)
                let result = Self.load(warming: fonts)
                pthread_mutex_lock(mutex)
                state = .loaded(result)
                pthread_cond_broadcast(loaded)
                pthread_mutex_unlock(mutex)
                return result
            }
        }
    }

    private static func load(warming fonts: [FontSpec]) -> Result<FontLibrary, RenderError> {
        do {
            let library = try FontLibrary()
            for font in fonts { _ = library.measure("0", font: font) }
            return .success(library)
        } catch let error as RenderError {
            return .failure(error)
        } catch {
            return .failure(.fontSetupFailed("\(error)"))
        }
    }
}
