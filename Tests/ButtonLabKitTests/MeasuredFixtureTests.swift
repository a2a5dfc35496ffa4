import ButtonLabKit
import ButtonLabTestSupport
import ButtonLayout
import ButtonReports
import Foundation
import Testing

/// One view's frame as UIKit gave it, from `Fixtures/measured/frames.tsv`; nil is a value not measured.
struct MeasuredFrame: Sendable, CustomTestStringConvertible {
    var scenario: String
    var view: String
    var values: [(key: String, value: Double?)]

    var testDescription: String { "\(scenario) \(view)" }
}

let measuredDirectory = fixturesDirectory + "/measured"

/// Every line of `frames.tsv`: the data is the oracle, as Yoga's tests take theirs from a browser.
let measuredFrames: [MeasuredFrame] = {
    let text = (try? String(contentsOfFile: measuredDirectory + "/frames.tsv", encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
        let fields = line.split(whereSeparator: \.isWhitespace).map(String.init)
        precondition(fields.count == 6, "frames.tsv: \(line) needs scenario, view, x, y, width, height")
        let values = zip(["x", "y", "width", "height"], fields[2...]).map { key, field in
            (key: key, value: field == "-" ? nil : Double(field)!)
        }
        return MeasuredFrame(scenario: fields[0], view: fields[1], values: values)
    }
}()

/// Measured values the engine is known to miss, by "scenario view key", with the reason (none today).
/// A listed value that starts to agree fails too, so the list shrinks as the model improves.
let knownDisagreements: [String: String] = [:]

@Suite("Fixtures/measured: the engine gives UIKit's measured frames")
struct MeasuredFixtureTests {
    @Test("every measured value, exactly (2x frames are whole pixels)", arguments: measuredFrames)
    func measuredFrame(_ measured: MeasuredFrame) throws {
        let laidOut = try layOut(path: measuredDirectory + "/" + measured.scenario, loader: makeScenarioLoader()).get()
        let frame = layoutJSON(name: laidOut.scenario.name, layout: laidOut.layout)[measured.view]
        for (key, value) in measured.values {
            guard let value else { continue }
            let computed = frame?[key]
            let name = "\(measured.scenario) \(measured.view) \(key)"
            if let reason = knownDisagreements[name] {
                #expect(computed != .number(value), "\(name) now agrees with UIKit: remove it from knownDisagreements (\(reason))")
            } else {
                #expect(computed == .number(value), "\(name): UIKit measured \(value)")
            }
        }
    }

    @Test("every measured scenario has measured frames, and every frame a scenario")
    func tableCoversTheFixtures() throws {
        let scenarios = try FileManager.default.contentsOfDirectory(atPath: measuredDirectory).filter { $0.hasSuffix(".yaml") }
        #expect(Set(measuredFrames.map(\.scenario)) == Set(scenarios))
        #expect(measuredFrames.count == 4)
        #expect(Set(knownDisagreements.keys).isSubset(of: Set(measuredFrames.flatMap { row in row.values.map { "\(row.scenario) \(row.view) \($0.key)" } })))
    }
}
