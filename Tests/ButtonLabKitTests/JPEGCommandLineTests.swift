import ButtonLabTestSupport
import ButtonRender
import Foundation
import Testing

/// A fresh folder holding `s.yaml` with `scenario` and the committed JPEGs under the given names.
func jpegScenarioFolder(_ scenario: String, images: [String: String]) throws -> String {
    let directory = makeScratch("jpeg")
    for (name, fixture) in images {
        try FileManager.default.copyItem(atPath: testImagesDirectory + "/" + fixture, toPath: directory + "/" + name)
    }
    try Data(scenario.utf8).write(to: URL(fileURLWithPath: directory + "/s.yaml"))
    return directory
}

@Suite("JPEG images in scenarios, end to end")
struct JPEGCommandLineTests {
    static let scenario = "name: jpeg-photo\nbutton:\n  size: [100, 40]\n  image: {file: photo@2x.jpg}\n"

    @Test("a JPEG's size in points is its EXIF-turned pixel size over the @2x scale")
    func layout() throws {
        let directory = try jpegScenarioFolder(Self.scenario, images: ["photo@2x.jpg": "red-blue-rotated-32x16.jpg"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try buttonlab("layout", "s.yaml", "--format", "json", in: directory)
        #expect(run.status == 0)
        // 32 × 16 stored, orientation 6: 16 × 32 px, 8 × 16 pt at @2x, centred in 100 × 40.
        #expect(run.output.contains(#""imageView": {"x": 46, "y": 12, "width": 8, "height": 16}"#))
        #expect(run.output.contains(#""intrinsicContentSize": {"width": 8, "height": 22}"#))
    }

    @Test("render draws the JPEG's pixels where the image view is")
    func render() throws {
        let directory = try jpegScenarioFolder(Self.scenario, images: ["photo@2x.jpg": "red-blue-rotated-32x16.jpg"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try buttonlab("render", "s.yaml", "-o", "out", in: directory)
        #expect(run.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/out/jpeg-photo.json")))
        let canvas = try #require((json as? [String: Any])?["canvas"] as? [String: Double])
        let image = try decodePNG([UInt8](Data(contentsOf: URL(fileURLWithPath: directory + "/out/jpeg-photo.png"))))
        func pixel(_ x: Double, _ y: Double) -> RGBA8 {
            let scale = canvas["pixelsPerPoint"]!
            return image.pixel(x: Int(canvas["originX"]! + x * scale), y: Int(canvas["originY"]! + y * scale))
        }
        // The image view is (46, 12, 8, 16): red above y = 20, blue below, ± JPEG's and scaling's error.
        for (point, rgb) in [((50.0, 15.0), (0xE0, 0x20, 0x20)), ((50.0, 25.0), (0x20, 0x20, 0xE0))] {
            let found = pixel(point.0, point.1)
            let differences = [Int(found.red) - rgb.0, Int(found.green) - rgb.1, Int(found.blue) - rgb.2]
            #expect(differences.allSatisfy { abs($0) <= 12 }, "\(found) at \(point)")
        }
    }

    @Test("a damaged, unknown or over-large image is an error at image.file, whatever its name")
    func errors() throws {
        let scenario = """
            button:
              size: [100, 40]
              image: {file: NAME}
            """
        let cut = [UInt8](try Data(contentsOf: URL(fileURLWithPath: testImagesDirectory + "/grey-8x8.jpg")).prefix(100))
        let bomb: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0, 17, 8, 0xFF, 0xFF, 0xFF, 0xFF, 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]
        let cases: [(String, [UInt8], String)] = [
            ("cut.jpg", cut, "damaged JPEG file: DIR/cut.jpg (its header is missing or truncated)"),
            ("bomb.jpg", bomb, "image too large: DIR/bomb.jpg is 65535×65535 pixels (4294836225 pixels), over the limit of "
                + "16777216 pixels; it is refused before decoding"),
            ("icon.gif", Array("GIF89a".utf8), "not a PNG or JPEG file: DIR/icon.gif (only PNG and JPEG images are supported)"),
        ]
        for (name, bytes, message) in cases {
            let directory = try jpegScenarioFolder(scenario.replacingOccurrences(of: "NAME", with: name), images: [:])
            defer { try? FileManager.default.removeItem(atPath: directory) }
            try Data(bytes).write(to: URL(fileURLWithPath: directory + "/" + name))
            let run = try buttonlab("layout", directory + "/s.yaml")
            #expect(run.status != 0)
            let expected = message.replacingOccurrences(of: "DIR", with: directory)
            #expect(run.errors.contains("\(directory)/s.yaml:3:17: error: button.image.file: \(expected)"), "\(run.errors)")
        }
    }

    @Test("a JPEG named .png is read as the JPEG it is")
    func contentDecides() throws {
        let directory = try jpegScenarioFolder(
            "button:\n  size: [100, 40]\n  image: {file: photo.png}\n", images: ["photo.png": "blue-grey-24x16.jpg"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try buttonlab("layout", "s.yaml", "--format", "json", in: directory)
        #expect(run.status == 0)
        #expect(run.output.contains(#""imageView": {"x": 38, "y": 12, "width": 24, "height": 16}"#))
    }
}
