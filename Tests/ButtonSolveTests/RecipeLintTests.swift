import ButtonLayout
import ButtonSolve
import Testing

@Suite("layout's recipe lint: the contentEdgeInsets suggestion")
struct RecipeLintTests {
    /// An IB button drawn 100 × 44 whose size Auto Layout takes from its intrinsic size, with the
    /// translate-by-half spacing recipe (image −4, title +4).
    private func toolbarButton(contentEdgeInsets: EdgeInsets = .zero) -> Button {
        Button(
            size: Size(width: 100, height: 44), contentEdgeInsets: contentEdgeInsets,
            imageEdgeInsets: EdgeInsets(top: 0, left: -4, bottom: 0, right: 4),
            titleEdgeInsets: EdgeInsets(top: 0, left: 4, bottom: 0, right: -4),
            imageSize: Size(width: 24, height: 24),
            title: Title(text: "Edit", font: TitleFont(size: 15), naturalSize: Size(width: 20, height: 15)),
            intrinsicSizeQueried: true)
    }

    private func suggestion(_ button: Button) throws -> EdgeInsets? {
        let warnings = RecipeLint.warnings(for: button, result: try button.computeLayout())
        for case .outsideIntrinsicSize(let needed) in warnings { return needed }
        return nil
    }

    @Test("measured in the sized-to-fit layout, not in the drawn frame: only the 4 pt the insets push out (issue 24 item 5)")
    func measuredAtIntrinsicSize() throws {
        #expect(try suggestion(toolbarButton()) == EdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
    }

    @Test("once applied, the suggestion is gone")
    func goneOnceApplied() throws {
        let applied = toolbarButton(contentEdgeInsets: EdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
        #expect(try suggestion(applied) == nil)
    }

    @Test("a drawn frame larger than the intrinsic size is no overflow by itself")
    func noInsetsNoWarning() throws {
        var button = toolbarButton()
        button.size = Size(width: 44, height: 44)
        button.imageEdgeInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        button.titleEdgeInsets = EdgeInsets(top: 2, left: 0, bottom: -2, right: 0)
        #expect(try suggestion(button) == nil)
    }
}
