import ButtonLabTestSupport
import ButtonServe
import Foundation
import Testing

#if os(Linux)
/// docs/serve.md "Speed": a response's head and body leave without waiting for the browser's
/// delayed acknowledgement, because the server's sockets have Nagle's algorithm off.
@Suite struct ServeSocketTests {
    @Test func theListeningAndAcceptedSocketsSendWithoutDelay() async throws {
        let folder = scratchFolder("serve-socket", ["a.yaml": fixtureText("everyday/04-close-30x30.yaml")])
        defer { removeScratch(folder) }
        try await withServer(paths: [folder]) { client, token in
            let stream = try client.openStream("/api/events?token=\(token)")
            defer { Foundation.close(stream) }
            #expect(await client.readStream(stream, until: "event: ready").hasPrefix("HTTP/1.1 200"))
            // This process holds both ends: the server's sockets are those whose own port is the server's.
            let serverSockets = openSockets().filter { localPort(of: $0) == client.port }
            #expect(serverSockets.count == 2)  // the listening socket and the stream's connection
            #expect(serverSockets.map(noDelay) == [true, true])
        }
    }

    private func openSockets() -> [Int32] {
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return descriptors.compactMap(Int32.init).sorted().filter { descriptor in
            var status = stat()
            return fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFSOCK
        }
    }

    private func localPort(of descriptor: Int32) -> UInt16? {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard result == 0, address.sin_family == sa_family_t(AF_INET) else { return nil }
        return UInt16(bigEndian: address.sin_port)
    }

    private func noDelay(_ descriptor: Int32) -> Bool {
        var value: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        return getsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &value, &length) == 0 && value != 0
    }
}
#endif
