"""The package's layers as another package sees them: `swift package dump-package` shows
the library targets and their one-way graph, and a package that depends on this one by
path can import the core alone, load `content/` and read the model.

The consumer package lives at a fixed place, .build/library-test/Consumer (rewritten each
run, its build folder kept), so that only the first run builds the core again.
"""
import json
import pathlib
import re
import subprocess

from conftest import ROOT

CONSUMER = ROOT / ".build" / "library-test" / "Consumer"
LAYERS = ["DesignSpecCore", "DesignSpecChecks", "DesignSpecSite", "DesignSpecCommands"]

PACKAGE = """\
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "{root}")],
    targets: [
        .executableTarget(
            name: "count-tokens",
            dependencies: [.product(name: "DesignSpecCore", package: "{name}")]
        ),
    ]
)
"""

MAIN = """\
import DesignSpecCore
import Foundation

// Loads the project in the folder given, as `designspec check` would, and says what it read.
let project = URL(fileURLWithPath: CommandLine.arguments[1])
do {
    let model = try ProjectLoader(workingDirectory: project).load()
    print("\\(model.docs.count) docs, \\(model.tokens.tokens.count) tokens, \\(model.findings.count) findings")
} catch {
    print("error: \\(error.message)")
    exit(2)
}
"""


def dump_package():
    result = subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def dependencies(target):
    """The names of a target's direct dependencies, whatever form dump-package gives each."""
    names = []
    for dependency in target["dependencies"]:
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.append(dependency[kind][0])
    return names


def test_the_library_targets_form_a_one_way_graph():
    package = dump_package()
    assert package["name"] == "DesignSpec"
    targets = {target["name"]: target for target in package["targets"]}
    libraries = [name for name, target in targets.items() if target["type"] == "regular"]
    assert libraries == LAYERS
    graph = {name: dependencies(target) for name, target in targets.items()}
    assert graph["DesignSpecCore"] == ["CCmarkGFM"]
    assert graph["DesignSpecChecks"] == ["DesignSpecCore"]
    assert graph["DesignSpecSite"] == ["DesignSpecCore", "DesignSpecChecks"]
    assert graph["DesignSpecCommands"] == ["DesignSpecCore", "DesignSpecChecks", "DesignSpecSite"]
    assert graph["designspec"] == ["DesignSpecCommands"]
    # Each layer reaches only the layers before it, directly or through others.
    def reach(name):
        found = set()
        for dependency in graph.get(name, []):
            found |= {dependency} | reach(dependency)
        return found
    for index, layer in enumerate(LAYERS):
        assert reach(layer) & set(LAYERS) == set(LAYERS[:index]), layer
    products = {product["name"]: product["targets"] for product in package["products"]}
    assert products["DesignSpecCore"] == ["DesignSpecCore"]
    assert products["DesignSpec"] == LAYERS


def test_a_package_imports_the_core_alone_and_loads_content(designspec):
    # SwiftPM names a package depended on by path after its folder (the checkout's name).
    folder = ROOT.name
    sources = CONSUMER / "Sources" / "count-tokens"
    sources.mkdir(parents=True, exist_ok=True)
    (CONSUMER / "Package.swift").write_text(PACKAGE.format(root=ROOT, name=folder))
    (sources / "main.swift").write_text(MAIN)
    build = subprocess.run(["swift", "build", "--product", "count-tokens"], cwd=CONSUMER, capture_output=True, text=True)
    assert build.returncode == 0, build.stdout + build.stderr
    binary = subprocess.run(["swift", "build", "--show-bin-path"], cwd=CONSUMER, capture_output=True,
                            text=True).stdout.strip()
    # Only the core was compiled for it: not the check, not the site, not the commands.
    modules = {path.stem for path in pathlib.Path(binary, "Modules").glob("*.swiftmodule")}
    assert modules == {"DesignSpecCore", "count_tokens"}, sorted(modules)

    result = subprocess.run([f"{binary}/count-tokens", str(ROOT)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    # The same counts `designspec check` reads on the same project (its JSON coverage holds
    # the numbers of the coverage line).
    check = json.loads(subprocess.run([designspec, "check", "--format", "json"], cwd=ROOT, capture_output=True,
                                      text=True).stdout)
    docs, tokens = check["coverage"]["docs"], check["coverage"]["tokens"]
    assert docs > 0 and tokens > 0, check["coverage"]["line"]
    assert re.match(rf"read {docs} docs?, \d+ token files? \({tokens} tokens?\)", check["coverage"]["line"])
    model = json.loads(subprocess.run([designspec, "model"], cwd=ROOT, capture_output=True, text=True).stdout)
    assert result.stdout == f"{docs} docs, {tokens} tokens, {len(model['findings'])} findings\n", (result.stdout, check["coverage"])
    assert check["summary"]["errors"] == 0
