"""3. Works offline from file://: with the browser's network off, every page loads with no
console error and no failed request and loads nothing but its own files; search finds, in
Korean and in English, the expected doc, token and recipe; every link resolves; the
single-file output shows every section of the site."""

import re
from urllib.parse import unquote, urlsplit

import pytest

import browser
import checks


def test_page_loads_offline_with_no_error_and_no_failed_request(chromium, page):
    browser.show(chromium, page.url)
    errors = checks.console_errors(chromium)
    requests = checks.request_problems(chromium)
    allowed = ("data",) if page.is_single_file else ("file", "data")
    outside = [url for url in checks.loaded_resources(chromium) if urlsplit(url).scheme not in allowed]
    assert not (errors or requests or outside), (
        f"{page.name}:\nconsole errors: {errors}\nrequests: {requests}\nloaded from outside: {outside}")


def test_every_link_resolves(chromium, page):
    browser.show(chromium, page.url)
    if page.is_single_file:
        problems = single_file_link_problems(chromium, page)
    else:
        problems = checks.broken_links(chromium, page.path, page.root, cache={})
    assert not problems, f"{page.name}: {len(problems)} broken links:\n" + "\n".join(problems)


def single_file_link_problems(driver, page):
    """In the single file every link is an in-page #anchor that exists, or a data: URL."""
    ids = set(driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('[id]'), function (e) { return e.id; })"
        ".concat(Array.prototype.map.call(document.querySelectorAll('a[name]'), function (e) { return e.name; }));"))
    own = page.url.split("#")[0]
    problems = []
    for kind, url in checks.page_links(driver):
        if url.startswith("data:"):
            continue
        base, _, fragment = url.partition("#")
        if base != own:
            problems.append(f"{kind} refers outside the file: {url[:160]}")
        elif fragment and unquote(fragment) not in ids:
            problems.append(f"{kind} points at #{unquote(fragment)}, which the file does not have")
    return problems


# What a designer types, and what must come back. `kind` is the result's kind (doc,
# section, token, recipe); `title` a pattern its title matches; `href` one its link matches.
# Korean: a recipe by its Korean description («툴바에 놓이는 아이콘 버튼입니다»), a token by
# the Korean words of the doc that uses it (the 용도 column of 모션 토큰: «스플래시 ...»).
SEARCHES = [
    ("ko-gangyeok-section", "간격", "section", r"간격 스케일", r"02-ios-tokens-and-patterns"),
    ("ko-beoteun-doc", "버튼", "doc", r"^버튼", r"04-buttons"),
    ("ko-beoteun-recipe", "버튼", "recipe", r"Button", r"."),
    ("ko-seupeullaesi-token", "스플래시", "token", r"splash", r"."),
    ("en-spacing-doc", "spacing", "doc", r"^Spacing & Layout$", r"01-foundations-spacing"),
    ("en-spacing-token", "spacing", "token", r"^spacing\.", r"."),
    ("en-progress-ring-recipe", "progress ring", "recipe", r"Circular Progress Ring", r"."),
    ("en-tap-target-section", "tap target", "section", r"Tap target sizes", r"01-foundations-spacing"),
]


def search_page(pages_root):
    return browser.file_url(pages_root / "search.html")


@pytest.mark.parametrize("query,kind,title,href", [s[1:] for s in SEARCHES], ids=[s[0] for s in SEARCHES])
def test_search_finds(chromium, site_root, query, kind, title, href):
    browser.show(chromium, search_page(site_root))
    results = checks.search(chromium, query)
    assert results, f"searching «{query}» shows no result"
    wanted = [r for r in results if r["kind"] == kind and re.search(title, r["title"])
              and re.search(href, r["href"] or "")]
    assert wanted, (f"searching «{query}» shows no {kind} titled /{title}/ linking to /{href}/; "
                    f"it shows: " + "; ".join(f"{r['kind']}: {r['title']} → {r['href']}" for r in results[:15]))
    # The result's link leads to a page that exists (and the anchor in it).
    target = urlsplit(chromium.execute_script(
        "return new URL(arguments[0], document.baseURI).href", wanted[0]["href"]))
    path = unquote(target.path)
    assert path.endswith(".html")
    anchors = checks.anchors_of(path, {}) if target.fragment else set()
    assert not target.fragment or unquote(target.fragment) in anchors, \
        f"the result links to #{unquote(target.fragment)}, which {path} does not have"


@pytest.mark.parametrize("query", ["간격", "spacing"])
def test_search_works_in_the_single_file(chromium, single_file, query):
    browser.show(chromium, single_file.url)
    if not chromium.execute_script("return !!document.querySelector('#search-input')"):
        pytest.fail("the single file has no #search-input")
    results = checks.search(chromium, query)
    assert results, f"searching «{query}» in the single file shows no result"
    ids = set(chromium.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('[id]'), function (e) { return e.id; })"))
    for result in results:
        href = result["href"] or ""
        assert href.startswith("#") and unquote(href[1:]) in ids, \
            f"the single file's result {result} does not link to an anchor in the file"


def test_single_file_shows_every_section(chromium, site_root, single_file):
    """Every h1 and h2 in the main content of every page of the site is a visible heading
    of the single file."""
    wanted = []
    for path in sorted(site_root.rglob("*.html")):
        browser.show(chromium, browser.file_url(path))
        for text in chromium.execute_script("""
            var main = document.querySelector('main') || document.body;
            return Array.prototype.map.call(main.querySelectorAll('h1, h2'),
              function (h) { return h.textContent.replace(/\\s+/g, ' ').trim(); });"""):
            wanted.append((path.relative_to(site_root).as_posix(), text))
    assert wanted
    browser.show(chromium, single_file.url)
    shown = chromium.execute_script("""
        return Array.prototype.filter.call(document.querySelectorAll('h1,h2,h3,h4,h5,h6'), function (h) {
          var r = h.getBoundingClientRect();
          var s = getComputedStyle(h);
          return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.opacity !== '0';
        }).map(function (h) { return h.textContent.replace(/\\s+/g, ' ').trim(); });""")
    missing = [f"{page}: «{text}»" for page, text in wanted if text not in shown]
    assert not missing, f"{len(missing)} of {len(wanted)} sections are not visible in the single file:\n" + \
        "\n".join(missing)
