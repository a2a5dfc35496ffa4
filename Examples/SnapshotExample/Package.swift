// swift-tools-version:6.0
// A package of its own that snapshot-tests its buttons with ButtonLab, as any app's package would:
// ButtonLab by path here, by URL in yours (see README.md).
import PackageDescription

let package = Package(
    name: "SnapshotExample",
    dependencies: [
        // `name:` because a path dependency is otherwise named after its folder (a checkout may not be "ButtonLab").
        .package(name: "ButtonLab", path: "../.."),
    ],
    targets: [
        .testTarget(
            name: "SnapshotExampleTests",
            dependencies: [.product(name: "ButtonLabSnapshotTesting", package: "ButtonLab")]
        ),
    ]
)
