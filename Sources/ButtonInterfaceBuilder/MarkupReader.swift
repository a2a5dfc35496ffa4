import ButtonFiles
import CMarkupParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a document could not be read at all: malformed XML, a limit, an encoding, a DTD.
struct ReadProblem: Error, Hashable {
    var position: SourcePosition?
    var message: String
}

/// Reads an IB document's bytes into a `MarkupTree` with libxml2's SAX2 parser (opened on first use,
/// `CMarkupParser`), under §9.5's limits.
enum MarkupReader {
    static let maximumFileSize = 8 * 1024 * 1024
    static let maximumElements = 200_000
    static let maximumDepth = 256
    /// Each button becomes a scenario that is loaded, laid out and printed (about 0.1 ms and 9 KB in
    /// a release build), so their number, not the file's size, bounds a command's time and memory.
    static let maximumButtons = 5_000

    static func read(_ bytes: [UInt8]) -> Result<MarkupTree, ReadProblem> {
        if let problem = encodingProblem(in: bytes) { return .failure(problem) }
        // The prolog is everything before the root's start tag; a DTD can only live there.
        var prolog = MarkupLocator(bytes: bytes)
        switch prolog.next() {
        case .declaration(let offset):
            return .failure(
                ReadProblem(
                    position: position(ofByte: offset, in: bytes),
                    message: "a <!DOCTYPE> declaration is not accepted (Interface Builder never writes one)"))
        case .end:
            return .failure(ReadProblem(position: SourcePosition(line: 1, column: 1), message: "the document is empty"))
        case .startTag:
            break
        }

        if let problem = attributeProblem(in: bytes) { return .failure(problem) }
        if let problem = namespaceProblem(in: bytes) { return .failure(problem) }
        let builder = ElementCollector(bytes: bytes)
        if let problem = builder.parse(bytes) { return .failure(problem) }
        guard !builder.elements.isEmpty, builder.depth == 0 else {
            return .failure(
                ReadProblem(
                    position: position(ofByte: bytes.count, in: bytes), message: "the document ends inside an element"))
        }
        return .success(MarkupTree(elements: builder.elements))
    }

    /// IB writes UTF-8; anything else (a UTF-16 byte-order mark, first bytes from which libxml2 would
    /// guess another encoding, invalid bytes, another declared encoding) is refused before the parser
    /// could guess.
    static func encodingProblem(in bytes: [UInt8]) -> ReadProblem? {
        let start = SourcePosition(line: 1, column: 1)
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            return ReadProblem(position: start, message: "the file is UTF-16; Interface Builder files are UTF-8")
        }
        if let guess = sniffedEncodings.first(where: { bytes.starts(with: $0.bytes) }) {
            let hex = guess.bytes.map { ($0 < 0x10 ? "0" : "") + String($0, radix: 16, uppercase: true) }
            return ReadProblem(
                position: start,
                message: "the file starts with the bytes \(hex.joined(separator: " ")), which read as \(guess.name); "
                    + "Interface Builder files are UTF-8")
        }
        if String(validating: bytes, as: UTF8.self) == nil {
            var iterator = bytes.makeIterator()
            var decoder = Unicode.UTF8.ForwardParser()
            var offset = 0
            while case .valid(let scalar) = decoder.parseScalar(from: &iterator) {
                offset += scalar.count
            }
            let position = position(ofByte: offset, in: bytes)
            let hex = String(bytes[offset], radix: 16, uppercase: true)
            return ReadProblem(
                position: position, message: "invalid UTF-8 (byte 0x\(hex)); Interface Builder files are UTF-8")
        }
        if let encoding = declaredEncoding(in: bytes),
            !["utf-8", "utf8"].contains(encoding.lowercased())
        {
            return ReadProblem(
                position: start,
                message: "the file declares encoding \"\(encoding)\"; Interface Builder files are UTF-8")
        }
        return nil
    }

    /// The `encoding` pseudo-attribute of a leading `<?xml …?>` declaration.
    static func declaredEncoding(in bytes: [UInt8]) -> String? {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard body.starts(with: Array("<?xml".utf8)) else { return nil }
        // The whole declaration, however long: libxml2 allows any run of blanks before `encoding`.
        let end = body.firstRange(of: [0x3F, 0x3E])?.lowerBound ?? body.count
        let declaration = Substring(String(decoding: body[..<end], as: UTF8.self))
        guard let name = range(of: "encoding", in: declaration) else { return nil }
        var rest = declaration[name.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let value = rest.dropFirst().prefix { $0 != quote }
        return String(value)
    }

    /// The first four bytes from which libxml2 guesses an encoding other than UTF-8
    /// (`xmlDetectCharEncoding`); switching to it inside the parse is where libxml2 crashed.
    static let sniffedEncodings: [(bytes: [UInt8], name: String)] = [
        ([0x00, 0x00, 0x00, 0x3C], "UCS-4"), ([0x3C, 0x00, 0x00, 0x00], "UCS-4"),
        ([0x00, 0x00, 0x3C, 0x00], "UCS-4"), ([0x00, 0x3C, 0x00, 0x00], "UCS-4"),
        ([0x00, 0x3C, 0x00, 0x3F], "UTF-16 without a byte-order mark"),
        ([0x3C, 0x00, 0x3F, 0x00], "UTF-16 without a byte-order mark"),
        ([0x4C, 0x6F, 0xA7, 0x94], "EBCDIC"),
    ]

    /// The line and column of one byte, for the problems found before the parse.
    static func position(ofByte offset: Int, in bytes: [UInt8]) -> SourcePosition {
        var cursor = SourceCursor(bytes: bytes)
        return cursor.position(ofByte: offset)
    }
}
