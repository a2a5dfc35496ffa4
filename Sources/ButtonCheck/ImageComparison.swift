import ButtonFiles
import ButtonRender
import ButtonLayout
import ButtonScenario
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)×\(height) px" }
}

/// What comparing a golden PNG with a fresh render found: the verdict, the measured values and
/// the limits they were held against.
public struct ImageComparison: Sendable {
    public enum Verdict: String, Hashable, Sendable {
        /// The files are byte for byte the same.
        case identical
        /// The pixels differ (or only the encoding does) but within the limits.
        case withinTolerance
        /// More pixels differ than the limits allow.
        case different
        /// The sizes differ: no pixel comparison is meaningful.
        case sizeMismatch
        /// A file could not be decoded, or the comparison itself could not run.
        case unreadable
    }

    public var verdict: Verdict
    public var options: ComparisonOptions
    public var expectedSize: PixelSize?
    public var actualSize: PixelSize?
    /// Pixels whose colour distance exceeds the threshold, anti-aliasing excluded unless counted.
    public var differingPixels: Int
    /// Pixels over the threshold that were classed as anti-aliasing and not counted.
    public var antiAliasedPixels: Int
    public var totalPixels: Int
    /// The largest colour distance (0...1, the threshold's scale) of any pixel.
    public var maxDistance: Double
    /// How many differing pixels the limits allowed.
    public var allowedPixels: Int
    /// Unchanged pixels as a faded grey copy of the expected image; `DiffColors` for the rest.
    /// Present whenever both images decoded and were not byte-identical; for different sizes it
    /// covers the larger canvas.
    package var diffImage: RasterImage?
    /// States the measured values and the limits, e.g. "412 pixels differ (0.21 %), …".
    public var message: String

    public var passed: Bool { verdict == .identical || verdict == .withinTolerance }

    /// `diffImage` as PNG bytes, ready to write or attach.
    public var diffPNG: [UInt8]? { diffImage.flatMap { try? encodePNG($0) } }

    /// `differingPixels / totalPixels`.
    public var ratio: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }
}

/// The diff image's colours. Darker/lighter compare the actual pixel's brightness (YIQ luma, on
/// white) with the expected one's.
package enum DiffColors {
    /// The actual pixel is darker than the expected one: something appeared or moved here.
    package static let darker = RGBA8(rgb: 0xE0_00_00)
    /// The actual pixel is lighter: something disappeared or moved away.
    package static let lighter = RGBA8(rgb: 0x00_A0_00)
    /// Same brightness, other colour: a pure hue change.
    package static let recoloured = RGBA8(rgb: 0x00_50_FF)
    /// Over the threshold, but classed as anti-aliasing and not counted.
    package static let antiAliased = RGBA8(rgb: 0xFF_C8_00)
    /// Inside one image only (their sizes differ).
    package static let outside = RGBA8(rgb: 0xD0_00_D0)
    /// How much of the expected image's darkness the grey backdrop keeps (0 = white, 1 = full).
    public static let backdropStrength = 0.2
}

/// Compares a golden PNG (`expected`) with a fresh one (`actual`). Fails closed: anything but a
/// successful comparison within the limits is a failing verdict.
public func compareImages(expected: [UInt8], actual: [UInt8], options: ComparisonOptions = ComparisonOptions()) -> ImageComparison {
    if let problem = options.problem {
        return failure(.unreadable, options: options, message: "cannot compare: \(problem)")
    }
    if expected == actual {
        var comparison = failure(.identical, options: options, message: "identical bytes")
        if let size = pngSize(expected) {
            comparison.expectedSize = size
            comparison.actualSize = size
            comparison.totalPixels = size.width * size.height
        }
        return comparison
    }
    // Goldens come from outside: sizes are read from the headers and held to the diagram limit
    // before anything proportional to them is allocated.
    let expectedSize: PixelSize
    let actualSize: PixelSize
    switch headerSize(expected) {
    case .success(let size): expectedSize = size
    case .failure(let problem): return failure(.unreadable, options: options, message: "the expected image is not a readable PNG (\(problem))")
    }
    switch headerSize(actual) {
    case .success(let size): actualSize = size
    case .failure(let problem): return failure(.unreadable, options: options, message: "the actual image is not a readable PNG (\(problem))")
    }
    let canvas = max(expectedSize.width, actualSize.width) * max(expectedSize.height, actualSize.height)
    if expectedSize != actualSize && canvas > 2 * actualSize.width * actualSize.height {
        // The verdict needs no pixels; a diff over a canvas the golden alone inflates is not drawn.
        var comparison = failure(
            .sizeMismatch, options: options,
            message: "size differs: expected \(expectedSize), actual \(actualSize) (sizes must match); "
                + "no diff drawn: the larger canvas has over twice the actual image's pixels")
        comparison.expectedSize = expectedSize
        comparison.actualSize = actualSize
        return comparison
    }
    return ComparisonBudget.shared.withReservation(pixels: canvas) {
        let expectedImage: RasterImage
        let actualImage: RasterImage
        do {
            expectedImage = try decodePNG(expected, maximumPixels: .max, maximumSide: DiagramOptions.maximumPixelSide)
        } catch {
            return failure(.unreadable, options: options, message: "the expected image is not a readable PNG (\(error))")
        }
        do {
            actualImage = try decodePNG(actual, maximumPixels: .max, maximumSide: DiagramOptions.maximumPixelSide)
        } catch {
            return failure(.unreadable, options: options, message: "the actual image is not a readable PNG (\(error))")
        }
        return compareImages(expected: expectedImage, actual: actualImage, options: options)
    }
}

