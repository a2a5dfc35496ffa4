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

extension RawHTTPClient {
    /// `send` on a thread of its own: the server answers on the cooperative pool, which a test
    /// blocked in a socket read would otherwise hold (two such tests starve a two-core machine's pool).
    func send(_ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8] = []) async throws -> Response {
        try await onThread { try send(method, target, headers: headers, body: body) }
    }

    func readStream(_ socket: Int32, until marker: String, seconds: Int = 20) async -> String {
        (try? await onThread { readStream(socket, until: marker, seconds: seconds) }) ?? ""
    }

    private func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }
}
