// swift-tools-version: 6.0
import Foundation
import PackageDescription

// SwiftPM names a package that is depended on by path after its folder, which is
// whatever the checkout is called (`DesignSpec`, `main`, a worktree's name).
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
let designSpec = Target.Dependency.product(name: "DesignSpec", package: root)

// libFuzzer targets for DesignSpec, in a package of their own so that the root package's
// `swift build` and `swift test` never build them. Build and run them with `Fuzz/run`.
let package = Package(
    name: "DesignSpecFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [designSpec]),
        .executableTarget(name: "fuzz-json", dependencies: ["FuzzSupport", designSpec]),
        .executableTarget(name: "fuzz-mustache", dependencies: ["FuzzSupport", designSpec]),
        .executableTarget(name: "fuzz-markdown", dependencies: ["FuzzSupport", designSpec]),
        .executableTarget(name: "fuzz-values", dependencies: ["FuzzSupport", designSpec]),
        .executableTarget(name: "fuzz-recipes", dependencies: ["FuzzSupport", designSpec]),
        .executableTarget(name: "fuzz-tokens", dependencies: ["FuzzSupport", designSpec]),
        .executableTarget(name: "fuzz-extraction", dependencies: ["FuzzSupport", designSpec]),
        .executableTarget(name: "fuzz-fix", dependencies: ["FuzzSupport", designSpec]),
    ],
    swiftLanguageModes: [.v6]
)
