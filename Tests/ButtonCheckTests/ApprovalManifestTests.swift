@testable import ButtonCheck
import ButtonReports
import ButtonScenario
import Testing

/// The approval manifest as data: its digests, its strict reader, and the command the report shows.
@Suite struct ApprovalManifestTests {
    static let digest = String(repeating: "ab", count: 32)

    static let manifest = ApprovalManifest(goldenDirectory: "Tests/Goldens", failures: [
        .init(name: "promo.banner--v2", files: [
            .init(format: .png, golden: "promo.banner--v2.png", goldenSHA256: nil, actual: "promo.banner--v2.actual.png", actualSHA256: digest),
            .init(format: .json, golden: "promo.banner--v2.json", goldenSHA256: digest, actual: "promo.banner--v2.actual.json", actualSHA256: digest),
        ]),
    ])

    @Test("SHA-256 digests are swift-crypto's, as FIPS 180-2 gives them")
    func digests() {
        #expect(sha256Hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(sha256Hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(sha256Hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test("the manifest's JSON is the documented document, and reads back as itself")
    func roundTrip() throws {
        let text = Self.manifest.json.rendered()
        #expect(text == """
            {
              "manifestVersion": 1,
              "goldenDirectory": "Tests/Goldens",
              "failures": [
                {
                  "name": "promo.banner--v2",
                  "files": [
                    {
                      "format": "png",
                      "golden": {"path": "promo.banner--v2.png", "sha256": null},
                      "actual": {"path": "promo.banner--v2.actual.png", "sha256": "\(Self.digest)"}
                    },
                    {
                      "format": "json",
                      "golden": {"path": "promo.banner--v2.json", "sha256": "\(Self.digest)"},
                      "actual": {"path": "promo.banner--v2.actual.json", "sha256": "\(Self.digest)"}
                    }
                  ]
                }
              ]
            }
            """)
        #expect(try ApprovalManifest(parsing: Array(text.utf8), file: "r/manifest.json") == Self.manifest)
    }

    /// The one diagnostic reading `text` gives, as printed.
    func refusal(_ text: String) -> String? {
        do {
            _ = try ApprovalManifest(parsing: Array(text.utf8), file: "r/manifest.json")
            return nil
        } catch {
            return error.diagnostics.map(\.text).joined(separator: "\n")
        }
    }

    func edited(_ from: String, _ to: String) -> String {
        Self.manifest.json.rendered().replacingOccurrences(of: from, with: to)
    }

    @Test("a malformed manifest is refused at its key, naming what was expected")
    func malformed() {
        #expect(refusal("{\"manifestVersion\": 1,") == "r/manifest.json: error: the manifest is not JSON: expected a key at byte 22")
        #expect(refusal(edited("\"manifestVersion\": 1", "\"manifestVersion\": 2"))
            == "r/manifest.json: error: manifestVersion: this buttonlab reads manifest version 1, not 2")
        #expect(refusal(edited("\"goldenDirectory\"", "\"goldens\""))
            == "r/manifest.json: error: goldens: unknown key; expected 'manifestVersion', 'goldenDirectory', 'failures'")
        #expect(refusal(edited("\"name\": \"promo.banner--v2\"", "\"name\": \"a/b\""))
            == "r/manifest.json: error: failures[0].name: the name 'a/b' contains '/' and cannot name golden files")
        #expect(refusal(edited("\"name\": \"promo.banner--v2\"", "\"name\": \"a\\u001b[2Jb\""))
            == "r/manifest.json: error: failures[0].name: the name 'a\\u{1B}[2Jb' contains a control, invisible or direction-changing character or '\\', which no scenario name has")
        #expect(refusal(edited("\"path\": \"promo.banner--v2.json\"", "\"path\": \"/etc/promo.banner--v2.json\""))
            == "r/manifest.json: error: failures[0].files[1].golden.path: '/etc/promo.banner--v2.json' is an absolute path; approve writes and reads only inside it")
        #expect(refusal(edited("\"path\": \"promo.banner--v2.json\"", "\"path\": \"sub/../other.json\""))
            == "r/manifest.json: error: failures[0].files[1].golden.path: 'sub/../other.json' is not 'promo.banner--v2.json', the file check names for it in the golden folder")
        #expect(refusal(edited("\"path\": \"promo.banner--v2.actual.png\"", "\"path\": \"../../x.actual.png\""))
            == "r/manifest.json: error: failures[0].files[0].actual.path: '../../x.actual.png' leads out of the report folder; approve writes and reads only inside it")
        #expect(refusal(edited("\"sha256\": null", "\"sha256\": \"ABC\""))
            == "r/manifest.json: error: failures[0].files[0].golden.sha256: expected 64 lowercase hex digits (a SHA-256), found 'ABC'")
        #expect(refusal(edited("\"format\": \"json\"", "\"format\": \"png\""))
            == "r/manifest.json: error: failures[0].files[1].format: 'png' is listed twice for 'promo.banner--v2'")
        #expect(refusal(edited("\"format\": \"json\"", "\"format\": \"pdf\""))
            == "r/manifest.json: error: failures[0].files[1].format: unknown format 'pdf'; expected 'png', 'svg', 'json'")
    }

    @Test("the approve command is quoted for a POSIX shell whatever the names and folders")
    func command() {
        #expect(approveCommand(reportDirectory: "out/check", goldenDirectory: "Tests/Goldens", names: ["promo.banner--v2"])
            == "buttonlab approve out/check promo.banner--v2")
        #expect(approveCommand(reportDirectory: "my report", goldenDirectory: "/abs/goldens", names: ["it's", "-dash"])
            == "buttonlab approve 'my report' --golden /abs/goldens -- 'it'\\''s' -dash")
        #expect(approveCommand(reportDirectory: "-r", goldenDirectory: ".hidden/g", names: [])
            == "buttonlab approve ./-r --golden .hidden/g")
        #expect(shellQuoted(["", "$(rm -rf ~)", "a`b`"]) == "'' '$(rm -rf ~)' 'a`b`'")
    }
}
