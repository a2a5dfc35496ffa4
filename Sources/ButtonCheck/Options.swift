import ButtonLayout
import ButtonReports
import ButtonScenario
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How strict an image comparison is. The defaults allow no differing pixel at all: anything
/// looser has to be asked for, so a golden never passes by accident.
public struct ComparisonOptions: Hashable, Sendable {
    /// Per-pixel colour distance, 0...1, above which a pixel counts as different: the YIQ distance
    /// of the two colours (blended on white) as a fraction of the largest possible one. 0 makes
    /// any change count; 1 makes nothing count.
    public var threshold: Double
    /// The most differing pixels allowed; `nil` means "not given".
    public var maxDiffPixels: Int?
    /// The largest fraction (0...1) of differing pixels allowed; `nil` means "not given".
    public var maxDiffRatio: Double?
    /// Whether pixels that only differ by anti-aliasing count as differing (they do not by default).
    public var countAntiAliased: Bool

    public static let defaultThreshold = 0.1

    public init(threshold: Double = ComparisonOptions.defaultThreshold, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil, countAntiAliased: Bool = false) {
        self.threshold = threshold
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
        self.countAntiAliased = countAntiAliased
    }

    /// Why these options cannot be used, or nil. The CLI and the comparison both ask, so a NaN
    /// threshold becomes an error rather than a comparison that can never fail.
    public var problem: String? {
        if !(threshold >= 0 && threshold <= 1) { return "threshold must be between 0 and 1, not \(threshold)" }
        if let maxDiffPixels, maxDiffPixels < 0 { return "max-diff-pixels must be 0 or more, not \(maxDiffPixels)" }
        if let maxDiffRatio, !(maxDiffRatio >= 0 && maxDiffRatio <= 1) {
            return "max-diff-ratio must be between 0 and 1, not \(maxDiffRatio)"
        }
        return nil
    }

    /// How many differing pixels an image of `total` pixels may have. Every limit given must hold
    /// (the stricter one wins); when none is given, none may differ.
    public func allowedDifferingPixels(total: Int) -> Int {
        var allowed = Int.max
        if let maxDiffPixels { allowed = min(allowed, maxDiffPixels) }
        if let maxDiffRatio {
            // A tiny epsilon so that a ratio written as 0.01 allows exactly 1 % of 100 pixels.
            allowed = min(allowed, Int((maxDiffRatio * Double(total) + 1e-9).rounded(.down)))
        }
        return allowed == Int.max ? 0 : allowed
    }

    /// "limits: 0 pixels, 0 %, threshold 0.1" — the limits in force, for failure messages.
    public var limitsDescription: String {
        var parts: [String] = []
        if maxDiffPixels == nil && maxDiffRatio == nil {
            parts = ["0 pixels", "0 %"]
        } else {
            if let maxDiffPixels { parts.append("\(maxDiffPixels) pixel\(maxDiffPixels == 1 ? "" : "s")") }
            if let maxDiffRatio { parts.append(formatPercent(maxDiffRatio)) }
        }
        parts.append("threshold \(formatNumber(threshold))")
        if countAntiAliased { parts.append("anti-aliased pixels counted") }
        return "limits: " + parts.joined(separator: ", ")
    }
}

/// When goldens may be written. Without a mode (`nil` wherever a `RecordMode?` is taken) goldens
/// are only ever read.
public enum RecordMode: String, CaseIterable, Hashable, Sendable {
    /// Write goldens that do not exist yet; existing ones are compared as usual.
    case missing
    /// Write goldens that do not exist or whose comparison fails (including unreadable ones).
    case failed
    /// Write every golden whose bytes differ from the fresh render.
    case all
}

/// One of `count` deterministic parts of a suite, `index` 1-based, as in `--shard 2/4`.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) throws(CheckError) {
        guard count >= 1 else { throw CheckError("shard count must be at least 1, not \(count)") }
        guard (1...count).contains(index) else {
            throw CheckError("shard index must be between 1 and \(count), not \(index)")
        }
        self.index = index
        self.count = count
    }

    /// Parses "i/n".
    public init(parsing text: String) throws(CheckError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0].trimmingSpaces), let count = Int(parts[1].trimmingSpaces) else {
            throw CheckError("shard must look like i/n (for example 2/4), not '\(text)'")
        }
        try self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// The paths of this shard: every distinct path is ranked in byte order, and rank r belongs to
    /// shard r % count + 1. Ranking by path, not by input order, gives every CI job the same split
    /// however the inputs were spelled; the chosen paths keep their input order.
    public func select(_ paths: [String]) -> [String] {
        let ranks = Dictionary(
            uniqueKeysWithValues: Array(Set(paths)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.enumerated().map { ($1, $0) })
        var seen = Set<String>()
        return paths.filter { path in
            guard seen.insert(path).inserted else { return false }
            return ranks[path]! % count == index - 1
        }
    }
}

/// A problem with the request itself (options, directories), as opposed to a difference.
public struct CheckError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    /// Set when the problem came as diagnostics (a scenario that cannot be drawn); `message` is their text.
    public var diagnostics: [Diagnostic] = []
    public init(_ message: String) { self.message = message }

    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
        message = diagnostics.map(\.text).joined(separator: "\n")
    }

    public var description: String { message }
}

extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}

/// "0.21 %": two decimals, more for tiny non-zero ratios so that 1 pixel in a million is not "0 %".
func formatPercent(_ ratio: Double) -> String {
    let percent = ratio * 100
    if percent == 0 { return "0 %" }
    if percent >= 0.01 { return formatNumber(percent, maximumFractionDigits: 2) + " %" }
    // C's "%.2g" (what `String(format:)` printed): two significant digits, "1e-07" below 1e-4.
    var buffer = [CChar](repeating: 0, count: 32)
    _ = withVaList([percent]) { vsnprintf(&buffer, buffer.count, "%.2g", $0) }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + " %"
}
