// swift-tools-version:6.0
// A library with a DocC catalog whose figures ButtonLab draws, as any documented package would:
// `swift package --allow-writing-to-package-directory buttonlab-figures` (see README.md).
import PackageDescription

let package = Package(
    name: "DocCExample",
    products: [
        .library(name: "CheckoutButtons", targets: ["CheckoutButtons"]),
    ],
    dependencies: [
        // `name:` because a path dependency is otherwise named after its folder (a checkout may not be "ButtonLab").
        .package(name: "ButtonLab", path: "../.."),
        // `swift package generate-documentation`, which `make test` runs on this catalog.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Figures/ holds the scenarios the plugin reads; they are no sources of the library.
        .target(name: "CheckoutButtons", exclude: ["Figures"]),
    ]
)
