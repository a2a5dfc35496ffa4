/// §9.6: a storyboard scene or XIB top-level view with every button numbered, for `render --scene`.
public struct IBScene: Hashable, Sendable {
    /// `<stem>-scene-<part>`.
    public var name: String
    public var file: String
    /// The `<scene>` tag's line (storyboards) or the top-level view's.
    public var line: Int
    /// `sceneID` (storyboards) or the top-level view's `id`.
    public var id: String
    /// The root view's bounds at (0, 0).
    public var canvas: Rect
    /// Every other frame-bearing view inside the root, in scene coordinates (grey hairlines).
    public var views: [IBSceneView]
    /// The buttons in document order, numbered 1 … n.
    public var buttons: [IBSceneButton]
    /// The smallest rectangle holding the canvas, the views and the buttons: scroll content may
    /// pass the root's bounds.
    public var extent: Rect
    /// One line per button: number, name, id, title, type or style, warning tags.
    public var legend: [String]
}

public struct IBSceneView: Hashable, Sendable {
    /// The XML element name: `view`, `stackView`, `scrollView`, …
    public var element: String
    public var id: String?
    public var frame: Rect
    public var isHidden: Bool
}

public struct IBSceneButton: Hashable, Sendable {
    public var number: Int
    /// The button's scenario; its `frame` is in scene coordinates.
    public var button: IBImportedButton
}

struct SceneBuilder {
    let tree: MarkupTree
    let path: String
    let stem: String

    func scenes(for buttons: [(button: IBImportedButton, root: Int)]) -> [IBScene] {
        let geometry = ViewGeometry(tree: tree)
        // Buttons group by their root view (a scene may hold more than one, e.g. a view in its dock).
        var order: [Int] = []
        var groups: [Int: [IBImportedButton]] = [:]
        for (button, root) in buttons {
            if groups[root] == nil { order.append(root) }
            groups[root, default: []].append(button)
        }
        var names = NameAllocator()
        return order.map { root in
            let scene = geometry.scene(of: root)
            let anchor = scene ?? root
            let part = sanitisedNamePart(namePart(scene: scene, root: root))
            let name = names.allocate("\(stem)-scene-\(part.isEmpty ? "view" : part)")
            let rootFrame = geometry.frameRect(of: root).flatMap { try? geometry.ownFrame($0) }
            let canvas = Rect(x: 0, y: 0, width: rootFrame?.width ?? 0, height: rootFrame?.height ?? 0)
            let numbered = groups[root]!.enumerated().map { IBSceneButton(number: $0.offset + 1, button: $0.element) }
            let views = sceneViews(root: root, geometry: geometry)
            var extent = canvas
            for frame in views.map(\.frame) + numbered.map(\.button.frame) { extent = extent.union(frame) }
            return IBScene(
                name: name, file: path, line: tree.position(of: anchor).line,
                id: tree.attribute(scene == nil ? "id" : "sceneID", of: anchor) ?? "", canvas: canvas, views: views,
                buttons: numbered, extent: extent, legend: numbered.map(legendLine))
        }
    }

    /// The view controller's (storyboards) or the view's (XIBs) `userLabel`, `storyboardIdentifier` or `id`.
    private func namePart(scene: Int?, root: Int) -> String {
        var owner = root
        if let scene, let objects = tree.child(of: scene, named: "objects"),
            let controller = tree.children(of: objects).first(where: {
                tree.attribute("sceneMemberID", of: $0) == "viewController"
            })
        {
            owner = controller
        }
        for key in ["userLabel", "storyboardIdentifier", "id"] {
            if let value = tree.attribute(key, of: owner), !sanitisedNamePart(value).isEmpty { return value }
        }
        return ""
    }

    /// Frame-bearing descendants of the root other than buttons (and what buttons contain).
    private func sceneViews(root: Int, geometry: ViewGeometry) -> [IBSceneView] {
        var views: [IBSceneView] = []
        var pending = Array(tree.children(of: root).reversed())
        while let element = pending.popLast() {
            if tree.elements[element].name == "button" { continue }
            if geometry.frameRect(of: element) != nil, let frame = try? geometry.absoluteFrame(of: element) {
                views.append(
                    IBSceneView(
                        element: tree.elements[element].name, id: tree.attribute("id", of: element), frame: frame,
                        isHidden: geometry.hiddenElement(from: element) != nil))
            }
            pending.append(contentsOf: tree.children(of: element).reversed())
        }
        return views
    }

    private func legendLine(_ entry: IBSceneButton) -> String {
        let button = entry.button
        var parts = ["\(entry.number)", button.name, button.source.id]
        parts.append(button.title.map { flowYAML(.string($0)) == $0 ? "\"\($0)\"" : flowYAML(.string($0)) } ?? "(no title)")
        parts.append(button.isConfiguration ? "configuration \(button.kind)" : button.kind)
        var tags: [String] = []
        for tag in button.warnings.map(\.tag.rawValue) where !tags.contains(tag) { tags.append(tag) }
        if !tags.isEmpty { parts.append(tags.joined(separator: " ")) }
        return parts.joined(separator: " · ")
    }
}
