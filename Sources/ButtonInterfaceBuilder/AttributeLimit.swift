#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension MarkupReader {
    /// Attributes one start tag may have. Xcode writes a few dozen at most (the fixtures' largest tag
    /// has 11); libxml2 2.9 compares every attribute of a tag with every earlier one, so 700 000
    /// attributes on one element took 160 s.
    static let maximumAttributes = 1024

    /// The first start tag with more than `maximumAttributes` attributes, found before libxml2 sees the
    /// bytes, in one pass.
    ///
    /// From every `<`, the `=` signs outside quotes are counted up to the first `>` outside quotes or
    /// the next `<`. Every attribute libxml2 reads has its `=` there (a start tag's attributes can
    /// neither hold a `<` nor go on past one), so the count bounds what libxml2 would read however
    /// broken the markup; it can only overcount, in a comment with that many `=` before its first `>`.
    static func attributeProblem(in bytes: [UInt8]) -> ReadProblem? {
        let found: Int? = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var index = 0
            while index < buffer.count, let open = memchr(base + index, 0x3C, buffer.count - index) {
                let start = base.distance(to: open.assumingMemoryBound(to: UInt8.self))
                var equals = 0
                var quote: UInt8 = 0
                index = start + 1
                scan: while index < buffer.count {
                    let byte = buffer[index]
                    switch (byte, quote) {
                    case (0x3C, _): break scan  // "<": no tag goes on past it
                    case (_, 0x22), (_, 0x27): if byte == quote { quote = 0 }
                    case (0x22, _), (0x27, _): quote = byte
                    case (0x3D, _):  // "="
                        equals += 1
                        if equals > maximumAttributes { return start }
                    case (0x3E, _): break scan  // ">"
                    default: break
                    }
                    index += 1
                }
            }
            return nil
        }
        guard let start = found else { return nil }
        let name = bytes[(start + 1)...].prefix { ![0x20, 0x09, 0x0A, 0x0D, 0x2F, 0x3E, 0x3C, 0x3D].contains($0) }.prefix(64)
        return ReadProblem(
            position: position(ofByte: start, in: bytes),
            message: "the start tag <\(String(decoding: name, as: UTF8.self))> has more than \(maximumAttributes) "
                + "attributes; the limit protects parsing time (Interface Builder writes a few dozen at most)")
    }

    /// Namespace declarations a document may hold. Xcode writes none; libxml2 2.9 looks a prefix up by
    /// scanning every declaration in scope, so 200 levels of 1 000 declarations made 50 000 prefixed
    /// elements take 9 s.
    static let maximumNamespaceDeclarations = 256

    /// The `xmlns` past `maximumNamespaceDeclarations`, counted anywhere in the bytes (every
    /// declaration libxml2 reads spells it; text that merely contains the word only overcounts).
    static func namespaceProblem(in bytes: [UInt8]) -> ReadProblem? {
        let word = Array("xmlns".utf8)
        let found: Int? = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var index = 0
            var count = 0
            // memchr finds each "x" (Glibc does not offer memmem); the rest of the word is compared here.
            while index < buffer.count, let match = memchr(base + index, 0x78, buffer.count - index) {
                let offset = base.distance(to: match.assumingMemoryBound(to: UInt8.self))
                index = offset + 1
                guard offset + word.count <= buffer.count, buffer[offset..<offset + word.count].elementsEqual(word) else { continue }
                count += 1
                if count > maximumNamespaceDeclarations { return offset }
                index = offset + word.count
            }
            return nil
        }
        guard let offset = found else { return nil }
        return ReadProblem(
            position: position(ofByte: offset, in: bytes),
            message: "more than \(maximumNamespaceDeclarations) namespace declarations (xmlns); the limit protects "
                + "parsing time (Interface Builder writes none)")
    }
}
