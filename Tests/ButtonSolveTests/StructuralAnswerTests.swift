import ButtonLayout
import ButtonSolve
import Testing

@Suite("solve and migrate prefer structural answers (issue 24 item 3)")
struct StructuralAnswerTests {
    private let share = Title(text: "Share", font: TitleFont(size: 15), naturalSize: Size(width: 60, height: 20))

    @Test("--alignment leading is contentHorizontalAlignment = .leading with the centred pair's insets, not ±(W − block)/2")
    func leadingAlignment() {
        let button = Button(size: Size(width: 300, height: 44), imageSize: Size(width: 24, height: 24), title: share)
        let solved = LegacySolver.solve(button, goal: .placement(.leading, spacing: 8, alignment: .leading))
        #expect(solved.insets.contentHorizontalAlignment == .leading)
        #expect(solved.insets.imageEdgeInsets == EdgeInsets(top: 0, left: -4, bottom: 0, right: 4))
        #expect(solved.insets.titleEdgeInsets == EdgeInsets(top: 0, left: 4, bottom: 0, right: -4))
        #expect(solved.residuals == [])
        #expect(solved.result.imageView == Rect(x: 0, y: 10, width: 24, height: 24))
        #expect(solved.result.titleLabel == Rect(x: 32, y: 12, width: 60, height: 20))
    }

    @Test("the same insets hold in a wider button and with a longer title (the range is stated)")
    func leadingAlignmentRange() {
        let button = Button(size: Size(width: 300, height: 44), imageSize: Size(width: 24, height: 24), title: share)
        let goal = SolveGoal.placement(.leading, spacing: 8, alignment: .leading)
        let solved = LegacySolver.solve(button, goal: goal)
        #expect(Robustness.legacyBreak(solved, goal: goal, titleWidth: 140, buttonWidth: 600) == nil)
        let validity = Robustness.legacyValidity(solved, goal: goal, original: button)
        #expect(validity.titleWidth == WidthRange(lower: 0, upper: 268))
        #expect(validity.buttonWidth == WidthRange(lower: 91.5, upper: nil))
    }

    @Test("a left-aligned row migrates to contentHorizontalAlignment = .leading, not contentInsets.trailing = 189")
    func leftAlignedRow() {
        let row = Button(
            size: Size(width: 320, height: 44), contentHorizontalAlignment: .left,
            contentEdgeInsets: EdgeInsets(top: 0, left: 16, bottom: 0, right: 0),
            imageEdgeInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            titleEdgeInsets: EdgeInsets(top: 0, left: 8, bottom: 0, right: -8),
            imageSize: Size(width: 24, height: 24), title: share)
        let migration = Migrator.migrate(row)
        #expect(migration.button.contentHorizontalAlignment == .leading)
        #expect(migration.button.configuration.contentInsets == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 0))
        #expect(migration.button.configuration.imagePadding == 8)
        #expect(migration.isMigratable, "\(migration.differences)")
    }

    @Test("a centred fixed-size button keeps the design's insets (the solver's 4 pt each side), not the space around the pair")
    func centredFixedSize() {
        let button = Button(size: Size(width: 200, height: 60), imageSize: Size(width: 24, height: 24), title: share)
        let solved = LegacySolver.solve(button, goal: .placement(.leading, spacing: 8, alignment: .center))
        let migration = Migrator.migrate(solved.button)
        #expect(migration.button.contentHorizontalAlignment == .center)
        #expect(migration.button.configuration.contentInsets == DirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
        #expect(migration.isMigratable)
    }
}
