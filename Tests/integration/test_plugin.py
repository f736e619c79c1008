"""The SwiftPM command plugin: `swift package designspec …` in an app's package that
depends on this one by path.

The app package lives at a fixed place, .build/plugin-test/App (rewritten each run, its
build folder kept), so that only the first run builds DesignSpec again; a cold run takes
minutes (README, docs/install.md).
"""
import json
import shutil
import subprocess
import time

from conftest import ROOT

APP = ROOT / ".build" / "plugin-test" / "App"

PACKAGE = """\
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(path: "{root}")],
    targets: [.target(name: "App")]
)
"""

DOC = """\
# Spacing

| Token | Value |
| --- | --- |
| `{spacing.medium}` | 12pt |
| `{spacing.small}` | 8pt |
"""

TOKENS = {"spacing": {"$type": "dimension", "small": {"$value": "8px"}, "medium": {"$value": "16px"}}}


def app_package():
    for folder in ("Sources", "Design"):
        shutil.rmtree(APP / folder, ignore_errors=True)
    (APP / "Sources" / "App").mkdir(parents=True)
    (APP / "Sources" / "App" / "App.swift").write_text("public struct App {}\n")
    (APP / "Design" / "tokens").mkdir(parents=True)
    (APP / "Design" / "spacing.md").write_text(DOC)
    (APP / "Design" / "tokens" / "tokens.json").write_text(json.dumps(TOKENS, indent=2) + "\n")
    (APP / "Package.swift").write_text(PACKAGE.format(root=ROOT))
    return APP


def swift_package(*arguments):
    started = time.monotonic()
    result = subprocess.run(["swift", "package", *arguments], cwd=app_package(), capture_output=True, text=True)
    print(f"swift package {' '.join(arguments)}: {time.monotonic() - started:.1f} s")
    return result


def test_swift_package_designspec_check_reports_the_findings():
    result = swift_package("designspec", "check", "--content", "Design")
    assert result.stdout == (
        "Design/spacing.md:5:24: error: 12pt here, but `spacing.medium` is 16px [value-mismatch]\n"
        "    Design/tokens/tokens.json:7:5: note: `spacing.medium` defined here\n"
        "1 error, 0 warnings\n"
        "read 1 doc, 1 token file (2 tokens); checked 1 token table (2 rows), 0 recipes; nothing left unchecked\n"), result.stderr
    assert result.returncode == 1


def test_a_clean_check_exits_0():
    result = swift_package("designspec", "check", "--content", "Design", "--tokens", "Design/tokens",
                           "--format", "json")
    assert result.returncode == 1, result.stderr
    assert json.loads(result.stdout)["summary"] == {"errors": 1, "warnings": 0}
    (APP / "Design" / "spacing.md").write_text(DOC.replace("12pt", "16pt"))
    result = subprocess.run(["swift", "package", "designspec", "check", "--content", "Design"], cwd=APP,
                            capture_output=True, text=True)
    assert (result.returncode, result.stdout) == (0, "no findings\n"
        "read 1 doc, 1 token file (2 tokens); checked 1 token table (2 rows), 0 recipes; nothing left unchecked\n"), result.stderr


def test_the_version_names_the_commit():
    version = swift_package("designspec", "--version")
    head = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short=12", "HEAD"], capture_output=True,
                          text=True).stdout.strip()
    assert (version.returncode, version.stdout) == (0, f"designspec 0.1.0 (commit {head})\n"), version.stderr


def test_a_bad_argument_fails_with_the_message():
    result = swift_package("designspec", "chekc")
    # SwiftPM passes the tool's standard error on as its standard output.
    assert "designspec: error: unknown command 'chekc'; did you mean 'check'?" in result.stdout + result.stderr
    assert result.returncode != 0
