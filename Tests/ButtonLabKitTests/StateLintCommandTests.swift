import ButtonLabTestSupport
import Foundation
import Testing

private let fixture = "Fixtures/conditions/follow-truncated-one-state.yaml"

/// states.md AS7's truncation lint end to end: `layout` and `render` print it on standard error at
/// the truncating state's `titles` key, and the layout's warnings carry the same words.
@Suite("buttonlab layout/render: a title truncated in one state only")
struct StateLintCommandTests {
    private let message = "the .selected title (64.23 pt) is truncated to 55.96 pt in this fixed frame, "
        + "while the .normal, [.highlighted, .selected] titles fit: widen the frame or size the button to fit (states.md AS7)"

    @Test("layout and render: the warning at 9:30 (titles.selected) on standard error; layout lists it among its warnings")
    func layoutAndRender() throws {
        let warning = "\(fixture):9:30: warning: button.titles.selected: \(message)\n"
        let layout = try buttonlab("layout", "--format", "json", fixture, in: repositoryRoot)
        #expect(layout.status == 0 && layout.errors == warning)
        #expect(layout.output.contains("\"warnings\": [\"\(message)\"]"))
        let out = makeScratch("state-lint-render")
        defer { removeScratch(out) }
        let render = try buttonlab("render", "--format", "svg", "-o", out, fixture, in: repositoryRoot)
        #expect(render.status == 0 && render.errors.contains(warning))
        #expect(listing(out).contains("follow-truncated-one-state.svg"))
    }
}
