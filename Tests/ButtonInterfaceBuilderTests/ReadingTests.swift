import ButtonLabTestSupport
import Foundation
import Testing

@testable import ButtonInterfaceBuilder
import ButtonReports

/// §1 and §9.5: what is read, what is refused, and every error's message and position.
@Suite struct RecognitionTests {
    @Test(arguments: [
        ("Legacy-Archive.xib", "Fixtures/Legacy-Archive.xib: error: refused: legacy archive format (Xcode 3/4); open and save it in a current Xcode"),
        ("MacWindow.xib", "Fixtures/MacWindow.xib: error: refused: macOS document: NSButton is not UIButton"),
        ("TVMenu.storyboard", "Fixtures/TVMenu.storyboard: error: refused: tvOS document: tvOS button metrics are not modelled"),
    ])
    func refusedFixtures(name: String, message: String) {
        let result = importFixture(name)
        #expect(result.errors.map(\.text) == [message])
        #expect(result.errors.map(\.code) == [.refused])
        #expect(result.buttons.isEmpty && result.scenes.isEmpty && result.document == nil)
    }

    @Test func documentKindsAndVersions() {
        let login = importFixture("Login.xib").document
        #expect(login == IBDocumentInfo(kind: .xib, toolsVersion: "22505", device: "retina6_1"))
        let main = importFixture("Main.storyboard").document
        #expect(main == IBDocumentInfo(kind: .storyboard, toolsVersion: "32700.99.1234", device: "retina6_12"))
        #expect(main?.toolsVersionMajor == 32700)
        let xcode42 = importFixture("Welcome-Xcode42.storyboard").document
        #expect(xcode42 == IBDocumentInfo(kind: .storyboard, toolsVersion: "1938", device: nil))
    }

    @Test func iPadOnlyAndRuntimeLessDocumentsAreRead() {
        let iPad = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB" version="3.0" toolsVersion="4514" targetRuntime="iOS.CocoaTouch.iPad"><objects/></document>"#
        #expect(importText(iPad).document?.kind == .xib)
        #expect(importText(iPad).notes == ["no iOS buttons"])
        let noRuntime = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"/>"#
        #expect(importText(noRuntime).document?.kind == .storyboard)
    }

