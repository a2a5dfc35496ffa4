import ButtonLabTestSupport
import ButtonSwiftSource
import Foundation
import Testing

/// The reader over small, realistic files: what counts as a button, what resolves, and why not (docs/swift-source.md).
@Suite struct SwiftSourceReaderTests {
    func read(_ text: String, path: String = "Sample.swift") throws -> SwiftSourceFile {
        try SwiftSource.parse(text, path: path).get()
    }

    /// A mapping's value for `key` in a scenario syntax tree.
    func value(_ node: SyntaxNode, _ key: String) -> SyntaxNode? {
        guard case .mapping(let entries) = node.content else { return nil }
        return entries.first { scalars($0.key) == [key] }?.value
    }

    /// A scalar's text, or a sequence's scalars' texts.
    func scalars(_ node: SyntaxNode) -> [String] {
        switch node.content {
        case .scalar(let scalar): [scalar.text]
        case .sequence(let items): items.flatMap(scalars)
        case .mapping: []
        }
    }

    func properties(_ button: SwiftButton) -> [String: SwiftValue] {
        Dictionary(uniqueKeysWithValues: button.properties.map { ($0.key, $0.value) })
    }

    @Test func shareBarFixture() throws {
        let text = try String(contentsOfFile: fixturesDirectory + "/swift/ShareBar.swift", encoding: .utf8)
        let file = try read(text, path: "ShareBar.swift")
        #expect(file.buttons.map(\.name) == ["shareButton", "followButton"])
        let share = file.buttons[0]
        #expect(share.line == 13)
        #expect(share.api == .legacy)
        #expect(share.scenarioName == "sharebar-share-button")
        #expect(share.properties.map(\.key) == ["buttonType", "title.text", "title.font.size", "title.font.weight", "contentEdgeInsets", "imageEdgeInsets", "frame"])
        #expect(properties(share)["contentEdgeInsets"] == .numbers([0, 8, 0, 8]))
        #expect(properties(share)["imageEdgeInsets"] == .numbers([0, -4, 0, 4]))
        #expect(properties(share)["title.text"] == .string("Share"))
        #expect(properties(share)["title.font.weight"] == .name("semibold"))
        #expect(properties(share)["frame"] == .numbers([0, 0, 120, 44]))
        let follow = file.buttons[1]
        #expect(follow.api == .configuration)
        #expect(follow.properties.map(\.key) == ["buttonType", "configuration.style", "configuration.title.text", "configuration.imagePadding"])
    }

    @Test func lookAlikesAreNotButtons() throws {
        let file = try read(
            """
            import UIKit
            final class CloseButton: UIView {
                let titleLabel = UILabel()
                func setUp() {
                    titleLabel.font = .systemFont(ofSize: 12)
                    layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
                }
            }
            final class Toolbar: UIViewController {
                let doneItem = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
                let textView = UITextView()
                override func viewDidLoad() {
                    textView.textContainerInset = .zero
                    doneItem.title = "OK"
                }
            }
            """)
        #expect(file.buttons.isEmpty)
        #expect(file.diagnostics.isEmpty)
    }

