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
    let expectedImage: RasterImage
    let actualImage: RasterImage
    // Goldens come from outside: their declared size is held to the diagram limit before decoding.
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

// MARK: - The pixel comparison

/// The largest YIQ delta between two 8-bit colours (pure red against cyan), so that
/// `sqrt(delta / maxYIQDelta)` is a distance in 0...1.
let maxYIQDelta = 35215.0

/// Both images flattened once into packed words and luma planes, because anti-aliasing detection
/// looks at every neighbour of every candidate pixel in both images.
private struct PixelComparer {
    let width: Int
    let height: Int
    let options: ComparisonOptions
    /// Cairo's premultiplied 0xAARRGGBB words, stride removed.
    let expectedWords: [UInt32]
    let actualWords: [UInt32]
    let expectedLuma: [Float]
    let actualLuma: [Float]

    struct Counts {
        var differing = 0
        var antiAliased = 0
        var maxDistance = 0.0
        var diffImage: RasterImage
    }

    /// The region both images cover; outside it a pixel exists in one image only.
    let overlapWidth: Int
    let overlapHeight: Int

    init(expected: RasterImage, actual: RasterImage, options: ComparisonOptions) {
        width = max(expected.width, actual.width)
        height = max(expected.height, actual.height)
        overlapWidth = min(expected.width, actual.width)
        overlapHeight = min(expected.height, actual.height)
        self.options = options
        expectedWords = packedWords(expected, width: width, height: height)
        actualWords = packedWords(actual, width: width, height: height)
        expectedLuma = expectedWords.map { luma(onWhite($0)) }
        actualLuma = actualWords.map { luma(onWhite($0)) }
    }

    func run() -> Counts {
        let limit = maxYIQDelta * options.threshold * options.threshold
        var differing = 0
        var antiAliased = 0
        var maxDelta = 0.0
        var diff = [UInt8](repeating: 255, count: width * height * 4)
        for index in 0..<(width * height) {
            let a = expectedWords[index]
            let b = actualWords[index]
            var colour: RGBA8?
            if index % width >= overlapWidth || index / width >= overlapHeight {
                differing += 1
                maxDelta = maxYIQDelta
                colour = DiffColors.outside
            } else if a != b {
                let delta = yiqDelta(onWhite(a), onWhite(b))
                maxDelta = max(maxDelta, delta)
                if delta > limit {
                    let x = index % width
                    let y = index / width
                    if !options.countAntiAliased
                        && (isAntiAliased(x, y, in: expectedWords, expectedLuma, other: actualWords)
                            || isAntiAliased(x, y, in: actualWords, actualLuma, other: expectedWords)
                            || isSubPixelShift(x, y))
                    {
                        antiAliased += 1
                        colour = DiffColors.antiAliased
                    } else {
                        differing += 1
                        let change = actualLuma[index] - expectedLuma[index]
                        colour = change < 0 ? DiffColors.darker : change > 0 ? DiffColors.lighter : DiffColors.recoloured
                    }
                }
            }
            let offset = index * 4
            if let colour {
                diff[offset] = colour.blue
                diff[offset + 1] = colour.green
                diff[offset + 2] = colour.red
            } else {
                // A faded grey copy keeps the picture recognisable without competing with the marks.
                let darkness = (255 - Double(expectedLuma[index])) * DiffColors.backdropStrength
                let grey = UInt8(max(0, min(255, (255 - darkness).rounded())))
                diff[offset] = grey
                diff[offset + 1] = grey
                diff[offset + 2] = grey
            }
        }
        return Counts(
            differing: differing, antiAliased: antiAliased, maxDistance: (maxDelta / maxYIQDelta).squareRoot(),
            diffImage: RasterImage(width: width, height: height, stride: width * 4, pixels: diff))
    }

    /// Vysniauskas (2009): a pixel is anti-aliasing when it sits between a darker and a brighter
    /// neighbour, has at most two neighbours of its own brightness, and its darkest or brightest
    /// neighbour lies in a flat region (three or more identical neighbours) in both images — i.e.
    /// it is a blend at the edge of a shape that exists, unchanged, in both pictures.
    func isAntiAliased(_ x: Int, _ y: Int, in words: [UInt32], _ lumas: [Float], other: [UInt32]) -> Bool {
        let centre = lumas[y * width + x]
        // Beyond the border the picture is taken to continue, like the pixel itself.
        var equal = (x == 0 || x == width - 1 || y == 0 || y == height - 1) ? 1 : 0
        var darkest: (delta: Float, x: Int, y: Int) = (0, 0, 0)
        var brightest: (delta: Float, x: Int, y: Int) = (0, 0, 0)
        for ny in max(0, y - 1)...min(height - 1, y + 1) {
            for nx in max(0, x - 1)...min(width - 1, x + 1) where nx != x || ny != y {
                let delta = lumas[ny * width + nx] - centre
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < darkest.delta {
                    darkest = (delta, nx, ny)
                } else if delta > brightest.delta {
                    brightest = (delta, nx, ny)
                }
            }
        }
        guard darkest.delta < 0, brightest.delta > 0 else { return false }
        return (isFlat(darkest.x, darkest.y, in: words) && isFlat(darkest.x, darkest.y, in: other))
            || (isFlat(brightest.x, brightest.y, in: words) && isFlat(brightest.x, brightest.y, in: other))
    }

