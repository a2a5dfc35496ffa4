import ButtonFiles
import ButtonLabKit
import ButtonLayout
import ButtonReports
import ButtonScenario
import FlyingFox
import Foundation
import Synchronization

/// Every request `buttonlab serve` answers: the checks every request passes first (Host, token,
/// Origin), then the page and the API (docs/serve.md). Answers carry the same security headers.
package final class ServeAPI: HTTPHandler, Sendable {
    package let options: ServeOptions
    package let roots: ServedRoots
    package let feed = ChangeFeed()
    let work = WorkQueue()
    let previewer: Previewer
    let review: Review?
    private let watch: FileWatch
    private let boundPort = Mutex<UInt16>(0)
    private let keepAlive = Mutex<Task<Void, Never>?>(nil)

    /// Request bodies (a scenario's text, an approval) are held to the scenario file limit.
    package static let maximumBodyBytes = ScenarioLimits.maximumFileSize

    package init(options: ServeOptions) throws {
        self.options = options
        let roots = try ServedRoots(options.paths)
        let previewer = try Previewer()
        self.roots = roots
        self.previewer = previewer
        review = try options.goldenDirectory.map { try Review(goldenDirectory: $0, roots: roots, renderer: previewer.renderer) }
        let feed = self.feed
        watch = FileWatch(roots: roots) { feed.publish($0) }
    }

    var port: UInt16 { boundPort.withLock { $0 } }

    func started(port: UInt16) {
        boundPort.withLock { $0 = port }
        watch.start()
        let feed = self.feed
        keepAlive.withLock {
            $0 = Task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(15))
                    feed.keepAlive()
                }
            }
        }
    }

    func stop() {
        watch.stop()
        keepAlive.withLock { $0?.cancel() }
        feed.finish()
        review?.removeReports()
    }

    package func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        do {
            try admit(request)
            return try await route(request)
        } catch let error as ServeError {
            return Self.json(error.json, status: error.status)
        }
    }

    /// DNS rebinding (a page of another site that resolves its name to 127.0.0.1) sends its own
    /// Host: refused before anything else. Then the token, compared in constant time; then, for a
    /// request that changes something, an Origin other than this server's.
    func admit(_ request: HTTPRequest) throws(ServeError) {
        let port = self.port
        let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard let host = request.headers[.host]?.lowercased(), hosts.contains(host) else {
            throw ServeError(status: 421, code: .host, message: "the Host header must be 127.0.0.1:\(port) or localhost:\(port)")
        }
        let given = request.headers[HTTPHeader("X-ButtonLab-Token")] ?? request.query["token"] ?? ""
        guard constantTimeEqual(given, options.token) else {
            throw ServeError(status: 403, code: .token, message: "this request needs the token `buttonlab serve` printed (token= or X-ButtonLab-Token)")
        }
        if let origin = request.headers[HTTPHeader("Origin")], !hosts.map({ "http://" + $0 }).contains(origin.lowercased()) {
            throw ServeError(status: 403, code: .host, message: "requests from another origin are refused")
        }
    }

    private func route(_ request: HTTPRequest) async throws -> HTTPResponse {
        switch (request.method, request.path) {
        case (.GET, "/"): return page(named: "index.html")!
        case (.GET, "/api/files"): return Self.json(filesJSON())
        case (.GET, "/api/file"): return Self.json(try readFile(request.query["path"] ?? ""))
        case (.PUT, "/api/file"): return Self.json(try await writeFile(request.query["path"] ?? "", body: try await body(of: request)))
        case (.POST, "/api/preview"): return try await timed { try await previewText(request) }
        case (.GET, "/api/preview"): return try await timed { try await previewFile(request) }
        case (.GET, "/api/events"): return try events()
        case (.GET, "/api/check"): return Self.json(try await requireReview().check(work: work))
        case (.POST, "/api/approve"): return Self.json(try await requireReview().approve(body: try await body(of: request), work: work))
        case (.GET, "/api/image"): return try await requireReview().image(request.query["name"] ?? "", kind: request.query["kind"] ?? "")
        case (.GET, _):
            let name = String(request.path.dropFirst())
            if name != "index.html", let response = page(named: name) { return response }
        default: break
        }
        throw ServeError(status: 404, code: .request, message: "no such API: \(request.method.rawValue) \(request.path)")
    }

    private func requireReview() throws(ServeError) -> Review {
        guard let review else { throw ServeError(status: 404, code: .request, message: "the review needs `buttonlab serve --golden DIR`") }
        return review
    }

    private func page(named name: String) -> HTTPResponse? {
        guard let file = pageFiles.first(where: { $0.name == name }) else { return nil }
        var bytes = file.bytes
        if name == "index.html" {
            bytes = Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: pageTokenPlaceholder, with: options.token).utf8)
        }
        return Self.response(status: 200, contentType: file.contentType, body: Data(bytes))
    }

    // MARK: Files

    func filesJSON() -> JSONValue {
        // A linked file the walk lists (for a command's reader to refuse by name) is left out here.
        let files = roots.files().filter { EntryKind(atPath: $0) == .regularFile }.compactMap { try? roots.resolve($0) }
        return .object([
            ("roots", .array(roots.roots.map(JSONValue.string))),
            ("files", .array(files.map { .object([("path", .string($0.path)), ("format", .string($0.format)), ("editable", .bool($0.isEditable))]) })),
            ("review", .bool(review != nil)),
        ])
    }

    func readFile(_ path: String) throws(ServeError) -> JSONValue {
        let served = try roots.resolve(path)
        let bytes = try served.read(maximumBytes: served.maximumBytes)
        guard String(validatingUTF8Bytes: bytes) != nil else {
            throw ServeError(status: 422, code: .file, message: "the file is not valid UTF-8", file: path)
        }
        return .object([("path", .string(served.path)), ("format", .string(served.format)), ("text", .string(String(decoding: bytes, as: UTF8.self)))])
    }

    /// Saves a scenario file as the editor holds it, valid or not (an editor saves work in
    /// progress): only UTF-8 text within the scenario size limit, only YAML and JSON scenario files.
    func writeFile(_ path: String, body: [UInt8]) async throws(ServeError) -> JSONValue {
        let served = try roots.resolve(path)
        guard served.isEditable else {
            throw ServeError(status: 403, code: .input, message: "only scenario files (.yaml, .yml, .json) are saved from the page", file: path)
        }
        guard String(validatingUTF8Bytes: body) != nil else {
            throw ServeError(status: 422, code: .file, message: "the text is not valid UTF-8", file: path)
        }
        try served.write(body)
        return .object([("path", .string(served.path)), ("bytes", .number(Double(body.count)))])
    }

    // MARK: Preview

    /// The answer's `Server-Timing: preview;dur=MS` is the server's time from the request's body to
    /// the answer's JSON, which `make bench` and the page's own timing read.
    private func timed(_ answer: () async throws -> HTTPResponse) async throws -> HTTPResponse {
        let clock = ContinuousClock()
        let start = clock.now
        var response = try await answer()
        let elapsed = (clock.now - start).components
        let milliseconds = Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) * 1e-15
        response.headers[HTTPHeader("Server-Timing")] = "preview;dur=" + String(format: "%.3f", milliseconds)
        return response
    }

    private func previewText(_ request: HTTPRequest) async throws -> HTTPResponse {
        let text = try await body(of: request)
        let path = request.query["path"] ?? ""
        var isJSON: Bool
        var name = "untitled.yaml"
        if !path.isEmpty {
            let served = try roots.resolve(path)
            guard served.isEditable else {
                throw ServeError(status: 415, code: .input, message: "the preview takes scenario text (YAML or JSON); this file is \(served.format)", file: path)
            }
            name = served.path
        }
        isJSON = name.lowercased().hasSuffix(".json")
        switch request.query["format"] {
        case nil, "": break
        case "yaml": isJSON = false
        case "json": isJSON = true
        case let other?: throw ServeError(status: 400, code: .input, message: "unknown format '\(logEscaped(other))'; choose yaml or json")
        }
        let previewRequest = Previewer.Request(text: text, path: name, isJSON: isJSON, theme: try theme(of: request))
        let previewer = self.previewer
        return Self.answer(try await work.run { previewer.preview(previewRequest) })
    }

    /// A served file as it is on disk, of any input format (an IB file's every button).
    private func previewFile(_ request: HTTPRequest) async throws -> HTTPResponse {
        let served = try roots.resolve(request.query["path"] ?? "")
        try served.requireNoLink()
        let (previewer, theme, roots) = (self.previewer, try theme(of: request), self.roots.roots)
        return Self.answer(try await work.run { previewer.preview(file: served.path, roots: roots, theme: theme) })
    }

    private func theme(of request: HTTPRequest) throws(ServeError) -> DiagramTheme? {
        guard let value = request.query["theme"], !value.isEmpty else { return nil }
        guard let theme = DiagramTheme(rawValue: value) else {
            throw ServeError(status: 400, code: .input, message: "unknown theme '\(logEscaped(value))'; choose \(DiagramTheme.allCases.map(\.rawValue).joined(separator: " or "))")
        }
        return theme
    }

    private static func answer(_ result: Result<JSONValue, ServeError>) -> HTTPResponse {
        switch result {
        case .success(let value): json(value)
        case .failure(let error): json(error.json, status: error.status)
        }
    }

    // MARK: Events

    private func events() throws(ServeError) -> HTTPResponse {
        guard let stream = feed.subscribe() else {
            throw ServeError(status: 429, code: .busy, message: "\(feed.maximumStreams) event streams are already open")
        }
        var response = HTTPResponse(statusCode: .ok, headers: Self.securityHeaders, body: HTTPBodySequence(from: EventBytes(stream: stream)))
        response.headers[.contentType] = "text/event-stream; charset=utf-8"
        return response
    }

    // MARK: Bodies and responses

    /// The request's body, refused (413) past `maximumBodyBytes` by its Content-Length before
    /// reading, or while reading one sent in chunks.
    func body(of request: HTTPRequest) async throws -> [UInt8] {
        let limit = Self.maximumBodyBytes
        let tooLarge = ServeError(status: 413, code: .limit, message: "the request body \(FileError(path: "", reason: .tooLarge(maximumBytes: limit)).reasonText), the scenario file limit")
        if let count = request.bodySequence.count, count > limit { throw tooLarge }
        var bytes: [UInt8] = []
        for try await chunk in request.bodySequence {
            bytes += chunk
            if bytes.count > limit { throw tooLarge }
        }
        return bytes
    }

    /// No caching, no framing, no sniffing, no referrer (the token is in the URL), nothing but
    /// this server's own scripts and styles; and no CORS header at all, so no other origin reads an answer.
    static let securityHeaders: HTTPHeaders = [
        HTTPHeader("Content-Security-Policy"):
            "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        HTTPHeader("X-Content-Type-Options"): "nosniff",
        HTTPHeader("X-Frame-Options"): "DENY",
        HTTPHeader("Referrer-Policy"): "no-referrer",
        HTTPHeader("Cross-Origin-Resource-Policy"): "same-origin",
        .cacheControl: "no-store",
    ]

    static func response(status: Int, contentType: String, body: Data) -> HTTPResponse {
        var headers = securityHeaders
        headers[.contentType] = contentType
        return HTTPResponse(statusCode: HTTPStatusCode(status, phrase: phrase(status)), headers: headers, body: body)
    }

    static func json(_ value: JSONValue, status: Int = 200) -> HTTPResponse {
        response(status: status, contentType: "application/json; charset=utf-8", body: Data((value.rendered() + "\n").utf8))
    }

    static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 409: "Conflict"
        case 413: "Content Too Large"
        case 415: "Unsupported Media Type"
        case 421: "Misdirected Request"
        case 422: "Unprocessable Content"
        case 429: "Too Many Requests"
        case 503: "Service Unavailable"
        default: "Error"
        }
    }
}

/// Whether two strings hold the same bytes, in a time that does not depend on where they first differ.
func constantTimeEqual(_ a: String, _ b: String) -> Bool {
    let a = Array(a.utf8), b = Array(b.utf8)
    var difference = UInt8(a.count == b.count ? 0 : 1)
    for index in 0..<min(a.count, b.count) { difference |= a[index] ^ b[index] }
    return difference == 0
}

extension String {
    /// The bytes as a string if they are UTF-8, else nil.
    init?(validatingUTF8Bytes bytes: [UInt8]) {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        self = text
    }
}
