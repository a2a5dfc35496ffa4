import ButtonFiles
import ButtonRender
import ButtonScenario
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FontFaceMeasurer: FontFaceMeasuring {}

/// The fonts the command line brings (`--fonts DIR`, `--system-font FILE`), set once while the
/// options are read and given to every scenario loader made afterwards.
private let commandLineFonts = Mutex(UserFonts())

/// Records the command line's fonts for the loaders `makeScenarioLoader()` and the renderer make.
package func useFonts(faces: FontFaceMeasurer?, folder: String?, systemFont: SystemFontFile?) {
    commandLineFonts.withLock { fonts in
        if let faces {
            fonts.faces = faces
            fonts.facesFolder = folder
        }
        if let systemFont { fonts.systemFont = systemFont }
    }
}

/// The fonts a loader measures with: the command line's, and `BUTTONLAB_SYSTEM_FONT` when no
/// `--system-font` was given. A broken `BUTTONLAB_SYSTEM_FONT` was reported by `systemFontFromEnvironment()`.
package func currentUserFonts() -> UserFonts {
    var fonts = commandLineFonts.withLock { $0 }
    if fonts.systemFont == nil { fonts.systemFont = try? systemFontFromEnvironment() }
    return fonts
}

/// `BUTTONLAB_SYSTEM_FONT`, read once: nil when unset or empty.
package func systemFontFromEnvironment() throws -> SystemFontFile? {
    try environmentSystemFont.get()
}

private let environmentSystemFont: Result<SystemFontFile?, Error> = Result {
    guard let value = getenv("BUTTONLAB_SYSTEM_FONT"), value.pointee != 0 else { return nil }
    return try loadSystemFont(path: String(cString: value))
}

/// `--system-font FILE`: the file's regular face (the first whose PostScript name says Regular,
/// else the first by name) measures every system-font title.
package func loadSystemFont(path: String) throws -> SystemFontFile {
    let catalog = try FontFaceCatalog(file: path)
    let names = catalog.faces.keys.sorted()
    guard let name = names.first(where: { $0.hasSuffix("-Regular") }) ?? names.first else {
        throw RenderError.fontSetupFailed("\(displayPath(path)) holds no font HarfBuzz can read")
    }
    return SystemFontFile(faces: FontFaceMeasurer(catalog: catalog), postScriptName: name, path: path)
}
