import SwiftParser
import SwiftSyntax

/// Where `migrate --fix` edits one legacy button (spec S5): the statements a configuration replaces,
/// the receiver and indentation the new code takes, and the expressions it carries as they are.
public struct MigrationSite: Hashable, Sendable {
    /// The button as the replaced statements name it: `shareButton`, `self.shareButton`, `b`, `$0`, `self`.
    public var receiver: String
    /// The leading white space of the last replaced statement's line, which the new code takes.
    public var indentation: String
    /// `setTitle`'s, the title font's and `setImage`'s expressions, moved into the configuration unchanged.
    public var title: String?
    public var font: String?
    public var image: String?
    /// UTF-8 ranges to delete (whole lines when the statement is alone on its line), in file order;
    /// the last one is where the configuration goes.
    public var removals: [Range<Int>]
    /// The lines of the replaced statements, for messages.
    public var lines: [Int]
}

/// Finds the migration sites of a parsed file and applies edits to its text.
public struct MigrationSites {
    /// The keys whose statements a configuration replaces: insets, alignments, title, its font, image.
    public static let replacedKeys = [
        "contentEdgeInsets", "imageEdgeInsets", "titleEdgeInsets", "contentHorizontalAlignment", "contentVerticalAlignment",
        "title.text", "title.font.", "image",
    ]
    private static let propertyNames: Set<String> = [
        "contentEdgeInsets", "imageEdgeInsets", "titleEdgeInsets", "contentHorizontalAlignment", "contentVerticalAlignment",
        "titleLabel", "setTitle", "setImage",
    ]

    let text: String
    let utf8: [UInt8]
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    /// Every statement of the file by the UTF-8 offset where it starts (trivia excluded).
    private var items: [Int: CodeBlockItemSyntax] = [:]

    public init(text: String) {
        self.text = text
        utf8 = Array(text.utf8)
        tree = Parser.parse(source: text)
        converter = SourceLocationConverter(fileName: "", tree: tree)
        for node in tree.tokens(viewMode: .sourceAccurate) {
            var current = node.parent
            while let parent = current {
                if let item = parent.as(CodeBlockItemSyntax.self) {
                    items[item.positionAfterSkippingLeadingTrivia.utf8Offset] = items[item.positionAfterSkippingLeadingTrivia.utf8Offset] ?? item
                }
                current = parent.parent
            }
        }
    }

    /// Whether `key` is one of the keys a configuration replaces.
    public static func isReplaced(_ key: String) -> Bool {
        replacedKeys.contains { $0.hasSuffix(".") ? key.hasPrefix($0) : key == $0 || key.hasPrefix($0 + "[") }
    }