    /// A blend that a sub-pixel move of the same drawing produces: one image's pixel lies, channel by
    /// channel, within the colours of the other image's 3×3 neighbourhood, and it is an in-between
    /// value in at least one of them. That is what re-antialiasing a shape or a glyph stroke moved by
    /// less than a pixel does — thin text strokes included, which have no flat neighbour for the
    /// test above. Something added, removed, recoloured or moved by a whole pixel or more lands
    /// outside those ranges, or swaps one extreme for another, and still counts.
    func isSubPixelShift(_ x: Int, _ y: Int) -> Bool {
        let index = y * width + x
        // One direction suffices: the darkest pixel of a one-pixel stroke has no darker neighbour
        // once the stroke has moved, yet the moved values are blends of the old ones.
        return (lies(actualWords[index], within: expectedWords, around: x, y)
            || lies(expectedWords[index], within: actualWords, around: x, y))
            && (isBetweenExtremes(x, y, in: expectedWords) || isBetweenExtremes(x, y, in: actualWords))
    }

    private func neighbourhoodRange(_ words: [UInt32], around x: Int, _ y: Int) -> (low: SIMD3<Double>, high: SIMD3<Double>) {
        var low = SIMD3<Double>(repeating: .infinity)
        var high = SIMD3<Double>(repeating: -.infinity)
        for ny in max(0, y - 1)...min(height - 1, y + 1) {
            for nx in max(0, x - 1)...min(width - 1, x + 1) {
                let c = onWhite(words[ny * width + nx])
                let v = SIMD3(c.r, c.g, c.b)
                low = pointwiseMin(low, v)
                high = pointwiseMax(high, v)
            }
        }
        return (low, high)
    }

    private func lies(_ word: UInt32, within words: [UInt32], around x: Int, _ y: Int) -> Bool {
        // One 8-bit step of slack for rounding in blending.
        let slack = 1.0
        let c = onWhite(word)
        let range = neighbourhoodRange(words, around: x, y)
        let v = SIMD3(c.r, c.g, c.b)
        return all(v .>= range.low - slack) && all(v .<= range.high + slack)
    }

    private func isBetweenExtremes(_ x: Int, _ y: Int, in words: [UInt32]) -> Bool {
        let centre = words[y * width + x]
        let c = onWhite(centre)
        let v = SIMD3(c.r, c.g, c.b)
        let range = neighbourhoodRange(words, around: x, y)
        return any(v .> range.low + 1) && any(v .< range.high - 1)
    }

    /// Three or more neighbours with exactly this pixel's colour.
    func isFlat(_ x: Int, _ y: Int, in words: [UInt32]) -> Bool {
        let centre = words[y * width + x]
        var equal = (x == 0 || x == width - 1 || y == 0 || y == height - 1) ? 1 : 0
        for ny in max(0, y - 1)...min(height - 1, y + 1) {
            for nx in max(0, x - 1)...min(width - 1, x + 1) where nx != x || ny != y {
                if words[ny * width + nx] == centre {
                    equal += 1
                    if equal > 2 { return true }
                }
            }
        }
        return false
    }
}

/// Padded with transparent pixels up to `width`×`height`.
private func packedWords(_ image: RasterImage, width: Int, height: Int) -> [UInt32] {
    var words = [UInt32](repeating: 0, count: width * height)
    image.pixels.withUnsafeBytes { raw in
        words.withUnsafeMutableBufferPointer { out in
            for y in 0..<image.height {
                for x in 0..<image.width {
                    // Bytes B, G, R, A (cairo's layout on little-endian machines).
                    let offset = y * image.stride + x * 4
                    out[y * width + x] = UInt32(raw[offset]) | UInt32(raw[offset + 1]) << 8
                        | UInt32(raw[offset + 2]) << 16 | UInt32(raw[offset + 3]) << 24
                }
            }
        }
    }
    return words
}

/// The colour as seen over white. With premultiplied alpha that is simply `c + (255 − a)`:
/// c·a/255 + 255·(1 − a/255) with c·a/255 already stored.
private func onWhite(_ word: UInt32) -> (r: Double, g: Double, b: Double) {
    let alpha = Double(word >> 24)
    let cover = 255 - alpha
    return (Double((word >> 16) & 0xFF) + cover, Double((word >> 8) & 0xFF) + cover, Double(word & 0xFF) + cover)
}

/// The Y of YIQ (Kotsarenko & Ramos' coefficients).
private func luma(_ c: (r: Double, g: Double, b: Double)) -> Float {
    Float(c.r * 0.29889531 + c.g * 0.58662247 + c.b * 0.11448223)
}

/// Kotsarenko & Ramos (2010), "Measuring perceived color difference using YIQ NTSC transmission
/// color space": a weighted squared distance in YIQ, luma weighing most.
private func yiqDelta(_ p: (r: Double, g: Double, b: Double), _ q: (r: Double, g: Double, b: Double)) -> Double {
    let y = (p.r - q.r) * 0.29889531 + (p.g - q.g) * 0.58662247 + (p.b - q.b) * 0.11448223
    let i = (p.r - q.r) * 0.59597799 - (p.g - q.g) * 0.27417610 - (p.b - q.b) * 0.32180189
    let qq = (p.r - q.r) * 0.21147017 - (p.g - q.g) * 0.52261711 + (p.b - q.b) * 0.31114694
    return 0.5053 * y * y + 0.299 * i * i + 0.1957 * qq * qq
}
