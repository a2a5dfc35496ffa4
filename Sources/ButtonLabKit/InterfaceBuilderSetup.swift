import ButtonFiles
import ButtonInterfaceBuilder
import ButtonRender
import ButtonReports
import ButtonScenario
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--fonts DIR`: titles in an app's own fonts measured from their files through HarfBuzz.
package struct FontFaceMeasurer: IBFontFaceMeasuring {
    package let catalog: FontFaceCatalog

    package init(catalog: FontFaceCatalog) {
        self.catalog = catalog
    }

    package init(directory: String, followSymlinks: Bool = false) throws {
        catalog = try FontFaceCatalog(directory: directory, followSymlinks: followSymlinks)
    }

    package func measure(_ text: String, postScriptName: String, pointSize: Double) -> (width: Double, height: Double)? {
        catalog.measure(text, postScriptName: postScriptName, pointSize: pointSize)
    }
}

/// Why an option's file cannot be used: every problem, positioned like a scenario's.
package struct OptionFileError: Error, Sendable, CustomStringConvertible {
    package var diagnostics: [Diagnostic]

    init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One problem about the whole file.
    init(code: DiagnosticCode, file: String, message: String) {
        diagnostics = [Diagnostic(code: code, file: file, line: nil, column: nil, keyPath: "", message: message)]
    }

    /// `FILE:LINE:COLUMN: error: …`, one a line.
    package var description: String { diagnostics.map(\.text).joined(separator: "\n") }
}

/// `--symbols FILE` (docs/interface-builder.md, "How the commands use IB files"): a YAML mapping from SF Symbol
/// names to measured metrics, in points:
///
///     trash: {size: [17.5, 20]}
///     "square.and.arrow.up": {size: [18, 22], alignmentInsets: {top: 0.5, left: 0, bottom: 1, right: 0}}
///
/// `size` is required (two finite numbers ≥ 0); `alignmentInsets` is optional, missing sides 0.
/// Every problem is reported at once, positioned; files over 1 MiB are refused.
package func loadSymbolMetrics(path: String) throws(OptionFileError) -> [String: IBSymbolMetrics] {
    // Read like every input: no link, no FIFO or device, bounded (security.md §1).
    let bytes: [UInt8]
    do {
        bytes = try readRegularFile(atPath: path, maximumBytes: 1 << 20)
    } catch {
        if case .tooLarge = error.reason {
            throw OptionFileError(code: .file, file: path, message: "the --symbols file is larger than 1 MiB")
        }
        throw OptionFileError(code: .file, file: path, message: "cannot read the --symbols file: \(error.reasonText)")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
        throw OptionFileError(code: .file, file: path, message: "the --symbols file is not UTF-8")
    }
    return try parseSymbolMetrics(text, path: path)
}

/// Parses `--symbols` text; `path` names it in messages.
package func parseSymbolMetrics(_ text: String, path: String) throws(OptionFileError) -> [String: IBSymbolMetrics] {
    // Read as scenarios are: the same guards (aliases as keys, the node count) and positioned errors.
    let root: YAMLNode?
    do throws(ScenarioError) {
        root = try YAMLComposer.composeNodes(text, file: path)
    } catch {
        throw OptionFileError(diagnostics: error.diagnostics)
    }
    var problems: [Diagnostic] = []
    func problem(_ node: YAMLNode?, _ keyPath: String, _ code: DiagnosticCode, _ message: String) {
        problems.append(
            Diagnostic(
                code: code, file: path, line: node?.mark.line, column: node?.mark.column, keyPath: keyPath,
                message: message))
    }
    func number(_ node: YAMLNode, _ keyPath: String) -> Double? {
        guard case .scalar(let string, .plain) = node.content, let value = Double(string),
            value.isFinite, string.allSatisfy({ "0123456789+-.eE".contains($0) })
        else {
            problem(node, keyPath, .type, "expected a number")
            return nil
        }
        return value
    }

    guard let root, case .mapping(let symbols) = root.content else {
        if let root, root.scalarText?.isEmpty == true { return [:] }
        problem(root, "", .type, "expected a mapping of SF Symbol names to {size: [w, h], alignmentInsets: {…}}")
        throw OptionFileError(diagnostics: problems)
    }
    var result: [String: IBSymbolMetrics] = [:]
    for (key, value) in symbols {
        guard let name = key.scalarText, !name.isEmpty else {
            problem(key, "", .type, "a symbol name must be a string")
            continue
        }
        guard case .mapping(let entries) = value.content else {
            problem(value, name, .type, "expected {size: [w, h], alignmentInsets: {top, left, bottom, right}}")
            continue
        }
        var size: (Double, Double)?
        var insets: (top: Double, left: Double, bottom: Double, right: Double) = (0, 0, 0, 0)
        var sawSize = false
        for (entryKey, entryValue) in entries {
            let key = entryKey.string ?? ""
            switch key {
            case "size":
                sawSize = true
                guard case .sequence(let items) = entryValue.content, items.count == 2 else {
                    problem(entryValue, "\(name).size", .type, "expected [width, height]")
                    continue
                }
                let values = items.enumerated().compactMap { number($0.element, "\(name).size[\($0.offset)]") }
                guard values.count == 2 else { continue }
                guard values.allSatisfy({ $0 >= 0 }) else {
                    problem(entryValue, "\(name).size", .range, "width and height must not be negative")
                    continue
                }
                size = (values[0], values[1])
            case "alignmentInsets":
                guard case .mapping(let sides) = entryValue.content else {
                    problem(entryValue, "\(name).alignmentInsets", .type, "expected {top, left, bottom, right}")
                    continue
                }
                for (sideKey, sideValue) in sides {
                    let side = sideKey.string ?? ""
                    guard let amount = number(sideValue, "\(name).alignmentInsets.\(side)") else { continue }
                    switch side {
                    case "top": insets.top = amount
                    case "left": insets.left = amount
                    case "bottom": insets.bottom = amount
                    case "right": insets.right = amount
                    default: problem(sideKey, "\(name).alignmentInsets", .unknownKey, "unknown side `\(side)`; expected top, left, bottom, right")
                    }
                }
            default:
                problem(entryKey, name, .unknownKey, "unknown key `\(key)`; expected size, alignmentInsets")
            }
        }
        if !sawSize { problem(value, name, .missing, "missing size: [width, height]") }
        if let size { result[name] = IBSymbolMetrics(width: size.0, height: size.1, alignmentInsets: insets) }
    }
    guard problems.isEmpty else { throw OptionFileError(diagnostics: problems) }
    return result
}
