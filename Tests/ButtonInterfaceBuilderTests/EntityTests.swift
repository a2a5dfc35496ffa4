import ButtonLabTestSupport
import Testing

@testable import ButtonInterfaceBuilder
import ButtonReports

/// libxml2 runs without entity substitution, DTD loading or network access: only the predefined
/// entities and character references mean anything, and external entities cannot be reached.
@Suite struct EntityTests {
    private func errors(_ text: String) -> [String] {
        importText(text, path: "E.xib").errors.map(\.text)
    }

    @Test func externalEntitiesAreRefusedBeforeParsing() {
        let xxe = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
            <document title="&xxe;"/>
            """
        #expect(errors(xxe) == ["E.xib:2:1: error: a <!DOCTYPE> declaration is not accepted (Interface Builder never writes one)"])
        let parameter = "<!DOCTYPE d [<!ENTITY % p SYSTEM \"http://127.0.0.1:1/x\"> %p;]><document/>"
        #expect(errors(parameter) == ["E.xib:1:1: error: a <!DOCTYPE> declaration is not accepted (Interface Builder never writes one)"])
    }

    @Test func undeclaredEntitiesInContentAndAttributesAreErrors() {
        #expect(errors("<document>\n  <string>&xxe;</string>\n</document>") == [
            "E.xib:2:16: error: undeclared entity: only &amp; &lt; &gt; &quot; &apos; and character references are accepted"
        ])
        #expect(errors("<document a=\"x\"\n b=\"&xxe;\"/>") == [
            "E.xib:2:10: error: undeclared entity: only &amp; &lt; &gt; &quot; &apos; and character references are accepted"
        ])
    }

    @Test func ampersandsInAttributesAreDecodedOnce() {
        let text = xib(button(#"buttonType="system""#, #"<state key="normal" title="&amp;#38; &#38;&amp; &#38;#38;"/>"#))
        #expect(importText(text).buttons.first?.title == "&#38; && &#38;")
    }

    @Test func ampersandsInNamespaceDeclarationsAreDecoded() {
        let result = MarkupReader.read(Array("<document xmlns:a=\"u?x=1&amp;y=2\" a:b=\"&#38;\"/>".utf8))
        guard case .success(let tree) = result else {
            Issue.record("not read: \(result)")
            return
        }
        #expect(tree.elements.first?.attributes == ["xmlns:a": "u?x=1&y=2", "a:b": "&"])
    }
}

/// Processing instructions are skipped; one without data crashed FoundationXML's XMLParser.
@Suite struct ProcessingInstructionTests {
    @Test func instructionsWithAndWithoutDataAreSkipped() {
        let text = "<document><?pi?><?target some data?><string>a<?x?>b</string></document>"
        guard case .success(let tree) = MarkupReader.read(Array(text.utf8)) else {
            Issue.record("not read")
            return
        }
        #expect(tree.elements.map(\.name) == ["document", "string"])
        #expect(tree.elements[1].text == "ab")
    }
}
