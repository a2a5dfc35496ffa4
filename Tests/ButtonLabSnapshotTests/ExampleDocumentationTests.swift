import ButtonLabTestSupport
import Foundation
import Testing

/// A fenced block that follows `<!-- file: PATH -->` in a document, and the file it claims to be.
struct QuotedFile: CustomTestStringConvertible {
    var document: String
    var path: String
    var block: String
    var testDescription: String { "\(document) quotes \(path)" }
}

/// Every `<!-- file: PATH -->` block of `document`: the lines between the next opening fence and
/// its closing fence, each line ending in a newline, as the file's own lines do.
func quotedFiles(in document: String) -> [QuotedFile] {
    guard let text = try? String(contentsOfFile: repositoryRoot + "/" + document, encoding: .utf8) else { return [] }
    var quotes: [QuotedFile] = []
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    while let marker = lines.firstIndex(where: { $0.hasPrefix("<!-- file: ") && $0.hasSuffix(" -->") }) {
        let path = String(lines[marker].dropFirst("<!-- file: ".count).dropLast(" -->".count))
        lines = lines[(marker + 1)...]
        guard let open = lines.firstIndex(where: { $0.hasPrefix("```") }),
            let close = lines[(open + 1)...].firstIndex(where: { $0 == "```" })
        else { break }
        quotes.append(QuotedFile(document: document, path: path, block: lines[(open + 1)..<close].map { $0 + "\n" }.joined()))
        lines = lines[(close + 1)...]
    }
    return quotes
}

/// The README's snapshot example is the example package's code, never a copy that drifts from it.
@Suite struct ExampleDocumentationTests {
    static let quotes = quotedFiles(in: "README.md") + quotedFiles(in: "docs/visual-regression.md")

    @Test func theSnapshotExampleIsQuoted() {
        let test = "Examples/SnapshotExample/Tests/SnapshotExampleTests/ButtonSnapshotTests.swift"
        #expect(Self.quotes.filter { $0.path == test }.map(\.document) == ["README.md"])
        #expect(Self.quotes.filter { $0.path == "Examples/SnapshotExample/Package.swift" }.map(\.document) == ["docs/visual-regression.md"])
    }

    @Test(arguments: quotes)
    func quoteIsTheFile(_ quote: QuotedFile) throws {
        let file = try String(contentsOfFile: repositoryRoot + "/" + quote.path, encoding: .utf8)
        #expect(quote.block == file)
    }
}