    @Test(arguments: [
        (#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="watchKit"/>"#, "not an iOS Interface Builder document"),
        (#"<document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0"/>"#, "macOS document: NSButton is not UIButton"),
        (#"<document type="com.apple.InterfaceBuilder.AppleTV.XIB" version="3.0"/>"#, "tvOS document: tvOS button metrics are not modelled"),
        (#"<document type="something.else"/>"#, "not an iOS Interface Builder document"),
        (#"<plist version="1.0"><dict/></plist>"#, "not an iOS Interface Builder document"),
    ])
    func otherRootsAreRefused(text: String, reason: String) {
        #expect(importText(text, path: "X.xib").errors.map(\.text) == ["X.xib: error: refused: \(reason)"])
    }

    @Test func aDocumentWithoutButtonsGivesANote() {
        let result = importFixture("Onboarding-NoButtons.xib")
        #expect(result.errors.isEmpty && result.buttons.isEmpty && result.scenes.isEmpty)
        #expect(result.notes == ["no iOS buttons"])
        #expect(result.wasRead)
    }
}

/// Malformed XML is positioned where libxml2 (behind XMLParser) stops: just after the offending token.
@Suite struct MalformedXMLTests {
    private func error(_ text: String) -> String? {
        let result = importText(text, path: "Bad.xib")
        #expect(result.buttons.isEmpty && result.document == nil)
        return result.errors.count == 1 ? result.errors[0].text : result.errors.map(\.text).joined(separator: " | ")
    }

    @Test func mismatchedEndTag() {
        #expect(error("<document>\n  <objects>\n  </document>") == "Bad.xib:3:14: error: the end tag does not match the open element")
    }

    @Test func unclosedDocument() {
        #expect(error("<document>\n  <objects>\n") == "Bad.xib:2:12: error: extra content after the root element, or the document ends too early")
    }

    @Test func duplicatedAttribute() {
        #expect(error("<document>\n  <button id=\"a\" id=\"b\"/>\n</document>") == "Bad.xib:2:24: error: attribute given twice")
    }

    @Test func lessThanInAttribute() {
        #expect(error("<document>\n<button title=\"a<b\"/>\n</document>") == "Bad.xib:2:17: error: '<' inside an attribute value (write it as &lt;)")
    }

    @Test func unknownEntitiesAreUndeclared() {
        #expect(error("<document title=\"&nbsp;\"/>") == "Bad.xib:1:24: error: undeclared entity: only &amp; &lt; &gt; &quot; &apos; and character references are accepted")
    }

    @Test func contentAfterTheRoot() {
        #expect(error("<document/>\n<document/>") == "Bad.xib:2:1: error: extra content after the root element, or the document ends too early")
    }

    @Test(arguments: ["", "   \n", "<?xml version=\"1.0\"?>\n<!-- nothing -->\n"])
    func emptyDocuments(text: String) {
        #expect(error(text) == "Bad.xib:1:1: error: the document is empty")
    }

    @Test func predefinedEntitiesAndCharacterReferencesAreDecoded() {
        let result = importText(xib(button(#"buttonType="system""#, #"<state key="normal" title="A &amp; B &lt;&#10;&#x263A;&quot;&apos;"/>"#)))
        #expect(result.buttons.first?.title == "A & B <\n☺\"'")
    }
}

@Suite struct ReaderLimitTests {
    @Test func doctypeIsRefusedWherever() {
        let text = "<?xml version=\"1.0\"?>\n<!-- IB never writes this -->\n  <!DOCTYPE document [<!ENTITY lol \"lol\">]>\n<document>&lol;</document>"
        #expect(importText(text, path: "D.xib").errors.map(\.text) == [
            "D.xib:3:3: error: a <!DOCTYPE> declaration is not accepted (Interface Builder never writes one)"
        ])
        let external = "<!DOCTYPE document SYSTEM \"file:///etc/passwd\"><document/>"
        #expect(importText(external, path: "D.xib").errors.map(\.text) == [
            "D.xib:1:1: error: a <!DOCTYPE> declaration is not accepted (Interface Builder never writes one)"
        ])
    }

    @Test func utf8Only() {
        var bytes = Array("<document>\n  <x a=\"é".utf8)
        bytes += [0xFF]
        bytes += Array("\"/>\n</document>".utf8)
        #expect(InterfaceBuilder.importDocument(bytes, path: "U.xib").errors.map(\.text) == [
            "U.xib:2:10: error: invalid UTF-8 (byte 0xFF); Interface Builder files are UTF-8"
        ])
        let utf16 = [UInt8]([0xFF, 0xFE]) + Array("<\0d\0/\0>\0".utf8)
        #expect(InterfaceBuilder.importDocument(utf16, path: "U.xib").errors.map(\.text) == [
            "U.xib:1:1: error: the file is UTF-16; Interface Builder files are UTF-8"
        ])
        let latin1 = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<document/>"
        #expect(importText(latin1, path: "U.xib").errors.map(\.text) == [
            "U.xib:1:1: error: the file declares encoding \"ISO-8859-1\"; Interface Builder files are UTF-8"
        ])
    }

    @Test func aByteOrderMarkIsAllowedAndNotCounted() {
        let text = "\u{FEFF}" + xib(button(#"buttonType="system""#, #"<state key="normal" title="Go"/>"#))
        let result = importText(text)
        #expect(result.errors.isEmpty)
        #expect(result.buttons.first?.source.line == 8)
        #expect(result.buttons.first?.source.column == 1)
        let bad = importText("\u{FEFF}<document>\n<a></b></document>", path: "B.xib")
        #expect(bad.errors.map(\.text) == ["B.xib:2:8: error: the end tag does not match the open element"])
    }

    @Test func fileSizeLimit() {
        let big = [UInt8](repeating: 0x20, count: InterfaceBuilder.maximumFileSize + 1)
        #expect(InterfaceBuilder.importDocument(big, path: "Big.storyboard").errors.map(\.text) == [
            "Big.storyboard: error: the file is larger than 8 MiB, the limit for Interface Builder files"
        ])
    }

    @Test func elementLimit() {
        let text = "<document>\n" + String(repeating: "<a/>", count: 200_000) + "\n</document>"
        // The root is element 1; the 200 000th <a/> is element 200 001, at column 1 + 4 × 199 999.
        #expect(importText(text, path: "E.xib").errors.map(\.text) == [
            "E.xib:2:799997: error: more than 200000 elements; the limit protects memory"
        ])
        let fits = "<document>\n" + String(repeating: "<a/>", count: 199_999) + "\n</document>"
        #expect(importText(fits, path: "E.xib").errors.map(\.text) == ["E.xib: error: refused: not an iOS Interface Builder document"])
    }

    @Test func depthLimit() {
        let tooDeep = String(repeating: "<v>", count: 257) + String(repeating: "</v>", count: 257)
        #expect(importText(tooDeep, path: "N.xib").errors.map(\.text) == [
            "N.xib:1:769: error: elements nested deeper than 256 levels"
        ])
        let deepest = String(repeating: "<v>", count: 256) + String(repeating: "</v>", count: 256)
        #expect(importText(deepest, path: "N.xib").errors.map(\.text) == ["N.xib: error: refused: not an iOS Interface Builder document"])
    }

    @Test func aMissingFileIsUnreadable() {
        let result = InterfaceBuilder.importFile(atPath: "/nonexistent/Main.storyboard")
        #expect(result.errors.map(\.text) == ["/nonexistent/Main.storyboard: error: cannot read the file"])
    }

    @Test func readingAFileFromDisk() {
        let result = InterfaceBuilder.importFile(atPath: fixturePath("Login.xib"))
        #expect(result.buttons.map(\.name) == ["login-sign-in", "login-forgot-it", "login-share-with-gap", "login-camera"])
        #expect(result.buttons.first?.source.file == fixturePath("Login.xib"))
    }

    @Test func paths() {
        #expect(InterfaceBuilder.isDocumentPath("App/Main.STORYBOARD"))
        #expect(InterfaceBuilder.isDocumentPath("Cell.xib"))
        #expect(!InterfaceBuilder.isDocumentPath("Main.storyboardc"))
        #expect(!InterfaceBuilder.isDocumentPath("Cell.nib"))
        #expect(InterfaceBuilder.skipsDirectory(named: "Assets.xcassets"))
        #expect(InterfaceBuilder.skipsDirectory(named: "App.xcodeproj"))
        #expect(InterfaceBuilder.skipsDirectory(named: "App.xcworkspace"))
        #expect(InterfaceBuilder.skipsDirectory(named: "Main.storyboardc"))
        #expect(InterfaceBuilder.skipsDirectory(named: ".git"))
        #expect(!InterfaceBuilder.skipsDirectory(named: "Base.lproj"))
    }
}

