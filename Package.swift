// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ButtonLab",
    products: [
        .executable(name: "buttonlab", targets: ["buttonlab"]),
        .library(name: "ButtonLayout", targets: ["ButtonLayout"]),
        .library(name: "ButtonScenario", targets: ["ButtonScenario"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
    ],
    targets: [
        // The heart: UIKit's button layout as a pure function of value types. No I/O, no Foundation.
        .target(name: "ButtonLayout"),

        // Scenario files (YAML/JSON) to engine inputs, with precise, positioned errors.
        .target(
            name: "ButtonScenario",
            dependencies: ["ButtonLayout", .product(name: "Yams", package: "Yams")]
        ),

        // A diagram as a plain display list (shapes and text), built from a layout; no drawing here.
        .target(name: "ButtonDiagram", dependencies: ["ButtonLayout", "ButtonScenario"]),

        // The command line: argument parsing and orchestration only.
        .executableTarget(
            name: "buttonlab",
            dependencies: [
                "ButtonLayout",
                "ButtonScenario",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        .testTarget(
            name: "ButtonLayoutTests",
            dependencies: ["ButtonLayout", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "ButtonScenarioTests",
            dependencies: ["ButtonScenario", "ButtonLayout"],
            resources: []
        ),
    ]
)