    /// The site of `button`, or why its statements cannot be replaced in place.
    public func site(of button: SwiftButton) -> Result<MigrationSite, MigrationRefusal> {
        var found: [(key: String, item: CodeBlockItemSyntax)] = []
        for statement in button.statements where Self.isReplaced(statement.key) {
            guard let item = items[statement.range.utf8Offsets.lowerBound], item.item.is(ExprSyntax.self) || item.item.is(ExpressionStmtSyntax.self)
            else { return .failure(MigrationRefusal(line: statement.range.start.line, why: "\(statement.key) is set in a declaration, not a statement of its own")) }
            if let recipe = enclosingRecipe(item) {
                return .failure(MigrationRefusal(line: statement.range.start.line, why: "\(statement.key) is set by the recipe \(recipe), which other buttons may share"))
            }
            found.append((statement.key, item))
        }
        guard let last = found.last else { return .failure(MigrationRefusal(line: button.line, why: "no inset, alignment, title or image statement to replace")) }
        let blocks = Set(found.map { $0.item.parent?.id })
        if blocks.count > 1 {
            let lines = found.map { String(line(of: $0.item)) }.reduced
            return .failure(MigrationRefusal(line: line(of: found[0].item), why: "its statements are in different blocks (lines \(lines.joined(separator: ", "))); one configuration cannot replace them in one place"))
        }
        var site = MigrationSite(receiver: "", indentation: "", removals: [], lines: [])
        for (key, item) in found {
            let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)!.expression
            if key == "title.text" {
                guard let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "setTitle"
                else { return .failure(MigrationRefusal(line: line(of: item), why: "an attributed title is not carried into a configuration yet")) }
                site.title = call.arguments.first?.expression.trimmedDescription
            } else if key.hasPrefix("title.font.") {
                site.font = assignedValue(expression)?.trimmedDescription
            } else if key == "image", let call = expression.as(FunctionCallExprSyntax.self) {
                site.image = call.arguments.first?.expression.trimmedDescription
            }
            if site.lines.last != line(of: item) { site.lines.append(line(of: item)) }
        }
        guard let receiver = receiver(of: last.item) else {
            return .failure(MigrationRefusal(line: line(of: last.item), why: "the statement does not name the button as a variable"))
        }
        site.receiver = receiver
        let ranges = found.map(\.item).reduce(into: [CodeBlockItemSyntax]()) { list, item in if !list.contains(where: { $0.id == item.id }) { list.append(item) } }
        for item in ranges {
            guard let range = removal(item) else { return .failure(MigrationRefusal(line: line(of: item), why: "the statement shares its line with other code")) }
            site.removals.append(range)
        }
        site.removals.sort { $0.lowerBound < $1.lowerBound }
        site.indentation = indentation(at: ranges.last!.positionAfterSkippingLeadingTrivia.utf8Offset)
        return .success(site)
    }

    /// The text with each site's statements removed and its code (already indented) put where its last statement was.
    public func applying(_ edits: [(site: MigrationSite, code: String)]) -> String {
        var replacements: [(range: Range<Int>, text: [UInt8])] = []
        for (site, code) in edits {
            for (index, range) in site.removals.enumerated() {
                replacements.append((range, index == site.removals.count - 1 ? Array(code.utf8) : []))
            }
        }
        var output: [UInt8] = []
        var cursor = 0
        for replacement in replacements.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where replacement.range.lowerBound >= cursor {
            output += utf8[cursor..<replacement.range.lowerBound]
            output += replacement.text
            // A comment that followed the statement keeps its indentation.
            if replacement.range.upperBound < utf8.count, utf8[replacement.range.upperBound - 1] != 0x0A {
                output += indentation(at: replacement.range.lowerBound + utf8[replacement.range].prefix { $0 == 0x20 || $0 == 0x09 }.count).utf8
            }
            cursor = replacement.range.upperBound
        }
        output += utf8[cursor...]
        return String(decoding: output, as: UTF8.self)
    }

    // MARK: pieces

    private func line(of node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    /// A statement goes with its line; a comment after it stays, with the statement's indentation
    /// (`applying` puts it back). Nil when other code shares the line.
    private func removal(_ item: CodeBlockItemSyntax) -> Range<Int>? {
        let start = item.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = item.endPositionBeforeTrailingTrivia.utf8Offset
        var lineStart = start
        while lineStart > 0, utf8[lineStart - 1] == 0x20 || utf8[lineStart - 1] == 0x09 { lineStart -= 1 }
        guard lineStart == 0 || utf8[lineStart - 1] == 0x0A else { return nil }
        while end < utf8.count, utf8[end] == 0x20 || utf8[end] == 0x09 { end += 1 }
        if end < utf8.count, utf8[end] == 0x0A { return lineStart..<(end + 1) }
        if end < utf8.count, utf8[end] != 0x2F { return nil }
        return lineStart..<end
    }

    private func indentation(at offset: Int) -> String {
        var start = offset
        while start > 0, utf8[start - 1] == 0x20 || utf8[start - 1] == 0x09 { start -= 1 }
        return String(decoding: utf8[start..<offset], as: UTF8.self)
    }

    /// `x = value`'s value.
    private func assignedValue(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        return sequence.elements.last
    }

    /// The chain before the first button property: `self.shareButton.titleLabel?.font` → `self.shareButton`.
    private func receiver(of item: CodeBlockItemSyntax) -> String? {
        let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        let target: ExprSyntax? =
            if let expression, let lhs = assignedValue(expression).flatMap({ _ in expression.as(SequenceExprSyntax.self)?.elements.first }) { lhs }
            else { expression?.as(FunctionCallExprSyntax.self)?.calledExpression }
        guard let target, let name = dottedName(target) else { return nil }
        let components = name.split(separator: ".").map(String.init)
        guard let index = components.firstIndex(where: Self.propertyNames.contains) else { return nil }
        return index == 0 ? "self" : components[..<index].joined(separator: ".")
    }

    /// The recipe (an extension method of `UIButton`, or a function taking a button) the statement is in.
    private func enclosingRecipe(_ item: CodeBlockItemSyntax) -> String? {
        var current = item.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) {
                let takesButton = function.signature.parameterClause.parameters.contains { $0.type.trimmedDescription.hasPrefix("UIButton") }
                var outer = function.parent
                while let candidate = outer, !candidate.is(ExtensionDeclSyntax.self), !candidate.is(ClassDeclSyntax.self) { outer = candidate.parent }
                let inButtonExtension = outer?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription == "UIButton"
                if takesButton || inButtonExtension { return "\(function.name.text)(_:)" }
                return nil
            }
            current = node.parent
        }
        return nil
    }
}

/// Why a button's statements are left as they are, at a line.
public struct MigrationRefusal: Error, Hashable, Sendable {
    public var line: Int
    public var why: String
}

extension Array where Element == String {
    fileprivate var reduced: [String] { reduce(into: []) { if !$0.contains($1) { $0.append($1) } } }
}
