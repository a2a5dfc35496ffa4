import ButtonRender

// MARK: - The pixel comparison

/// The largest YIQ delta between two 8-bit colours (pure red against cyan), so that
/// `sqrt(delta / maxYIQDelta)` is a distance in 0...1.
let maxYIQDelta = 35215.0

/// Both images flattened once into packed words and luma planes, because anti-aliasing detection
/// looks at every neighbour of every candidate pixel in both images.
struct PixelComparer {
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
