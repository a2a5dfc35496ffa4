import ButtonLabTestSupport
import Foundation
import Testing

/// Per-state content, line-break modes and text styles read from Interface Builder and Swift reach
/// `layout`, `explain` and `sweep` as a hand-written scenario does (states.md, layout-model.md R6.4,
/// dynamic-type.md; `Fixtures/interface-builder/States.xib`, `Fixtures/swift/States.swift`).
@Suite struct ImportedStatesCommandTests {
    let states = fixturesDirectory + "/interface-builder/States.xib"

    @Test("IB: the state comes from the flags and the content is looked up by exact key (AS6.1, AS6.2, AS3)")
    func interfaceBuilderLayout() throws {
        let run = try buttonlab("layout", "States.xib", "--format", "text", in: fixturesDirectory + "/interface-builder")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("""
              state: [.highlighted, .selected]
              title: title from .normal (no [.highlighted, .selected] entry)
                            x   y  width  height
              bounds        0   0    140      44
              contentRect   0   0    140      44
              imageArea     0   0    140      44
              titleArea     0   0    140      44
              imageView     —
              titleLabel   48  13     44      18
              intrinsicContentSize 44 × 30
              warning: a .selected title without a [.selected, .highlighted] entry: a selected button shows the .normal title while pressed (states.md AS2)
            """))
        #expect(run.output.contains("  state: .highlighted\n  title: title from .highlighted\n"))
        #expect(run.output.contains("  titleLabel   29  13     82      18\n"))
        #expect(run.output.contains("""
              title: attributed title from .normal (no .highlighted entry)
            """))
        #expect(run.output.contains(
            "  warning: the plain titles for .highlighted never show: an attributed title for .normal beats every plain title (states.md AS3)\n"))
    }

    @Test("IB: --state normal lays out the normal title: \"Green\" at (49, 13, 42, 18), states.md AS6.1's measured frame")
    func stateOption() throws {
        let run = try buttonlab("layout", states, "--element", "Grn-st-002", "--state", "normal", "--format", "text")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("  state: .normal\n  title: title from .normal\n"))
        #expect(run.output.contains("  titleLabel   49  13     42      18\n"))
    }

    @Test("IB: wordWrap with a runtime numberOfLines 0 lays out both lines; a Body text style is sized by Dynamic Type")
    func linesAndTextStyles() throws {
        let run = try buttonlab("layout", states, "--format", "text")
        #expect(run.output.contains("  titleLabel   40.5  12     59      36\n  intrinsicContentSize 59 × 48\n  titleLabel lays out 2 lines: \"Line one\" / \"Line two\"\n"))
        // numberOfLines 0 shows both lines: no multi-line-title warning for the wrapped button.
        #expect(!run.errors.contains("states-wrapped"))
        #expect(run.output.contains("  font: body at large = 17 pt regular\n"))
        // The imported text style follows the category: at AX5 the 17-pt Body title is 53 pt and breaks the 140 × 44 button.
        let sweep = try buttonlab("sweep", states, "--element", "Bdy-st-005", "--categories", "large,accessibilityExtraExtraExtraLarge")
        #expect(sweep.status == 1)
        #expect(sweep.output.contains("  1  L         -\n  2  AX5       truncated, outside-bounds\n"), "\(sweep.errors)")
    }

    @Test("IB: explain's first step names the key that supplied the title")
    func explain() throws {
        let run = try buttonlab("explain", states, "--element", "Fol-st-001")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("""
            Content (states.md AS1–AS3, dynamic-type.md DY1, DY4)
              state: [.highlighted, .selected]
              title: title from .normal (no [.highlighted, .selected] entry)
            """))
    }

    @Test("IB: sweep --states looks each state up in the imported per-state titles")
    func sweepStates() throws {
        // At 60 points "Green" fits and "Plain Button" does not: only the highlighted condition truncates.
        let run = try buttonlab("sweep", states, "--element", "Grn-st-002", "--states", "normal,highlighted", "--widths", "60")
        #expect(run.status == 1)
        #expect(run.output.contains("  1  60     normal       -\n  2  60     highlighted  truncated\n"), "\(run.output)")
    }

    @Test("Swift: [.selected, .highlighted]'s own title, and a disabled Body title")
    func swiftLayout() throws {
        let run = try buttonlab("layout", "States.swift", "--format", "text", in: fixturesDirectory + "/swift")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("""
              source: States.swift line 7, followButton
              profile: layout: legacy, uikit 26 (strong)
              state: [.highlighted, .selected]
              title: title from [.highlighted, .selected]
            """))
        #expect(run.output.contains("  titleLabel   40  13     60      18\n"))
        #expect(run.output.contains("""
              state: .disabled
              title: title from .disabled
              font: body at large = 17 pt regular
            """))
        #expect(run.errors == "")
    }

    @Test("Swift: trace replays the direct writes and names the pitfall; layout warns at each write")
    func swiftDirectWrites() throws {
        let trace = try buttonlab("trace", "DirectWrites.swift", in: fixturesDirectory + "/swift")
        #expect(trace.status == 0, "\(trace.errors)")
        #expect(trace.output.contains("3. set: {titleLabel.text: \"X\"}\n"))
        #expect(trace.output.contains(
            "   pitfall directTitleText: `titleLabel.text = \"X\"` did not stick. The button copies its title for the current state "
                + "(`currentTitle` \"Buy\") into the label at each layout"))
        #expect(trace.output.contains("   pitfall directTitleColor: `titleLabel.textColor = red` lasted until the button refreshed its label"))
        let layout = try buttonlab("layout", "DirectWrites.swift", "--format", "text", in: fixturesDirectory + "/swift")
        #expect(layout.errors.hasPrefix(
            "DirectWrites.swift:11:9: warning: buyButton.titleLabel.text = … does not stick: the button copies its title for the current state "
                + "into the label at each layout, and sizeToFit measures currentTitle; use setTitle(_:for:) (article 5, Note 1)\n"))
        #expect(layout.output.contains("  titleLabel   86.5  13     27      18\n"))
    }

    @Test("IB: an untrusted titleLabel.numberOfLines runtime attribute is bounded by the scenario's limits, reported at its button")
    func hugeNumberOfLines() throws {
        let scratch = makeScratch("ib-lines")
        defer { removeScratch(scratch) }
        let lines = #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="titleLabel.numberOfLines"><integer key="value" value="99999999999"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes>"#
        try writeFile(xib(titledButton(id: "b1", title: "Go", extra: #"buttonType="system""#).replacingOccurrences(of: "</button>", with: lines + "</button>")), scratch, "Lines.xib")
        let run = try buttonlab("layout", "Lines.xib", in: scratch)
        #expect(run.status == 2)
        #expect(run.errors.contains(
            "Lines.xib:8:17: error: button b1 (lines-go): button.title.numberOfLines: a number must lie between -1000000 and 1000000, found 99999999999\n"))
    }
}
