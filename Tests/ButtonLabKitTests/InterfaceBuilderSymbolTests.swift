import ButtonLabTestSupport
import Foundation
import Testing

/// Issue 24: an Interface Builder SF Symbol (`image="…" catalog="system"`) is `image: {symbol: NAME}`, sized by the
/// symbol rules (scenario-format.md's SF Symbols) as `UIImage(systemName:)` is, not by `<resources>`' aspect ratio.
@Suite("Interface Builder SF Symbols follow the symbol rules")
struct InterfaceBuilderSymbolTests {
    private func layoutJSON(_ path: String) throws -> [[String: Any]] {
        let run = try buttonlab("layout", path, "--format", "json")
        #expect(run.status == 0, "\(run.errors)")
        // One scenario file gives one object, an IB file an array of them.
        let value = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
        return try #require(value as? [[String: Any]] ?? (value as? [String: Any]).map { [$0] })
    }

    @Test("Symbols.xib: a .system button's star at Body, scale large; a .custom button's trash at its preferred 30 pt, scale small")
    func framesFromTheSymbolRules() throws {
        let buttons = try layoutJSON(ibFixture("Symbols.xib"))
        #expect(buttons.map { $0["name"] as? String } == ["symbols-star", "symbols-trash"])
        let star = buttons[0], trash = buttons[1]
        // 17 pt × 2444 / 2048 × 1.3 = 26.373242188; the old aspect-ratio estimate gave 20.287109375 × 19.65313720703125.
        #expect(star["imageView"] as? [String: Double] == ["x": 14.5, "y": 8.5, "width": 26.373242188, "height": 26.373242188])
        #expect(star["titleLabel"] as? [String: Double] == ["x": 41.5, "y": 13, "width": 64, "height": 18])
        let starSymbol = try #require(star["symbol"] as? [String: Any])
        #expect(starSymbol["appliedBy"] as? String == "systemButton")
        #expect(starSymbol["size"] as? String == "estimated")
        #expect((star["warnings"] as? [String])?.first?.hasPrefix("[symbol-estimate] SF Symbol star: 26.373 × 26.373 is an estimate") == true)
        // 30 pt × 2444 / 2048 × 0.8 = 28.640625.
        #expect(trash["imageView"] as? [String: Double] == ["x": 15.5, "y": 15.5, "width": 28.640625, "height": 28.640625])
        let trashSymbol = try #require(trash["symbol"] as? [String: Any])
        #expect(trashSymbol["appliedBy"] as? String == "customButton")
        #expect(trashSymbol["own"] as? NSDictionary == ["textStyle": NSNull(), "pointSize": 30, "scale": "small", "weight": NSNull()] as NSDictionary)
    }

    @Test("the imported scenario names the symbol and its configuration, and lays out as the IB file does")
    func importedScenario() throws {
        let directory = makeScratch("ib-symbols")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try buttonlab("import", ibFixture("Symbols.xib"), "-o", directory)
        #expect(run.status == 0, "\(run.errors)")
        let trash = try String(contentsOfFile: directory + "/symbols-trash.yaml", encoding: .utf8)
        #expect(trash.contains("\n  image: {symbol: trash, configuration: {pointSize: 30, scale: small}}\n"))
        let star = try String(contentsOfFile: directory + "/symbols-star.yaml", encoding: .utf8)
        #expect(star.contains("\n  image: {symbol: star}\n"))
        for name in ["star", "trash"] {
            let imported = try layoutJSON(directory + "/symbols-\(name).yaml")
            let fromIB = try layoutJSON(ibFixture("Symbols.xib")).first { $0["name"] as? String == "symbols-\(name)" }
            #expect(imported.first?["imageView"] as? [String: Double] == fromIB?["imageView"] as? [String: Double], "\(name)")
        }
    }
}
