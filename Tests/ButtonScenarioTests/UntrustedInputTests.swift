import ButtonFiles
import ButtonLabTestSupport
import ButtonLayout
import ButtonReports
import Foundation
import Testing

@testable import ButtonScenario

/// The loader's errors for a file on disk, rendered.
private func loadErrors(_ path: String, loader: ScenarioLoader = ScenarioLoader()) -> [String] {
    do {
        _ = try loader.load(path: path)
        Issue.record("expected \(path) to be refused")
        return []
    } catch {
        return error.diagnostics.map(\.text)
    }
}

@Suite("Untrusted scenario files: what is read")
struct ScenarioReadTests {
    @Test func symbolicLinksFIFOsDevicesAndDirectoriesAreRefused() throws {
        let directory = makeScratch("scenario")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createSymbolicLink(atPath: directory + "/passwd.yaml", withDestinationPath: "/etc/passwd")
        #expect(mkfifo(directory + "/pipe.yaml", 0o644) == 0)
        let start = Date()
        #expect(
            loadErrors(directory + "/passwd.yaml") == [
                "\(directory)/passwd.yaml: error: is a symbolic link; scenario files are only read from regular files, never through a link"
            ])
        #expect(loadErrors(directory + "/pipe.yaml") == ["\(directory)/pipe.yaml: error: is a FIFO (named pipe), not a scenario file"])
        #expect(Date().timeIntervalSince(start) < 2)
        #expect(loadErrors("/dev/zero") == ["/dev/zero: error: is a character device, not a scenario file"])
        #expect(loadErrors(directory) == ["\(directory): error: is a directory, not a scenario file"])
    }

    @Test func aFileThatIsNotAScenarioIsNotQuoted() throws {
        let directory = makeScratch("scenario")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let secret = "root:x:0:0:root:/root:/bin/bash\nsecret-token-on-line-two\n"
        try Data(secret.utf8).write(to: URL(fileURLWithPath: directory + "/shadow.yaml"))
        let messages = loadErrors(directory + "/shadow.yaml")
        #expect(
            messages == [
                "\(directory)/shadow.yaml:1:1: error: expected a mapping of name, caption, button and diagram, "
                    + "found text (this file is not a scenario)"
            ])
        #expect(!messages.joined().contains("secret-token") && !messages.joined().contains("root:x"))
    }

    @Test func quotedValuesStopAtTheirFirstLine() {
        #expect(
            buttonErrors("  size: [1, 1]\n  layout: |\n    first\n    second-line-secret\n")
                == ["3:11: error: button.layout: unknown value 'first\\u{A}second-line-secret\\u{A}'; expected one of: "
                    + "system, rectOverrides, layoutSubviews, fixedRects, configuration"])
        #expect(
            buttonErrors("  size: |\n    first\n    second-line-secret\n")
                == ["2:9: error: button.size: expected [width, height], found the string 'first...'"])
    }

    @Test func aNameTakenFromAFileNameWithControlCharactersIsRefused() throws {
        let directory = makeScratch("scenario")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/evil\n::error::x.yaml"
        try Data("button: {size: [1, 1]}\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(
            loadErrors(path) == [
                "\(directory)/evil\\u{A}::error::x.yaml: error: the scenario is named after its file, "
                    + "'evil\\u{A}::error::x', and a name cannot contain control characters: it is used as the output "
                    + "file name; rename the file or give the scenario a `name:`"
            ])
        try Data("name: fine\nbutton: {size: [1, 1]}\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(try ScenarioLoader().load(path: path).name == "fine")
    }
}

