import Foundation
import Testing

@testable import ButtonScenario

/// A scenario without `name` is named after its file: the last path component, as Foundation's
/// `URL.lastPathComponent` gives it, without its last extension.
@Suite("Scenario names from file names")
struct BaseNameTests {
    @Test(arguments: [
        ("a/b/fig-3.yaml", "fig-3"),
        ("fig.yaml", "fig"),
        ("/abs/dir/x.y.z", "x.y"),
        ("dir/.hidden", ".hidden"),
        ("a/b/", "b"),
        ("a//b.yaml", "b"),
        ("a/b.c/fig", "fig"),
        ("-", "-"),
        ("/", "/"),
    ])
    func baseName(_ path: String, _ expected: String) {
        #expect(ScenarioLoader.baseName(of: path) == expected)
    }

    /// The hand-written last component agrees with Foundation's for the same paths.
    @Test(arguments: ["a/b/fig-3.yaml", "fig.yaml", "/abs/dir/x.y.z", "dir/.hidden", "a/b/", "a//b.yaml", "a/b//", "-"])
    func lastComponentMatchesFoundation(_ path: String) {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let expected: String
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { expected = String(name[..<dot]) } else { expected = name }
        #expect(ScenarioLoader.baseName(of: path) == expected)
    }
}
