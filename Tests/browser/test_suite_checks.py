"""5. The suite tests itself: a deliberately broken page makes every check report exactly
what is wrong with it, and a small correct page makes none report anything (so a green
site run means something, and a red one is not noise).

Both pages are written to a temporary folder; they need no built site.
"""

import os
import textwrap

import pytest

import browser
import checks

GOOD = """\
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Good page</title>
<style>
body { margin: 0; font: 16px/1.5 sans-serif; color: #111; background: #fff; }
.skip { position: absolute; left: -10000px; }
.skip:focus { position: static; }
@media (prefers-color-scheme: dark) { body { color: #eee; background: #111; } a { color: #9cf; } }
</style>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="site-header"><a class="site-title" href="#main">Good</a>
<nav class="site-nav"><ul><li><a href="other.html">Other</a></li></ul></nav></header>
<main id="main" tabindex="-1">
<h1>Spacing 간격</h1>
<p lang="ko">간격은 아래 일곱 단위만 사용합니다.</p>
<h2 id="scale">Scale</h2>
<svg role="img" width="40" height="10" viewBox="0 0 40 10"><title>Spacing bar, 16 pt</title><rect width="16" height="10"/></svg>
<svg role="img" width="80" height="20" viewBox="0 0 80 20"><title>Label</title><text x="0" y="15" font-size="11">11 px</text></svg>
<img src="data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==" alt="A dot" width="4" height="4">
<label for="q">Search</label> <input id="q" type="search">
<p><a href="#scale">To the scale</a> · <a href="other.html#top">Other page</a></p>
</main>
</body>
</html>
"""

# A top bar that reads as an empty band: dark text on a dark bar.
DARK_HEADER = """\
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dark header</title></head>
<body><header class="site-header" style="background: #111"><a class="site-title" href="#top" style="color: #222">Dark on dark</a>
<nav class="site-nav"><ul><li><a href="#top">Nav</a></li></ul></nav></header>
<main><h1 id="top">Dark header</h1></main></body></html>
"""

OTHER = """\
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Other</title></head>
<body><main><h1 id="top">Other</h1></main></body></html>
"""

