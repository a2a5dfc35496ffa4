/// What each scenario of Fixtures/lifecycle gives, step by step: its short sequences and its outcome
/// (a `StepOutcome` raw value). ButtonTraceTests runs the scenarios built in Swift, ButtonLabKitTests
/// loads the files; both hold them to this one table.
public let lifecycleFixtureExpectations: [(file: String, sequences: [String], outcome: String)] = [
    ("a1-lazy-subviews.yaml", ["", "", "", "", "", "1 3 4 3 5 3 3 4", ""], "ok"),
    ("a1-outside-frames.yaml", ["", "", "", "", "3 4 1 3 5 3 3 4", "", "", "1 3 3 4"], "ok"),
    ("a1-rect-overrides.yaml", ["3 5 3 4 1 3 3", "", "", "", "1 3 4 5 3 4"], "ok"),
    ("a1-layout-subviews.yaml", ["", "", "", "", "1 3 4 3 5 3 3 4"], "ok"),
    ("a2-image-rect-recursion.yaml", ["", "", "", "", "1 3 4", ""], "crash"),
    ("a2-title-rect-recursion.yaml", ["", "3 5"], "crash"),
    ("a2-setneedslayout-loop.yaml",
     ["", "", "", "", (["1 3 4 3 5 3 4 5 3 4"] + Array(repeating: "1 3 4 5 3 4", count: 99)).joined(separator: " ")],
     "feedbackLoop"),
    ("a2-layoutsubviews-breaks-rect-methods.yaml", ["", "", "", "", "1 3 4 3 5 3 3 4", "3 4", "3 5"], "ok"),
    ("a3-init.yaml", ["3 5 3 4 1 3 3", "", "", "", "", "1 3 4 5 3 4"], "ok"),
    ("a3-init-with-frame.yaml", ["3 5 3 4 1 3 3", "", "", "", "1 3 4 5 3 4"], "ok"),
    ("a3-xib-loading.yaml", ["3 5", "3 4 1 3 3 4", "", "1 3 3 4"], "ok"),
    ("a4-call-order-article2019.yaml", ["", "", "", "", "1 3 4 3 4 3 5 3 5 3 4", "", "1 3 4 3 5 3 4"], "ok"),
    ("a4-call-order-ios26.yaml", ["", "", "", "", "1 3 4 3 5 3 4 5 3 4", "", "1 3 4 5 3 4"], "ok"),
    ("a4-mybutton-resizes-itself.yaml", ["", "", "", "", "1 3 4 3 5 3 4 5 3 4 1 3 4 5 3 4"], "ok"),
    ("a5-note1-title-text-color.yaml", ["", "", "", "1 3 5 3 3", "", "1 3 3", "", "", "", "1 3 3"], "ok"),
    ("a5-note2-image-view-image.yaml", ["", "", "1 3 3", "3 4 1 3 3", "", "", "1 3 3 4", "", "", "", "1 3 3 4"], "ok"),
    ("a5-stateless-font.yaml", ["", "", "", "1 3 5 3 3", "", "1 3 3", "", "1 3 3", "", "1 3 3"], "ok"),
]
