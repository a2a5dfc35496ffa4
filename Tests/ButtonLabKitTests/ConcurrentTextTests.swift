import ButtonLabTestSupport
import Foundation
import Testing

/// cairo 1.16 deadlocks when one thread fills its glyph cache while another draws text
/// (`CairoFontLock`). Before the lock, this batch hung every time: a title of every CJK
/// ideograph fills the cache in one worker while the other draws small figures.
@Suite("render batches: text from two workers")
struct ConcurrentTextTests {
    @Test("a batch with cache-filling CJK titles finishes with two workers, in PNG and PDF")
    func cacheFillingTitlesDoNotDeadlock() throws {
        let directory = makeScratch("cjk")
        let input = directory + "/in", output = directory + "/out"
        try FileManager.default.createDirectory(atPath: input, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var ideographs = ""
        ideographs.unicodeScalars.append(contentsOf: (0x4E00...0x9FA5).compactMap(Unicode.Scalar.init))
        for index in 0..<2 {
            try """
                name: cjk-\(index)
                button:
                  size: [300, 60]
                  title: {text: "\(ideographs)", font: {size: \(12 + index)}}
                """.write(toFile: "\(input)/cjk-\(index).yaml", atomically: true, encoding: .utf8)
        }
        for index in 0..<24 {
            try """
                name: small-\(index)
                button:
                  size: [200, 44]
                  scale: \(1 + index % 3)
                  image: {size: [24, 24]}
                  title: {text: "Share \(index)", font: {size: \(10 + index % 20)}}
                """.write(toFile: "\(input)/small-\(index).yaml", atomically: true, encoding: .utf8)
        }
        let run = try buttonlab(
            arguments: ["render", input, "-o", output, "--jobs", "2", "--format", "png,pdf", "--quiet", "--no-json"],
            timeLimit: 120)
        #expect(!run.timedOut, "render --jobs 2 did not finish within 120 s")
        #expect(run.status == 0)
        let written = try FileManager.default.contentsOfDirectory(atPath: output)
        #expect(written.filter { $0.hasSuffix(".png") }.count == 26)
        #expect(written.filter { $0.hasSuffix(".pdf") }.count == 26)
    }
}
