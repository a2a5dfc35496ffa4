import ButtonLabTestSupport
import ButtonLayout
@testable import ButtonTrace

/// Fixtures/lifecycle/*.yaml built in Swift, key for key, so the simulator is tested without the scenario
/// layer; ButtonLabKitTests loads the files themselves and expects the same sequences.
enum FixtureScenarios {
    /// Article 1's button: a 50 × 50 image over "我是titleLabel".
    static let article1Button = TraceButtonValues(
        title: TitleValue(text: "我是titleLabel", size: size(50, 20)), image: size(50, 50))

    /// Article 2's figure button, 200 × 100.
    static let article2Button = TraceButtonValues(
        title: TitleValue(text: "我是titleLabel", size: size(50, 25)), image: size(50, 50))

    /// Article 4's MyButton content.
    static let article4Button = TraceButtonValues(
        title: TitleValue(text: "title", size: size(33, 22)), image: size(40, 40))

    static let cylButton = SubclassDescription(
        name: "CYLButton", imageRect: .expression(rectExpression("[0, 0, cw, cw]")),
        titleRect: .expression(rectExpression("[0, cw, cw, ch - cw]")), initBody: [.read(.titleLabel), .read(.imageView)])

    static let article1LayoutSubviews = SubclassDescription(
        name: "CYLButton",
        layoutSubviews: [
            .callSuper, SubclassStatement(parsing: "set imageView.frame = [0, 0, bw, bw]"),
            SubclassStatement(parsing: "set titleLabel.frame = [0, bw, bw, bh - bw]"),
        ])

    static let myButton = SubclassDescription(
        name: "MyButton", imageRect: .expression(rectExpression("[10, 10, 40, 40]")),
        titleRect: .expression(rectExpression("[60, 10, 100, 40]")),
        layoutSubviews: [.callSuper, SubclassStatement(parsing: "set self.frame = [0, 0, 170, 60]")])

    static let logging = SubclassDescription(
        name: "MyButton", logs: [.contentRectForBounds, .imageRectForContentRect, .titleRectForContentRect])

    private static func scenario(
        _ name: String, _ button: TraceButtonValues, _ subclass: SubclassDescription?, _ actions: [TraceAction],
        options: TraceOptions = TraceOptions()
    ) -> TraceScenario {
        var options = options
        options.actions = actions
        return TraceScenario(name: name, button: button, subclass: subclass, trace: options)
    }

    private static let code100x150: TraceAction = .create(.initWithFrame(rect(0, 0, 100, 150)))
    private static let code200x100: TraceAction = .create(.initWithFrame(rect(0, 0, 200, 100)))
    private static let content: [TraceAction] = [.setTitle(ContentChange()), .setImage(ContentChange())]

