import ButtonLabTestSupport
import ButtonServe
import Foundation
import Testing

/// `serve --golden`: the check and the approval are `buttonlab check` and `buttonlab approve`.
@Suite struct ServeReviewTests {
    let close = fixtureText("everyday/04-close-30x30.yaml")

    /// A scenario folder and goldens recorded from it, then the scenario changed so that its check fails.
    func failingProject(_ label: String) throws -> String {
        let folder = scratchFolder(label, ["s/close.yaml": close])
        try FileManager.default.createDirectory(atPath: folder + "/g", withIntermediateDirectories: true)
        let record = try buttonlab("check", "s", "--golden", "g", "--record", "missing", in: folder)
        #expect(record.status == 0, "\(record.errors)")
        try Data(close.replacingOccurrences(of: "size: [14, 14]", with: "size: [16, 14]").utf8)
            .write(to: URL(fileURLWithPath: folder + "/s/close.yaml"))
        return folder
    }

    @Test func approvingWritesTheGoldensApproveWrites() async throws {
        let served = try failingProject("serve-review")
        let command = try failingProject("serve-review-cli")
        defer {
            removeScratch(served)
            removeScratch(command)
        }
        let check = try buttonlab("check", "s", "--golden", "g", "--report", "r", in: command)
        #expect(check.status == 1)
        let approve = try buttonlab("approve", "r", "--golden", "g", in: command)
        #expect(approve.status == 0, "\(approve.errors)")

        try await withServer(paths: [served + "/s"], golden: served + "/g") { client, token in
            let response = try client.send("GET", "/api/check?token=\(token)")
            #expect(response.status == 200)
            let object = try #require(response.json as? [String: Any])
            #expect(object["summary"] as? String == "0 passed, 1 failed")
            let checks = try #require(object["checks"] as? [[String: Any]])
            #expect(checks.count == 1)
            #expect(checks.first?["name"] as? String == "everyday-04-close-30x30")
            #expect(checks.first?["status"] as? String == "failed")
            #expect(checks.first?["layoutChanges"] as? [String] == [])
            let expected = try #require(checks.first?["expected"] as? String)
            let image = try client.send("GET", expected + "&token=\(token)")
            #expect(image.status == 200)
            #expect(image.headers["content-type"] == "image/png")
            #expect(image.body == readBytes(served + "/g/everyday-04-close-30x30.png"))

            let approval = try client.send("POST", "/api/approve?token=\(token)", body: Array(#"{"names": ["everyday-04-close-30x30"]}"#.utf8))
            #expect(approval.status == 200)
            #expect((approval.json as? [String: Any])?["summary"] as? String == "1 approved")
        }
        #expect(listing(served + "/g") == listing(command + "/g"))
        for name in listing(command + "/g") {
            #expect(readBytes(served + "/g/" + name) == readBytes(command + "/g/" + name), "\(name)")
        }
    }

    @Test func aGoldenChangedSinceTheCheckRefusesTheApproval() async throws {
        let served = try failingProject("serve-review-hash")
        defer { removeScratch(served) }
        try await withServer(paths: [served + "/s"], golden: served + "/g") { client, token in
            #expect(try client.send("POST", "/api/approve?token=\(token)").status == 409)
            #expect(try client.send("GET", "/api/check?token=\(token)").status == 200)
            let golden = served + "/g/everyday-04-close-30x30.json"
            try Data("{}\n".utf8).write(to: URL(fileURLWithPath: golden))
            let before = listing(served + "/g").map { readBytes(served + "/g/" + $0) }
            let refused = try client.send("POST", "/api/approve?token=\(token)")
            #expect(refused.status == 409)
            #expect(refused.codes == ["value"])
            #expect(listing(served + "/g").map { readBytes(served + "/g/" + $0) } == before)
        }
    }

    @Test func withoutGoldenThereIsNoReview() async throws {
        let folder = scratchFolder("serve-noreview", ["a.yaml": close])
        defer { removeScratch(folder) }
        try await withServer(paths: [folder]) { client, token in
            let check = try client.send("GET", "/api/check?token=\(token)")
            #expect(check.status == 404)
            #expect(check.codes == ["request"])
            #expect(try client.send("POST", "/api/approve?token=\(token)").status == 404)
        }
    }
}
