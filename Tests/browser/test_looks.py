"""4. Looks right: screenshots of every page, light and dark, at phone and desktop width,
in the screenshot folder; no page overflows sideways at phone width; no Hangul character
is drawn as a missing glyph (see checks.missing_glyphs for how that is told); no diagram
label is drawn under 11px (checks.small_diagram_text)."""

import pytest

import browser
import checks
from conftest import STATS

WIDTHS = [browser.PHONE_WIDTH, browser.DESKTOP_WIDTH]


@pytest.mark.parametrize("width", WIDTHS, ids=["phone", "desktop"])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshot(chromium, page, scheme, width, screenshot_dir):
    browser.set_color_scheme(chromium, scheme)
    browser.set_viewport(chromium, width)
    browser.show(chromium, page.url)
    path = checks.save_screenshot(chromium, screenshot_dir / f"{page.slug}-{scheme}-{width}.png")
    STATS["screenshots"] += 1
    assert path.stat().st_size > 1000, f"{path} is (nearly) empty"


def test_no_horizontal_overflow_at_phone_width(chromium, page):
    browser.set_viewport(chromium, browser.PHONE_WIDTH)
    browser.show(chromium, page.url)
    assert chromium.execute_script("return innerWidth") == browser.PHONE_WIDTH
    overflow = checks.horizontal_overflow(chromium)
    assert overflow is None, (
        f"{page.name} is {overflow['scrollWidth']}px wide in a {overflow['innerWidth']}px viewport; "
        f"sticking out: " + ", ".join(f"{o['element']} (right edge {o['right']}px)" for o in overflow["offenders"]))


def test_no_hangul_glyph_is_missing(chromium, page):
    browser.show(chromium, page.url)
    problems, checked = checks.missing_glyphs(chromium)
    STATS["glyphs"] += checked
    assert not problems, f"{page.name}: {len(problems)} missing glyphs:\n" + "\n".join(problems[:40])


@pytest.mark.parametrize("width", WIDTHS, ids=["phone", "desktop"])
def test_diagram_labels_are_at_least_11px(chromium, page, width):
    browser.set_viewport(chromium, width)
    browser.show(chromium, page.url)
    problems = checks.small_diagram_text(chromium)
    assert not problems, f"{page.name}: {len(problems)} diagram labels under 11px:\n" + "\n".join(problems[:20])


@pytest.mark.parametrize("width", WIDTHS, ids=["phone", "desktop"])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_top_bar_is_readable(chromium, page, scheme, width):
    """The single file's top bar was once an empty band in dark mode: the title and
    every navigation link are there, on screen, at AA contrast, in both schemes."""
    browser.set_color_scheme(chromium, scheme)
    browser.set_viewport(chromium, width)
    browser.show(chromium, page.url)
    problems = checks.header_problems(chromium)
    browser.set_color_scheme(chromium, "light")
    assert not problems, f"{page.name} ({scheme}, {width}px): " + "; ".join(problems)
