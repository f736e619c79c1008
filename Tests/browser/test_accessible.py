"""2. Accessible: axe-core (WCAG 2.1 A and AA) finds no violation on any page in light or
dark color scheme; headings are in order; every image and diagram is named; every control
is labelled; the keyboard alone reaches the skip link and the search input."""

import pytest

import browser
import checks
from conftest import STATS


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_no_wcag21_aa_violation(chromium, page, scheme):
    browser.set_color_scheme(chromium, scheme)
    browser.show(chromium, page.url)
    assert chromium.execute_script(
        "return matchMedia('(prefers-color-scheme: %s)').matches" % scheme), "scheme not emulated"
    result = checks.run_axe(chromium)
    STATS["axe_rules"].update(checks.axe_rules_checked(result))
    STATS["axe_runs"] += 1
    for rule in result["incomplete"]:
        STATS["axe_review"].setdefault(rule["id"], set()).add(f"{page.name}/{scheme}")
    violations = checks.axe_violations(result)
    assert not violations, f"axe, {page.name} in {scheme}: {len(violations)} problems:\n" + "\n".join(violations)


def test_headings_are_in_order(chromium, page):
    browser.show(chromium, page.url)
    problems = checks.heading_problems(chromium)
    assert not problems, f"{page.name}:\n" + "\n".join(problems)


def test_every_image_and_diagram_is_named(chromium, page):
    browser.show(chromium, page.url)
    problems = checks.unnamed_images(chromium)
    assert not problems, f"{page.name}:\n" + "\n".join(problems)


def test_every_control_is_labelled(chromium, page):
    browser.show(chromium, page.url)
    problems = checks.unlabelled_controls(chromium)
    assert not problems, f"{page.name}:\n" + "\n".join(problems)


def test_first_tab_reaches_the_skip_link_which_moves_focus_to_the_content(chromium, page):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys
    browser.show(chromium, page.url)
    first = checks.press_tab(chromium)[0]
    assert first["tag"] == "a" and (first.get("href") or "").startswith("#"), \
        f"the first Tab focuses {first}, not a skip link"
    assert first["visible"], f"the skip link is not visible when focused: {first}"
    target = first["href"][1:]
    ActionChains(chromium).send_keys(Keys.ENTER).perform()
    focused = chromium.execute_script("return document.activeElement && document.activeElement.id")
    assert focused == target, f"after Enter on the skip link focus is on #{focused}, not #{target}"


def test_tab_reaches_the_search_input(chromium, searchable_page):
    """From the top of the page, Tab after Tab, the keyboard reaches the search input."""
    page = searchable_page
    browser.show(chromium, page.url)
    assert chromium.execute_script("return !!document.querySelector('#search-input')"), \
        f"{page.name} has no #search-input"
    stops = chromium.execute_script(checks.FOCUSABLE_COUNT)
    focused = checks.tab_until(chromium, lambda f: f.get("id") == "search-input", limit=stops + 2)
    assert focused[-1].get("id") == "search-input", (
        f"{len(focused)} Tabs ({stops} focusable elements) never reach #search-input; "
        f"the last stops: {focused[-5:]}")
    assert focused[-1]["visible"], "the search input is focused but not on screen"
