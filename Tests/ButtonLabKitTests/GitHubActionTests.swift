import ButtonLabTestSupport
import ButtonScenario
import Foundation
import Testing

/// `action.yml`, the composite GitHub Action: read with the project's YAML reader, its keys checked
/// exactly, and its check step's script run here as the runner would run it.
@Suite("the GitHub Action")
struct GitHubActionTests {
    func mapping(_ node: YAMLNode?) -> [(String, YAMLNode)] {
        guard case .mapping(let pairs)? = node?.content else { return [] }
        return pairs.map { ($0.key.scalarText ?? "", $0.value) }
    }

    func value(_ node: YAMLNode?, _ key: String) -> YAMLNode? { mapping(node).first { $0.0 == key }?.1 }

    func steps(_ root: YAMLNode?) -> [YAMLNode] {
        guard case .sequence(let steps)? = value(value(root, "runs"), "steps")?.content else { return [] }
        return steps
    }

    func action() throws -> YAMLNode? {
        try YAMLParser.compose(String(contentsOfFile: repositoryRoot + "/action.yml", encoding: .utf8))
    }

    @Test("a composite action with the documented inputs that checks, then uploads the report on failure")
    func structure() throws {
        let root = try action()
        #expect(mapping(root).map(\.0) == ["name", "description", "branding", "inputs", "outputs", "runs"])
        #expect(mapping(value(root, "inputs")).map(\.0) == ["scenarios", "goldens", "report", "build-command", "buttonlab", "check-flags", "artifact-name"])
        #expect(mapping(value(root, "inputs")).map { value($0.1, "default")?.scalarText } == [
            "Fixtures", "Tests/Goldens", "buttonlab-report",
            "swift build -c release --product buttonlab --package-path \"$GITHUB_ACTION_PATH\"", "", "", "buttonlab-report",
        ])
        #expect(value(value(root, "runs"), "using")?.scalarText == "composite")
        let steps = steps(root)
        #expect(steps.map { value($0, "name")?.scalarText } == ["Build buttonlab", "buttonlab check", "Upload the report"])
        #expect(steps.prefix(2).map { value($0, "shell")?.scalarText } == ["bash", "bash"])
        #expect(value(steps[2], "uses")?.scalarText == "actions/upload-artifact@v4")
        #expect(value(steps[2], "if")?.scalarText == "failure()")
        #expect(mapping(value(steps[2], "with")).map { "\($0.0)=\($0.1.scalarText ?? "")" } == [
            "name=${{ inputs.artifact-name }}", "path=${{ inputs.report }}", "if-no-files-found=ignore",
        ])
        // Inputs reach the scripts only through the environment.
        for step in steps.prefix(2) { #expect(value(step, "run")?.scalarText?.contains("${{") == false) }
    }

    @Test("the check step's script, run as the runner runs it: annotations, step summary, report with manifest")
    func checkStepRuns() throws {
        let step = try #require(steps(try action()).first { value($0, "name")?.scalarText == "buttonlab check" })
        let script = try #require(value(step, "run")?.scalarText)
        let root = makeScratch("action")
        defer { removeScratch(root) }
        try FileManager.default.createDirectory(atPath: root + "/scenarios", withIntermediateDirectories: true)
        let original = try String(contentsOfFile: fixturesDirectory + "/everyday/01-share-44pt.yaml", encoding: .utf8)
        try original.write(toFile: root + "/scenarios/share.yaml", atomically: true, encoding: .utf8)
        #expect(try buttonlab("check", "scenarios", "--golden", "goldens", "--record", "missing", in: root).status == 0)
        try (original + "  titleEdgeInsets: {left: 2}\n").write(toFile: root + "/scenarios/share.yaml", atomically: true, encoding: .utf8)

        var environment = ProcessInfo.processInfo.environment
        environment["GITHUB_ACTIONS"] = "true"
        environment["GITHUB_STEP_SUMMARY"] = root + "/summary.md"
        environment["SCENARIOS"] = "scenarios"
        environment["GOLDENS"] = "goldens"
        environment["REPORT"] = "out/report"
        environment["BUTTONLAB"] = buttonlabExecutable
        environment["CHECK_FLAGS"] = "--strict"
        // The runner's composite `shell: bash`: bash --noprofile --norc -eo pipefail FILE.
        let run = try runProcess("/bin/bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", script], in: root, environment: environment)
        #expect(run.status == 1)
        #expect(run.output.contains("\n::error file=scenarios/share.yaml,"))
        #expect(try String(contentsOfFile: root + "/summary.md", encoding: .utf8).hasPrefix("### buttonlab check failed\n"))
        #expect(listing(root + "/out/report").filter { !$0.hasPrefix(".") }.contains("manifest.json"))
        #expect(listing(root + "/out/report").contains("junit.xml"))
    }
}