@Suite("Untrusted scenario files: image.file stays inside the scenario's folder")
final class ImagePathTests {
    let directory: String
    let outside: String

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
        try? FileManager.default.removeItem(atPath: outside)
    }

    init() throws {
        directory = makeScratch("scenario")
        outside = makeScratch("scenario")
        try FileManager.default.createDirectory(atPath: directory + "/images", withIntermediateDirectories: true)
        try Data(pngHeader(width: 20, height: 10)).write(to: URL(fileURLWithPath: directory + "/images/ok.png"))
        try Data(pngHeader(width: 20, height: 10)).write(to: URL(fileURLWithPath: outside + "/secret.png"))
    }

    func imageErrors(_ file: String) -> [String] {
        errors("button: {size: [1, 1], image: {file: \"\(file)\"}}", path: directory + "/s.yaml")
    }

    @Test func anAbsolutePathIsRefusedWhetherOrNotItExists() {
        let directory = self.directory
        let message = { (file: String) in
            "\(directory)/s.yaml:1:38: error: button.image.file: the image path '\(file)' is an absolute path; "
                + "give a path relative to the scenario's folder"
        }
        let existing = outside + "/secret.png"
        #expect(errors("button: {size: [1, 1], image: {file: \"\(existing)\"}}", path: directory + "/s.yaml") == [message(existing)])
        #expect(imageErrors("/no/such/file.png") == [message("/no/such/file.png")])
    }

    @Test func dotDotOutOfTheFolderIsRefusedWhetherOrNotItExists() {
        let relative = "../" + (outside as NSString).lastPathComponent + "/secret.png"
        let directory = self.directory
        let message = { (file: String) in
            "\(directory)/s.yaml:1:38: error: button.image.file: the image path '\(file)' leads out of the "
                + "scenario's folder; give a path inside it"
        }
        #expect(errors("button: {size: [1, 1], image: {file: \"\(relative)\"}}", path: directory + "/s.yaml") == [message(relative)])
        #expect(imageErrors("images/../../nothing.png") == [message("images/../../nothing.png")])
    }

    @Test func linksInsideTheFolderAreRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: directory + "/linked", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(
            atPath: directory + "/images/key.png", withDestinationPath: outside + "/secret.png")
        let path = directory + "/s.yaml"
        #expect(
            errors("button: {size: [1, 1], image: {file: linked/secret.png}}", path: path) == [
                "\(path):1:38: error: button.image.file: image file \(directory)/linked is a symbolic link, which ButtonLab does not follow"
            ])
        #expect(
            imageErrors("images/key.png") == [
                "\(path):1:38: error: button.image.file: image file \(directory)/images/key.png is a symbolic link, which ButtonLab does not follow"
            ])
    }

    @Test func aFIFOImageIsRefusedAtOnce() {
        #expect(mkfifo(directory + "/images/pipe.png", 0o644) == 0)
        #expect(
            imageErrors("images/pipe.png") == [
                "\(directory)/s.yaml:1:38: error: button.image.file: image file \(directory)/images/pipe.png is a FIFO (named pipe), not a regular file"
            ])
    }

    @Test func aDecompressionBombIsRefusedFromItsHeader() throws {
        // 33 bytes declaring 100 000 × 100 000 pixels.
        try Data(pngHeader(width: 100_000, height: 100_000)).write(to: URL(fileURLWithPath: directory + "/images/bomb.png"))
        #expect(
            imageErrors("images/bomb.png") == [
                "\(directory)/s.yaml:1:38: error: button.image.file: image too large: \(directory)/images/bomb.png is "
                    + "100000×100000 pixels (10000000000 pixels), over the limit of 16777216 pixels; it is refused before decoding"
            ])
    }

    @Test func theLimitIsTheLoaders() throws {
        var loader = ScenarioLoader()
        loader.maximumImagePixels = 199
        #expect(throws: ScenarioError.self) {
            try loader.parse("button: {size: [1, 1], image: {file: images/ok.png}}", path: directory + "/s.yaml")
        }
        loader.maximumImagePixels = 200
        let image = try loader.parse("button: {size: [1, 1], image: {file: images/ok.png}}", path: directory + "/s.yaml").image
        #expect(image == ImageContent(file: directory + "/images/ok.png", size: Size(width: 20, height: 10)))
    }
}

