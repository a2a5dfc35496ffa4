import ButtonLabKit
import ButtonLayout
import ButtonLabTestSupport
import ButtonRender
import Foundation
import Testing

private let share = fixturesDirectory + "/everyday/01-share-44pt.yaml"
private let shareAlt = "A 160 × 44 pt button titled “Share” with a 24 × 24 pt image, drawn at 3x scale. Its content is "
    + "aligned center horizontally and center vertically. The image view is at (45.33, 10), 24 × 24. The title label "
    + "is at (69.67, 11.67), 45 × 21. The image sits 0.33 pt left of the title."

private func freshDirectory() -> String {
    NSTemporaryDirectory() + "buttonlab-docc-\(UUID().uuidString)"
}

private func image(_ path: String) throws -> RasterImage {
    try decodePNG(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
}

private func text(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
}

/// `render INPUTS -o DIRECTORY --docc` into a fresh directory; the caller removes it.
private func renderDocC(_ inputs: String...) throws -> (directory: String, run: Run) {
    let directory = freshDirectory()
    return (directory, try buttonlab(arguments: ["render"] + inputs + ["-o", directory, "--docc"]))
}

private func entries(of directory: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
}

@Suite("render --docc: DocC's light and dark @2x images and their alt text")
struct DocCRenderTests {
    @Test("one scenario: NAME@2x.png, NAME~dark@2x.png, NAME.alt.txt and the sidecar, nothing else")
    func files() throws {
        let (directory, run) = try renderDocC(share)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(run.status == 0)
        #expect(run.output == "rendered 1 of 1 scenario into \(directory) (@2x.png, ~dark@2x.png, alt.txt, json)\n")
        #expect(try entries(of: directory) == [
            "everyday-01-share-44pt.alt.txt", "everyday-01-share-44pt.json",
            "everyday-01-share-44pt@2x.png", "everyday-01-share-44pt~dark@2x.png",
        ])
    }

    @Test("twice the plain figure's scale: the same display list with twice the pixels per point, the sidecar says so")
    func twiceThePlainScale() throws {
        let (directory, run) = try renderDocC(share)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(run.status == 0)
        let renderer = try FigureRenderer()
        let laidOut = try layOut(path: share, loader: renderer.loader).get()
        // Without --docc this 160-pt button is drawn at 3 px/pt, 562 × 249 px; DocC shows the @2x image at half its pixels.
        let plain = try renderer.displayList(for: laidOut)
        #expect(plain.pixelsPerPoint == 3 && plain.pixelWidth == 562 && plain.pixelHeight == 294)
        var doubled = renderer.builder
        doubled.backingScale = 2
        let docc = try doubled.build(scenario: laidOut.scenario, model: laidOut.layout)
        #expect(docc.pixelsPerPoint == 6 && docc.size == plain.size && docc.items == plain.items)
        for name in ["everyday-01-share-44pt@2x.png", "everyday-01-share-44pt~dark@2x.png"] {
            let png = try image(directory + "/" + name)
            #expect(png.width == 1124 && png.height == 588, "\(name)")
        }
        let sidecar = try text(directory + "/everyday-01-share-44pt.json")
        #expect(sidecar.contains(#""canvas": {"width": 1124, "height": 588, "pixelsPerPoint": 6, "originX": 76, "originY": 74}"#))
        #expect(sidecar.contains(#""theme": "auto""#))
    }

    @Test("diagram.pixelsPerPoint and --pixels-per-point set the figure's scale; the @2x images have twice it",
          arguments: [([String](), 8.0), (["--pixels-per-point", "3"], 3.0)])
    func givenScale(_ options: [String], _ scale: Double) throws {
        // The 30 × 30 pt close button (13 px/pt automatically), its scenario asking for 8 px/pt.
        let directory = freshDirectory()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let close = directory + "/close.yaml"
        let fixture = try text(fixturesDirectory + "/everyday/04-close-30x30.yaml")
        try (fixture + "diagram: {pixelsPerPoint: 8}\n").write(toFile: close, atomically: true, encoding: .utf8)
        let plain = try buttonlab(arguments: ["render", close, "-o", directory + "/plain.png"] + options)
        #expect(plain.status == 0)
        let run = try buttonlab(arguments: ["render", close, "-o", directory, "--docc"] + options)
        #expect(run.status == 0)
        let plainImage = try image(directory + "/plain.png")
        let docc = try image(directory + "/everyday-04-close-30x30@2x.png")
        #expect(docc.width == 2 * plainImage.width && docc.height == 2 * plainImage.height)
        let sidecar = try text(directory + "/everyday-04-close-30x30.json")
        #expect(sidecar.contains(#""pixelsPerPoint": \#(formatNumber(2 * scale))"#))
    }

    @Test("-o NAME@2x.png names the light image; the dark one, the alt text and (with --json) the sidecar go beside it")
    func outputFile() throws {
        let directory = freshDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try buttonlab("render", share, "--docc", "-o", directory + "/figs/share@2x.png", "--json", "--depfile", directory + "/share.d")
        #expect(run.status == 0)
        #expect(run.output == "rendered 1 of 1 scenario into \(directory)/figs/share@2x.png (@2x.png, ~dark@2x.png, alt.txt, json)\n")
        #expect(try entries(of: directory + "/figs") == ["share.alt.txt", "share.json", "share@2x.png", "share~dark@2x.png"])
        #expect(try text(directory + "/figs/share.alt.txt") == shareAlt + "\n")
        #expect(try image(directory + "/figs/share~dark@2x.png").width == 1124)
        let figs = directory + "/figs/share"
        #expect(try text(directory + "/share.d")
            == "\(figs)@2x.png \(figs)~dark@2x.png \(figs).alt.txt \(figs).json: \(share)\n")
    }

    @Test("the dark image is drawn on the dark canvas and the light one on the light, even for a dark-theme scenario")
    func themes() throws {
        let darkScenario = fixturesDirectory + "/everyday/12-dark-icon-title.yaml"
        let (directory, run) = try renderDocC(share, darkScenario)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(run.status == 0)
        for name in ["everyday-01-share-44pt", "everyday-12-dark-icon-title"] {
            #expect(try image(directory + "/\(name)@2x.png").pixel(x: 1, y: 1) == RGBA8(rgb: 0xECECEC), "\(name)")
            #expect(try image(directory + "/\(name)~dark@2x.png").pixel(x: 1, y: 1) == RGBA8(rgb: 0x1C1C1E), "\(name)")
        }
    }

    @Test("NAME.alt.txt is the sidecar's alt on one line, ready for ![alt](NAME)")
    func altText() throws {
        let (directory, run) = try renderDocC(share)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(run.status == 0)
        #expect(try text(directory + "/everyday-01-share-44pt.alt.txt") == shareAlt + "\n")
        let sidecar = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/everyday-01-share-44pt.json")))
        #expect((sidecar as? [String: Any])?["alt"] as? String == shareAlt)
    }

    @Test("a trace's sequence diagram has one look and no alt: only NAME@2x.png and the sidecar")
    func trace() throws {
        let trace = fixturesDirectory + "/lifecycle/a3-init.yaml"
        let (directory, run) = try renderDocC(trace)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(run.status == 0)
        #expect(try entries(of: directory) == [
            "lifecycle-a3-init.json", "lifecycle-a3-init@2x.png",
        ])
    }

    @Test("a second run leaves files whose bytes are unchanged alone")
    func unchangedNotRewritten() throws {
        let (directory, run) = try renderDocC(share)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(run.status == 0)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).map { directory + "/" + $0 }
        for file in files { try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file) }
        #expect(try buttonlab("render", share, "-o", directory, "--docc").status == 0)
        #expect(files.count == 4)
        for file in files {
            #expect(try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date == past, "\(file)")
        }
    }

    @Test("without -o, a second run into the current directory replaces its own figures, Interface Builder buttons too")
    func rerunWithoutOutputDirectory() throws {
        let directory = freshDirectory()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let login = fixturesDirectory + "/interface-builder/Login.xib"
        for _ in 1...2 {
            let run = try buttonlab("render", share, login, "--docc", in: directory)
            #expect(run.status == 0)
            #expect(run.output == "rendered 5 of 5 scenarios into . (@2x.png, ~dark@2x.png, alt.txt, json)\n")
        }
        #expect(try entries(of: directory).count == 20)
    }

    @Test("--docc -o FILE must name the light image, NAME@2x.png", arguments: ["share.png", "@2x.png", "share.svg"])
    func outputFileNotLightImage(_ file: String) throws {
        let directory = freshDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try buttonlab("render", share, "--docc", "-o", directory + "/" + file)
        #expect(run.status == 64)
        #expect(run.errors.hasPrefix(
            "Error: --docc writes a set of files (NAME@2x.png, NAME~dark@2x.png, NAME.alt.txt); give -o a directory, "
                + "or -o NAME@2x.png (not \(directory)/\(file)) to name the light image and put the others beside it\n"))
        #expect(!FileManager.default.fileExists(atPath: directory))
    }

    @Test("usage errors: --docc with --theme, --format svg or --scene; --theme auto without --format svg",
          arguments: [
            (["--docc", "--theme", "dark"], "--docc writes both themes (NAME@2x.png light, NAME~dark@2x.png dark); leave out --theme"),
            (["--docc", "--format", "svg"], "--docc writes PNGs (NAME@2x.png, NAME~dark@2x.png); leave out --format, or for one SVG "
                + "that follows the reader's colour scheme use --format svg --theme auto without --docc"),
            (["--docc", "--scene"], "--docc draws single buttons; --scene figures have one theme"),
            (["--theme", "auto"], "--theme auto follows the reader's colour scheme, which only an SVG can; give --format svg "
                + "(or --docc for DocC's light and dark PNGs)"),
            (["--theme", "auto", "--format", "svg,pdf"], "--theme auto follows the reader's colour scheme, which only an SVG can; "
                + "give --format svg (or --docc for DocC's light and dark PNGs)"),
          ])
    func usageErrors(_ options: [String], _ message: String) throws {
        let directory = freshDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let input = options.contains("--scene") ? repositoryRoot + "/Tests/RefusedDocuments" : share
        let run = try buttonlab(arguments: ["render", input, "-o", directory] + options)
        #expect(run.status == 64)
        #expect(run.errors.hasPrefix("Error: \(message)\n"))
        #expect(!FileManager.default.fileExists(atPath: directory))
    }
}

