"""Every relative link and image in README.md and docs/*.md leads to a file of the repository,
and every #anchor to a heading of that file (GitHub's anchors: lower case, punctuation
dropped, spaces as hyphens). Also runs alone: python3 Tests/integration/test_doc_links.py."""

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]

LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^(`{3,}|~{3,})")
CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1")


def pages():
    return [ROOT / "README.md"] + sorted((ROOT / "docs").glob("*.md"))


def anchors(path):
    """GitHub's anchors of the headings outside code blocks (a code span's text is kept)."""
    text = path.read_text(encoding="utf-8")
    found = set()
    inside = False
    for line in text.split("\n"):
        if FENCE.match(line.lstrip()):
            inside = not inside
            continue
        heading = None if inside else re.match(r"^#{1,6}\s+(.*?)\s*$", line)
        if heading:
            found.add(re.sub(r"[^\w\- ]", "", heading.group(1).lower()).replace(" ", "-"))
    return found


def broken_links():
    problems = []
    for page in pages():
        text = page.read_text(encoding="utf-8")
        fence = None
        for number, line in enumerate(text.split("\n"), 1):
            match = FENCE.match(line.lstrip())
            if fence is None and match:
                fence = match.group(1)
                continue
            if fence is not None:
                if line.strip() == fence:
                    fence = None
                continue
            # A link written inside a code span is code, not a link (GitHub shows it as typed).
            for target in LINK.findall(CODE_SPAN.sub("", line)):
                if re.match(r"^[a-z][a-z0-9+.-]*:", target):
                    continue
                file, _, anchor = target.partition("#")
                where = f"{page.relative_to(ROOT)}:{number}"
                destination = (page.parent / file).resolve() if file else page
                relative = destination.relative_to(ROOT).as_posix() if destination.is_relative_to(ROOT) else None
                if relative is None or not destination.exists():
                    problems.append(f"{where}: {target}: no such file")
                elif anchor and destination.suffix == ".md" and anchor not in anchors(destination):
                    problems.append(f"{where}: {target}: no heading with that anchor")
    return problems


def test_every_relative_link_resolves():
    assert broken_links() == []


def test_a_broken_link_is_found(tmp_path, monkeypatch):
    (tmp_path / "docs").mkdir()
    (tmp_path / "README.md").write_text("# Title\n\n[a](docs/a.md#there) [b](docs/gone.md)\n", encoding="utf-8")
    (tmp_path / "docs" / "a.md").write_text("# A\n\n## There `it` is\n\n[up](../README.md#title) [x](#nowhere)\n", encoding="utf-8")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    assert broken_links() == [
        "README.md:3: docs/a.md#there: no heading with that anchor",
        "README.md:3: docs/gone.md: no such file",
        "docs/a.md:5: #nowhere: no heading with that anchor",
    ]


if __name__ == "__main__":
    found = broken_links()
    print("\n".join(found) or f"{len(pages())} pages: every relative link resolves")
    sys.exit(1 if found else 0)