@Suite("Untrusted scenario files: bounded work and finite numbers")
struct ScenarioRangeTests {
    @Test func tinyTickAndGridStepsAreErrorsNotHangs() throws {
        #expect(
            errors(validButton + "diagram: {ticks: 1e-26, grid: 1e-26}\n") == [
                "3:18: error: diagram.ticks: the tick spacing must be at least 0.1, found 1e-26",
                "3:31: error: diagram.grid: the grid spacing must be at least 0.1 (0 means no grid), found 1e-26",
            ])
        #expect(try scenario(validButton + "diagram: {ticks: 0.1, grid: 0}\n").diagram.ticks == 0.1)
    }

    @Test func pixelsPerPointAndFontSizesHaveRanges() {
        #expect(
            errors(validButton + "diagram: {pixelsPerPoint: 0.2}\n") == [
                "3:27: error: diagram.pixelsPerPoint: pixelsPerPoint must be at least 0.25 and at most 16, found 0.2"
            ])
        #expect(
            buttonErrors("  size: [1, 1]\n  title: {text: a, size: [1, 1], font: {size: 1001}}\n") == [
                "3:47: error: button.title.font.size: a font size must be between 1 and 1000 points, found 1001"
            ])
        #expect(
            buttonErrors("  size: [1, 1]\n  title: {text: a, size: [1, 1], font: {size: 0.5}}\n") == [
                "3:47: error: button.title.font.size: a font size must be between 1 and 1000 points, found 0.5"
            ])
    }

    @Test func numbersThatWouldOverflowAreRejected() throws {
        #expect(
            buttonErrors("  size: [1e300, 100]\n  imageEdgeInsets: {left: -2e6}\n") == [
                "2:10: error: button.size[0]: the width must lie between -1000000 and 1000000, found 1e300",
                "3:27: error: button.imageEdgeInsets.left: a number must lie between -1000000 and 1000000, found -2e6",
            ])
        #expect(
            buttonErrors("  size: [1, 1]\n  layout: fixedRects\n  imageRect: [0, 0, 1e7, cw]\n") == [
                "4:21: error: button.imageRect[2]: the width must lie between -1000000 and 1000000, found 1e7"
            ])
        #expect(try scenario("button: {size: [1000000, 1000000]}").button.size == Size(width: 1_000_000, height: 1_000_000))
    }

    @Test func expressionsAreBoundedInLengthAndNodes() {
        let long = String(repeating: "cw+", count: 400) + "cw"
        #expect(
            buttonErrors("  size: [1, 1]\n  layout: fixedRects\n  imageRect: [0, 0, \"\(long)\", 1]\n") == [
                "4:1022: error: button.imageRect[2]: invalid expression: expression longer than 1000 characters"
            ])
        let many = String(repeating: "1+", count: 100) + "1"
        #expect(
            buttonErrors("  size: [1, 1]\n  layout: fixedRects\n  imageRect: [0, 0, \"\(many)\", 1]\n") == [
                "4:221: error: button.imageRect[2]: invalid expression: expression with more than 200 numbers, names and operations"
            ])
    }
}

@Suite("Untrusted scenario files: clean logs")
struct DiagnosticEscapingTests {
    @Test func controlCharactersFromTheFileAreEscaped() {
        #expect(
            errors(validButton + "caption: 1\nscale: \"\\e[31m\\n::error::pwned\\a\"\n") == [
                "4:1: error: scale: unknown key `scale` (did you mean button.scale? Button properties go under `button:`)"
            ])
        #expect(
            buttonErrors("  size: [1, 1]\n  layoutDirection: \"x\\e[2J\\n::error file=a::b\\a\"\n") == [
                "3:20: error: button.layoutDirection: unknown value 'x\\u{1B}[2J\\u{A}::error file=a::b\\u{7}'; "
                    + "expected one of: leftToRight, rightToLeft"
            ])
        #expect(
            errors("button: {size: [1, 1]}\n\"evil\\nkey\": 1\n") == [
                "2:1: error: evil\\u{A}key: unknown key `evil\\u{A}key`; expected one of: name, caption, button, goal, sweep, subclass, trace, diagram"
            ])
    }

    @Test func fileNamesAreEscapedAndCannotStartAWorkflowCommand() {
        let diagnostic = Diagnostic(file: "::warning::x\u{1B}.yaml", line: 1, column: 2, keyPath: "", message: "m")
        #expect(diagnostic.text == "./::warning::x\\u{1B}.yaml:1:2: error: m")
    }
}

