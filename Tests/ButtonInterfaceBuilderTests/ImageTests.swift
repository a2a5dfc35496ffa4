import ButtonLabTestSupport
import Testing

@testable import ButtonInterfaceBuilder
import ButtonReports

/// §6: images, SF Symbols and background images.
@Suite struct ImageTests {
    private func image(_ state: String, resources: String, options: InterfaceBuilderOptions = .init()) -> String? {
        buttonBlock(#"buttonType="system""#, state, resources: resources, options: options)?["image"].map(flowYAML)
    }

    @Test func sizesArePointsFromResources() {
        #expect(image(#"<state key="normal" image="back_arrow.png"/>"#, resources: #"<image name="back_arrow.png" width="24.5" height="26"/>"#) == "{size: [24.5, 26]}")
        #expect(image(#"<state key="normal"><imageReference key="image" image="logo"/></state>"#, resources: #"<image name="logo" width="40" height="28"/>"#) == "{size: [40, 28]}")
    }

    @Test func anImageWithoutAResourceIsDropped() {
        let state = #"<state key="normal" title="Go" image="missing"/>"#
        #expect(image(state, resources: "") == nil)
        #expect(warnings(#"buttonType="system""#, state) == [#"[image-size-unknown] image "missing" has no size in <resources>; left out"#])
    }

    @Test("an SF Symbol is image: {symbol: NAME}, as UIImage(systemName:) is; <resources>' aspect ratio is not a size")
    func symbolsAreSymbols() {
        let resources = #"<image name="folder" catalog="system" width="128" height="96"/><image name="play.fill" catalog="system" width="117" height="128"/>"#
        #expect(image(#"<state key="normal" image="folder" catalog="system"/>"#, resources: resources) == "{symbol: folder}")
        #expect(image(#"<state key="normal" image="gearshape" catalog="system"/>"#, resources: "") == "{symbol: gearshape}")
        let configured = #"<state key="normal"><imageReference key="image" image="play.fill" catalog="system" symbolScale="small"/><preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="26"/></state>"#
        #expect(image(configured, resources: resources) == "{symbol: play.fill, configuration: {pointSize: 26, scale: small}}")
        #expect(warnings(#"buttonType="system""#, configured, resources: resources) == [
            "[symbol-size] SF Symbol play.fill: no size in the file; layout estimates it from the symbol configuration UIKit applies (symbol-estimate); give measured metrics with --symbols"
        ])
        let buttonLevel = #"<state key="normal" image="folder" catalog="system"/><preferredSymbolConfiguration key="preferredSymbolConfiguration" pointSize="34"/>"#
        #expect(image(buttonLevel, resources: resources) == "{symbol: folder, configuration: {pointSize: 34}}")
        let defaultScale = #"<state key="normal"><imageReference key="image" image="play.fill" catalog="system" symbolScale="default"/></state>"#
        #expect(image(defaultScale, resources: resources) == "{symbol: play.fill}")
        // A name is data: quoted where YAML would read it as structure.
        #expect(image(#"<state key="normal" image="x: [1]&#10;size: [9, 9]" catalog="system"/>"#, resources: "") == #"{symbol: "x: [1]\nsize: [9, 9]"}"#)
    }

    @Test func aResourceMarksASymbolEvenWithoutACatalogOnTheState() {
        let resources = #"<image name="trash" catalog="system" width="121" height="128"/>"#
        #expect(image(#"<state key="normal" image="trash"/>"#, resources: resources) == "{symbol: trash}")
    }

    @Test("a symbol as background image has no size anywhere: left out, said so")
    func backgroundSymbolsAreLeftOut() {
        let state = #"<state key="normal" title="Go" backgroundImage="capsule"/>"#
        let resources = #"<image name="capsule" catalog="system" width="128" height="66"/>"#
        #expect(buttonBlock(#"buttonType="system""#, state, resources: resources)?["backgroundImage"] == nil)
        #expect(warnings(#"buttonType="system""#, state, resources: resources) == [
            #"[image-size-unknown] background image "capsule" is an SF Symbol, whose size the file does not give; left out"#
        ])
    }

    @Test func measuredSymbolsFromTheSymbolsFile() {
        let options = InterfaceBuilderOptions(symbols: ["folder": IBSymbolMetrics(width: 23.5, height: 18.66, alignmentInsets: (1, 0, 2, 0))])
        let resources = #"<image name="folder" catalog="system" width="128" height="96"/>"#
        #expect(image(#"<state key="normal" image="folder" catalog="system"/>"#, resources: resources, options: options) == "{symbol: folder, size: [23.5, 18.66]}")
        #expect(image(#"<state key="normal" image="folder" catalog="system"/>"#, resources: "", options: options) == "{symbol: folder, size: [23.5, 18.66]}")
        #expect(warnings(#"buttonType="system""#, #"<state key="normal" image="folder" catalog="system"/>"#, options: options) == [
            "[symbol-size] SF Symbol folder: 23.5 × 18.66 from --symbols"
        ])
    }

    @Test func backgroundImages() {
        let resources = #"<image name="pill" width="60" height="50"/>"#
        let block = buttonBlock(#"buttonType="system""#, #"<state key="normal" title="Go" backgroundImage="pill"/>"#, resources: resources)
        #expect(block.map(flowYAML) == "{frame: [10, 20, 100, 44], buttonType: system, backgroundImage: {size: [60, 50]}, title: {text: Go, font: {size: 15, weight: regular}}}")
        let reference = #"<state key="normal" title="Go"><imageReference key="backgroundImage" image="pill"/></state>"#
        #expect(buttonBlock(#"buttonType="system""#, reference, resources: resources)?["backgroundImage"].map(flowYAML) == "{size: [60, 50]}")
        #expect(warnings(#"buttonType="system""#, #"<state key="normal" backgroundImage="pill"/>"#, resources: resources) == [
            "[no-content] no title, image or configuration"
        ])
    }

    @Test func badResourceSizesSkipTheButton() {
        let result = importText(xib(button(#"buttonType="system""#, #"<state key="normal" image="x"/>"#), resources: #"<image name="x" width="wide" height="2"/>"#), path: "R.xib")
        #expect(result.errors.map(\.text) == [#"R.xib:16:1: error: button b: image width "wide" is not a number"#])
    }
}
