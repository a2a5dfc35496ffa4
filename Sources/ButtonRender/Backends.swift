import ButtonDiagram

/// Pixels: drawn with cairo and Pango in one pass, then encoded (`renderPNG`).
package struct PNGBackend: FigureBackend {
    package let format = FigureFormat(
        name: "png", isRaster: true, golden: GoldenKind(comparison: .pixels, maximumBytes: 64 << 20, isRequired: true))

    package func render(_ list: DisplayList, with resources: FigureResources) throws -> [UInt8] {
        try renderPNG(list, fonts: resources.fonts)
    }
}

/// The drawing as SVG text, written by this package (`svgDocument`): no C library, so an SVG-only
/// render never opens the drawing stack.
package struct SVGBackend: FigureBackend {
    package let format = FigureFormat(
        name: "svg", isRaster: false, golden: GoldenKind(comparison: .lines, maximumBytes: 16 << 20, isRequired: false))

    package func render(_ list: DisplayList, with resources: FigureResources) throws -> [UInt8] {
        Array(try svgDocument(list, imageHref: resources.imageHref).utf8)
    }
}

/// A one-page vector PDF drawn with cairo (`renderPDF`); no golden is kept of it.
package struct PDFBackend: FigureBackend {
    package let format = FigureFormat(name: "pdf", isRaster: false, golden: nil)

    package func render(_ list: DisplayList, with resources: FigureResources) throws -> [UInt8] {
        try renderPDF(list, fonts: resources.fonts)
    }
}