    @Test func thenForEachAndRecipes() throws {
        let file = try read(
            """
            import UIKit
            extension UIButton {
                func applySpacing(_ spacing: CGFloat) {
                    imageEdgeInsets = UIEdgeInsets(top: 0, left: -spacing / 2, bottom: 0, right: spacing / 2)
                    titleEdgeInsets = UIEdgeInsets(top: 0, left: spacing / 2, bottom: 0, right: -spacing / 2)
                }
            }
            func styleAsLink(_ button: UIButton) {
                button.contentHorizontalAlignment = .leading
            }
            final class Bar: UIView {
                let likeButton = UIButton(type: .custom).then {
                    $0.setTitle("Like", for: .normal)
                }
                let replyButton = UIButton()
                func setUp() {
                    [likeButton, replyButton].forEach { $0.contentEdgeInsets.left = 6 }
                    likeButton.applySpacing(8)
                    styleAsLink(replyButton)
                    replyButton.applySpacing(Theme.spacing)
                }
            }
            """)
        #expect(file.buttons.map(\.name) == ["likeButton", "replyButton"])
        let like = properties(file.buttons[0])
        #expect(like["buttonType"] == .name("custom"))
        #expect(like["title.text"] == .string("Like"))
        #expect(like["contentEdgeInsets"] == .numbers([0, 6, 0, 0]))
        #expect(like["imageEdgeInsets"] == .numbers([0, -4, 0, 4]))
        #expect(like["titleEdgeInsets"] == .numbers([0, 4, 0, -4]))
        let reply = file.buttons[1]
        #expect(properties(reply)["contentHorizontalAlignment"] == .name("leading"))
        #expect(reply.unresolved == [
            SwiftUnresolved(key: "imageEdgeInsets", line: 4, why: "set by applySpacing(_:): `Theme.spacing` is not defined in this file"),
            SwiftUnresolved(key: "titleEdgeInsets", line: 5, why: "set by applySpacing(_:): `Theme.spacing` is not defined in this file"),
        ])
    }

    @Test func branchesLastWriteAndOtherFiles() throws {
        let file = try read(
            """
            import UIKit
            final class Cell: UITableViewCell {
                @IBOutlet weak var actionButton: UIButton!
                func configure(isCompact: Bool) {
                    actionButton.setTitle("Go", for: .normal)
                    actionButton.setTitle("Start", for: .normal)
                    if isCompact {
                        actionButton.contentEdgeInsets = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4)
                    } else {
                        actionButton.contentEdgeInsets = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
                    }
                    if isCompact {
                        actionButton.contentHorizontalAlignment = .center
                    } else {
                        actionButton.contentHorizontalAlignment = .center
                    }
                    actionButton.titleLabel?.font = Fonts.body
                    actionButton.setTitle(viewModel.title, for: .selected)
                }
            }
            """)
        let button = try #require(file.buttons.first)
        #expect(button.name == "actionButton")
        #expect(button.line == 3)
        #expect(properties(button)["title.text"] == .string("Start"))
        #expect(properties(button)["contentHorizontalAlignment"] == .name("center"))
        #expect(button.unresolved == [
            SwiftUnresolved(key: "contentEdgeInsets", line: 8, why: "branch-dependent: lines 8, 10 set different values"),
            SwiftUnresolved(key: "title.font.size", line: 17, why: "`Fonts.body` is not defined in this file"),
            SwiftUnresolved(key: "titles.selected", line: 18, why: "`viewModel.title` is computed from other properties at run time"),
        ])
    }

    @Test func configurationLints() throws {
        let file = try read(
            """
            import UIKit
            final class Card: UIView {
                let buyButton = UIButton()
                func setUp() {
                    var unused = UIButton.Configuration.tinted()
                    unused.title = "Never shown"
                    var config = UIButton.Configuration.plain()
                    config.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
                    buyButton.configuration = config
                    buyButton.contentEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
                    buyButton.titleLabel?.font = .boldSystemFont(ofSize: 14)
                }
            }
            """)
        let button = try #require(file.buttons.first)
        #expect(button.api == .configuration)
        #expect(properties(button)["configuration.contentInsets"] == .numbers([4, 10, 4, 10]))
        #expect(properties(button)["configuration.style"] == .name("plain"))
        #expect(file.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.code.rawValue)" } == [
            "5:9 dead-configuration", "10:9 insets-ignored", "11:9 font-ignored",
        ])
    }

    @Test("titleLabel?.numberOfLines and lineBreakMode reach the scenario's title keys (layout-model.md R6.4, swift-source.md S3)")
    func titleLabelLinesReachTheScenario() throws {
        let file = try read(
            """
            import UIKit
            final class Banner: UIView {
                let moreButton = UIButton(type: .system)
                func setUp() {
                    moreButton.setTitle("Read the whole story", for: .normal)
                    moreButton.titleLabel?.numberOfLines = 0
                    moreButton.titleLabel?.lineBreakMode = .byWordWrapping
                }
            }
            """)
        let button = try #require(file.buttons.first)
        #expect(properties(button)["title.numberOfLines"] == .number(0))
        #expect(properties(button)["title.lineBreakMode"] == .name("byWordWrapping"))
        let (_, notes) = button.scenario(file: "Sample.swift") { _ in .notFound("no catalog") }
        #expect(notes.map(\.code.rawValue) == ["intrinsic-size"])
    }

    @Test func subclassWithRectOverrides() throws {
        let file = try read(
            """
            import UIKit
            class TopImageButton: UIButton {
                override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
                    CGRect(x: 0, y: 0, width: contentRect.width, height: contentRect.width)
                }
            }
            class BadgeButton: UIButton {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    badge.layer.cornerRadius = 4
                }
            }
            """)
        #expect(file.buttons.map(\.name) == ["TopImageButton", "BadgeButton"])
        #expect(file.buttons.map(\.api) == [.subclass, .legacy])
        #expect(file.buttons[0].line == 2)
    }

    @Test("article 1's rect overrides and layoutSubviews, in Swift, become the scenario's imageRect and titleRect")
    func subclassOverridesAreTranslated() throws {
        let file = try read(
            """
            import UIKit
            enum Layout { static let gap: CGFloat = 4 }
            class CYLButton: UIButton {
                override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
                    return CGRect(x: 0, y: contentRect.size.width, width: contentRect.size.width, height: contentRect.size.height - contentRect.size.width)
                }
                override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
                    CGRect(x: 0, y: 0, width: contentRect.width, height: contentRect.width)
                }
            }
            class StackedButton: UIButton {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    layer.cornerRadius = bounds.height / 2
                    let imageW = self.bounds.size.width
                    let imageH = imageW
                    imageView?.frame = CGRect(x: 0, y: 0, width: imageW, height: imageH)
                    let titleY = imageH + Layout.gap
                    titleLabel?.frame = CGRect(x: 0, y: titleY, width: imageW, height: bounds.size.height - titleY)
                }
            }
            class InsetButton: UIButton {
                override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
                    let side = min(contentRect.width, contentRect.height) - 2 * Layout.gap
                    return CGRect(origin: .zero, size: CGSize(width: side, height: side))
                }
                override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
                    contentRect.insetBy(dx: Layout.gap, dy: 0)
                }
            }
            final class Screen: UIViewController {
                let cameraButton = CYLButton(frame: CGRect(x: 0, y: 0, width: 100, height: 150))
            }
            """)
        #expect(file.buttons.map(\.name) == ["CYLButton", "StackedButton", "InsetButton", "cameraButton"])
        #expect(file.buttons.map(\.api) == [.subclass, .subclass, .subclass, .subclass])
        let cyl = properties(file.buttons[0])
        #expect(cyl["layout"] == .name("rectOverrides"))
        #expect(cyl["titleRect"] == .rectExpression(["0", "cw", "cw", "ch - cw"]))
        #expect(cyl["imageRect"] == .rectExpression(["0", "0", "cw", "cw"]))
        let stacked = properties(file.buttons[1])
        #expect(stacked["layout"] == .name("layoutSubviews"))
        #expect(stacked["imageRect"] == .rectExpression(["0", "0", "bw", "bw"]))
        #expect(stacked["titleRect"] == .rectExpression(["0", "bw + 4", "bw", "bh - (bw + 4)"]))
        let inset = properties(file.buttons[2])
        #expect(inset["imageRect"] == .rectExpression(["0", "0", "min(cw, ch) - 8", "min(cw, ch) - 8"]))
        #expect(inset["titleRect"] == .rectExpression(["cx + 4", "cy", "cw - 8", "ch"]))
        // An instance is laid out by its class's overrides.
        #expect(properties(file.buttons[3])["imageRect"] == .rectExpression(["0", "0", "cw", "cw"]))
        #expect(file.buttons.allSatisfy { $0.unresolved.isEmpty })
        let (syntax, notes) = file.buttons[3].scenario(file: "Sample.swift") { _ in .notFound("no catalog") }
        #expect(notes.isEmpty)
        let button = try #require(value(syntax, "button"))
        #expect(value(button, "layout").map(scalars) == ["rectOverrides"])
        #expect(value(button, "titleRect").map(scalars) == ["0", "cw", "cw", "ch - cw"])
    }

    @Test("an override the scenario cannot state stays UIKit's layout, with a warning naming its line and why")
    func untranslatableOverridesAreWarned() throws {
        let file = try read(
            """
            import UIKit
            class MyButton: UIButton {
                var fixedTitleRect: CGRect = .zero
                override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
                    if !fixedTitleRect.isEmpty { return fixedTitleRect }
                    return super.titleRect(forContentRect: contentRect)
                }
            }
            class ShiftedButton: UIButton {
                override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
                    let rect = super.imageRect(forContentRect: contentRect)
                    return rect.offsetBy(dx: 0, dy: -2)
                }
            }
            class CenteredButton: UIButton {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    imageView?.center.x = bounds.midX
                }
            }
            """)
        #expect(file.buttons.map(\.api) == [.subclass, .subclass, .subclass])
        #expect(file.buttons.map(\.unresolved) == [
            [SwiftUnresolved(key: "titleRect", line: 5, why: "a branch (`if !fixedTitleRect.isEmpty { return fixedTitleRect }`): the scenario's rects are expressions without branches")],
            [SwiftUnresolved(key: "imageRect", line: 12, why: "`rect.offsetBy(dx: 0, dy: -2)` is not a rect the scenario can state")],
            [SwiftUnresolved(key: "layout", line: 18, why: "`imageView?.center.x = bounds.midX` moves a subview in a way the scenario's rects cannot state")],
        ])
        let (syntax, notes) = file.buttons[0].scenario(file: "Sample.swift") { _ in .notFound("no catalog") }
        #expect(value(syntax, "button").flatMap { value($0, "layout") } == nil)
        #expect(notes.map(\.code.rawValue) == ["intrinsic-size", "subclass-layout"])
        #expect(notes.last?.line == 5)
        #expect(notes.last?.message == "the subclass's titleRect is not translated: a branch (`if !fixedTitleRect.isEmpty { return fixedTitleRect }`): the scenario's rects are expressions without branches; laid out with UIKit's own layout (sample-my-button)")
    }

    @Test("S6: an RTL recipe whose right-to-left insets are not the left-to-right ones mirrored is warned at its line")
    func rightToLeftRecipeMustMirror() throws {
        let file = try read(
            """
            import UIKit
            extension UIButton {
                func alignImage(spacing: CGFloat) {
                    if effectiveUserInterfaceLayoutDirection == .rightToLeft {
                        imageEdgeInsets = UIEdgeInsets(top: 0, left: spacing, bottom: 0, right: -spacing)
                        titleEdgeInsets = UIEdgeInsets(top: 0, left: spacing, bottom: 0, right: -spacing)
                    } else {
                        imageEdgeInsets = UIEdgeInsets(top: 0, left: -spacing, bottom: 0, right: spacing)
                        titleEdgeInsets = UIEdgeInsets(top: 0, left: spacing, bottom: 0, right: -spacing)
                    }
                }
            }
            final class Bar: UIView {
                let shareButton = UIButton(type: .system)
                func setUp() { shareButton.alignImage(spacing: 4) }
            }
            """)
        let button = try #require(file.buttons.first)
        #expect(properties(button)["imageEdgeInsets"] == .numbers([0, -4, 0, 4]))
        #expect(properties(button)["titleEdgeInsets"] == .numbers([0, 4, 0, -4]))
        #expect(file.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.code.rawValue) \($0.message)" } == [
            "6:13 rtl-not-mirrored shareButton: the right-to-left branch sets titleEdgeInsets to [0, 4, 0, -4], not the left-to-right [0, 4, 0, -4] mirrored ([0, -4, 0, 4])"
        ])
    }

    @Test("S3: an attributed title's .font attribute is the title's font, legacy and configuration")
    func attributedTitleFonts() throws {
        let file = try read(
            """
            import UIKit
            final class Bar: UIView {
                let buyButton = UIButton(type: .system)
                let payButton = UIButton(configuration: .filled())
                func setUp() {
                    let title = NSAttributedString(string: "Buy", attributes: [.font: UIFont.systemFont(ofSize: 15, weight: .semibold), .kern: 0.5])
                    buyButton.setAttributedTitle(title, for: .normal)
                    payButton.configuration?.attributedTitle = AttributedString("Pay", attributes: AttributeContainer([.font: UIFont.boldSystemFont(ofSize: 13)]))
                }
            }
            """)
        let buy = properties(file.buttons[0])
        #expect(buy["title.text"] == .string("Buy"))
        #expect(buy["title.font.size"] == .number(15))
        #expect(buy["title.font.weight"] == .name("semibold"))
        let pay = properties(file.buttons[1])
        #expect(pay["configuration.title.text"] == .string("Pay"))
        #expect(pay["configuration.title.font.size"] == .number(13))
        #expect(pay["configuration.title.font.weight"] == .name("bold"))
    }

    @Test func parseErrorIsPositioned() {
        let result = SwiftSource.parse("import UIKit\nlet button = UIButton(\nfunc f() {}\n", path: "Broken.swift")
        guard case .failure(let error) = result else {
            Issue.record("expected a parse error")
            return
        }
        let problem = error.diagnostic
        #expect(problem.file == "Broken.swift")
        #expect(problem.line == 2)
        #expect(problem.column == 23)
        #expect(problem.message == "the Swift file does not parse: expected an expression and `)` here")
    }

    @Test func objectiveCIsRefusedByName() {
        guard case .failure(let error) = SwiftSource.read(path: fixturesDirectory + "/swift/Objective.m") else {
            Issue.record("expected a refusal")
            return
        }
        let problem = error.diagnostic
        #expect(problem.message == "refused: Objective-C is not read; only Swift source (.swift) is")
        #expect(problem.file == fixturesDirectory + "/swift/Objective.m")
    }

    @Test("a titleTextAttributesTransformer font gives its size and its weight (migrate --fix reads its own output back)")
    func transformerFontKeepsItsWeight() throws {
        let file = try read("""
            let button = UIButton(type: .system)
            var configuration = UIButton.Configuration.plain()
            configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { attributes in
                var attributes = attributes
                attributes.font = .systemFont(ofSize: 15, weight: .semibold)
                return attributes
            }
            button.configuration = configuration
            """)
        let button = try #require(file.buttons.first)
        #expect(properties(button)["configuration.title.font.size"] == .number(15))
        #expect(properties(button)["configuration.title.font.weight"] == .name("semibold"))
    }

    @Test("configurations of other types (URLSessionConfiguration, a list layout's) are no dead button configuration")
    func otherConfigurationTypesAreNotLinted() throws {
        let file = try read("""
            import UIKit
            let session: URLSessionConfiguration = .default
            var list: UICollectionLayoutListConfiguration = .init(appearance: .plain)
            var unused: UIButton.Configuration = .gray()
            """)
        #expect(file.diagnostics.map { "\($0.line ?? 0) \($0.code.rawValue)" } == ["4 dead-configuration"])
    }

    @Test("a file that never names UIButton is not parsed: no buttons, no diagnostics, even when it would not parse")
    func filesWithoutUIButtonAreSkipped() throws {
        let directory = makeScratch("swift-prefilter")
        defer { removeScratch(directory) }
        try "struct Model { let name: String\nfunc broken( {\n".write(toFile: directory + "/Model.swift", atomically: true, encoding: .utf8)
        try "// UIButton\nfunc broken( {\n".write(toFile: directory + "/Mentions.swift", atomically: true, encoding: .utf8)
        let skipped = try SwiftSource.read(path: directory + "/Model.swift").get()
        #expect(skipped.buttons.isEmpty && skipped.diagnostics.isEmpty)
        guard case .failure(let error) = SwiftSource.read(path: directory + "/Mentions.swift") else {
            Issue.record("a file naming UIButton was not parsed")
            return
        }
        #expect(error.diagnostic.message.hasPrefix("the Swift file does not parse"))
    }
}
