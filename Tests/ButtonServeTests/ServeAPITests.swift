import ButtonLabTestSupport
import ButtonServe
import Foundation
import Testing

/// docs/serve.md's API over real HTTP: each endpoint answers what the matching command prints.
@Suite struct ServeAPITests {
    let close = fixtureText("everyday/04-close-30x30.yaml")
    let configure = fixtureText("configuration/02-configure-160x44.yaml")

    @Test func thePageCarriesTheToken() async throws {
        let folder = scratchFolder("serve-page", ["a.yaml": close])
        defer { removeScratch(folder) }
        try await withServer(paths: [folder]) { client, token in
            let page = try await client.send("GET", "/?token=\(token)")
            #expect(page.status == 200)
            #expect(page.headers["content-type"] == "text/html; charset=utf-8")
            #expect(page.text.contains(#"<meta name="buttonlab-token" content="\#(token)">"#))
            #expect(!page.text.contains("BUTTONLAB_TOKEN"))
            let script = try await client.send("GET", "/page.js?token=\(token)")
            #expect(script.status == 200)
            #expect(script.headers["content-type"] == "text/javascript; charset=utf-8")
            #expect(try await client.send("GET", "/nothing.js?token=\(token)").status == 404)
        }
    }

    @Test(arguments: ["everyday/04-close-30x30.yaml", "configuration/02-configure-160x44.yaml"])
    func aPreviewIsWhatLayoutRenderAndExplainPrint(fixture: String) async throws {
        let folder = scratchFolder("serve-preview", ["a.yaml": fixtureText(fixture)])
        defer { removeScratch(folder) }
        let file = folder + "/a.yaml"
        let layout = try buttonlab("layout", "--format", "json", file)
        let explain = try buttonlab("explain", file)
        let render = try buttonlab("render", "--format", "svg", "-o", folder + "/out", file)
        #expect(render.status == 0)
        let svgFile = try #require(listing(folder + "/out").first { $0.hasSuffix(".svg") })
        let svg = try String(contentsOfFile: folder + "/out/" + svgFile, encoding: .utf8)
        try await withServer(paths: [folder]) { client, token in
            let response = try await client.send("POST", "/api/preview?token=\(token)&path=\(file)", body: Array(fixtureText(fixture).utf8))
            #expect(response.status == 200)
            let object = try #require(response.json as? [String: Any])
            #expect(object.keys.sorted() == ["alt", "diagnostics", "explanation", "layout", "svg"])
            #expect((object["layout"] as? NSObject) == parsedJSON(layout.output))
            #expect(object["explanation"] as? String == explain.output)
            #expect(object["svg"] as? String == svg)
            #expect((object["diagnostics"] as? [Any])?.isEmpty == true)
        }
    }

    @Test func aPreviewListsTheTruncatedInOneStateLintAtItsKey() async throws {
        let folder = scratchFolder("serve-preview-lint", ["a.yaml": fixtureText("conditions/follow-truncated-one-state.yaml")])
        defer { removeScratch(folder) }
        let file = folder + "/a.yaml"
        try await withServer(paths: [folder]) { client, token in
            let response = try await client.send(
                "POST", "/api/preview?token=\(token)&path=\(file)", body: Array(fixtureText("conditions/follow-truncated-one-state.yaml").utf8))
            #expect(response.status == 200)
            let diagnostics = response.diagnostics.map { "\($0["severity"]!) \($0["line"]!):\($0["column"]!) \($0["code"]!) \($0["keyPath"]!)" }
            #expect(diagnostics == ["warning 9:30 truncated-in-one-state button.titles.selected"])
        }
    }

    @Test func anInterfaceBuilderFileIsPreviewedButtonByButton() async throws {
        let folder = makeScratch("serve-preview-ib")
        defer { removeScratch(folder) }
        try FileManager.default.copyItem(atPath: fixturesDirectory + "/interface-builder/Login.xib", toPath: folder + "/Login.xib")
        // The served folder is the root the IB file's source is stated from, as in `layout FOLDER`.
        let layout = try buttonlab("layout", "--format", "json", folder)
        let expected = try #require(parsedJSON(layout.output) as? [NSObject])
        try await withServer(paths: [folder]) { client, token in
            let response = try await client.send("GET", "/api/preview?token=\(token)&path=\(folder)/Login.xib")
            #expect(response.status == 200)
            let object = try #require(response.json as? [String: Any])
            let scenarios = try #require(object["scenarios"] as? [[String: Any]])
            #expect(scenarios.map { $0["layout"] as? NSObject } == expected)
            #expect(scenarios.allSatisfy { ($0["svg"] as? String)?.contains("<svg") == true })
            let text = try await client.send("POST", "/api/preview?token=\(token)&path=\(folder)/Login.xib", body: Array("<x/>".utf8))
            #expect(text.status == 415)
        }
    }

