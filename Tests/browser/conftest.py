"""Fixtures of the browser suite: the built site, its pages, one shared headless Chromium.

Tests/browser/run builds two sites, each as a folder and as one file: the sample (content/,
--site DIR and --single-file FILE) and a team's docs as teams write them (team-docs/: nested
sections, front matter, images, alerts, a broken link; --team-site DIR and
--team-single-file FILE). Every page of both runs the page tests (`page`, `site_page`); the
tests of one site's content ask for its fixtures (`site_root`, `team_site_root`, ...).
Without them only the suite's own tests (broken and good hand-made pages,
test_suite_checks.py) run; the site's tests are skipped, and say why.
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
    group.addoption("--team-site", default=os.environ.get("DESIGNSPEC_TEAM_SITE"),
                    help="folder of the site built from Tests/browser/team-docs")
    group.addoption("--team-single-file", default=os.environ.get("DESIGNSPEC_TEAM_SINGLE_FILE"),
                    help="the single file built from Tests/browser/team-docs")
    group.addoption("--screenshots", default=str(REPO / ".build" / "browser-screenshots"),
                    help="folder the screenshots are written to")


TEAM = "team/"


@dataclass(frozen=True)
class Page:
    """A page of a built site, or a single-file output (name `single-file`). The team site's
    pages are named with `team/` in front (`team/docs/foundations/01-color`)."""
    name: str   # "index", "docs/01-foundations-spacing", "single-file", "team/index"
    path: Path
    root: Path  # the site folder, or the single file's folder

    @property
    def url(self):
        return browser.file_url(self.path)

    @property
    def local_name(self):
        """The name inside its own site (without `team/`)."""
        return self.name[len(TEAM):] if self.name.startswith(TEAM) else self.name

    @property
    def kind(self):
        if self.local_name == SINGLE:
            return SINGLE
        return "doc" if self.local_name.startswith("docs/") else self.local_name

    @property
    def is_single_file(self):
        return self.local_name == SINGLE

    @property
    def is_team(self):
        return self.name.startswith(TEAM)

    @property
    def slug(self):
        return self.name.replace("/", "-")


def site_pages(config, with_single_file=True, team=True):
    """The pages of the sample site, its single file, then the team site's (unless
    `team=False`)."""
    pages = []
    sites = [("", "--site", "--single-file")] + ([(TEAM, "--team-site", "--team-single-file")] if team else [])
    for prefix, site_option, single_option in sites:
        site = config.getoption(site_option)
        if site:
            root = Path(site).resolve()
            for path in sorted(root.rglob("*.html")):
                name = path.relative_to(root).with_suffix("").as_posix()
                pages.append(Page(prefix + name, path, root))
        single = config.getoption(single_option)
        if with_single_file and single:
            path = Path(single).resolve()
            pages.append(Page(prefix + SINGLE, path, path.parent))
    return pages


def pytest_generate_tests(metafunc):
    """`page` runs a test once per page and on the single file; `site_page` only on the
    site's own pages; `single_file` only on the single file; `searchable_page` on the pages
    with a search input (the search page and the single file)."""
    config = metafunc.config
    for fixture, pages in [
        ("page", site_pages(config)),
        ("site_page", site_pages(config, with_single_file=False)),
        ("single_file", [p for p in site_pages(config, team=False) if p.is_single_file]),
        ("searchable_page", [p for p in site_pages(config, team=False) if p.kind in ("search", SINGLE)]),
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
def team_site_root(pytestconfig):
    site = pytestconfig.getoption("--team-site")
    if not site:
        pytest.skip("no team site: run Tests/browser/run (or pass --team-site)")
    return Path(site).resolve()


@pytest.fixture(scope="session")
def team_single_file(pytestconfig):
    single = pytestconfig.getoption("--team-single-file")
    if not single:
        pytest.skip("no team single file: run Tests/browser/run (or pass --team-single-file)")
    path = Path(single).resolve()
    return Page(TEAM + SINGLE, path, path.parent)


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
    css = [path for option in ("--site", "--team-site") if pytestconfig.getoption(option)
           for path in sorted(Path(pytestconfig.getoption(option)).resolve().rglob("*.css"))]
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
