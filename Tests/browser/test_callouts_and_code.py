"""GitHub alerts are callouts and code in every fenced language is highlighted, on the
team site's pages and in its single file, with the network off and in both schemes."""

import pytest

import browser

KINDS = {"note", "tip", "important", "warning", "caution"}
TITLES = {"note": {"Note", "참고"}, "tip": {"Tip", "팁"}, "important": {"Important", "중요"},
          "warning": {"Warning", "경고"}, "caution": {"Caution", "주의"}}
LANGUAGES = {"swift", "kotlin", "tsx", "css", "json", "xml", "sh"}

CALLOUTS = """
return [...document.querySelectorAll('.callout')].map(c => ({
  kind: [...c.classList].find(n => n.startsWith('callout-')).slice(8),
  role: c.getAttribute('role'), label: c.getAttribute('aria-label'),
  title: c.querySelector('.callout-title').textContent,
  iconHidden: c.querySelector('.callout-title svg').getAttribute('aria-hidden'),
  titleColour: getComputedStyle(c.querySelector('.callout-title')).color,
  edgeColour: getComputedStyle(c).borderLeftColor,
  textColour: getComputedStyle(c.querySelector(':scope > p:not(.callout-title)')).color,
  quoteLeft: c.textContent.includes('[!')}))
"""

HIGHLIGHTED = """
const result = {};
for (const code of document.querySelectorAll('pre code[class^="language-"]')) {
  result[code.className.slice(9)] = code.querySelectorAll('span[class^="tok-"]').length;
}
return result;
"""


def team_pages(team_site_root, team_single_file):
    pages = [browser.file_url(path) for path in sorted(team_site_root.rglob("*.html"))]
    return pages + [team_single_file.url]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_alerts_are_named_coloured_callouts(chromium, team_site_root, team_single_file, scheme):
    browser.set_color_scheme(chromium, scheme)
    seen = {}
    for url in team_pages(team_site_root, team_single_file):
        browser.show(chromium, url)
        for callout in chromium.execute_script(CALLOUTS):
            seen.setdefault(callout["kind"], []).append(callout)
    assert set(seen) == KINDS
    for kind, callouts in seen.items():
        for callout in callouts:
            assert callout["role"] == "note"
            assert callout["label"] == callout["title"] in TITLES[kind]
            assert callout["iconHidden"] == "true"
            assert not callout["quoteLeft"], f"{kind}: the marker is still shown"
            assert callout["titleColour"] == callout["edgeColour"] != callout["textColour"]
    title_colours = {callouts[0]["titleColour"] for callouts in seen.values()}
    assert len(title_colours) == len(KINDS), f"kinds share a colour: {title_colours}"


def test_code_in_every_fenced_language_is_highlighted(chromium, team_site_root, team_single_file):
    button_pages = [path for path in team_site_root.rglob("*.html") if "button" in path.name]
    assert button_pages, "the team site has no button page"
    for url in [browser.file_url(button_pages[0]), team_single_file.url]:
        browser.show(chromium, url)
        counts = chromium.execute_script(HIGHLIGHTED)
        assert LANGUAGES <= set(counts), f"{url}: code blocks {counts}"
        assert all(counts[language] > 0 for language in LANGUAGES), f"{url}: not highlighted {counts}"
