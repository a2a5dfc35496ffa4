import CDrawingStack

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A private fontconfig configuration holding exactly `fontFiles`, and whether fontconfig's caches
/// described them.
///
/// Scanning a font file (FreeType opening it, fontconfig reading its names, weights and coverage)
/// costs about 0.4 ms a file; fontconfig's own caches hold the same descriptions, written by
/// `fc-cache` when the font packages were installed. So the configuration first lists the files'
/// directories with the system cache directories and a `<selectfont>` rule that accepts exactly
/// the given files: fontconfig then maps each directory's cache instead of opening any font. It is
/// used only when every directory has a current cache (fontconfig compares the directory's mtime)
/// and the resulting set holds exactly the given files; otherwise each file is scanned as before,
/// so a missing or stale cache never costs more than the scan. Nothing is ever written to a cache.
///
/// Both ways yield the same font patterns (the cache stores what the scan produces), hence the same
/// output; a test measures text both ways. The caches are the host's, so a host rule that rewrites
/// fonts at scan time (`<match target="scan">`, none in Debian's default configuration) would reach
/// the cached descriptions; no such rule can reach the scanned ones.
func makeFontConfiguration(fontFiles: [String], cacheDirectories: [String]) throws -> (config: OpaquePointer, fromCaches: Bool) {
    if let config = cachedFontConfiguration(fontFiles: fontFiles, cacheDirectories: cacheDirectories) {
        return (config, true)
    }
    return (try scannedFontConfiguration(fontFiles: fontFiles), false)
}

/// An empty configuration (no fonts.conf, no rules, no system directories) plus each file, scanned.
private func scannedFontConfiguration(fontFiles: [String]) throws -> OpaquePointer {
    guard let config = FcConfigCreate() else {
        throw RenderError.fontSetupFailed("FcConfigCreate failed")
    }
    for path in fontFiles where FcConfigAppFontAddFile(config, path) == 0 {
        FcConfigDestroy(config)
        throw RenderError.fontSetupFailed("fontconfig cannot read '\(path)'")
    }
    return config
}

private func cachedFontConfiguration(fontFiles: [String], cacheDirectories: [String]) -> OpaquePointer? {
    // Globs treat these characters specially and XML these; such paths are simply scanned.
    // A switch over bytes, not a Set<Character>: a set's first use costs a process a scan of
    // every protocol conformance record (~0.1 ms).
    func isSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "?"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "\\"),
            UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""):
            true
        default:
            false
        }
    }
    guard !fontFiles.isEmpty, !cacheDirectories.isEmpty,
        (fontFiles + cacheDirectories).allSatisfy({ $0.hasPrefix("/") && !$0.utf8.contains(where: isSpecial) })
    else { return nil }
    var directories: [String] = []
    for file in fontFiles {
        let directory = String(file[..<file.lastIndex(of: "/")!])
        if !directories.contains(directory) { directories.append(directory) }
    }
    var xml = "<?xml version=\"1.0\"?>\n<fontconfig>\n"
    for directory in directories { xml += "  <dir>\(directory.isEmpty ? "/" : directory)</dir>\n" }
    for cache in cacheDirectories { xml += "  <cachedir>\(cache)</cachedir>\n" }
    xml += "  <selectfont>\n    <acceptfont>\n"
    for file in fontFiles { xml += "      <glob>\(file)</glob>\n" }
    xml += "    </acceptfont>\n    <rejectfont><glob>*</glob></rejectfont>\n  </selectfont>\n</fontconfig>\n"

    guard let config = FcConfigCreate() else { return nil }
    var keep = false
    defer { if !keep { FcConfigDestroy(config) } }
    guard FcConfigParseAndLoadFromMemory(config, xml, 0) != 0 else { return nil }
    // Loading a directory without a current cache would scan all of it (and try to write a cache).
    // The caches stay mapped until the fonts are built, which then finds them instead of mapping
    // and checking them again.
    var caches: [OpaquePointer] = []
    defer { caches.forEach(FcDirCacheUnload) }
    for directory in directories {
        guard let cache = FcDirCacheLoad(directory.isEmpty ? "/" : directory, config, nil) else { return nil }
        caches.append(cache)
    }
    guard FcConfigBuildFonts(config) != 0, let set = FcConfigGetFonts(config, FcSetSystem) else { return nil }
    var found = Set<String>()
    for index in 0..<Int(set.pointee.nfont) {
        var file: UnsafeMutablePointer<FcChar8>?
        guard let pattern = set.pointee.fonts[index], FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch,
            let file
        else { return nil }
        found.insert(String(cString: file))
    }
    guard found == Set(fontFiles) else { return nil }
    keep = true
    return config
}
