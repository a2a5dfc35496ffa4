import ButtonLayout
import ButtonSolve
import PropertyBased
import Testing

@Suite("migrate: the configuration that reproduces a legacy layout")
struct MigrationTests {
    @Test("migrating a solved spacing recipe gives imagePadding = the spacing and nothing visible moves", .tags(.property))
    func spacingRecipes() async {
        await propertyCheck(input: Gen.int(in: 0...10_000).array(of: 6)) { n in
            let placement = ImagePlacement.allCases[n[0] % 4]
            let spacing = Double(n[1] % 16)
            let button = Button(
                size: Size(width: 300, height: 200), layoutDirection: n[2] % 2 == 0 ? .leftToRight : .rightToLeft,
                imageSize: Size(width: Double(16 + n[3] % 40), height: Double(16 + n[3] % 40)),
                title: Title(text: "Share", font: TitleFont(size: 17), naturalSize: Size(width: Double(30 + n[4] % 100), height: 21)))
            let solved = LegacySolver.solve(button, goal: .placement(placement, spacing: spacing, alignment: .center))
            let migration = Migrator.migrate(solved.button)
            #expect(migration.obstacles == [])
            #expect(migration.button.configuration.imagePadding == spacing, "\(placement)")
            #expect(migration.isMigratable, "\(placement) \(spacing) \(migration.differences)")
        }
    }

    @Test("a title box of whole points and a label of whole pixels: the half point shows when the title comes first")
    func halfPointLabels() throws {
        let button = Button(
            size: Size(width: 300, height: 200), imageSize: Size(width: 16, height: 16),
            title: Title(text: "Share", font: TitleFont(size: 17), naturalSize: Size(width: 30, height: 20.287109375)))
        let solved = LegacySolver.solve(button, goal: .placement(.bottom, spacing: 0, alignment: .center))
        let migration = Migrator.migrate(solved.button)
        // Legacy title box 21 tall, the configuration's label 20.5: the image below it rises by 0.5.
        #expect(migration.differences.first { $0.element == .imageView }?.dy == -0.5)
        #expect(!migration.isMigratable)
    }

    @Test("overlapping image and title cannot migrate, and the reason is given")
    func overlap() {
        var button = Button(
            size: Size(width: 200, height: 100), imageSize: Size(width: 50, height: 50),
            title: Title(text: "Go", font: TitleFont(size: 18), naturalSize: Size(width: 50, height: 25)))
        button.titleEdgeInsets = EdgeInsets(left: -80, right: 80)
        let migration = Migrator.migrate(button)
        #expect(!migration.isMigratable)
        #expect(migration.obstacles.contains { if case .overlapping = $0 { true } else { false } })
    }
}
