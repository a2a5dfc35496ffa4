import ButtonScenario
import CDrawingStack
import Synchronization
import Testing

@testable import ButtonRender

#if canImport(Glibc)
import Glibc
#endif

/// What `render` starts on the other core, and the thread it starts it on.
@Suite("Start-up: libraries loaded beside the main thread")
struct BackgroundLoadTests {
    /// The thread runs the body with its argument, once; the caller does not wait for it.
    @Test func spawnedThreadRunsItsBody() throws {
        final class Box: @unchecked Sendable {
            let ran = Mutex(0)
            let done = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
            init() { sem_init(done, 0, 0) }
        }
        let box = Box()
        let status = bl_spawn_beside({ argument in
            let box = Unmanaged<Box>.fromOpaque(argument!).takeUnretainedValue()
            box.ran.withLock { $0 += 1 }
            sem_post(box.done)
            return nil
        }, Unmanaged.passUnretained(box).toOpaque())
        #expect(status == 0)
        sem_wait(box.done)
        #expect(box.ran.withLock { $0 } == 1)
    }

    /// Preparing loads fontconfig, the drawing stack and zlib; the standard library built
    /// meanwhile (fontconfig's part first) measures as always.
    @Test func preparedLibrariesServeTheStandardFonts() throws {
        FontLibrary.prepareStandardInBackground()
        let fonts = try FontLibrary.standard()
        #expect(DrawingLibraries.fontconfig.isLoaded)
        #expect(DrawingLibraries.drawing.isLoaded)
        let size = fonts.measure("Share", font: FontSpec(size: 17, weight: .regular))
        #expect(size == (try FontLibrary()).measure("Share", font: FontSpec(size: 17, weight: .regular)))
        #expect(size.width > 40 && size.width < 50)
    }
}
