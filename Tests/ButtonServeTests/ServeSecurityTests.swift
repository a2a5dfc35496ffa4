import ButtonLabTestSupport
import ButtonServe
import Foundation
import Testing

/// security.md §8: the token, the Host header, the paths, the bodies, the headers.
@Suite struct ServeSecurityTests {
    let close = fixtureText("everyday/04-close-30x30.yaml")

    @Test func everyRequestWithoutTheTokenIsRefused() async throws {
        let folder = scratchFolder("serve-token", ["a.yaml": close])
        defer { removeScratch(folder) }
        try await withServer(paths: [folder]) { client, token in
            for (method, target) in [("GET", "/"), ("GET", "/page.js"), ("GET", "/api/files"), ("GET", "/api/file?path=\(folder)/a.yaml"),
                                     ("POST", "/api/preview"), ("GET", "/api/events"), ("GET", "/api/check"), ("POST", "/api/approve")] {
                let response = try client.send(method, target)
                #expect(response.status == 403, "\(method) \(target)")
                #expect(response.codes == ["token"])
                let wrong = try client.send(method, target + (target.contains("?") ? "&" : "?") + "token=" + token.dropLast() + "x")
                #expect(wrong.status == 403)
            }
            #expect(try client.send("GET", "/?token=\(token)").status == 200)
            #expect(try client.send("GET", "/api/files", headers: [("X-ButtonLab-Token", token)]).status == 200)
        }
    }

    @Test func aForeignHostIsRefusedBeforeTheToken() async throws {
        let folder = scratchFolder("serve-host", ["a.yaml": close])
        defer { removeScratch(folder) }
        try await withServer(paths: [folder]) { client, token in
            let port = client.port
            for host in ["evil.example:\(port)", "127.0.0.1", "127.0.0.1:\(port + 1)", "localhost.evil.example:\(port)", "[::1]:\(port)"] {
                let response = try client.send("GET", "/api/files?token=\(token)", headers: [("Host", host)])
                #expect(response.status == 421, "\(host)")
                #expect(response.codes == ["host"])
            }
            #expect(try client.send("GET", "/api/files?token=\(token)", headers: [("Host", "localhost:\(port)")]).status == 200)
            #expect(try client.send("GET", "/api/files?token=\(token)", headers: [("Host", "127.0.0.1:\(port)")]).status == 200)
            let foreign = try client.send("POST", "/api/preview?token=\(token)", headers: [("Origin", "http://evil.example")], body: Array(close.utf8))
            #expect(foreign.status == 403)
            #expect(foreign.codes == ["host"])
            let own = try client.send("POST", "/api/preview?token=\(token)", headers: [("Origin", "http://127.0.0.1:\(port)")], body: Array(close.utf8))
            #expect(own.status == 200)
        }
    }

    @Test func answersCarryTheSecurityHeadersAndNoCORS() async throws {
        let folder = scratchFolder("serve-headers", ["a.yaml": close])
        defer { removeScratch(folder) }
        try await withServer(paths: [folder]) { client, token in
            for target in ["/?token=\(token)", "/api/files?token=\(token)", "/api/nothing?token=\(token)", "/api/files"] {
                let response = try client.send("GET", target, headers: [("Origin", "http://127.0.0.1:\(client.port)")])
                #expect(response.headers["content-security-policy"]
                    == "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
                #expect(response.headers["x-content-type-options"] == "nosniff")
                #expect(response.headers["referrer-policy"] == "no-referrer")
                #expect(response.headers["cache-control"] == "no-store")
                #expect(response.headers.keys.filter { $0.hasPrefix("access-control-") }.isEmpty)
            }
        }
    }

    @Test func pathsOutsideTheRootsLinksAndOtherFilesAreRefused() async throws {
        let folder = scratchFolder("serve-paths", ["root/a.yaml": close, "root/notes.txt": "secret", "outside.yaml": close, "root/.hidden.yaml": close])
        defer { removeScratch(folder) }
        let root = folder + "/root"
        try FileManager.default.createSymbolicLink(atPath: root + "/link.yaml", withDestinationPath: folder + "/outside.yaml")
        try FileManager.default.createSymbolicLink(atPath: root + "/linked", withDestinationPath: folder)
        try await withServer(paths: [root]) { client, token in
            let refused: [(String, Int, String)] = [
                ("\(root)/../outside.yaml", 403, "input"),
                ("\(folder)/outside.yaml", 403, "input"),
                ("/etc/passwd", 403, "input"),
                ("\(root)/notes.txt", 403, "input"),
                ("\(root)/.hidden.yaml", 403, "input"),
                ("\(root)/./a.yaml", 403, "input"),
                ("\(root)/link.yaml", 403, "file"),
                ("\(root)/linked/outside.yaml", 403, "file"),
                ("\(root)/missing.yaml", 404, "file"),
                ("", 403, "input"),
            ]
            for (path, status, code) in refused {
                let encoded = path.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? path
                let read = try client.send("GET", "/api/file?token=\(token)&path=\(encoded)")
                #expect(read.status == status, "GET \(path)")
                #expect(read.codes == [code], "GET \(path)")
                let write = try client.send("PUT", "/api/file?token=\(token)&path=\(encoded)", body: Array("name: x\n".utf8))
                #expect(write.status == (status == 404 ? 200 : status), "PUT \(path)")
            }
            #expect(try String(contentsOfFile: folder + "/outside.yaml", encoding: .utf8) == close)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root + "/link.yaml") == folder + "/outside.yaml")
        }
    }

    @Test func bodiesOverTheScenarioLimitAreRefused() async throws {
        let folder = scratchFolder("serve-body", ["a.yaml": close])
        defer { removeScratch(folder) }
        try await withServer(paths: [folder]) { client, token in
            let large = [UInt8](repeating: UInt8(ascii: "#"), count: ServeAPI.maximumBodyBytes + 1)
            let preview = try client.send("POST", "/api/preview?token=\(token)", body: large)
            #expect(preview.status == 413)
            #expect(preview.codes == ["limit"])
            let save = try client.send("PUT", "/api/file?token=\(token)&path=\(folder)/a.yaml", body: large)
            #expect(save.status == 413)
            #expect(try String(contentsOfFile: folder + "/a.yaml", encoding: .utf8) == close)
            // A length that claims more than the limit is refused before anything is read.
            let claimed = try client.send("POST", "/api/preview?token=\(token)", headers: [("Content-Length", "\(1 << 30)")])
            #expect(claimed.status == 413)
            let exact = [UInt8](repeating: UInt8(ascii: "#"), count: ServeAPI.maximumBodyBytes)
            #expect(try client.send("POST", "/api/preview?token=\(token)", body: exact).status == 422)
        }
    }
}