@Suite("Untrusted inputs: directories named on the command line")
struct InputDirectoryTests {
    @Test func aLinkedInputDirectoryIsRefusedUnlessFollowed() throws {
        let root = makeScratch("scenario")
        let outside = makeScratch("scenario")
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: outside)
        }
        try Data("button: {size: [1, 1]}\n".utf8).write(to: URL(fileURLWithPath: outside + "/s.yaml"))
        try FileManager.default.createSymbolicLink(atPath: root + "/Fixtures", withDestinationPath: outside)
        do {
            _ = try scenarioFiles(for: [root + "/Fixtures"])
            Issue.record("a linked input directory must be refused")
        } catch {
            #expect(
                diagnosticsText(error.diagnostics) == "\(root)/Fixtures: error: is a symbolic link, which ButtonLab does not follow "
                    + "(--follow-symlinks allows directories named on the command line to be links)")
        }
        #expect(try scenarioFiles(for: [root + "/Fixtures"], followSymlinks: true) == [root + "/Fixtures/s.yaml"])
    }

    @Test func linkedScenarioFilesAreListedForTheLoaderToRefuse() throws {
        let root = makeScratch("scenario")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/key.yaml", withDestinationPath: "/etc/passwd")
        #expect(mkfifo(root + "/pipe.yml", 0o644) == 0)
        #expect(try scenarioFiles(for: [root]) == [root + "/key.yaml", root + "/pipe.yml"])
        #expect(try scenarioFiles(for: [root + "/key.yaml"]) == [root + "/key.yaml"])
    }
}

@Suite("Untrusted scenario files: a line feed is a title's only control character")
struct TitleTextTests {
    @Test func controlCharactersInATitleAreRefused() throws {
        // A line feed is a hard line break (layout-model.md R6.4); printers quote each line, so the
        // second line never starts a CI log line (CILogTests).
        #expect(try scenario("button: {size: [1, 1], title: {text: \"ok\\n::error::pwned\", size: [1, 1]}}").title?.text == "ok\n::error::pwned")
        #expect(
            buttonErrors("  size: [1, 1]\n  title: {text: \"\\e[31m\", size: [1, 1]}\n") == [
                "3:17: error: button.title.text: a title cannot contain control characters (U+001B at character 1): only a line feed (\\n) may break it"
            ])
        #expect(
            buttonErrors("  size: [1, 1]\n  title: {text: \"a\\rb\", size: [1, 1]}\n") == [
                "3:17: error: button.title.text: a title cannot contain control characters (U+000D at character 2): only a line feed (\\n) may break it"
            ])
    }

    @Test func nonCharactersAreAllowedAndDrawnAsReplacements() throws {
        let title = try scenario("button: {size: [1, 1], title: {text: \"a\\uFFFEb\", size: [1, 1]}}").title
        #expect(title?.text.unicodeScalars.map(\.value) == [0x61, 0xFFFE, 0x62])
    }
}

extension TitleTextTests {
    @Test func tabsAreWhiteSpaceButLineSeparatorsAreNot() throws {
        #expect(try scenario("button: {size: [1, 1], title: {text: \"a\\tb\", size: [1, 1]}}").title?.text == "a\tb")
        #expect(
            buttonErrors("  size: [1, 1]\n  title: {text: \"a\\Lb\", size: [1, 1]}\n") == [
                "3:17: error: button.title.text: a title cannot contain control characters (U+2028 at character 2): only a line feed (\\n) may break it"
            ])
    }
}
