import ButtonCore
import ButtonLayout
import ButtonReports
import ButtonSolve
import Foundation
import Testing

/// Each report's renderers on a hand-built value: a legacy button with an image inset, as an
/// IB button with one import warning, and as a scenario file (no `source`, the documented shape).
@Suite("reports: one JSON and one text renderer each")
struct ReportTests {
    private let button = Button(
        size: Size(width: 160, height: 60), imageEdgeInsets: EdgeInsets(left: 10),
        imageSize: Size(width: 30, height: 30), titleSize: Size(width: 70, height: 21))
    private let interfaceBuilder = Provenance.interfaceBuilder(
        file: SourceFile(path: "/tmp/Login.xib", stated: "Login.xib"), line: 21, column: 9, id: "abc", startTag: #"<button id="abc">"#)
    private let warning = Diagnostic(
        severity: .warning, code: "hidden", file: "/tmp/Login.xib", line: 22, column: nil, keyPath: "", message: "hidden in IB",
        style: .taggedCode)

    /// REPORTS_DUMP=DIR writes what each test renders, to read when an expectation is written.
    private func dump(_ name: String, _ text: String) {
        if let folder = ProcessInfo.processInfo.environment["REPORTS_DUMP"] {
            try? text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }
    }

    private func layoutReport(_ provenance: Provenance, extra: [String] = [], imported: [Diagnostic] = []) throws -> LayoutReport {
        LayoutReport(
            name: "fig05", provenance: provenance, layout: .legacy(try button.computeLayout()), extraWarnings: extra,
            importWarnings: imported)
    }

    @Test("the layout object of an IB button: source after name, the import warnings after every other")
    func layoutJSON() throws {
        let json = try layoutReport(interfaceBuilder, extra: ["extra"], imported: [warning]).json.rendered()
        dump("layout.json", json)
        #expect(json == """
            {
              "name": "fig05",
              "source": {"file": "Login.xib", "line": 21, "id": "abc"},
              "profile": "layout: legacy, uikit 26",
              "layout": "system",
              "scale": 2,
              "layoutDirection": "leftToRight",
              "bounds": {"x": 0, "y": 0, "width": 160, "height": 60},
              "contentRect": {"x": 0, "y": 0, "width": 160, "height": 60},
              "imageArea": {"x": 10, "y": 0, "width": 150, "height": 60},
              "titleArea": {"x": 0, "y": 0, "width": 160, "height": 60},
              "imageView": {"x": 35, "y": 15, "width": 30, "height": 30},
              "titleLabel": {"x": 60, "y": 19.5, "width": 70, "height": 21},
              "virtualTitle": {"x": 65, "y": 19.5, "width": 70, "height": 21},
              "virtualImage": {"x": 30, "y": 15, "width": 30, "height": 30},
              "intrinsicContentSize": {"width": 100, "height": 30},
              "sizeThatFits": {"width": 100, "height": 30},
              "warnings": ["imageView and titleLabel overlap by 5 × 21 pt at (60, 19.5): the image covers part of the title", "extra", "[hidden] hidden in IB"]
            }
            """)
    }

    @Test("the table of an IB button: its source under the heading, its import warnings last")
    func layoutText() throws {
        let text = try layoutReport(interfaceBuilder, extra: ["extra"], imported: [warning]).text
        dump("layout.txt", text)
        #expect(text == """
            fig05  (system layout, scale 2, left-to-right)
              source: /tmp/Login.xib line 21, <button id="abc">
              profile: layout: legacy, uikit 26 (strong)
                             x     y  width  height
              bounds         0     0    160      60
              contentRect    0     0    160      60
              imageArea     10     0    150      60
              titleArea      0     0    160      60
              imageView     35    15     30      30
              titleLabel    60  19.5     70      21
              virtualTitle  65  19.5     70      21
              virtualImage  30    15     30      30
              intrinsicContentSize 100 × 30
              warning: imageView and titleLabel overlap by 5 × 21 pt at (60, 19.5): the image covers part of the title
              warning: extra
              warning: [hidden] hidden in IB

            """)
    }

    @Test("a scenario file's layout report has no source: the documented shape")
    func layoutOfAFile() throws {
        let report = try layoutReport(.file(SourceFile(path: "fig05.yaml")))
        let sourced = try layoutReport(interfaceBuilder).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(sourced[1].hasPrefix("  source: "))
        #expect(report.text == (sourced.prefix(1) + sourced.dropFirst(2)).joined(separator: "\n"))
        guard case .object(let members) = report.json else { Issue.record("not an object"); return }
        #expect(members.map(\.0).prefix(3) == ["name", "profile", "layout"])
    }

    @Test("an IB button's explanation: headed by name, source and warnings; source and importWarnings after name in JSON")
    func explanation() throws {
        let explanation = ModelExplanation.legacy(try button.explain(name: "fig05"))
        let report = ExplanationReport(explanation: explanation, name: "fig05", provenance: interfaceBuilder, importWarnings: [warning])
        // Every explanation names its profile under the engine's heading (layout-model.md R17).
        let profiled = explanation.text.replacingOccurrences(
            of: "left-to-right\n", with: "left-to-right\n  profile: layout: legacy, uikit 26 (strong)\n", options: [], range: nil)
        #expect(report.text == """
            fig05 — /tmp/Login.xib line 21, <button id="abc">
              warning: [hidden] hidden in IB

            """ + profiled)
        guard case .object(let members) = report.json, case .object(let plain) = explanation.json else {
            Issue.record("not objects")
            return
        }
        #expect(members.map(\.0) == ["name", "source", "importWarnings", "profile"] + plain.map(\.0).dropFirst())
        #expect(JSONValue.object(Array(members.prefix(3))).rendered() == """
            {
              "name": "fig05",
              "source": {"file": "Login.xib", "line": 21, "id": "abc"},
              "importWarnings": ["[hidden] hidden in IB"]
            }
            """)
        // A scenario file's explanation is the engine's with its profile.
        let file = ExplanationReport(explanation: explanation, name: "fig05", provenance: .file(SourceFile(path: "fig05.yaml")))
        #expect(file.text == profiled)
        #expect(file.json["profile"] == .string("layout: legacy, uikit 26"))
    }

    @Test("an IB button's migration: headed by name and source, source after name in JSON")
    func migration() throws {
        let migration = Migrator.migrate(button)
        let report = MigrationReport(name: "fig05", provenance: interfaceBuilder, migration: migration)
        dump("migrate.txt", report.text)
        #expect(report.text == """
            fig05 — /tmp/Login.xib line 21, <button id="abc">
            fig05: differs after migration
              imagePlacement .leading, imagePadding 0, contentInsets (0, 5, 0, 0), titleAlignment .automatic
              imageView (35, 15, 30, 30) → (32.5, 15, 30, 30) (dx -2.5) visible
              titleLabel (60, 19.5, 70, 21) → (62.5, 19.5, 70, 21) (dx 2.5) visible
              why: the image (35, 15, 30, 30) and the title (60, 19.5, 70, 21) overlap; a configuration always keeps them apart (imagePadding ≥ 0)
              note: tint: a plain configuration draws the title and the image in the button's tintColor; set baseForegroundColor to keep another colour
              note: title colour: setTitleColor(_:for:) and titleLabel?.textColor are ignored once a configuration is set; use baseForegroundColor or the attributes transformer
              note: highlight: the configuration dims its content while highlighted; adjustsImageWhenHighlighted and per-state titles and images are ignored (use configurationUpdateHandler)
              note: font: a configuration resets titleLabel?.font; the font is carried by titleTextAttributesTransformer

            """)
        guard case .object(let members) = report.json else { Issue.record("not an object"); return }
        #expect(members.map(\.0) == ["name", "source", "configuration", "differences", "migratable", "obstacles", "swift", "objc", "notes"])
        #expect(members[1].1 == interfaceBuilder.json)
        let file = MigrationReport(name: "fig05", provenance: .standardInput, migration: migration)
        #expect(!file.text.contains("—") && file.json["source"] == nil)
    }

    @Test("a Swift declaration is a button in a larger file too: its reports name it")
    func swiftSource() throws {
        let report = try layoutReport(.swiftSource(file: SourceFile(path: "App/Login.swift"), line: 8, name: "signIn"))
        #expect(report.text.split(separator: "\n")[1] == "  source: App/Login.swift line 8, signIn")
        #expect(report.json["source"]?.rendered() == #"{"file": "App/Login.swift", "line": 8, "name": "signIn"}"#)
    }
}
