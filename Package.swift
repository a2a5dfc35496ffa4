// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ButtonLab",
    products: [
        .executable(name: "buttonlab", targets: ["buttonlab"]),
        // The public API (docs/api.md): the pure engines and readers are libraries; the drawing stack,
        // file handling and the commands' shared code are `package` — one package's internals.
        .library(name: "ButtonLayout", targets: ["ButtonLayout"]),
        .library(name: "ButtonScenario", targets: ["ButtonScenario"]),
        .library(name: "ButtonSolve", targets: ["ButtonSolve"]),
        .library(name: "ButtonTrace", targets: ["ButtonTrace"]),
        .library(name: "ButtonInterfaceBuilder", targets: ["ButtonInterfaceBuilder"]),
        // The commands' reports and the printers of diagnostics: JSON and text from the engines' values.
        .library(name: "ButtonReports", targets: ["ButtonReports"]),
        // For other packages' tests: the golden comparison, and snapshot strategies built on it.
        .library(name: "ButtonCheck", targets: ["ButtonCheck"]),
        .library(name: "ButtonLabSnapshotTesting", targets: ["ButtonLabSnapshotTesting"]),
        // For other packages' DocC catalogs: `swift package buttonlab-figures` (docs/docc.md).
        .plugin(name: "ButtonLabFigures", targets: ["ButtonLabFigures"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // SHA-256 for the approval manifest (docs/visual-regression.md); 4.x imports FoundationEssentials only.
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
        // Swift source read statically (docs/swift-source.md): the parser only, no macros, no builder.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // `buttonlab serve`'s HTTP/1.1 server (docs/serve.md): small, no SwiftNIO, only the executable links it.
        .package(url: "https://github.com/swhitty/FlyingFox.git", from: "0.27.1"),
    ],
    targets: [
        // The heart: UIKit's button layout as a pure function of value types. No I/O, no Foundation.
        // libm: rounding inlines to floor()/ceil()/round() calls that Foundation-free modules must link.
        // The value types every reader and engine shares, one type per concept: geometry, source positions, the
        // positioned syntax tree, button types and control states, diagnostics, provenance. No dependencies at all.
        .target(name: "ButtonCore"),

        .target(name: "ButtonLayout", dependencies: ["ButtonCore"], linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),

        // Reading and writing files that come from outside: no symbolic links, no FIFOs or devices,
        // bounded sizes, all-or-nothing groups of writes, PNG and JPEG headers checked before decoding, and
        // input text escaped for logs. No dependencies; platform calls behind #if canImport.
        .target(name: "ButtonFiles"),

        // Scenario files (YAML/JSON) to engine inputs, with precise, positioned errors.
        .target(name: "ButtonScenario", dependencies: ["ButtonCore", "ButtonLayout", "ButtonFiles", "ButtonSolve", "ButtonTrace", "CYAML"]),
        // Debian's libyaml, linked (130 kB, needs only libc): its event parser composes straight into the
        // project's syntax tree, with no YAML library over it pulling full Foundation in (docs/performance.md).
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),

        // Interface Builder documents (.xib, .storyboard) to scenario trees and editable YAML: libxml2's SAX2
        // parser with no network, no DTD loading, no entity substitution, and DTDs refused; no engine types.
        .target(name: "ButtonInterfaceBuilder", dependencies: ["ButtonCore", "ButtonFiles", "CMarkupParser"]),
        // libxml2 through dlopen on the first import, never linked (no FoundationXML): `layout`, `explain` and
        // `--version` start without libxml2, ICU and liblzma. Its SAX2 ABI is declared in LibXML2.h (checked
        // against libxml2's headers by BindingHeaderTests), since a pkg-config dependency would put `-lxml2`
        // on every executable's link line (docs/performance.md).
        .target(name: "CMarkupParser"),

        // Swift source (.swift) to a typed model of the buttons it sets up and scenario trees, statically with
        // swift-syntax's parser, never compiling or running it; no engine types, no JSON text (docs/swift-source.md).
        .target(
            name: "ButtonSwiftSource",
            dependencies: [
                "ButtonCore", "ButtonFiles",
                .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
            ]),

        // The life-cycle simulator of `buttonlab trace` (docs/lifecycle.md): what UIKit sends, when, as typed
        // events, with every rect from the layout engine. Pure value types, no I/O, no Foundation.
        .target(name: "ButtonTrace", dependencies: ["ButtonCore", "ButtonLayout"]),

        // `solve` and `migrate`: the inverse problem over the forward models, both APIs. Pure.
        .target(name: "ButtonSolve", dependencies: ["ButtonLayout"]),

        // A diagram as a plain display list (shapes and text), built from a layout or a trace (the sequence
        // diagram's rows and lanes); no drawing here.
        .target(name: "ButtonDiagram", dependencies: ["ButtonLayout", "ButtonScenario", "ButtonTrace"]),

        // What each command prints, as typed reports with their provenance, and the one JSON and one text
        // renderer of each, diagnostics' included. The engines give values; no drawing here (ButtonDiagram
        // only for a figure sidecar's canvas).
        .target(
            name: "ButtonReports",
            dependencies: [
                "ButtonCore", "ButtonFiles", "ButtonLayout", "ButtonScenario", "ButtonSolve", "ButtonTrace", "ButtonDiagram",
                // `import --list`'s report of the buttons a Swift file sets up.
                "ButtonSwiftSource",
            ]
        ),

        // The figure backends, one value per format (FigureBackend.swift): PNG and PDF drawn with cairo + Pango,
        // fonts from known Debian paths only; SVG written as text, opening no C library.
        .target(
            name: "ButtonRender",
            dependencies: ["ButtonDiagram", "ButtonScenario", "ButtonLayout", "ButtonFiles", "CDrawingStack"]
        ),
        // cairo, Pango, fontconfig, libpng, libjpeg and zlib through dlopen on first use, never linked: `layout`,
        // `explain`, `solve` and `--version` start without mapping the drawing stack's ~40 libraries.
        // Headers from libcairo2-dev, libfontconfig-dev, libpng-dev, libjpeg62-turbo-dev and zlib1g-dev (plain /usr/include).
        .target(name: "CDrawingStack", dependencies: ["CJPEG"]),
        // libjpeg-turbo's header only: CDrawingStack opens libjpeg.so.62 on the first JPEG it decodes,
        // with a setjmp error manager in C (docs/security.md). No `pkgConfig: "libjpeg"`: SwiftPM adds
        // its `-ljpeg` to every executable, which then maps libjpeg at start-up (docs/performance.md).
        .systemLibrary(name: "CJPEG", providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]),

        // What the commands share: batches, JSON and text reports. Keeps the executable thin.
        .target(
            name: "ButtonLabKit",
            dependencies: [
                "ButtonLayout", "ButtonScenario", "ButtonDiagram", "ButtonRender", "ButtonSolve", "ButtonTrace", "ButtonFiles",
                "ButtonReports",
                // Interface Builder files wherever scenarios are read (docs/interface-builder.md).
                "ButtonInterfaceBuilder",
                // Swift source wherever scenarios are read (docs/swift-source.md).
                "ButtonSwiftSource",
            ]
        ),

        // The command line: argument parsing and orchestration only.
        .executableTarget(
            name: "buttonlab",
            dependencies: [
                "ButtonLabKit",
                "ButtonLayout",
                "ButtonReports",
                "ButtonRender",
                "ButtonScenario",
                "ButtonCheck",
                "ButtonFiles",
                "ButtonInterfaceBuilder",
                "ButtonSwiftSource",
                "ButtonServe",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // `buttonlab serve` (docs/serve.md): the loopback HTTP API over the commands' own code paths, the token
        // and Host checks, the file watch. Only the executable depends on it, so no library pays for the server.
        .target(
            name: "ButtonServe",
            dependencies: [
                "ButtonLabKit", "ButtonReports", "ButtonCheck", "ButtonFiles", "ButtonScenario", "ButtonRender", "ButtonDiagram",
                .product(name: "FlyingFox", package: "FlyingFox"),
            ],
            // The page (HTML, CSS, JavaScript) compiled into the binary: no files to install beside it.
            resources: [.embedInCode("Page")]
        ),

        // Visual regression: golden comparison (exact, then perceptual with anti-aliasing detection),
        // the golden store and the HTML report behind `buttonlab check`. No CLI, no rendering here.
        .target(
            name: "ButtonCheck",
            dependencies: [
                "ButtonRender", "ButtonDiagram", "ButtonReports", "ButtonScenario", "ButtonFiles",
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),

        // swift-snapshot-testing strategies over ButtonCheck's comparison and `assertButtonLabGoldens`, for
        // this package's snapshot tests and other packages' (Examples/SnapshotExample). Only the
        // SnapshotTesting product: InlineSnapshotTesting would pull swift-syntax into every user's build.
        .target(
            name: "ButtonLabSnapshotTesting",
            dependencies: ["ButtonCheck", "ButtonLabKit", "ButtonRender", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),

        // `swift package buttonlab-figures [--target T] [SCENARIO_DIR]`: a target's scenarios into its DocC catalog's
        // Resources through the `buttonlab` tool (render --docc), never drawing itself (docs/docc.md).
        .plugin(
            name: "ButtonLabFigures",
            capability: .command(
                intent: .custom(
                    verb: "buttonlab-figures",
                    description: "Render a target's scenario folder into its DocC catalog's Resources (light, dark, alt text)"),
                permissions: [.writeToPackageDirectory(reason: "writes the figures into the DocC catalog's Resources folder")]
            ),
            dependencies: ["buttonlab"]
        ),

        // `make fuzz`: libFuzzer over the scenario loader, the engine, the diagram builder and the image headers;
        // an ordinary build replays inputs (see docs/security.md).
        .executableTarget(
            name: "buttonlab-fuzz",
            dependencies: ["ButtonScenario", "ButtonLayout", "ButtonDiagram", "ButtonRender", "ButtonInterfaceBuilder", "ButtonFiles", "ButtonReports"]
        ),

        // `make bench`: throughput of the engine and the renderer, release build.
        .executableTarget(
            name: "buttonlab-bench",
            dependencies: [
                "ButtonLayout", "ButtonLabKit", "ButtonDiagram", "ButtonRender", "ButtonReports", "ButtonScenario", "ButtonInterfaceBuilder",
                // The raw HTTP client the serve section talks to `buttonlab serve` with.
                "ButtonLabTestSupport",
            ]
        ),

        // What the test targets share: repository paths, scratch folders, running `buttonlab`, a seeded generator,
        // rect shorthands, the XIB template, the lifecycle fixtures' expected runs. Foundation and the engine's
        // value types only, so no test target gains a heavy dependency.
        .target(name: "ButtonLabTestSupport", dependencies: ["ButtonLayout"], path: "Tests/ButtonLabTestSupport"),

        .testTarget(
            name: "ButtonReportsTests",
            dependencies: ["ButtonLabTestSupport", "ButtonReports", "ButtonCore", "ButtonLayout", "ButtonScenario", "ButtonTrace", "ButtonSolve", "ButtonDiagram"]
        ),
        // ButtonCore's types, and the products that re-export them imported together (no ambiguous names).
        .testTarget(name: "ButtonCoreTests", dependencies: ["ButtonCore", "ButtonScenario", "ButtonInterfaceBuilder", "ButtonTrace"]),
        .testTarget(name: "ButtonFilesTests", dependencies: ["ButtonFiles", "ButtonLabTestSupport"]),
        .testTarget(
            name: "ButtonSolveTests",
            dependencies: ["ButtonLabTestSupport", "ButtonSolve", "ButtonLayout", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "ButtonLayoutTests",
            dependencies: ["ButtonLabTestSupport", "ButtonLayout", "ButtonReports", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "ButtonTraceTests", dependencies: ["ButtonLabTestSupport", "ButtonTrace", "ButtonReports", "ButtonLayout"]),
        .testTarget(
            name: "ButtonLabKitTests",
            dependencies: [
                "ButtonLabTestSupport",
                "ButtonLabKit", "ButtonFiles", "ButtonScenario", "ButtonLayout", "ButtonDiagram", "ButtonRender", "ButtonInterfaceBuilder",
                "ButtonTrace", "ButtonReports",
            ]
        ),
        .testTarget(
            name: "ButtonDiagramTests",
            dependencies: [
                "ButtonLabTestSupport", "ButtonDiagram", "ButtonRender", "ButtonScenario", "ButtonLayout", "ButtonTrace", "ButtonInterfaceBuilder", "ButtonReports",
            ]
        ),
        .testTarget(
            name: "ButtonScenarioTests",
            dependencies: [
                "ButtonLabTestSupport", "ButtonScenario", "ButtonReports", "ButtonLayout", "ButtonTrace", .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: []
        ),
        .testTarget(
            name: "ButtonInterfaceBuilderTests",
            dependencies: ["ButtonLabTestSupport", "ButtonInterfaceBuilder", "ButtonScenario", "ButtonReports"]
        ),
        .testTarget(name: "ButtonSwiftSourceTests", dependencies: ["ButtonLabTestSupport", "ButtonSwiftSource", "ButtonReports", "ButtonCore"]),
        .testTarget(
            name: "ButtonRenderTests",
            dependencies: ["ButtonLabTestSupport", "ButtonRender", "ButtonDiagram", "ButtonScenario", "ButtonLayout"]
        ),
        .testTarget(
            name: "ButtonCheckTests",
            dependencies: ["ButtonLabTestSupport", "ButtonCheck", "ButtonLabKit", "ButtonReports", "ButtonRender", "ButtonDiagram", "ButtonScenario", "ButtonLayout"]
        ),
        // `buttonlab serve`'s API over real HTTP on a loopback port (docs/serve.md).
        .testTarget(
            name: "ButtonServeTests",
            dependencies: ["ButtonLabTestSupport", "ButtonServe", "ButtonCheck", "ButtonLabKit", "ButtonReports", "ButtonFiles"]
        ),
        // The plugin's plan (Plugins/ButtonLabFigures/FigurePlan.swift, linked in) and the argv it hands `buttonlab`.
        .testTarget(name: "ButtonLabFiguresPluginTests", dependencies: ["ButtonLabTestSupport"]),
        // Every fixture as a swift-snapshot-testing snapshot against Tests/Goldens (the goldens `buttonlab check` uses).
        .testTarget(
            name: "ButtonLabSnapshotTests",
            dependencies: [
                "ButtonLabTestSupport",
                "ButtonLabSnapshotTesting", "ButtonCheck", "ButtonLabKit", "ButtonScenario", "ButtonRender", "ButtonInterfaceBuilder",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
    ]
)