# Each line marked «broken:» is one thing the checks must find.
BROKEN = """\
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Broken page</title>
<style>
body { margin: 0; font: 16px/1.5 sans-serif; color: #111; background: #fff; }
@media (prefers-color-scheme: dark) { .faint { color: #333; background: #222; } }
</style>
</head>
<body>
<main>
<h1>Broken 간격\u0378</h1>
<h3>Skips a level</h3>                                                  <!-- broken: h1 → h3 -->
<input type="text">                                                     <!-- broken: unlabelled control -->
<button></button>                                                       <!-- broken: unlabelled button -->
<img src="data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==" width="4" height="4"> <!-- broken: no alt -->
<svg role="img" width="40" height="10"><rect width="16" height="10"/></svg> <!-- broken: unnamed diagram -->
<svg role="img" viewBox="0 0 200 20" style="width: 100px"><title>Half size</title><text x="0" y="15" font-size="12">Scaled down</text></svg> <!-- broken: 6px label -->
<div style="width: 600px">A block wider than a phone.</div>            <!-- broken: overflow at 390px -->
<p class="faint">Only unreadable in dark mode.</p>                      <!-- broken: dark contrast -->
<p><a href="missing.html">Gone</a> <a href="#nowhere">Nowhere</a> <a href="javascript:void(0)">Script</a></p>
<img src="http://127.0.0.1:9/pixel.png" alt="From the network">        <!-- broken: external, offline -->
<table><tr><td>Stray</td></tr><p>Not allowed here</p></table>          <!-- broken: vnu -->
<script>undefinedFunction();</script>                                   <!-- broken: console error -->
</main>
</body>
</html>
"""


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    folder = tmp_path_factory.mktemp("suite-pages")
    (folder / "good.html").write_text(GOOD, encoding="utf-8")
    (folder / "other.html").write_text(OTHER, encoding="utf-8")
    (folder / "broken.html").write_text(BROKEN, encoding="utf-8")
    (folder / "dark-header.html").write_text(DARK_HEADER, encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def vnu(pages):
    """One Nu checker run (one JVM start) over both pages."""
    return checks.vnu_errors([pages / "good.html", pages / "broken.html"])


def show(driver, folder, name):
    browser.show(driver, browser.file_url(folder / name))


def has(problems, *fragments):
    """True when one problem mentions every fragment."""
    return any(all(f in p for f in fragments) for p in problems)


# ---- the correct page passes every check ------------------------------------------------

def test_good_page_passes_every_check(chromium, pages, vnu):
    assert vnu[(pages / "good.html").resolve()] == []
    for scheme in ("light", "dark"):
        browser.set_color_scheme(chromium, scheme)
        show(chromium, pages, "good.html")
        assert checks.axe_violations(checks.run_axe(chromium)) == [], scheme
    browser.set_color_scheme(chromium, "light")
    show(chromium, pages, "good.html")
    assert checks.console_errors(chromium) == []
    assert checks.request_problems(chromium) == []
    assert checks.heading_problems(chromium) == []
    assert checks.unnamed_images(chromium) == []
    assert checks.small_diagram_text(chromium) == []
    assert checks.header_problems(chromium) == []
    assert checks.unlabelled_controls(chromium) == []
    assert checks.broken_links(chromium, pages / "good.html", pages, cache={}) == []
    problems, checked = checks.missing_glyphs(chromium)
    assert problems == [] and checked >= 10  # 간격은 아래 일곱 단위만 사용합니다
    first = checks.press_tab(chromium)[0]
    assert first["href"] == "#main" and first["visible"]
    browser.set_viewport(chromium, browser.PHONE_WIDTH)
    show(chromium, pages, "good.html")
    assert checks.horizontal_overflow(chromium) is None


# ---- the broken page fails each check, for the right reason -----------------------------

def test_vnu_reports_the_invalid_markup_and_the_missing_alt(pages, vnu):
    errors = vnu[(pages / "broken.html").resolve()]
    assert has(errors, "alt"), errors
    assert has(errors, "table"), errors


def test_axe_reports_the_unlabelled_control_and_the_image_without_alt(chromium, pages):
    show(chromium, pages, "broken.html")
    violations = checks.axe_violations(checks.run_axe(chromium))
    assert has(violations, "label", "input"), violations
    assert has(violations, "image-alt"), violations
    assert has(violations, "button-name"), violations
    assert has(violations, "svg-img-alt"), violations


def test_axe_reports_low_contrast_only_in_dark_scheme(chromium, pages):
    browser.set_color_scheme(chromium, "light")
    show(chromium, pages, "broken.html")
    assert not has(checks.axe_violations(checks.run_axe(chromium)), "color-contrast")
    browser.set_color_scheme(chromium, "dark")
    show(chromium, pages, "broken.html")
    assert has(checks.axe_violations(checks.run_axe(chromium)), "color-contrast", ".faint")


def test_heading_check_reports_the_skipped_level(chromium, pages):
    show(chromium, pages, "broken.html")
    assert checks.heading_problems(chromium) == ["h1 is followed by h3 (skips a level): «Skips a level»"]


def test_control_check_reports_the_unlabelled_input_and_button(chromium, pages):
    show(chromium, pages, "broken.html")
    problems = checks.unlabelled_controls(chromium)
    assert has(problems, "textbox without a name", 'input[type="text"]'), problems
    assert has(problems, "button without a name", "button"), problems
    assert len(problems) == 2, problems


def test_image_check_reports_the_missing_alt_and_the_unnamed_svg(chromium, pages):
    show(chromium, pages, "broken.html")
    problems = checks.unnamed_images(chromium)
    assert has(problems, "img without an alt attribute"), problems
    assert has(problems, "svg[role=img] without <title>"), problems


def test_diagram_text_check_reports_the_scaled_down_label(chromium, pages):
    browser.set_viewport(chromium, browser.DESKTOP_WIDTH)
    show(chromium, pages, "broken.html")
    assert checks.small_diagram_text(chromium) == ["svg: «Scaled down» at 6.0px"]


def test_header_check_reports_the_unreadable_title(chromium, pages):
    show(chromium, pages, "dark-header.html")
    problems = checks.header_problems(chromium)
    assert problems == ["«Dark on dark» contrasts 1.19:1 with the bar", "«Nav» contrasts 2.01:1 with the bar"]


def test_overflow_check_reports_the_wide_block_at_phone_width(chromium, pages):
    browser.set_viewport(chromium, browser.PHONE_WIDTH)
    show(chromium, pages, "broken.html")
    overflow = checks.horizontal_overflow(chromium)
    assert overflow is not None
    assert overflow["innerWidth"] == 390 and overflow["scrollWidth"] >= 600
    assert overflow["offenders"][0]["element"] == "div"


def test_offline_checks_report_the_script_error_and_the_request_to_the_network(chromium, pages):
    show(chromium, pages, "broken.html")
    errors = checks.console_errors(chromium)
    requests = checks.request_problems(chromium)
    assert has(errors, "undefinedFunction"), errors
    assert has(requests, "request to http", "127.0.0.1:9/pixel.png"), requests
    assert has(requests, "failed", "127.0.0.1:9/pixel.png"), requests


def test_link_check_reports_the_missing_file_the_missing_anchor_and_the_script_link(chromium, pages):
    show(chromium, pages, "broken.html")
    problems = checks.broken_links(chromium, pages / "broken.html", pages, cache={})
    assert has(problems, "missing file", "missing.html"), problems
    assert has(problems, "#nowhere", "this page"), problems
    assert has(problems, "scheme javascript"), problems
    assert has(problems, "img[src] loads from outside"), problems


def test_keyboard_check_reports_a_page_without_skip_link(chromium, pages):
    show(chromium, pages, "broken.html")
    first = checks.press_tab(chromium)[0]
    assert first["tag"] == "input"  # the first stop is the stray input, not a skip link


def test_glyph_check_reports_a_character_no_font_has(chromium, pages):
    """U+0378 is unassigned, so no font draws it: the check must call it missing — and
    must not call the Hangul beside it missing, since fonts-noto-cjk is installed."""
    show(chromium, pages, "broken.html")
    problems, checked = checks.missing_glyphs(chromium, pattern="[\u0378\uac00-\ud7a3]")
    assert checked == 3  # 간, 격, U+0378 in the h1's font
    assert len(problems) == 1 and "U+0378" in problems[0], problems


def test_glyph_check_reports_hangul_when_no_cjk_font_is_installed(pages, tmp_path):
    """A second Chromium whose fontconfig sees only the Latin fonts (no CJK font at all):
    there Hangul is drawn as .notdef, and the check must say so for every syllable."""
    latin = [d for d in ("/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/truetype/liberation")
             if os.path.isdir(d)]
    if not latin:
        pytest.skip("no Latin-only font folder to build a CJK-less fontconfig from")
    config = tmp_path / "fonts.conf"
    config.write_text(textwrap.dedent(f"""\
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig>
        {''.join(f'<dir>{d}</dir>' for d in latin)}
        <cachedir>{tmp_path / 'cache'}</cachedir>
        </fontconfig>
        """), encoding="utf-8")
    saved = os.environ.get("FONTCONFIG_FILE")
    os.environ["FONTCONFIG_FILE"] = str(config)
    try:
        bare = browser.start_browser()
    finally:
        if saved is None:
            del os.environ["FONTCONFIG_FILE"]
        else:
            os.environ["FONTCONFIG_FILE"] = saved
    try:
        show(bare, pages, "good.html")
        problems, checked = checks.missing_glyphs(bare)
    finally:
        bare.quit()
    assert checked >= 10
    assert len(problems) == checked, problems
    assert has(problems, "U+AC04")  # 간
