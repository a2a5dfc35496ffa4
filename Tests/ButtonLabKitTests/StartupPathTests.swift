import ButtonLabKit
import ButtonLabTestSupport
import ButtonScenario
import Testing

/// `render` of one scenario reads it while the fonts load and hands it to the renderer
/// (`FigureRenderer.preloading`): the renderer draws that scenario for that input, and reads any
/// other input itself.
@Suite("Start-up: a scenario read ahead")
struct StartupPathTests {
    let fig01 = fixturesDirectory + "/article2/fig01-default.yaml"
    let fig05 = fixturesDirectory + "/article2/fig05-virtual-title.yaml"

    @Test("the preloaded scenario is drawn for its input, and only for it")
    func preloadedScenarioIsUsedForItsInput() throws {
        let renderer = try FigureRenderer()
        // fig05's scenario, handed over as fig01's: the figure drawn for fig01 is fig05's.
        let other = try renderer.loader.load(path: fig05)
        let preloaded = renderer.preloading(.file(fig01), loaded: .success(other))
        let drawn = try preloaded.render(.file(fig01), formats: [.png]).get()
        #expect(drawn.name == "edge-insets-05-virtual-title")
        // Another input is read from its file.
        let read = try preloaded.render(.file(fig05), formats: [.png]).get()
        #expect(read.name == "edge-insets-05-virtual-title")
        let plain = try renderer.render(.file(fig01), formats: [.png]).get()
        #expect(plain.name != drawn.name)
    }

    @Test("a scenario read with the command's loader draws the same bytes as one read by the renderer")
    func readAheadIsTheSameFigure() throws {
        let renderer = try FigureRenderer()
        let ahead = loadScenario(.file(fig05), loader: makeScenarioLoader())
        let drawn = try renderer.preloading(.file(fig05), loaded: ahead).render(.file(fig05), formats: [.png, .svg]).get()
        let direct = try renderer.render(.file(fig05), formats: [.png, .svg]).get()
        #expect(drawn.png == direct.png)
        #expect(drawn.svg == direct.svg)
        #expect(drawn.sidecar == direct.sidecar)
    }

    @Test("a failure read ahead is reported as the renderer would")
    func preloadedFailure() throws {
        let renderer = try FigureRenderer()
        let missing = fixturesDirectory + "/no-such-scenario.yaml"
        let ahead = loadScenario(.file(missing), loader: makeScenarioLoader())
        let viaAhead = renderer.preloading(.file(missing), loaded: ahead).render(.file(missing), formats: [.png])
        let direct = renderer.render(.file(missing), formats: [.png])
        guard case .failure(let a) = viaAhead, case .failure(let b) = direct else {
            Issue.record("both should fail")
            return
        }
        #expect(a.description == b.description)
    }
}
