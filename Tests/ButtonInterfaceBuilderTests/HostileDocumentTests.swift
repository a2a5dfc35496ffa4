import Testing

@testable import ButtonInterfaceBuilder
import ButtonReports

/// Issue 21: bytes that crashed libxml2, and documents whose cost grew with the square of their size.
@Suite struct HostileDocumentTests {
    /// The first four bytes from which libxml2 guesses UCS-4, UTF-16 or EBCDIC; `00 00 00 3C` followed
    /// by eight `x` crashed it (SIGSEGV: stopped from its own error callback after switching encoding).
    @Test(arguments: [
        ([0x00, 0x00, 0x00, 0x3C], "00 00 00 3C, which read as UCS-4"),
        ([0x3C, 0x00, 0x00, 0x00], "3C 00 00 00, which read as UCS-4"),
        ([0x00, 0x00, 0x3C, 0x00], "00 00 3C 00, which read as UCS-4"),
        ([0x00, 0x3C, 0x00, 0x00], "00 3C 00 00, which read as UCS-4"),
        ([0x00, 0x3C, 0x00, 0x3F], "00 3C 00 3F, which read as UTF-16 without a byte-order mark"),
        ([0x3C, 0x00, 0x3F, 0x00], "3C 00 3F 00, which read as UTF-16 without a byte-order mark"),
        ([0x4C, 0x6F, 0xA7, 0x94], "4C 6F A7 94, which read as EBCDIC"),
    ] as [([UInt8], String)])
    func encodingGuessesAreRefusedBeforeTheParser(start: [UInt8], reading: String) {
        let bytes = start + Array("xxxxxxxx".utf8)
        #expect(InterfaceBuilder.importDocument(bytes, path: "a.xib").errors.map(\.text) == [
            "a.xib:1:1: error: the file starts with the bytes \(reading); Interface Builder files are UTF-8"
        ])
    }

    /// libxml2 reads blanks of any length before `encoding`; the check reads the whole declaration.
    @Test func aLongDeclarationCannotHideAnotherEncoding() {
        let text = "<?xml version=\"1.0\"" + String(repeating: " ", count: 600) + "encoding=\"ISO-8859-1\"?>\n<document/>"
        #expect(importText(text, path: "U.xib").errors.map(\.text) == [
            "U.xib:1:1: error: the file declares encoding \"ISO-8859-1\"; Interface Builder files are UTF-8"
        ])
    }

    /// libxml2 2.9 compares each attribute of a tag with every earlier one: 700 000 took 160 s.
    @Test func attributesPerStartTagAreLimited() {
        func tag(_ count: Int) -> String {
            "<document>\n  <view " + (0..<count).map { "a\($0)=\"\($0 % 2 == 0 ? "x>y" : "")\"" }.joined(separator: " ") + "/>\n</document>"
        }
        #expect(importText(tag(1025), path: "A.xib").errors.map(\.text) == [
            "A.xib:2:3: error: the start tag <view> has more than 1024 attributes; the limit protects parsing time "
                + "(Interface Builder writes a few dozen at most)"
        ])
        #expect(importText(tag(1024), path: "A.xib").errors.map(\.text) == [
            "A.xib: error: refused: not an iOS Interface Builder document"
        ])
    }

    /// A quote that opens nothing in libxml2's reading does not hide the next tag's attributes.
    @Test func theAttributeCountHoldsWhateverTheMarkup() {
        let attributes = (0..<2000).map { "b\($0)=''" }.joined(separator: " ")
        let text = "<document><a \"></a><c " + attributes + "/></document>"
        #expect(importText(text, path: "B.xib").errors.map(\.text) == [
            "B.xib:1:20: error: the start tag <c> has more than 1024 attributes; the limit protects parsing time "
                + "(Interface Builder writes a few dozen at most)"
        ])
    }

    /// Positions on one long line, with multi-byte characters before them; each is counted on from
    /// the previous one (rescanning the line per element made a 99 000-button line take 174 s).
    @Test func positionsOnOneLongLine() {
        let count = 5_000
        let buttons = (0..<count).map {
            "<button id=\"b\($0)\" userLabel=\"é☺\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></button>"
        }
        let head = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" targetRuntime=\"iOS.CocoaTouch\">"
            + "<objects><view id=\"root\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"414\" height=\"896\"/><subviews>"
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + head + buttons.joined() + "</subviews></view></objects></document>"
        let result = importText(text, path: "L.xib")
        #expect(result.errors.isEmpty)
        #expect(result.buttons.count == count)
        // Columns count scalars: é and ☺ are one each.
        var columns: [Int] = []
        var column = 1 + head.unicodeScalars.count
        for button in buttons {
            columns.append(column)
            column += button.unicodeScalars.count
        }
        // The last: 1 + 196 (head) + 10 × 94 + 90 × 95 + 900 × 96 + 3 999 × 97 (ids of 1 to 4 digits).
        #expect(columns.last == 483_990)
        #expect(result.buttons.map(\.source.line) == Array(repeating: 2, count: count))
        #expect(result.buttons.map(\.source.column) == columns)
    }

    /// Each button is a scenario every command loads, lays out and prints: 89 000 of them in 8 MiB
    /// took `buttonlab layout` 7.7 s and 800 MiB, so their number is limited, at the first one over.
    @Test func buttonsPerFileAreLimited() {
        func document(_ count: Int) -> String {
            "<document>\n<objects>\n" + String(repeating: "<view/>", count: 3)
                + (0..<count).map { "<button id=\"b\($0)\"/>" }.joined(separator: "\n") + "\n</objects>\n</document>"
        }
        #expect(importText(document(5_001), path: "B.xib").errors.map(\.text) == [
            "B.xib:5003:1: error: more than 5000 buttons; the limit bounds every command's work on one file "
                + "(an app's largest storyboards hold a few hundred)"
        ])
        #expect(importText(document(5_000), path: "B.xib").errors.filter { $0.text.contains("5000") }.isEmpty)
    }

    /// libxml2 2.9 scans every namespace declaration in scope for each prefix: 200 levels of 1 000
    /// declarations made 50 000 prefixed elements take 9 s. The declarations are counted first.
    @Test func namespaceDeclarationsAreLimited() {
        func document(_ count: Int) -> String {
            "<document\n  " + (0..<count).map { "xmlns:p\($0)=\"u\($0)\"" }.joined(separator: " ") + ">\n</document>"
        }
        let column = 3 + (0..<256).map { "xmlns:p\($0)=\"u\($0)\" ".unicodeScalars.count }.reduce(0, +)
        #expect(importText(document(257), path: "N.xib").errors.map(\.text) == [
            "N.xib:2:\(column): error: more than 256 namespace declarations (xmlns); the limit protects parsing time "
                + "(Interface Builder writes none)"
        ])
        #expect(importText(document(256), path: "N.xib").errors.allSatisfy { !$0.text.contains("namespace declarations") })
    }
}
