import ButtonFiles
import ButtonLabTestSupport
import ButtonLayout
import ButtonRender
import Testing

/// A grey progressive JPEG of 4096 × 4096 px (512 × 512 blocks) built byte by byte: one DC scan
/// of zero differences (32 KiB), then `acScans` scans of coefficients 1…63 that are only 16
/// end-of-block runs of 16 384 blocks. Each AC scan is a pass over every block in 40 bytes, the
/// shape of the 57 KB, 442-scan file of issue 21.
func progressiveGreyJPEG(acScans: Int) -> [UInt8] {
    let blocks = 512 * 512
    var bytes: [UInt8] = [0xFF, 0xD8]
    bytes += [0xFF, 0xDB, 0, 67, 0] + [UInt8](repeating: 1, count: 64)  // every quantiser 1
    bytes += [0xFF, 0xC2, 0, 11, 8, 0x10, 0x00, 0x10, 0x00, 1, 1, 0x11, 0]  // SOF2: 8-bit, 1 component
    // DC table 0: one code, "0", for a difference of category 0; AC table 0: one code, "0", for EOB14.
    bytes += [0xFF, 0xC4, 0, 20, 0x00, 1] + [UInt8](repeating: 0, count: 15) + [0x00]
    bytes += [0xFF, 0xC4, 0, 20, 0x10, 1] + [UInt8](repeating: 0, count: 15) + [0xE0]
    // The DC scan: one "0" bit per block, padded with 1 bits.
    bytes += [0xFF, 0xDA, 0, 8, 1, 1, 0x00, 0, 0, 0x00]
    bytes += [UInt8](repeating: 0, count: blocks / 8)
    // Each AC scan: EOB14 with 14 zero bits (a run of 16 384 blocks), 15 bits a run, all zero.
    for _ in 0..<acScans {
        bytes += [0xFF, 0xDA, 0, 8, 1, 1, 0x00, 1, 63, 0x00]
        bytes += [UInt8](repeating: 0, count: 30)
    }
    return bytes + [0xFF, 0xD9]
}

@Suite("JPEG decoding is budgeted by work: blocks × scans, per image and per run (security.md §2)")
struct JPEGWorkTests {
    /// 512 × 512 blocks: the limit for one image is 64 scans of it.
    static let side = 4096
    static let blocksPerScan = 512 * 512

    @Test func aProgressiveImageOfAFewScansAtTheLargestSizeIsDecoded() throws {
        let budget = JPEGWorkBudget(imageLimit: JPEGWorkBudget.imageLimit, runLimit: JPEGWorkBudget.runLimit)
        let image = try decodeJPEG(progressiveGreyJPEG(acScans: 9), budget: budget)
        #expect([image.width, image.height] == [Self.side, Self.side])
        #expect(image.pixel(x: 2000, y: 3000) == RGBA8(rgb: 0x808080))
        #expect(budget.blocksUsed == 10 * Self.blocksPerScan)
    }

    @Test func scansOverTheImageLimitStopDecodingThroughTheRendersErrorPath() throws {
        // 1 + 70 scans of 262 144 blocks: 18.6 million, over 16 passes of the largest image.
        let bytes = progressiveGreyJPEG(acScans: 70)
        #expect(bytes.count == 35_708)
        let directory = makeScratch("render")
        defer { removeScratch(directory) }
        writeFile(directory + "/scans.jpg", bytes)
        let list = canvas(width: 40, height: 40, [
            item("image", .image(Rect(x: 4, y: 4, width: 16, height: 16), source: .file(path: directory + "/scans.jpg"))),
        ])
        #expect(throws: RenderError.imageUnreadable(
            path: directory + "/scans.jpg",
            reason: "its scans decode more than 16777216 blocks of 8×8 pixels, the limit for one image (each scan of a progressive JPEG is a pass over the blocks it covers)"
        )) { try renderRaster(list) }
    }

    @Test func imagesEachWithinTheirLimitShareTheRunsBudget() throws {
        // Each image is 6 scans; the run may decode 14 scans' worth: two images, then a refusal.
        let bytes = progressiveGreyJPEG(acScans: 5)
        let budget = JPEGWorkBudget(imageLimit: JPEGWorkBudget.imageLimit, runLimit: 14 * Self.blocksPerScan)
        _ = try decodeJPEG(bytes, budget: budget)
        _ = try decodeJPEG(bytes, budget: budget)
        #expect(budget.blocksUsed == 12 * Self.blocksPerScan)
        let message = "the JPEG images of this run may decode 3670016 blocks of 8×8 pixels together and 524288 are left, fewer than this one needs; render it in a run of its own"
        #expect(throws: RenderError.jpegDecodeFailed(message)) { try decodeJPEG(bytes, budget: budget) }
        #expect(budget.blocksUsed == 14 * Self.blocksPerScan)
        #expect(throws: RenderError.jpegDecodeFailed(message.replacingOccurrences(of: "and 524288", with: "and 0"))) {
            try decodeJPEG(bytes, budget: budget)
        }
    }

    @Test func theSharedBudgetIsSixteenPassesAnImageAndEightImagesARun() {
        #expect(JPEGWorkBudget.shared.imageLimit == 16 * 4096 * 4096 / 64 * 4)
        #expect(JPEGWorkBudget.shared.runLimit == 8 * JPEGWorkBudget.shared.imageLimit)
    }
}
