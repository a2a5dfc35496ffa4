import ButtonLabTestSupport
import ButtonSwiftSource
import Foundation
import Testing

/// S3's "other states" (states.md) and text styles (dynamic-type.md DY6) read from Swift source.
@Suite struct SwiftStatesTests {
    private func read(_ text: String) throws -> SwiftSourceFile {
        try SwiftSource.parse(text, path: "Sample.swift").get()
    }

    private func fixture() throws -> SwiftSourceFile {
        let text = try String(contentsOfFile: fixturesDirectory + "/swift/States.swift", encoding: .utf8)
        return try SwiftSource.parse(text, path: "States.swift").get()
    }

    /// The `button:` block of a button's scenario as flow text, scalars as the syntax holds them.
    private func scenario(_ button: SwiftButton) -> (text: String, notes: [String]) {
        let (syntax, notes) = button.scenario(file: "States.swift") { _ in .notFound("no catalog") }
        return (flow(syntax), notes.map(\.message))
    }

    private func flow(_ node: SyntaxNode) -> String {
        switch node.content {
        case .scalar(let scalar): scalar.style == .doubleQuoted ? "\"\(scalar.text)\"" : scalar.text
        case .sequence(let items): "[" + items.map(flow).joined(separator: ", ") + "]"
        case .mapping(let entries): "{" + entries.map { flow($0.key) + ": " + flow($0.value) }.joined(separator: ", ") + "}"
        }
    }

