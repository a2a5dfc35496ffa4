import ButtonLabTestSupport
import ButtonServe
import Foundation
import Testing

/// A server on a free loopback port over `paths`, for the length of `body`, with a client and its token.
func withServer(
    paths: [String], golden: String? = nil, _ body: (RawHTTPClient, String) async throws -> Void
) async throws {
    let token = "test-token-0123456789abcdef"
    let server = try await ButtonLabServer(options: ServeOptions(paths: paths, port: 0, goldenDirectory: golden, token: token))
    let client = RawHTTPClient(port: server.port)
    do {
        try await body(client, token)
    } catch {
        await server.stop()
        throw error
    }
    await server.stop()
}

/// A scratch folder holding `files` (relative path → text).
func scratchFolder(_ label: String, _ files: [String: String]) -> String {
    let folder = makeScratch(label)
    for (path, text) in files {
        let full = folder + "/" + path
        try! FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try! Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }
    return folder
}

func fixtureText(_ relative: String) -> String {
    try! String(contentsOfFile: fixturesDirectory + "/" + relative, encoding: .utf8)
}

extension RawHTTPClient.Response {
    /// The diagnostics of an error answer, as (code, line, column, keyPath).
    var diagnostics: [[String: Any]] {
        ((json as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []
    }

    var codes: [String] { diagnostics.compactMap { $0["code"] as? String } }
}

/// JSON text parsed, for comparing documents value for value whatever their indentation.
func parsedJSON(_ text: String) -> NSObject? {
    try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as? NSObject
}
