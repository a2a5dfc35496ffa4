import SwiftSyntax

/// A subclass's own layout as the scenario states it (S3's last row): `layout: rectOverrides` or
/// `layoutSubviews` with `imageRect`/`titleRect` in the scenario's expression names, or the first
/// statement that cannot be said that way.
struct SubclassLayout {
    var layout: String
    /// `imageRect`/`titleRect` → the rect's four expressions; a method returning `super`'s rect gives none.
    var rects: [(key: String, terms: [String])] = []
    var range: SwiftSourceRange
    /// Why the override is not translated: the key it concerns, the line and the reason.
    var problem: SwiftUnresolved?
}

extension ButtonCollector {
    /// Translates one layout override of the declared subclass `index` into its `SubclassLayout`;
    /// the first statement without a scenario form becomes the layout's problem.
    mutating func translateOverride(_ function: FunctionDeclSyntax, layout: String, button index: Int, evaluator: Evaluator) {
        let range = range(of: function)
        var result = buttons[index].subclassLayout ?? SubclassLayout(layout: layout, range: range)
        guard result.problem == nil, let body = function.body else { return }
        let name = function.name.text
        let key = ["imageRect", "titleRect", "contentRect"].contains(name) ? name : "layout"
        do throws(Untranslatable) {
            if result.layout != layout {
                throw Untranslatable(
                    node: Syntax(function.name), why: "the class overrides both the rect methods and layoutSubviews; a scenario lays out one of them")
            }
            if name == "contentRect" {
                throw Untranslatable(node: Syntax(function.name), why: "contentRect(forBounds:) has no scenario key: the scenario's content rect is UIKit's")
            }
            if name == "layoutSubviews" {
                var translator = OverrideTranslator(evaluator: evaluator, contentRectName: nil)
                for (rectKey, terms) in try translator.layoutSubviews(body) { result.set(rectKey, terms) }
            } else {
                let parameter = function.signature.parameterClause.parameters.first
                var translator = OverrideTranslator(evaluator: evaluator, contentRectName: parameter.map { ($0.secondName ?? $0.firstName).text })
                if let terms = try translator.rectOverride(body) { result.set(key, terms) }
            }
        } catch {
            result.problem = SwiftUnresolved(key: key, line: position(of: error.node).line, why: error.why)
        }
        buttons[index].subclassLayout = result
    }
}

extension SubclassLayout {
    mutating func set(_ key: String, _ terms: [Term]) {
        rects.removeAll { $0.key == key }
        rects.append((key, terms.map(\.text)))
    }
}
