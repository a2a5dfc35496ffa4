import ButtonFiles
import ButtonScenario
import CDrawingStack
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The faces of a folder of font files (`.ttf`, `.otf`, `.ttc`), found by PostScript name, measured
/// with HarfBuzz, the shaper behind the renderer's Pango: what `--fonts DIR` uses to size titles set
/// in an app's own fonts (docs/interface-builder.md, "How the commands use IB files": `--fonts`).
///
/// A title's size is UIKit's for a label in that font: the shaped advance width of the line, and
/// the font's line height, ascender − descender + line gap (OS/2 typo metrics when the font asks
/// for them, else hhea, as HarfBuzz picks), both scaled from font units to the point size.
/// Characters the face lacks are measured as its missing glyph: UIKit would fall back to another
/// font, which no folder of app fonts can say.
package final class FontFaceCatalog: @unchecked Sendable {
    /// The faces by PostScript name: the first file (in sorted path order) that has the name wins.
    package let faces: [String: FaceLocation]
    // Immutable HarfBuzz fonts are safe to shape with from any thread.
    private let fonts: [String: OpaquePointer]
    private let upems: [String: Double]

    package struct FaceLocation: Hashable, Sendable {
        package var path: String
        /// The face's index in a collection (`.ttc`); 0 otherwise.
        package var index: Int
    }

    /// Reads every font file below `directory` (hidden entries skipped). Throws when the directory
    /// cannot be listed; files HarfBuzz cannot read are skipped (they are not fonts).
    ///
    /// The folder is input like a scenario (security.md §1): the walk never enters a linked folder,
    /// a font file is read only as a regular file, never through a link, of at most 64 MiB, and the
    /// folder itself may be (or lie behind) a link only with `followSymlinks`.
    package convenience init(directory: String, followSymlinks: Bool = false) throws {
        // HarfBuzz comes with the drawing stack, loaded on first use (CDrawingStack.h).
        try DrawingLibraries.drawing.load()
        do {
            guard try checkDirectory(directory, followSymlinks: followSymlinks) else {
                throw RenderError.fontSetupFailed("--fonts \(displayPath(directory)) is not a directory")
            }
        } catch let error as FileError {
            throw RenderError.fontSetupFailed("--fonts \(error)")
        }
        let paths: [String]
        do {
            paths = try scenarioFiles(for: [directory], followSymlinks: followSymlinks, takes: Self.isFontFileName)
        } catch {
            throw RenderError.fontSetupFailed("cannot list \(displayPath(directory)): \(error)")
        }
        self.init(readablePaths: paths)
    }

    /// The faces of one font file (`--system-font FILE`), read like a `--fonts` file: a regular file,
    /// never through a link, at most 64 MiB. Throws when it holds no face HarfBuzz can read.
    package convenience init(file: String) throws {
        try DrawingLibraries.drawing.load()
        do {
            _ = try readRegularFile(atPath: file, maximumBytes: Self.maximumFontFileBytes)
        } catch {
            throw RenderError.fontSetupFailed("cannot read the font file \(displayPath(file)): \(error.reasonText)")
        }
        self.init(readablePaths: [file])
        guard !faces.isEmpty else { throw RenderError.fontSetupFailed("\(displayPath(file)) holds no font HarfBuzz can read") }
    }

    /// Each file's faces; files HarfBuzz cannot read are skipped.
    private init(readablePaths paths: [String]) {
        var faces: [String: FaceLocation] = [:]
        var fonts: [String: OpaquePointer] = [:]
        var upems: [String: Double] = [:]
        for path in paths {
            guard let bytes = try? readRegularFile(atPath: path, maximumBytes: Self.maximumFontFileBytes), !bytes.isEmpty,
                let blob = bytes.withUnsafeBufferPointer({ buffer in
                    buffer.withMemoryRebound(to: CChar.self) {
                        hb_blob_create_or_fail($0.baseAddress, UInt32(buffer.count), HB_MEMORY_MODE_DUPLICATE, nil, nil)
                    }
                })
            else { continue }
            defer { hb_blob_destroy(blob) }
            for index in 0..<hb_face_count(blob) {
                guard let face = hb_face_create(blob, index) else { continue }
                defer { hb_face_destroy(face) }
                guard let name = Self.postScriptName(of: face), faces[name] == nil, hb_face_get_upem(face) > 0 else {
                    continue
                }
                guard let font = hb_font_create(face) else { continue }
                hb_font_make_immutable(font)
                faces[name] = FaceLocation(path: path, index: Int(index))
                fonts[name] = font
                upems[name] = Double(hb_face_get_upem(face))
            }
        }
        self.faces = faces
        self.fonts = fonts
        self.upems = upems
    }

    /// Far above any real font (a CJK collection is some 30 MiB).
    static let maximumFontFileBytes = 64 << 20

    static func isFontFileName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".ttf") || lowered.hasSuffix(".otf") || lowered.hasSuffix(".ttc")
    }

    deinit {
        for font in fonts.values { hb_font_destroy(font) }
    }

    /// The single-line size of `text` in the face named `postScriptName` at `pointSize`; nil when no
    /// file has that face.
    package func measure(_ text: String, postScriptName: String, pointSize: Double) -> (width: Double, height: Double)? {
        guard let font = fonts[postScriptName], let upem = upems[postScriptName] else { return nil }
        let scale = pointSize / upem

        var ascender: hb_position_t = 0
        var descender: hb_position_t = 0
        var lineGap: hb_position_t = 0
        _ = hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER, &ascender)
        _ = hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER, &descender)
        _ = hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP, &lineGap)
        let height = Double(ascender - descender + lineGap) * scale

        guard let buffer = hb_buffer_create() else { return nil }
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf8(buffer, text, -1, 0, -1)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        var advance = 0.0
        if let positions = hb_buffer_get_glyph_positions(buffer, &count) {
            for index in 0..<Int(count) { advance += Double(positions[index].x_advance) }
        }
        return (advance * scale, height)
    }

    private static func postScriptName(of face: OpaquePointer) -> String? {
        var length: UInt32 = 128
        var buffer = [CChar](repeating: 0, count: Int(length) + 1)
        let total = hb_ot_name_get_utf8(face, hb_ot_name_id_t(HB_OT_NAME_ID_POSTSCRIPT_NAME), nil, &length, &buffer)
        guard total > 0 else { return nil }
        let name = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? nil : name
    }
}
