"""Fixtures of the browser suite: the built site, its pages, one shared headless Chromium.

Tests/browser/run builds the sample site and the single-file output and passes them as
--site DIR and --single-file FILE. Without them only the suite's own tests (broken and good
hand-made pages, test_suite_checks.py) run; the site's tests are skipped, and say why.
"""

import os
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

import browser
import checks

REPO = Path(__file__).resolve().parents[2]
SINGLE = "single-file"


def pytest_addoption(parser):
    group = parser.getgroup("designspec browser suite")
    group.addoption("--site", default=os.environ.get("DESIGNSPEC_SITE"),
                    help="folder of the built site (designspec build --output DIR)")
    group.addoption("--single-file", default=os.environ.get("DESIGNSPEC_SINGLE_FILE"),
                    help="the single-file output (designspec build --single-file FILE)")
    group.addoption("--screenshots", default=str(REPO / ".build" / "browser-screenshots"),
                    help="folder the screenshots are written to")


@dataclass(frozen=True)
class Page:
    """A page of the built site, or the single-file output (name `single-file`)."""
    name: str   # "index", "docs/01-foundations-spacing", "single-file"
    path: Path
    root: Path  # the site folder, or the single file's folder

    @property
    def url(self):
        return browser.file_url(self.path)

    @property
    def kind(self):
        if self.name == SINGLE:
            return SINGLE
        return "doc" if self.name.startswith("docs/") else self.name

    @property
    def is_single_file(self):
        return self.name == SINGLE

    @property
    def slug(self):
        return self.name.replace("/", "-")


def site_pages(config, with_single_file=True):
    site = config.getoption("--site")
    pages = []
    if site:
        root = Path(site).resolve()
        for path in sorted(root.rglob("*.html")):
            name = path.relative_to(root).with_suffix("").as_posix()
            pages.append(Page(name, path, root))
    single = config.getoption("--single-file")
    if with_single_file and single:
        path = Path(single).resolve()
        pages.append(Page(SINGLE, path, path.parent))
    return pages


def pytest_generate_tests(metafunc):
    """`page` runs a test once per page and on the single file; `site_page` only on the
    site's own pages; `single_file` only on the single file; `searchable_page` on the pages
    with a search input (the search page and the single file)."""
    config = metafunc.config
    for fixture, pages in [
        ("page", site_pages(config)),
        ("site_page", site_pages(config, with_single_file=False)),
        ("single_file", [p for p in site_pages(config) if p.is_single_file]),
        ("searchable_page", [p for p in site_pages(config) if p.kind in ("search", SINGLE)]),
    ]:
        if fixture in metafunc.fixturenames:
            if pages:
                metafunc.parametrize(fixture, pages, ids=[p.name for p in pages])
            else:
                reason = "no built site: run Tests/browser/run (or pass --site and --single-file)"
                metafunc.parametrize(fixture, [pytest.param(None, marks=pytest.mark.skip(reason=reason))],
                                     ids=["no-site"])


@pytest.fixture(scope="session")
def site_root(pytestconfig):
    site = pytestconfig.getoption("--site")
    if not site:
        pytest.skip("no built site: run Tests/browser/run (or pass --site)")
    return Path(site).resolve()


@pytest.fixture(scope="session")
def screenshot_dir(pytestconfig):
    folder = Path(pytestconfig.getoption("--screenshots"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture(scope="session")
def driver():
    started = browser.start_browser()
    yield started
    started.quit()


@pytest.fixture
def chromium(driver):
    """The shared browser, put back to light scheme, desktop width and no network after the
    test whatever the test did."""
    yield driver
    browser.set_color_scheme(driver, "light")
    browser.set_viewport(driver, browser.DESKTOP_WIDTH)
    browser.set_offline(driver, True)


@pytest.fixture(scope="session")
def vnu_report(pytestconfig):
    """The Nu HTML Checker run once (one JVM) over every page, the single file and the CSS."""
    pages = site_pages(pytestconfig)
    if not pages:
        pytest.skip("no built site")
    css = sorted(Path(pytestconfig.getoption("--site")).resolve().rglob("*.css")) \
        if pytestconfig.getoption("--site") else []
    return checks.vnu_errors([p.path for p in pages] + css)


# ---------------------------------------------------------------------------------------
# Counts for the closing summary (pages validated, axe rules, screenshots, glyphs)

STATS = {"validated": set(), "axe_rules": set(), "axe_runs": 0, "axe_review": {}, "screenshots": 0,
         "glyphs": 0}


def pytest_sessionstart(session):
    session.config._browser_started = time.monotonic()


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    if not (STATS["validated"] or STATS["axe_runs"] or STATS["screenshots"]):
        return
    elapsed = time.monotonic() - getattr(config, "_browser_started", time.monotonic())
    terminalreporter.write_sep("-", "browser suite counts")
    terminalreporter.write_line(f"files validated by vnu: {len(STATS['validated'])}")
    terminalreporter.write_line(f"axe-core rules checked (WCAG 2.1 A/AA): {len(STATS['axe_rules'])} "
                                f"in {STATS['axe_runs']} runs")
    review = ", ".join(f"{rule} on {', '.join(sorted(pages))}" for rule, pages in sorted(STATS["axe_review"].items()))
    terminalreporter.write_line(f"axe-core 'needs review' (not failures): {review or 'none'}")
    terminalreporter.write_line(f"screenshots taken: {STATS['screenshots']} "
                                f"in {config.getoption('--screenshots')}")
    terminalreporter.write_line(f"Hangul glyphs checked (character x font): {STATS['glyphs']}")
    terminalreporter.write_line(f"time in pytest: {elapsed:.1f} s")