    /// File name → scenario, in the order of the files.
    static let all: [(file: String, scenario: TraceScenario)] = [
        ("a1-lazy-subviews.yaml", scenario(
            "lifecycle-a1-lazy-subviews", article1Button, nil,
            [code100x150] + content + [.read(.subviews), .addToWindow, .runLoop, .read(.subviews)])),
        ("a1-outside-frames.yaml", scenario(
            "lifecycle-a1-outside-frames", article1Button, nil,
            [code100x150] + content + [
                .addToWindow, .setSubviewFrame(.imageView, rect(0, 0, 100, 100)),
                .setSubviewFrame(.titleLabel, rect(0, 100, 100, 50)), .read(.subviews), .runLoop,
            ])),
        ("a1-rect-overrides.yaml", scenario(
            "lifecycle-a1-rect-overrides", article1Button, cylButton,
            [code100x150] + content + [.addToWindow, .runLoop])),
        ("a1-layout-subviews.yaml", scenario(
            "lifecycle-a1-layout-subviews", article1Button, article1LayoutSubviews,
            [code100x150] + content + [.addToWindow, .runLoop])),
        ("a2-image-rect-recursion.yaml", scenario(
            "lifecycle-a2-image-rect-recursion", article2Button,
            SubclassDescription(name: "MyButton", sideEffects: [.imageRectForContentRect: [.read(.imageView)]]),
            [code200x100] + content + [.addToWindow, .runLoop, .call(.imageRectForContentRect)])),
        ("a2-title-rect-recursion.yaml", scenario(
            "lifecycle-a2-title-rect-recursion", article2Button,
            SubclassDescription(name: "MyButton", sideEffects: [.titleRectForContentRect: [.read(.titleLabel)]]),
            [code200x100, .read(.titleLabel)])),
        ("a2-setneedslayout-loop.yaml", scenario(
            "lifecycle-a2-setneedslayout-loop", article2Button,
            SubclassDescription(
                name: "MyButton", sideEffects: [.imageRectForContentRect: [.setNeedsLayout], .titleRectForContentRect: [.setNeedsLayout]]),
            [code200x100] + content + [.addToWindow, .runLoop])),
        ("a2-layoutsubviews-breaks-rect-methods.yaml", scenario(
            "lifecycle-a2-layoutsubviews-breaks-rect-methods", article1Button, article1LayoutSubviews,
            [code100x150] + content + [
                .addToWindow, .runLoop, .call(.imageRectForContentRect), .call(.titleRectForContentRect),
            ])),
        ("a3-init.yaml", scenario(
            "lifecycle-a3-init", article2Button, cylButton,
            [.create(.`init`), .setFrame(rect(0, 0, 200, 100))] + content + [.addToWindow, .runLoop])),
        ("a3-init-with-frame.yaml", scenario(
            "lifecycle-a3-init-with-frame", article2Button, cylButton,
            [code200x100] + content + [.addToWindow, .runLoop])),
        ("a3-xib-loading.yaml", scenario(
            "lifecycle-a3-xib-loading", withFrame(article2Button, rect(0, 0, 200, 100)),
            SubclassDescription(name: "MyButton", initBody: [.read(.titleLabel)], awakeFromNib: [.read(.imageView)]),
            [.create(.initWithCoder(nil)), .awakeFromNib, .addToWindow, .runLoop])),
        ("a4-call-order-article2019.yaml", scenario(
            "lifecycle-a4-call-order-article2019", article2Button, logging,
            [code200x100] + content + [.addToWindow, .runLoop, .setTitle(ContentChange(.value(TitleValue(text: "new", size: size(30, 25))))), .runLoop],
            options: TraceOptions(uikit: .article2019))),
        ("a4-call-order-ios26.yaml", scenario(
            "lifecycle-a4-call-order-ios26", article2Button, logging,
            [code200x100] + content + [.addToWindow, .runLoop, .setTitle(ContentChange(.value(TitleValue(text: "new", size: size(30, 25))))), .runLoop])),
        ("a4-mybutton-resizes-itself.yaml", scenario(
            "lifecycle-a4-mybutton-resizes-itself", article4Button, myButton,
            [.create(.initWithFrame(.zero))] + content + [.addToWindow, .runLoop])),
        ("a5-note1-title-text-color.yaml", scenario(
            "lifecycle-a5-note1-title-text-color", buyButton, nil,
            [code200x44, .setTitle(ContentChange()), .addToWindow, .runLoop, .setSubviewContent(.text("X")), .runLoop,
             .setSubviewContent(.textColor(TraceColor("red"))), .runLoop, .highlight, .runLoop])),
        ("a5-note2-image-view-image.yaml", scenario(
            "lifecycle-a5-note2-image-view-image", TraceButtonValues(image: size(20, 20)), nil,
            [code200x44, .addToWindow, .runLoop, .setSubviewContent(.image(size(40, 40))), .runLoop, .setImage(ContentChange()),
             .runLoop, .setSubviewContent(.image(size(40, 40))), .runLoop, .highlight, .runLoop])),
        ("a5-stateless-font.yaml", scenario(
            "lifecycle-a5-stateless-font", buyButton, nil,
            [code200x44, .setTitle(ContentChange()), .addToWindow, .runLoop,
             .setSubviewContent(.font(LabelFont(TitleFont(size: 24, weight: .bold)))), .runLoop, .highlight, .runLoop,
             .unhighlight, .runLoop])),
    ]

    /// Article 5's fixtures: a 200 × 44 button titled "Buy".
    static let buyButton = TraceButtonValues(title: TitleValue(text: "Buy", size: size(29, 21)))
    private static let code200x44: TraceAction = .create(.initWithFrame(rect(0, 0, 200, 44)))

    private static func withFrame(_ values: TraceButtonValues, _ frame: Rect) -> TraceButtonValues {
        var values = values
        values.frame = frame
        return values
    }

    static func named(_ file: String) -> TraceScenario {
        all.first { $0.file == file }!.scenario
    }
}
