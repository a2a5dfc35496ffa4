import ButtonDiagram
import ButtonLayout
import ButtonRender
import Testing

/// The figure backends as one table (issue 22, item 3): each format's facts, looked up by name and
/// by path, and each backend drawing the same small display list.
@Suite("Figure backends")
struct FigureBackendTests {
    @Test("the table: png, svg, pdf, each with its facts")
    func table() {
        #expect(FigureFormat.all == [.png, .svg, .pdf])
        #expect(figureBackends.map(\.format.name) == ["png", "svg", "pdf"])
        #expect(FigureFormat.all.map(\.fileExtension) == ["png", "svg", "pdf"])
        #expect(FigureFormat.all.map(\.isRaster) == [true, false, false])
        #expect(FigureFormat.png.golden == GoldenKind(comparison: .pixels, maximumBytes: 64 << 20, isRequired: true))
        #expect(FigureFormat.svg.golden == GoldenKind(comparison: .lines, maximumBytes: 16 << 20, isRequired: false))
        #expect(FigureFormat.pdf.golden == nil)
        #expect(FigureFormat.names == "png, svg, pdf")
        #expect(FigureFormat.fileExtensions == ".png, .svg or .pdf")
        #expect(FigureFormat.all.map { $0.backend.format } == FigureFormat.all)
        #expect(FigureFormat.ordered([.pdf, .png]) == [.png, .pdf])
    }

    @Test("looked up by --format name and by file extension, in any case; anything else is nil")
    func lookUp() {
        #expect(FigureFormat(named: "PNG") == .png)
        #expect(FigureFormat(named: "svg") == .svg)
        #expect(FigureFormat(named: "gif") == nil)
        #expect(FigureFormat(named: "") == nil)
        #expect(FigureFormat(forPath: "out/share.Pdf") == .pdf)
        #expect(FigureFormat(forPath: "out.d/share") == nil)
        #expect(FigureFormat(forPath: "share.gif") == nil)
        #expect(FigureFormat(forPath: "share") == nil)
    }

    @Test("files drawn in any order are kept in the table's order")
    func filesInTableOrder() {
        var files = FigureFiles()
        files[.pdf] = [3]
        files[.png] = [1]
        files[.svg] = [2]
        files[.png] = [4]
        #expect(files.files.map(\.format) == [.png, .svg, .pdf])
        #expect(files.files.map(\.bytes) == [[4], [2], [3]])
        files[.svg] = nil
        #expect(files[.svg] == nil)
        #expect(files.files.map(\.format) == [.png, .pdf])
    }

    /// A 40 × 20 pt canvas at 2 px/pt with one rect.
    private let list = DisplayList(
        size: Size(width: 40, height: 20), pixelsPerPoint: 2, background: Color(rgb: 0xECECEC), buttonOrigin: .zero,
        items: [DisplayItem(id: "bounds", shape: .rect(Rect(x: 5, y: 5, width: 30, height: 10), fill: Color(rgb: 0x007AFF), stroke: nil))])

    @Test("the SVG backend writes the document as text, with no font library")
    func svg() throws {
        let bytes = try FigureFormat.svg.backend.render(list, with: FigureResources(fonts: nil))
        #expect(String(decoding: bytes, as: UTF8.self) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" width="80" height="40" viewBox="0 0 40 20">
              <rect id="bounds" x="5" y="5" width="30" height="10" fill="#007AFF"/>
            </svg>

            """)
    }

    @Test("the PNG backend draws the canvas in pixels: signature, then an IHDR of 80 × 40")
    func png() throws {
        let bytes = try FigureFormat.png.backend.render(list, with: FigureResources(fonts: try FontLibrary.standard()))
        #expect(Array(bytes.prefix(16)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        #expect(Array(bytes[16..<24]) == [0, 0, 0, 80, 0, 0, 0, 40])
    }

    @Test("the PDF backend writes one PDF document")
    func pdf() throws {
        let bytes = try FigureFormat.pdf.backend.render(list, with: FigureResources(fonts: try FontLibrary.standard()))
        #expect(String(decoding: bytes.prefix(7), as: UTF8.self) == "%PDF-1.")
        #expect(String(decoding: bytes.suffix(6), as: UTF8.self) == "%%EOF\n")
    }
}
