import ButtonLabTestSupport
import Foundation
import Testing

/// The Markdown pages the repository holds, by file name: docs/, the README, the DocC catalog.
private func repositoryPages() -> Set<String> {
    let files = FileManager.default.enumerator(atPath: repositoryRoot + "/docs")?.allObjects as? [String] ?? []
    return Set(files.filter { $0.hasSuffix(".md") }.map { ($0 as NSString).lastPathComponent } + ["README.md"])
}

/// Every Markdown page a comment of Sources/, Tests/ or Package.swift names, with where.
private func commentedPages() -> [(page: String, place: String)] {
    let pattern = try! NSRegularExpression(pattern: #"[A-Za-z0-9_-]+\.md\b"#)
    var found: [(String, String)] = []
    let sources = ["Sources", "Tests"].flatMap { folder in
        (FileManager.default.enumerator(atPath: repositoryRoot + "/" + folder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
    } + ["Package.swift"]
    for file in sources {
        let text = (try? String(contentsOfFile: repositoryRoot + "/" + file, encoding: .utf8)) ?? ""
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let comment = line.range(of: "//").map({ String(line[$0.lowerBound...]) }) else { continue }
            for match in pattern.matches(in: comment, range: NSRange(comment.startIndex..., in: comment)) {
                found.append((String(comment[Range(match.range, in: comment)!]), "\(file):\(number + 1)"))
            }
        }
    }
    return found
}

@Suite("Comments point to the repository's own docs")
struct DocumentReferenceTests {
    @Test("every NAME.md a comment names is a page of the repository (the specs are not shipped)")
    func commentsNameExistingPages() {
        let pages = repositoryPages()
        let missing = commentedPages().filter { !pages.contains($0.page) }.map { "\($0.place): \($0.page)" }
        #expect(missing == [])
    }
}
