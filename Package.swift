// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "DesignSpec",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "designspec", targets: ["designspec"]),
        .library(name: "DesignSpec", targets: ["DesignSpec"]),
        // `swift package designspec check` in a package that depends on this one.
        .plugin(name: "DesignSpecPlugin", targets: ["DesignSpecPlugin"]),
    ],
    targets: [
        // cmark-gfm and its GFM extensions, from the system's packages.
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [
                .apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]),
                .brew(["cmark-gfm"]),
            ]
        ),
        // The library: all the work, one folder per concept.
        .target(
            name: "DesignSpec",
            dependencies: ["CCmarkGFM"],
            plugins: ["EmbedTemplatesPlugin"]
        ),
        // The command: argument parsing and exit codes only. On Linux it allocates with
        // jemalloc (Debian's libjemalloc-dev), not glibc's malloc: a check on a drift-heavy
        // repo spent a tenth of its time in malloc and free (README, Performance).
        .executableTarget(
            name: "designspec",
            dependencies: ["DesignSpec"],
            linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux]))],
            // The commit `--version` names, generated into this target alone: a new commit
            // then relinks the command, not the library.
            plugins: ["BuildInfoPlugin"]
        ),

        // Build-time generation of the built-in templates from `templates/`.
        .executableTarget(name: "embed-templates", path: "Plugins/EmbedTemplatesTool"),
        .plugin(
            name: "EmbedTemplatesPlugin",
            capability: .buildTool(),
            dependencies: ["embed-templates"],
            path: "Plugins/EmbedTemplatesPlugin"
        ),
        // The commit `designspec --version` names, read from git before each build.
        .plugin(name: "BuildInfoPlugin", capability: .buildTool(), path: "Plugins/BuildInfoPlugin"),

        // The command plugin: runs `designspec` with the given arguments in the package
        // it is run on.
        .plugin(
            name: "DesignSpecPlugin",
            capability: .command(
                intent: .custom(verb: "designspec", description: "Check design docs against their tokens, build their site")
            ),
            dependencies: ["designspec"],
            path: "Plugins/DesignSpecPlugin"
        ),

        .testTarget(
            name: "DesignSpecTests",
            dependencies: ["DesignSpec"],
            exclude: ["Golden", "Accuracy/Corpus", "Accuracy/Stranger"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
