"""Sections, front matter and pages that mirror source paths, on the team site
(Tests/browser/team-docs): folders are nested sidebar sections in order, front matter is
read and never shown, the draft has no page and is not searchable, statuses are badges, and
every page lives where its source does."""

import re

import pytest

import browser

TEAM_PAGES = [
    "docs/index.html",
    "docs/foundations/index.html",
    "docs/foundations/01-color.html",
    "docs/foundations/02-spacing.html",
    "docs/components/index.html",
    "docs/components/button.html",
    "docs/components/forms/index.html",
    "docs/components/forms/text-field.html",
]

# The sidebar as a tree: [section title, [items]] for a section, a string for a doc (its
# title and its status badge's word).
SIDEBAR = [
    "팀 디자인 시스템",
    ["파운데이션", ["색상 stable", "간격 beta"]],
    ["Components", [["Forms", ["Text field"]], "Button deprecated"]],
]

SIDEBAR_TREE_SCRIPT = """
function items(list) {
  return Array.from(list.children).map(function (li) {
    if (li.classList.contains('nav-section')) {
      var title = li.querySelector(':scope > .nav-section-title');
      return [title.textContent.replace(/\\s+/g, ' ').trim(), items(li.querySelector(':scope > ul'))];
    }
    var link = li.querySelector('a');
    var text = link.cloneNode(true);
    Array.from(text.querySelectorAll('.visually-hidden')).forEach(function (node) { node.remove(); });
    return text.textContent.replace(/\\s+/g, ' ').trim();
  });
}
return items(document.querySelector('.sidebar .sidebar-docs'));
"""


def test_pages_live_where_their_sources_do(team_site_root):
    pages = sorted(p.relative_to(team_site_root).as_posix() for p in (team_site_root / "docs").rglob("*.html"))
    assert pages == sorted(TEAM_PAGES)


def test_the_sidebar_shows_the_sections_nested_and_in_order(chromium, team_site_root):
    browser.show(chromium, browser.file_url(team_site_root / "docs/components/forms/text-field.html"))
    assert chromium.execute_script(SIDEBAR_TREE_SCRIPT) == SIDEBAR
    current = chromium.execute_script(
        "return Array.from(document.querySelectorAll('.sidebar [aria-current=page]')).map(function (a) {"
        " return a.getAttribute('href'); });")
    assert current == ["../../../docs/components/forms/text-field.html"]
    marked = chromium.execute_script(
        "return Array.from(document.querySelectorAll('.sidebar .nav-section-current > .nav-section-title'))"
        ".map(function (p) { return p.textContent.trim(); });")
    assert marked == ["Components", "Forms"]


def test_a_section_title_leads_to_its_index_page(chromium, team_site_root):
    browser.show(chromium, browser.file_url(team_site_root / "docs/components/index.html"))
    link = chromium.execute_script(
        "var a = document.querySelector('.sidebar .nav-section-current > .nav-section-title > a');"
        "return [a.textContent.trim(), a.getAttribute('aria-current'), a.getAttribute('href')];")
    assert link == ["Components", "page", "../../docs/components/index.html"]


def test_prev_and_next_follow_the_sidebar(team_site_root):
    html = (team_site_root / "docs/components/forms/text-field.html").read_text()
    assert re.search(r'rel="prev" href="../../../docs/components/forms/index.html"', html)
    assert re.search(r'rel="next" href="../../../docs/components/button.html"', html)


def team_html_files(team_site_root, team_single_file):
    return sorted(team_site_root.rglob("*.html")) + [team_single_file.path]


def visible_text(html):
    html = re.sub(r"(?is)<(script|style)\b.*?</\1>", " ", html)
    return re.sub(r"<[^>]+>", " ", html)


def test_front_matter_is_shown_nowhere(team_site_root, team_single_file):
    for path in team_html_files(team_site_root, team_single_file):
        text = visible_text(path.read_text())
        for key in ("title:", "order:", "status:", "draft:", "description:"):
            assert key not in text, f"{path}: front matter text {key!r} is shown"


def test_the_draft_has_no_page_and_is_not_searchable(team_site_root, team_single_file):
    assert not list(team_site_root.rglob("draft-notes*"))
    assert "Draft notes" not in (team_site_root / "assets/search-index.js").read_text()
    for path in team_html_files(team_site_root, team_single_file):
        assert "Draft notes" not in path.read_text(), f"{path} names the draft"


def test_statuses_are_badges_with_words_a_screen_reader_says(team_site_root):
    html = (team_site_root / "docs/components/button.html").read_text()
    badge = ('<span class="badge badge-status badge-status-deprecated">'
             '<span class="visually-hidden">상태: </span>deprecated</span>')
    meta = re.search(r'<p class="meta"[^>]*>.*?</p>', html).group(0)
    assert badge in meta
    sidebar = re.search(r'<nav class="sidebar".*?</nav>', html, re.S).group(0)
    assert sidebar.count('class="badge badge-status ') == 3
    assert badge in sidebar


def test_the_overview_groups_the_cards_by_section(team_site_root):
    html = (team_site_root / "index.html").read_text()
    sections = re.findall(r'<h3 class="doc-section-title"[^>]*>(?:<a [^>]*>)?([^<]+)', html)
    assert sections == ["파운데이션", "Components", "Components › Forms"]
    assert "팀 디자인 시스템" in html.split('class="doc-section-title"')[0]
