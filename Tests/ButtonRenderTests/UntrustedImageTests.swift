import ButtonDiagram
import ButtonFiles
import ButtonLabTestSupport
import ButtonLayout
import ButtonRender
import ButtonScenario
import Foundation
import Testing

@Suite("Images from outside: bounded decoding, no links, text that draws")
struct UntrustedImageTests {
    @Test func aDecompressionBombIsRefusedWithItsSizeAndWithoutAllocating() {
        var before = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &before)
        do {
            _ = try decodePNG(bombPNG(width: 100_000, height: 100_000))
            Issue.record("a bomb must be refused")
        } catch {
            #expect(
                "\(error)" == "not a readable PNG: image too large: 100000×100000 pixels (10000000000 pixels), over the "
                    + "limit of 16777216 pixels; it is refused before decoding")
        }
        do {
            _ = try decodePNG(bombPNG(width: 100_000, height: 100_000), maximumPixels: .max, maximumSide: 8192)
            Issue.record("a bomb must be refused")
        } catch {
            #expect("\(error)".contains("over the limit of 8192 pixels on a side"))
        }
        var after = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &after)
        // The decoded image would take 40 GB; the process's peak grew by less than 64 MB.
        #expect(after.ru_maxrss - before.ru_maxrss < 64 * 1024)
    }

    @Test func anImageFileIsNotReadThroughALinkNorFromAFIFO() throws {
        let directory = makeScratch("render")
        defer { removeScratch(directory) }
        symlink("/etc/passwd", directory + "/linked.png")
        mkfifo(directory + "/pipe.png", 0o644)
        for (name, reason) in [
            ("linked.png", "it is a symbolic link, which ButtonLab does not follow"),
            ("pipe.png", "it is a FIFO (named pipe), not a regular file"),
        ] {
            let list = canvas(width: 20, height: 20, [item("image", .image(Rect(x: 0, y: 0, width: 10, height: 10), source: .file(path: directory + "/" + name)))])
            #expect(throws: RenderError.imageUnreadable(path: directory + "/" + name, reason: reason)) {
                try renderRaster(list)
            }
        }
    }

    @Test func textWithNonCharactersAndControlsRendersInEveryFormat() throws {
        let text = TextRun(
            text: scalars(0x61, 0xFFFE, 0x62, 0xFFFF, 0xFDD0, 0x10FFFF, 0, 0x1B, 0x63), box: Rect(x: 0, y: 0, width: 80, height: 20),
            font: FontSpec(size: 12), color: Color(rgb: 0))
        let list = canvas(width: 100, height: 30, [item("t", .text(text))])
        let raster = try renderRaster(list)
        #expect(raster.width == 200 && raster.height == 60)
        #expect(try renderPDF(list).starts(with: Array("%PDF".utf8)))
        #expect(svgDocument(list).contains(">a\u{FFFD}b\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}c</text>"))
        let fonts = try FontLibrary.standard()
        #expect(fonts.measure(scalars(0x61, 0xFFFE, 0, 0x62), font: FontSpec(size: 12)).width > 0)
    }
}

/// A string of the given code points, for those a Swift literal cannot hold (non-characters).
func scalars(_ values: UInt32...) -> String {
    String(String.UnicodeScalarView(values.map { Unicode.Scalar($0)! }))
}