@Suite struct BadButtonTests {
    private func errors(_ rect: String, extra: String = "") -> [String] {
        let text = xib("""
            <button opaque="NO" id="abc-12-xyz">
                \(rect)
            </button>
            <button opaque="NO" buttonType="system" id="ok">
                <rect key="frame" x="1" y="2" width="3" height="4"/>
            </button>
            \(extra)
            """)
        let result = importText(text, path: "App/Login.xib")
        #expect(result.buttons.map(\.source.id) == ["ok"], "the bad button is skipped, the others are kept")
        return result.errors.map(\.text)
    }

    @Test func unparsableNumbers() {
        #expect(errors(#"<rect key="frame" x="16" y="120" width="abc" height="44"/>"#) == [
            #"App/Login.xib:9:5: error: button abc-12-xyz: frame width "abc" is not a number"#
        ])
        #expect(errors(#"<rect key="frame" x="0x10" y="120" width="1" height="44"/>"#) == [
            #"App/Login.xib:9:5: error: button abc-12-xyz: frame x "0x10" is not a number"#
        ])
    }

    @Test func nanAndInfinity() {
        #expect(errors(#"<rect key="frame" x="nan" y="0" width="1" height="1"/>"#) == [
            #"App/Login.xib:9:5: error: button abc-12-xyz: frame x "nan" is not a number"#
        ])
        #expect(errors(#"<rect key="frame" x="0" y="1e999" width="1" height="1"/>"#) == [
            #"App/Login.xib:9:5: error: button abc-12-xyz: frame y "1e999" is not a finite number"#
        ])
    }

    @Test func negativeAndMissingSizes() {
        #expect(errors(#"<rect key="frame" x="0" y="0" width="1" height="-44"/>"#) == [
            #"App/Login.xib:9:5: error: button abc-12-xyz: frame height "-44" is negative"#
        ])
        #expect(errors(#"<rect key="frame" x="0" y="0" height="44"/>"#) == [
            #"App/Login.xib:9:5: error: button abc-12-xyz: frame has no width"#
        ])
    }

    @Test func noFrame() {
        #expect(errors(#"<rect key="bounds" x="0" y="0" width="1" height="1"/>"#) == [
            #"App/Login.xib:8:1: error: button abc-12-xyz: no frame (<rect key="frame">)"#
        ])
    }

    @Test func badNumbersElsewhereSkipTheButton() {
        let result = importText(xib(button("", #"<inset key="titleEdgeInsets" minX="ten"/>"#)), path: "I.xib")
        #expect(result.errors.map(\.text) == [#"I.xib:10:5: error: button b: titleEdgeInsets minX "ten" is not a number"#])
        let font = importText(xib(button("", #"<fontDescription key="fontDescription" type="system" pointSize="0"/>"#)), path: "F.xib")
        #expect(font.errors.map(\.text) == [#"F.xib:10:5: error: button b: font pointSize "0" is not a positive number"#])
        #expect(font.errors.map(\.code) == [.badButton])
    }
}
