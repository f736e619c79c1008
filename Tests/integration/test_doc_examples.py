"""The example in docs/model.md, and the listing docs/tokens.md shows for it, are what the
binary prints for that project, byte for byte."""

import re
import subprocess

from conftest import ROOT


def blocks(page):
    """The fenced blocks of a docs page, in order: (language, text)."""
    text = (ROOT / "docs" / page).read_text(encoding="utf-8")
    return re.findall(r"^```(\w*)\n(.*?)^```$", text, flags=re.S | re.M)


def example_project(tmp_path):
    model = blocks("model.md")
    doc = next(body for language, body in model if language == "markdown")
    tokens = next(body for language, body in model if language == "json" and body.startswith('{\n  "spacing"'))
    (tmp_path / "content" / "tokens").mkdir(parents=True)
    (tmp_path / "content" / "spacing.md").write_text(doc, encoding="utf-8")
    (tmp_path / "content" / "tokens" / "spacing.tokens.json").write_text(tokens, encoding="utf-8")
    return model


def test_the_model_example_is_real(designspec, tmp_path):
    model = example_project(tmp_path)
    shown = model[-1][1]
    printed = subprocess.run([designspec, "model"], cwd=tmp_path, capture_output=True, text=True, check=True).stdout
    assert printed == shown


def test_the_tokens_listing_is_real(designspec, tmp_path):
    example_project(tmp_path)
    shown = blocks("tokens.md")[-1][1]
    printed = subprocess.run([designspec, "tokens"], cwd=tmp_path, capture_output=True, text=True, check=True).stdout
    assert printed == shown
