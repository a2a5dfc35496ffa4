import ButtonDiagram
import ButtonLabTestSupport
import Foundation
import ButtonLabKit
import ButtonRender
import ButtonScenario
import Testing

/// `renderPNG(overlapped: true)` draws in bands while another core encodes: the bytes must be
/// exactly those of drawing in one pass and encoding after, for every figure ButtonLab draws.
@Suite("PNG drawn in bands and encoded meanwhile")
struct OverlappedPNGTests {
    @Test("every fixture, light and dark, at its own scale and at 1 and 2 px/pt: the same bytes")
    func everyFixtureGivesTheSameBytes() throws {
        let renderer = try FigureRenderer()
        var compared = 0
        var banded = 0
        for file in try scenarioFiles(for: [fixturesDirectory]) {
            guard case .success(let laidOut) = layOut(path: file, loader: renderer.loader) else { continue }
            for (pixelsPerPoint, theme) in [(nil, nil), (1, DiagramTheme.dark), (2, .light)] as [(Double?, DiagramTheme?)] {
                let list = try renderer.displayList(for: laidOut, pixelsPerPoint: pixelsPerPoint, theme: theme)
                let reference = try encodePNG(renderRaster(list, fonts: renderer.fonts))
                #expect(try renderPNG(list, fonts: renderer.fonts, overlapped: true) == reference, "\(file)")
                compared += 1
                if rowBands(height: list.pixelHeight, keepingWhole: rowsKeptWhole(of: list)).count > 1 { banded += 1 }
            }
        }
        #expect(compared == 231)
        #expect(banded == 231)
    }

    @Test("bands are whole rows covering the canvas once; short canvases are not split")
    func bandsCoverTheCanvas() {
        #expect(rowBands(height: 455) == [0..<56, 56..<113, 113..<170, 170..<227, 227..<284, 284..<341, 341..<398, 398..<455])
        #expect(rowBands(height: 128) == [0..<32, 32..<64, 64..<96, 96..<128])
        #expect(rowBands(height: 127) == [0..<42, 42..<84, 84..<127])
        #expect(rowBands(height: 63) == [])
        // A boundary never cuts an image's rows: it moves past them, and bands may merge.
        #expect(rowBands(height: 455, keepingWhole: [100..<150])
            == [0..<56, 56..<150, 150..<170, 170..<227, 227..<284, 284..<341, 341..<398, 398..<455])
        #expect(rowBands(height: 455, keepingWhole: [100..<240, 230..<350]) == [0..<56, 56..<350, 350..<398, 398..<455])
        #expect(rowBands(height: 455, keepingWhole: [0..<455]) == [0..<455])
    }

    @Test("a transparent background is drawn, then encoded with its alpha: the same bytes as before")
    func transparentFallsBack() throws {
        let renderer = try FigureRenderer()
        let laidOut = try layOut(path: fixturesDirectory + "/article2/fig05-virtual-title.yaml", loader: renderer.loader).get()
        let list = try renderer.displayList(for: laidOut, theme: .transparent)
        #expect(list.background.alpha < 1)
        let png = try renderPNG(list, fonts: renderer.fonts, overlapped: true)
        #expect(png == (try encodePNG(renderRaster(list, fonts: renderer.fonts))))
        #expect(png[25] == 6)  // IHDR colour type: RGBA
    }
}

/// The command line: one figure alone (drawn in bands, encoded meanwhile) and the same figures in
/// one batch (drawn, then encoded) write the same PNG files.
@Suite("render: one figure and a batch write the same PNG")
struct SingleFigureCommandTests {
    @Test func singleAndBatchAgree() throws {
        let directory = makeScratch("single")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let figures = [
            ("article2/fig05-virtual-title.yaml", "edge-insets-05-virtual-title"),
            ("gallery/fit-02-ignores-insets.yaml", "gallery-fit-02-ignores-insets"),
            ("configuration/14-rtl-arabic-subtitle.yaml", "configuration-14-rtl-arabic-subtitle"),
        ]
        let batch = try buttonlab(arguments: ["render"] + figures.map { fixturesDirectory + "/" + $0.0 } + ["-o", directory + "/batch", "--quiet"])
        #expect(batch.status == 0)
        for (path, name) in figures {
            let single = try buttonlab("render", fixturesDirectory + "/" + path, "-o", "\(directory)/single/\(name).png", "--quiet")
            #expect(single.status == 0)
            let alone = try Data(contentsOf: URL(fileURLWithPath: "\(directory)/single/\(name).png"))
            let together = try Data(contentsOf: URL(fileURLWithPath: "\(directory)/batch/\(name).png"))
            #expect(alone == together, "\(name)")
        }
    }
}