@Suite("The DocC example catalog in docs/")
struct DocCCatalogTests {
    let catalog = repositoryRoot + "/docs/ButtonLabFigures.docc"

    @Test("its figures are what render --docc draws today, and its article pastes the alt text")
    func figuresAreCurrent() throws {
        let (directory, run) = try renderDocC(share)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(run.status == 0)
        for name in ["everyday-01-share-44pt@2x.png", "everyday-01-share-44pt~dark@2x.png"] {
            let committed = try Data(contentsOf: URL(fileURLWithPath: catalog + "/Resources/" + name))
            #expect(committed == (try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))), "\(name): run make figures")
        }
        let article = try text(catalog + "/ButtonLabFigures.md")
        #expect(article.contains("\n![\(shareAlt)](everyday-01-share-44pt)\n"))
    }

    @Test("docc convert resolves the figure: no missing resource, both variants, the alt text")
    func doccResolvesTheFigure() throws {
        let docc = try #require(doccExecutable(), "docc is not on PATH nor beside swift")
        let output = freshDirectory()
        defer { try? FileManager.default.removeItem(atPath: output) }
        let converted = try runProcess(docc, ["convert", catalog, "--output-path", output])
        let messages = converted.output + converted.errors
        #expect(converted.status == 0)
        #expect(!messages.contains("warning"), "\(messages)")
        let page = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: output + "/data/documentation/buttonlabfigures.json"))) as? [String: Any]
        let reference = try #require((page?["references"] as? [String: Any])?["everyday-01-share-44pt"] as? [String: Any])
        #expect(reference["alt"] as? String == shareAlt)
        let variants = (reference["variants"] as? [[String: Any]] ?? [])
            .map { ($0["url"] as? String ?? "", $0["traits"] as? [String] ?? []) }.sorted { $0.0 < $1.0 }
        #expect(variants.map(\.0) == [
            "/images/com.buttonlab.figures/everyday-01-share-44pt@2x.png",
            "/images/com.buttonlab.figures/everyday-01-share-44pt~dark@2x.png",
        ])
        #expect(variants.map(\.1) == [["2x", "light"], ["2x", "dark"]])
    }

    private func doccExecutable() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = path.split(separator: ":").map { $0 + "/docc" } + ["/opt/swift/usr/bin/docc", "/usr/bin/docc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
