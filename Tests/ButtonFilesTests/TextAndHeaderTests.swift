import ButtonLabTestSupport
import Testing

@testable import ButtonFiles

@Suite("Log text: input cannot start a line, send escapes or reorder text")
struct LogTextTests {
    @Test(arguments: [
        ("plain text", "plain text"),
        ("a\nb", "a\\u{A}b"),
        ("\u{1B}[31mred", "\\u{1B}[31mred"),
        ("bell\u{7}", "bell\\u{7}"),
        ("cr\r::error::x", "cr\\u{D}::error::x"),
        ("tab\there", "tab\\u{9}here"),
        ("\u{85}next line", "\\u{85}next line"),
        ("line\u{2028}sep", "line\\u{2028}sep"),
        ("\u{202E}evil", "\\u{202E}evil"),
        ("ok \\u{1B} as typed", "ok \\u{1B} as typed"),
        ("我是titleLabel é 🙂", "我是titleLabel é 🙂"),
    ])
    func escaping(_ input: String, _ expected: String) {
        #expect(logEscaped(input) == expected)
    }

    @Test func pathsThatLookLikeWorkflowCommandsGetADotSlash() {
        #expect(displayPath("::error file=x::pwned.yaml") == "./::error file=x::pwned.yaml")
        // Azure reads ##vso[ anywhere in a line, so the "./" alone did not stop it.
        #expect(displayPath("##vso[task.setvariable]x.yaml") == "./#\\u{23}vso[task.setvariable]x.yaml")
        #expect(displayPath("Fixtures/a\nb.yaml") == "Fixtures/a\\u{A}b.yaml")
        #expect(displayPath("/tmp/a.yaml") == "/tmp/a.yaml")
    }

    @Test func namesThatDifferOnlyInCaseShareAKey() {
        #expect(fileNameKey("Icon") == fileNameKey("icon"))
        #expect(fileNameKey("ÉTÉ") == fileNameKey("été"))
        #expect(fileNameKey("e\u{301}") == fileNameKey("\u{E9}"))
        #expect(fileNameKey("icon-2") != fileNameKey("icon"))
    }
}

@Suite("The PNG header, checked before anything is decoded")
struct PNGHeaderTests {
    @Test func aValidHeader() throws {
        let header = try PNGHeader(parsing: pngHeader(width: 640, height: 480) + [0, 0, 0, 0])
        #expect([header.width, header.height, header.bitDepth, header.colorType] == [640, 480, 8, 6])
        #expect(!header.interlaced)
        #expect(header.pixelCount == 307_200)
        // Without its checksum (only 29 bytes read), the header is still accepted.
        #expect(try PNGHeader(parsing: pngHeader(width: 7, height: 5, crc: false)).width == 7)
    }

    @Test(arguments: [
        (Array("GIF89a not a png".utf8), PNGHeader.Problem.notPNG),
        (PNGHeader.signature + [0, 0], .truncated),
        (pngHeader(width: 0, height: 5), .badSize(width: 0, height: 5)),
        (pngHeader(width: 1 << 31, height: 5), .badSize(width: 1 << 31, height: 5)),
        (pngHeader(width: 5, height: 5, colorType: 2, bitDepth: 4), .badFormat(bitDepth: 4, colorType: 2)),
    ])
    func problems(_ bytes: [UInt8], _ problem: PNGHeader.Problem) {
        #expect(throws: problem) { try PNGHeader(parsing: bytes) }
    }

    @Test func aWrongChecksumIsDamage() {
        var bytes = pngHeader(width: 10, height: 10)
        bytes[32] ^= 0xFF
        #expect(throws: PNGHeader.Problem.badChecksum) { try PNGHeader(parsing: bytes) }
    }

    @Test func aDecompressionBombIsRefusedByItsDeclaredSize() throws {
        // 29 bytes that declare 100 000 × 100 000 pixels: 40 GB once decoded.
        let header = try PNGHeader(parsing: pngHeader(width: 100_000, height: 100_000))
        #expect(throws: PNGHeader.Problem.tooLarge(width: 100_000, height: 100_000, limit: "16777216 pixels")) {
            try header.check(maximumPixels: ImageLimits.maximumImagePixels)
        }
        #expect(
            PNGHeader.Problem.tooLarge(width: 100_000, height: 100_000, limit: "16777216 pixels").message(path: "a/bomb.png")
                == "image too large: a/bomb.png is 100000×100000 pixels (10000000000 pixels), over the limit of "
                + "16777216 pixels; it is refused before decoding")
        #expect(throws: PNGHeader.Problem.tooLarge(width: 9000, height: 10, limit: "8192 pixels on a side")) {
            try PNGHeader(parsing: pngHeader(width: 9000, height: 10)).check(maximumSide: 8192)
        }
        try PNGHeader(parsing: pngHeader(width: 4096, height: 4096)).check(maximumPixels: ImageLimits.maximumImagePixels)
    }
}
