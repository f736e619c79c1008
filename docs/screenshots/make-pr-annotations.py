#!/usr/bin/env python3
"""Makes docs/screenshots/pr-annotations.png: `designspec check --format github` on a copy of
content/ with two cells gone stale, in a terminal-like page screenshot by headless Chromium.
The lines are the binary's real output; in a GitHub Actions step, GitHub turns each into an
annotation on the pull request.

    python3 docs/screenshots/make-pr-annotations.py path/to/designspec

Needs chromium and fonts-noto-cjk (apt-get install -y chromium fonts-noto-cjk)."""

import html
import pathlib
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
STALE = [
    ("content/01-foundations-spacing.md", "| `Spacing.large` | 24pt |", "| `Spacing.large` | 20pt |"),
    ("content/03-token-architecture.md",
     "| `SemanticColor.Bg.Secondary.Default.hover` | `BaseColor.gray100` |",
     "| `SemanticColor.Bg.Secondary.Default.hover` | `BaseColor.gray200` |"),
]
COMMAND = ["check", "--format", "github", "--content", "content"]


def output(designspec, folder):
    shutil.copytree(ROOT / "content", folder / "content")
    shutil.copy(ROOT / "designspec.json", folder / "designspec.json")
    for path, old, new in STALE:
        doc = folder / path
        text = doc.read_text(encoding="utf-8")
        if old not in text:
            sys.exit(f"{path} no longer holds {old!r}")
        doc.write_text(text.replace(old, new, 1), encoding="utf-8")
    run = subprocess.run([designspec, *COMMAND], cwd=folder, capture_output=True, text=True)
    if run.returncode != 1:
        sys.exit(f"designspec exited {run.returncode}, not 1:\n{run.stderr}")
    return run.stdout


def line_html(line):
    for kind, colour in (("::error ", "#ff7b72"), ("::warning ", "#d29922"), ("::notice ", "#58a6ff")):
        if line.startswith(kind):
            head, _, message = line.partition("::")[2].partition("::")
            return (f'<span style="color:{colour}">::{html.escape(head)}::</span>'
                    f'{html.escape(message)}')
    return html.escape(line)


def page(text):
    lines = "\n".join(line_html(line) for line in text.rstrip("\n").split("\n"))
    return f"""<!doctype html>
<meta charset="utf-8">
<style>
  body {{ margin: 0; background: #0d1117; color: #c9d1d9;
         font: 15px/1.5 "DejaVu Sans Mono", "Noto Sans Mono CJK KR", monospace; }}
  header {{ padding: 10px 18px; background: #161b22; border-bottom: 1px solid #30363d;
           font-family: "DejaVu Sans", "Noto Sans CJK KR", sans-serif; font-size: 14px; }}
  pre {{ margin: 0; padding: 16px 18px; white-space: pre-wrap; word-break: break-all; font: inherit; }}
  .prompt {{ color: #7ee787; }}
</style>
<header>Check the docs against the tokens (GitHub annotations)</header>
<pre><span class="prompt">$</span> designspec {html.escape(" ".join(COMMAND))}
{lines}
<span class="prompt">$</span> echo $?
1</pre>
"""


def main():
    designspec = str(pathlib.Path(sys.argv[1]).resolve()) if len(sys.argv) > 1 else "designspec"
    out = ROOT / "docs" / "screenshots" / "pr-annotations.png"
    with tempfile.TemporaryDirectory() as temporary:
        folder = pathlib.Path(temporary)
        (folder / "page.html").write_text(page(output(designspec, folder)), encoding="utf-8")
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        f"--screenshot={out}", "--window-size=1200,700",
                        (folder / "page.html").as_uri()], check=True, capture_output=True)
    print(out)


if __name__ == "__main__":
    main()
