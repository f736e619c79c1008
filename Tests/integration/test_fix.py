"""`designspec fix --dry-run` prints a patch that `git apply` and `patch -p1` apply, and the
result is byte for byte what `designspec fix` writes (a Korean CRLF doc with a BOM included)."""
import shutil
import subprocess

from conftest import ROOT

DRIFT = [
    ("01-foundations-spacing.md", "| `Spacing.large` | 24pt |", "| `Spacing.large` | 20pt |"),
    # A misspelled name whose row keeps the token's value: fix renames only to a token whose
    # value agrees with the row (a misspelled name with a stale value is left for a person).
    ("02-ios-tokens-and-patterns.md", "| `{radius.container}` | 14pt |", "| `{radius.contaner}` | 14pt |"),
    ("03-token-architecture.md", "| `BaseColor.gray100` | #EEF0F3 |", "| `BaseColor.gray200` | #EEF0F3 |"),
]
CRLF_DOC = "\ufeff# 간격\r\n\r\n| 토큰 | 값 |\r\n| --- | --- |\r\n| `Spacing.small` | 16pt |\r\n| `Spacing.large` | 24pt |"


def drifted_project(folder):
    shutil.copytree(ROOT / "content", folder / "content")
    shutil.copy(ROOT / "designspec.json", folder / "designspec.json")
    for doc, sample, planted in DRIFT:
        path = folder / "content" / doc
        path.write_bytes(path.read_bytes().replace(sample.encode(), planted.encode()))
    (folder / "content" / "간격.md").write_bytes(CRLF_DOC.encode())


def docs(folder):
    return {p.name: p.read_bytes() for p in sorted((folder / "content").glob("*.md"))}


def test_dry_run_patch_applies_to_what_fix_writes(designspec, tmp_path):
    fixed, patched = tmp_path / "fixed", tmp_path / "patched"
    for folder in (fixed, patched):
        folder.mkdir()
        drifted_project(folder)
    before = docs(patched)

    dry = subprocess.run([designspec, "fix", "--dry-run"], cwd=patched, capture_output=True)
    assert dry.returncode == 1, dry.stderr  # the sample's own off-scale warnings stay
    assert docs(patched) == before, "--dry-run wrote a file"
    assert dry.stdout.count(b"\n--- a/content/") + dry.stdout.startswith(b"--- a/content/") == 4

    subprocess.run(["git", "init", "-q"], cwd=patched, check=True)
    check = subprocess.run(["git", "apply", "--check", "-"], cwd=patched, input=dry.stdout, capture_output=True)
    assert check.returncode == 0, check.stderr.decode()
    applied = subprocess.run(["patch", "-p1", "--quiet", "--binary"], cwd=patched, input=dry.stdout, capture_output=True)
    assert applied.returncode == 0, applied.stdout.decode() + applied.stderr.decode()

    real = subprocess.run([designspec, "fix"], cwd=fixed, capture_output=True)
    assert real.returncode == 1, real.stderr
    assert docs(patched) == docs(fixed)
    assert docs(fixed)["간격.md"] == CRLF_DOC.replace("16pt", "12pt").encode()
    sample = {name: data for name, data in docs(fixed).items() if name != "간격.md"}
    assert sample == {p.name: p.read_bytes() for p in sorted((ROOT / "content").glob("*.md"))}