    @Test func anInvalidScenarioAnswers422WithPositionedDiagnostics() async throws {
        let folder = scratchFolder("serve-invalid", ["a.yaml": close])
        defer { removeScratch(folder) }
        let text = "name: broken\nbutton:\n  size: [30, -30]\n  imageEdgeInset: {left: 2}\n"
        try await withServer(paths: [folder]) { client, token in
            let response = try await client.send("POST", "/api/preview?token=\(token)&path=\(folder)/a.yaml", body: Array(text.utf8))
            #expect(response.status == 422)
            let diagnostics = response.diagnostics.map { "\($0["file"]!):\($0["line"]!):\($0["column"]!) \($0["code"]!) \($0["keyPath"]!)" }
            #expect(diagnostics == ["\(folder)/a.yaml:3:14 range button.size[1]", "\(folder)/a.yaml:4:3 unknown-key button.imageEdgeInset"])
            let untitled = try await client.send("POST", "/api/preview?token=\(token)", body: Array("button: [".utf8))
            #expect(untitled.status == 422)
            #expect(untitled.diagnostics.map { "\($0["file"]!) \($0["code"]!)" } == ["untitled.yaml syntax"])
            let json = try await client.send("POST", "/api/preview?token=\(token)&format=json", body: Array(#"{"button": {"size": [30, 30]}, "nme": 1}"#.utf8))
            #expect(json.status == 422)
            #expect(json.codes == ["unknown-key"])
            #expect(try await client.send("POST", "/api/preview?token=\(token)&format=xml", body: Array(close.utf8)).status == 400)
            #expect(try await client.send("POST", "/api/preview?token=\(token)&theme=sepia", body: Array(close.utf8)).status == 400)
        }
    }

    @Test func filesAreTheWalkOfCheck() async throws {
        let folder = scratchFolder("serve-files", [
            "b.yaml": close, "a/c.yml": close, "a/d.json": "{}", "notes.txt": "x", ".hidden/e.yaml": close, "f.xib": "<x/>",
        ])
        defer { removeScratch(folder) }
        try await withServer(paths: [folder, folder + "/b.yaml"]) { client, token in
            let response = try await client.send("GET", "/api/files?token=\(token)")
            #expect(response.status == 200)
            let object = try #require(response.json as? [String: Any])
            #expect(object["roots"] as? [String] == [folder, folder + "/b.yaml"])
            let files = (object["files"] as? [[String: Any]] ?? []).map { "\($0["path"]!) \($0["format"]!) \($0["editable"]!)" }
            #expect(files == [
                "\(folder)/a/c.yml scenario 1", "\(folder)/a/d.json scenario 1", "\(folder)/b.yaml scenario 1",
                "\(folder)/f.xib interface-builder 0", "\(folder)/b.yaml scenario 1",
            ])
            #expect(object["review"] as? Bool == false)
        }
    }

    @Test func aFileIsReadAndSavedAtomically() async throws {
        let folder = scratchFolder("serve-save", ["a.yaml": close, "f.xib": "<x/>"])
        defer { removeScratch(folder) }
        try await withServer(paths: [folder]) { client, token in
            let read = try await client.send("GET", "/api/file?token=\(token)&path=\(folder)/a.yaml")
            #expect(read.status == 200)
            #expect((read.json as? [String: String]) == ["path": folder + "/a.yaml", "format": "scenario", "text": close])
            let inode = try FileManager.default.attributesOfItem(atPath: folder + "/a.yaml")[.systemFileNumber] as? Int
            // Saved as the editor holds it, even invalid: work in progress.
            let text = "name: half-typed\nbutton: {size: [30,\n"
            let save = try await client.send("PUT", "/api/file?token=\(token)&path=\(folder)/a.yaml", body: Array(text.utf8))
            #expect(save.status == 200)
            #expect((save.json as? NSObject) == parsedJSON(#"{"path": "\#(folder)/a.yaml", "bytes": \#(text.utf8.count)}"#))
            #expect(try String(contentsOfFile: folder + "/a.yaml", encoding: .utf8) == text)
            // A new inode: a renamed temporary file, never the old file rewritten in place.
            #expect(try FileManager.default.attributesOfItem(atPath: folder + "/a.yaml")[.systemFileNumber] as? Int != inode)
            #expect(listing(folder) == ["a.yaml", "f.xib"])
            #expect(try await client.send("PUT", "/api/file?token=\(token)&path=\(folder)/f.xib", body: Array("<y/>".utf8)).status == 403)
            #expect(try await client.send("PUT", "/api/file?token=\(token)&path=\(folder)/a.yaml", body: [0xFF, 0xFE]).status == 422)
            #expect(try await client.send("PUT", "/api/file?token=\(token)&path=\(folder)/new/b.yaml", body: Array(close.utf8)).status == 404)
            #expect(try String(contentsOfFile: folder + "/a.yaml", encoding: .utf8) == text)
        }
    }

    @Test func aChangeOnDiskArrivesAsAnEvent() async throws {
        let folder = scratchFolder("serve-events", ["a.yaml": close])
        defer { removeScratch(folder) }
        try await withServer(paths: [folder]) { client, token in
            let stream = try client.openStream("/api/events?token=\(token)")
            defer { Foundation.close(stream) }
            let head = await client.readStream(stream, until: "event: ready")
            #expect(head.hasPrefix("HTTP/1.1 200"))
            #expect(head.lowercased().contains("content-type: text/event-stream; charset=utf-8"))
            try Data(configure.utf8).write(to: URL(fileURLWithPath: folder + "/a.yaml"))
            let changed = await client.readStream(stream, until: "\"kind\": \"modified\"")
            #expect(changed.contains("event: change\ndata: {\"path\": \"\(folder)/a.yaml\", \"kind\": \"modified\"}\n\n"))
            try Data(close.utf8).write(to: URL(fileURLWithPath: folder + "/b.yaml"))
            let created = await client.readStream(stream, until: "\"kind\": \"created\"")
            #expect(created.contains("data: {\"path\": \"\(folder)/b.yaml\", \"kind\": \"created\"}"))
        }
    }
}
