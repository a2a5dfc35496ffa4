/// ButtonCore's `Rect`, the one rectangle type: a button's frame in its root view's coordinates.
@available(*, deprecated, renamed: "Rect")
public typealias IBRect = Rect

/// Where a button (or any view) sits: §2's walk through the frame-bearing ancestors.
struct ViewGeometry {
    let tree: MarkupTree

    /// The `<rect key="frame">` child that makes an element frame-bearing.
    func frameRect(of element: Int) -> Int? {
        let rect = tree.frameRects[element]
        return rect >= 0 ? rect : nil
    }

    /// The frame-bearing ancestors, innermost first.
    func frameBearingAncestors(of element: Int) -> [Int] {
        tree.ancestors(of: element).filter { frameRect(of: $0) != nil }
    }

    /// The outermost frame-bearing element on the way up (the element itself when none): the view
    /// that is only placed on IB's canvas, whose coordinates the frame is given in.
    func root(of element: Int) -> Int {
        frameBearingAncestors(of: element).last ?? element
    }

    /// The element's frame with its origin made absolute:
    ///
    ///     absolute origin = own origin + Σ origins of the frame-bearing ancestors, except the outermost
    ///
    /// The outermost is only placed on IB's canvas, so a top-level element sits at (0, 0).
    func absoluteFrame(of element: Int) throws(ButtonProblem) -> Rect {
        guard let rect = frameRect(of: element) else {
            throw ButtonProblem(element: element, message: "no frame (<rect key=\"frame\">)")
        }
        var frame = try ownFrame(rect)
        let ancestors = frameBearingAncestors(of: element)
        guard !ancestors.isEmpty else {
            frame.x = 0
            frame.y = 0
            return frame
        }
        for ancestor in ancestors.dropLast() {
            let origin = try ownFrame(frameRect(of: ancestor)!)
            frame.x += origin.x
            frame.y += origin.y
        }
        return frame
    }

    /// `x`, `y` (missing: 0), `width`, `height` (required, not negative) at full precision.
    func ownFrame(_ rect: Int) throws(ButtonProblem) -> Rect {
        let x = try tree.number("x", of: rect, what: "frame x") ?? 0
        let y = try tree.number("y", of: rect, what: "frame y") ?? 0
        var size: [Double] = []
        for side in ["width", "height"] {
            guard let value = try tree.number(side, of: rect, what: "frame \(side)") else {
                throw ButtonProblem(element: rect, message: "frame has no \(side)")
            }
            guard value >= 0 else {
                throw ButtonProblem(
                    element: rect, message: "frame \(side) \"\(tree.attribute(side, of: rect) ?? "")\" is negative")
            }
            size.append(value)
        }
        return Rect(x: x, y: y, width: size[0], height: size[1])
    }

    /// The storyboard `<scene>` around an element, if any.
    func scene(of element: Int) -> Int? {
        tree.ancestors(of: element).first { tree.elements[$0].name == "scene" }
    }

    /// The element itself or an ancestor up to its root with `hidden="YES"`: innermost first.
    func hiddenElement(from element: Int) -> Int? {
        if tree.flag("hidden", of: element) { return element }
        return frameBearingAncestors(of: element).first { tree.flag("hidden", of: $0) }
    }

    /// `<name id="…">` for messages.
    func describe(_ element: Int) -> String {
        let name = tree.elements[element].name
        guard let id = tree.attribute("id", of: element) else { return "<\(name)>" }
        return "<\(name) id=\"\(id)\">"
    }
}