    @Test("setTitle(_:for:) of other states and combinations are titles; isSelected and isHighlighted are state")
    func perStateTitlesAndState() throws {
        let follow = try #require(try fixture().buttons.first)
        #expect(follow.properties.map(\.key) == [
            "buttonType", "title.text", "titles.selected", "titles.highlighted,selected", "isSelected", "isHighlighted", "frame",
        ])
        #expect(follow.unresolved == [])
        let (text, notes) = scenario(follow)
        #expect(text == """
            {button: {buttonType: system, title: {text: "Follow"}, titles: {selected: "Following", "highlighted,selected": "Unfollow"}, \
            size: [140, 44], state: [highlighted, selected]}}
            """)
        #expect(notes == [])
    }

    @Test("preferredFont(forTextStyle:) is title.textStyle, with adjustsFontForContentSizeCategory; isEnabled = false is disabled")
    func textStyleAndDisabled() throws {
        let button = try #require(try fixture().buttons.last)
        let (text, notes) = scenario(button)
        #expect(text == """
            {button: {buttonType: system, title: {text: "Continue", textStyle: body, adjustsFontForContentSizeCategory: true}, \
            titles: {disabled: "Wait…"}, size: [140, 44], state: [disabled]}}
            """)
        #expect(notes == [])
    }

    @Test("setImage(_:for:) of another state is images, setAttributedTitle(_:for:) attributedTitles with one run; a state that is not a literal is unresolved")
    func imagesAndUnresolvedStates() throws {
        let file = try read(
            """
            import UIKit
            final class Bar: UIView {
                let button = UIButton(type: .custom)
                func setUp(state: UIControl.State) {
                    button.setImage(UIImage(systemName: "heart"), for: .normal)
                    button.setImage(UIImage(systemName: "heart.fill"), for: UIControl.State.highlighted)
                    button.setTitle("Like", for: state)
                    button.setAttributedTitle(NSAttributedString(string: "Liked", attributes: [.font: UIFont.systemFont(ofSize: 17, weight: .semibold)]), for: .selected)
                    button.isEnabled = true
                }
            }
            """)
        let button = try #require(file.buttons.first)
        #expect(button.properties.map(\.key) == ["buttonType", "image", "images.highlighted", "attributedTitles.selected", "isEnabled"])
        #expect(button.unresolved == [
            SwiftUnresolved(key: "titles", line: 7, why: "the state `state` is not a UIControl.State literal")
        ])
        let (text, _) = scenario(button)
        #expect(text == """
            {button: {buttonType: custom, image: {symbol: "heart"}, images: {highlighted: {symbol: "heart.fill"}}, \
            attributedTitles: {selected: {runs: [{text: "Liked", font: {size: 17, weight: semibold}}]}}, sizeToFit: true}}
            """)
    }

    @Test("the state keys UIKit's option sets spell", arguments: [
        ("nil", "normal"), (".normal", "normal"), (".selected", "selected"), ("UIControl.State.disabled", "disabled"),
        ("[.selected, .highlighted]", "highlighted,selected"), ("[.highlighted, .selected]", "highlighted,selected"),
        ("[]", "normal"), (".focused", "focused"),
    ])
    func stateKeys(expression: String, key: String) throws {
        let file = try read(
            """
            import UIKit
            let button = UIButton()
            func setUp() { button.setTitle("A", for: \(expression)) }
            """.replacingOccurrences(of: ", for: nil", with: ""))
        let written = try #require(file.buttons.first).properties.first { $0.key.hasPrefix("title") }?.key
        #expect(written == (key == "normal" ? "title.text" : "titles.\(key)"))
    }

    @Test("article 5's pitfall: titleLabel.text, textColor and imageView.image written directly are positioned direct-write warnings; the font is not")
    func directWrites() throws {
        let file = try read(
            """
            import UIKit
            final class Bar: UIView {
                let button = UIButton(type: .system)
                let card = UIButton(configuration: .plain())
                func setUp() {
                    button.setTitle("Save", for: .normal)
                    button.titleLabel?.text = "Saving"
                    button.titleLabel?.textColor = .red
                    button.imageView?.image = UIImage(named: "x")
                    button.titleLabel?.font = .systemFont(ofSize: 17)
                    card.imageView?.image = UIImage(named: "x")
                }
            }
            """)
        #expect(file.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.code.rawValue)" } == [
            "7:9 direct-write", "8:9 direct-write", "9:9 direct-write", "11:9 direct-write",
        ])
        #expect(file.diagnostics.map(\.message) == [
            "button.titleLabel.text = … does not stick: the button copies its title for the current state into the label at each layout, "
                + "and sizeToFit measures currentTitle; use setTitle(_:for:) (article 5, Note 1)",
            "button.titleLabel.textColor = … lasts until the button refreshes its label with the state's colour; use setTitleColor(_:for:) (article 5, Note 1)",
            "button.imageView.image = … is replaced by currentImage at the button's next layout, and hidden when the state has no image; "
                + "use setImage(_:for:) (article 5, Note 2)",
            "card.imageView.image = … lasts only until the configuration rebuilds the subviews; set configuration.image instead (article 5)",
        ])
        let button = try #require(file.buttons.first)
        #expect(button.properties.map(\.key) == ["buttonType", "title.text", "title.font.size"])
    }

    @Test("a titleTextAttributesTransformer setting preferredFont(forTextStyle:) is configuration.title.textStyle")
    func configurationTextStyle() throws {
        let file = try read(
            """
            import UIKit
            final class Bar: UIView {
                let button = UIButton(configuration: .plain())
                func setUp() {
                    button.configuration?.title = "Go"
                    button.configuration?.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                        var outgoing = incoming
                        outgoing.font = .preferredFont(forTextStyle: .headline)
                        return outgoing
                    }
                }
            }
            """)
        let button = try #require(file.buttons.first)
        let (text, notes) = scenario(button)
        #expect(text == #"{button: {layout: configuration, configuration: {style: plain, title: {text: "Go", textStyle: headline}}, sizeToFit: true}}"#)
        #expect(notes == ["no frame in the file (Auto Layout): laid out at its intrinsic size (sizeToFit) (sample-button)"])
    }

    @Test("a legacy button's direct writes become the trace: block that replays them, in file order (trace-model §10)")
    func directWritesAsTrace() throws {
        let text = try String(contentsOfFile: fixturesDirectory + "/swift/DirectWrites.swift", encoding: .utf8)
        let button = try #require(try SwiftSource.parse(text, path: "DirectWrites.swift").get().buttons.first)
        #expect(button.directWrites.map(\.path) == ["titleLabel.text", "titleLabel.textColor"])
        let (syntax, notes) = button.scenario(file: "DirectWrites.swift") { _ in .notFound("no catalog") }
        #expect(flow(syntax) == """
            {button: {buttonType: system, size: [200, 44], title: {text: "Buy"}}, trace: {actions: [{init: [0, 0, 200, 44]}, setTitle, \
            {set: {titleLabel.text: "X"}}, {set: {titleLabel.textColor: red}}, addToWindow, runLoop, highlight, runLoop]}}
            """)
        #expect(notes.isEmpty)
    }

    @Test("direct writes without a frame or without a trace form are said, not guessed")
    func untracedDirectWrites() throws {
        let file = try read(
            """
            import UIKit
            final class Bar: UIView {
                let button = UIButton(type: .system)
                let other = UIButton(type: .system)
                func setUp() {
                    button.titleLabel?.text = "X"
                    other.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
                    other.titleLabel?.text = viewModel.title
                    other.imageView?.image = UIImage(named: "missing")
                }
            }
            """)
        let (first, firstNotes) = file.buttons[0].scenario(file: "Sample.swift") { _ in .notFound("no catalog") }
        #expect(flow(first).contains("trace") == false)
        #expect(firstNotes.map(\.message).contains("the direct writes are not traced: the file gives the button no frame (sample-button)"))
        let (second, secondNotes) = file.buttons[1].scenario(file: "Sample.swift") { _ in .notFound("no catalog") }
        #expect(flow(second).hasSuffix("trace: {actions: [{init: [0, 0, 100, 44]}, addToWindow, runLoop, highlight, runLoop]}}"))
        #expect(secondNotes.map(\.message) == [
            "titleLabel.text is not traced: its value has no trace form (sample-other)",
            #"imageView.image is not traced: the image "missing" has no size in the asset catalogs (sample-other)"#,
        ])
    }
}
