// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "DesignSpec",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "designspec", targets: ["designspec"]),
        // For other packages: the core alone reads docs and tokens into the model;
        // `DesignSpec` adds the check, the site and the commands (`CommandLineTool.run`).
        .library(name: "DesignSpecCore", targets: ["DesignSpecCore"]),
        .library(name: "DesignSpec", targets: ["DesignSpecCore", "DesignSpecChecks", "DesignSpecSite", "DesignSpecCommands"]),
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
        // The layers, each importing only those above it in this list (README, "Working on
        // DesignSpec"); one folder per concept inside each.
        // Reads docs and tokens into the model: Markdown, JSON, tokens, values, extraction.
        .target(name: "DesignSpecCore", dependencies: ["CCmarkGFM"]),
        // Works on the model: the check's rules and reports, fixes, token diffs.
        .target(name: "DesignSpecChecks", dependencies: ["DesignSpecCore"]),
        // Renders the model: Markdown to HTML, diagrams, templates, the site and single file.
        .target(
            name: "DesignSpecSite",
            dependencies: ["DesignSpecCore", "DesignSpecChecks"],
            plugins: ["EmbedTemplatesPlugin"]
        ),
        // The commands: arguments, each command's run, `init`'s survey, `serve`'s server.
        .target(name: "DesignSpecCommands", dependencies: ["DesignSpecCore", "DesignSpecChecks", "DesignSpecSite"]),
        // The executable: `main.swift` alone. On Linux it allocates with jemalloc (Debian's
        // libjemalloc-dev), not glibc's malloc: a check on a drift-heavy repo spent a tenth
        // of its time in malloc and free (README, Performance).
        .executableTarget(
            name: "designspec",
            dependencies: ["DesignSpecCommands"],
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
            dependencies: ["DesignSpecCore", "DesignSpecChecks", "DesignSpecSite", "DesignSpecCommands"],
            exclude: ["Golden", "Accuracy/Corpus", "Accuracy/Stranger"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
