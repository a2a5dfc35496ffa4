import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An HTTP/1.1 client over a plain socket, so that tests send exactly the request line and headers
/// they mean (a wrong Host, no token, a chunked body), which URLSession would rewrite. Also the
/// bench's client of `buttonlab serve` (`make bench`, "serve").
public struct RawHTTPClient: Sendable {
    public var port: UInt16

    public init(port: UInt16) {
        self.port = port
    }

    public struct Response {
        public var status: Int
        /// Lowercased names.
        public var headers: [String: String]
        public var body: [UInt8]
        public var text: String { String(decoding: body, as: UTF8.self) }
        public var json: Any? { try? JSONSerialization.jsonObject(with: Data(body)) }
    }

    /// Sends one request with `Connection: close` and reads the whole answer. `headers` are
    /// sent as given; Host and Content-Length are added unless given.
    public func send(_ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8] = []) throws -> Response {
        let socket = try connectSocket()
        defer { close(socket) }
        var lines = ["\(method) \(target) HTTP/1.1"]
        if !headers.contains(where: { $0.0.lowercased() == "host" }) { lines.append("Host: 127.0.0.1:\(port)") }
        if !headers.contains(where: { $0.0.lowercased() == "content-length" || $0.0.lowercased() == "transfer-encoding" }) {
            lines.append("Content-Length: \(body.count)")
        }
        lines += headers.map { "\($0.0): \($0.1)" }
        lines.append("Connection: close")
        try writeBytes(socket, Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8) + body)
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            received += buffer[..<count]
        }
        return try Self.parse(received)
    }

    /// Opens a request whose answer is a stream (Server-Sent Events) and returns the socket; read it with `readStream(_:until:)`.
    public func openStream(_ target: String) throws -> Int32 {
        let socket = try connectSocket()
        try writeBytes(socket, Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n".utf8))
        return socket
    }

    /// What the socket sends until `marker` has arrived (or `seconds` pass with nothing new).
    public func readStream(_ socket: Int32, until marker: String, seconds: Int = 20) -> String {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !String(decoding: received, as: UTF8.self).contains(marker) {
            let count = buffer.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            received += buffer[..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }

    private func connectSocket() throws -> Int32 {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            close(descriptor)
            throw POSIXError(.ECONNREFUSED)
        }
        return descriptor
    }

    private func writeBytes(_ socket: Int32, _ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
            guard count > 0 else { throw POSIXError(.EPIPE) }
            sent += count
        }
    }

    static func parse(_ bytes: [UInt8]) throws -> Response {
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: Array("\r\n\r\n".utf8)) }) else {
            throw POSIXError(.EBADMSG)
        }
        let head = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let status = Int(head[0].split(separator: " ")[1]) ?? 0
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Array(bytes[(end + 4)...])
        if headers["transfer-encoding"] == "chunked" { body = dechunk(body) }
        return Response(status: status, headers: headers, body: body)
    }

    static func dechunk(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var index = 0
        while let lineEnd = bytes[index...].firstIndex(of: 0x0D), let size = Int(String(decoding: bytes[index..<lineEnd], as: UTF8.self), radix: 16), size > 0 {
            out += bytes[(lineEnd + 2)..<(lineEnd + 2 + size)]
            index = lineEnd + 2 + size + 2
        }
        return out
    }
}
