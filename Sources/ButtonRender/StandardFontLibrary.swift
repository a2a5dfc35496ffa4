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
    /// (`DrawingLibraries.load()` waits for a group another thread is loading). Only libraries are
    /// loaded there: building the fonts there left this thread idle meanwhile (docs/performance.md).
    /// Once per process: later calls do nothing.
    package static func prepareStandardInBackground() {
        bl_prepare_drawing_in_background()
    }

    /// The library with the default fonts, loaded once per process.
    package static func standard() throws -> FontLibrary {
        switch StandardLoad.shared.result() {
        case .library(let library): return library
        case .failed(let error): throw error
        }
    }
}

/// The one-time load of the standard library, which a caller that finds it under way (a batch's
/// other workers) waits for asleep (`ConditionLock`). A `static let` would do the same with
/// `swift_once`, whose waiter the kernel spins: when the fonts loaded on a background thread, the
/// waiting main thread burned the second core that Pango's own fontconfig threads needed (`perf`:
/// ~1.7 ms of `rt_mutex_slowlock_block` per figure).
private final class StandardLoad: @unchecked Sendable {
    static let shared = StandardLoad()

    /// Not `Result`: its `Failure: Error` requirement costs the process's first use a scan of
    /// every protocol-conformance record (~50 µs), right when the figure is waiting for its fonts.
    enum Outcome {
        case library(FontLibrary)
        case failed(RenderError)
    }

    private enum State {
        case idle
        case loading
        case loaded(Outcome)
    }

    private let loaded = ConditionLock()
    /// Guarded by `loaded`.
    private var state = State.idle

    private init() {}

    /// Loads the library on the first call; later callers get the same result, waiting while it loads.
    func result() -> Outcome {
        loaded.lock()
        while true {
            switch state {
            case .loaded(let result):
                loaded.unlock()
                return result
            case .loading:
                loaded.wait()
            case .idle:
                state = .loading
                loaded.unlock()
                let result = Self.load()
                loaded.lock()
                state = .loaded(result)
                loaded.broadcast()
                loaded.unlock()
                return result
            }
        }
    }

    private static func load() -> Outcome {
        do {
            return .library(try FontLibrary())
        } catch let error as RenderError {
            return .failed(error)
        } catch {
            return .failed(.fontSetupFailed("\(error)"))
        }
    }
}