/// The size a PNG's header declares, within the diagram limit; the problem in `decodePNG`'s words.
private func headerSize(_ bytes: [UInt8]) -> Result<PixelSize, RenderError> {
    do {
        let header = try PNGHeader(parsing: bytes)
        try header.check(maximumSide: DiagramOptions.maximumPixelSide)
        return .success(PixelSize(width: header.width, height: header.height))
    } catch {
        return .failure(RenderError.pngDecodeFailed(error.description))
    }
}

/// Compares two decoded images pixel by pixel (see `compareImages(expected:actual:options:)`).
package func compareImages(expected: RasterImage, actual: RasterImage, options: ComparisonOptions = ComparisonOptions()) -> ImageComparison {
    if let problem = options.problem {
        return failure(.unreadable, options: options, message: "cannot compare: \(problem)")
    }
    let expectedSize = PixelSize(width: expected.width, height: expected.height)
    let actualSize = PixelSize(width: actual.width, height: actual.height)
    guard expected.width > 0, expected.height > 0, actual.width > 0, actual.height > 0 else {
        var comparison = failure(.unreadable, options: options, message: "cannot compare images of \(expectedSize) and \(actualSize): one has no pixels")
        comparison.expectedSize = expectedSize
        comparison.actualSize = actualSize
        return comparison
    }

    // Different sizes always fail, but are still compared (on the larger canvas, the missing part
    // counting as different) so that the diff image shows what moved.
    let counts = PixelComparer(expected: expected, actual: actual, options: options).run()
    let total = counts.diffImage.width * counts.diffImage.height
    let allowed = options.allowedDifferingPixels(total: total)
    let verdict: ImageComparison.Verdict =
        expectedSize != actualSize ? .sizeMismatch : counts.differing <= allowed ? .withinTolerance : .different
    var comparison = ImageComparison(
        verdict: verdict, options: options, expectedSize: expectedSize, actualSize: actualSize,
        differingPixels: counts.differing, antiAliasedPixels: counts.antiAliased, totalPixels: total,
        maxDistance: counts.maxDistance, allowedPixels: allowed, diffImage: counts.diffImage, message: "")
    comparison.message = measuredDescription(comparison)
    return comparison
}

private func measuredDescription(_ comparison: ImageComparison) -> String {
    let count = comparison.differingPixels
    var text = ""
    if comparison.verdict == .sizeMismatch, let expected = comparison.expectedSize, let actual = comparison.actualSize {
        text = "size differs: expected \(expected), actual \(actual) (sizes must match); on the larger canvas "
    }
    text += "\(count) pixel\(count == 1 ? "" : "s") differ\(count == 1 ? "s" : "") (\(formatPercent(comparison.ratio)))"
    text += ", max distance \(formatNumber(comparison.maxDistance, maximumFractionDigits: 3))"
    if comparison.antiAliasedPixels > 0 {
        text += ", \(comparison.antiAliasedPixels) anti-aliased pixel\(comparison.antiAliasedPixels == 1 ? "" : "s") ignored"
    }
    text += "; " + comparison.options.limitsDescription
    if comparison.verdict == .withinTolerance && count == 0 && comparison.maxDistance == 0 {
        return "same pixels, different encoding; " + comparison.options.limitsDescription
    }
    return text
}

private func failure(_ verdict: ImageComparison.Verdict, options: ComparisonOptions, message: String) -> ImageComparison {
    ImageComparison(
        verdict: verdict, options: options, expectedSize: nil, actualSize: nil, differingPixels: 0,
        antiAliasedPixels: 0, totalPixels: 0, maxDistance: 0, allowedPixels: 0, diffImage: nil, message: message)
}

/// Width and height from the PNG header (`PNGHeader`), nil when it is not a valid one.
func pngSize(_ bytes: [UInt8]) -> PixelSize? {
    (try? PNGHeader(parsing: bytes)).map { PixelSize(width: $0.width, height: $0.height) }
}
