"""Files beside the docs: on the team site every image of a doc page loads from the site's
own files; in the team single file the same images show with the network off, as data:
URLs only; a file beside the docs that no doc links to (foundations/img/secret.txt) is not
in the site. Page paths are found, not assumed, so the tests hold for any page layout."""

from pathlib import Path
from urllib.parse import unquote, urlsplit

import browser
import checks

# The alternative texts of the team docs' images, one per image.
TEAM_IMAGES = {"Primary button", "The brand palette", "간격 예시"}

IMAGES_SCRIPT = """
var done = arguments[arguments.length - 1];
var images = Array.prototype.slice.call(document.querySelectorAll('.doc-body img'));
Promise.all(images.map(function (i) { return i.decode().catch(function () { return null; }); })).then(function () {
  done(images.map(function (i) {
    return {alt: i.alt, src: i.currentSrc || i.src, width: i.naturalWidth, height: i.naturalHeight};
  }));
});
"""


def shown_images(driver, url):
    browser.set_offline(driver, True)
    browser.show(driver, url)
    return driver.execute_async_script(IMAGES_SCRIPT)


def test_every_image_of_the_team_site_loads_from_the_site(chromium, team_site_root):
    seen = {}
    problems = []
    for page in sorted(team_site_root.rglob("*.html")):
        if "docs" not in page.relative_to(team_site_root).parts:
            continue
        for image in shown_images(chromium, browser.file_url(page)):
            seen[image["alt"]] = page.relative_to(team_site_root)
            parts = urlsplit(image["src"])
            target = Path(unquote(parts.path)).resolve()
            if parts.scheme != "file" or team_site_root not in target.parents:
                problems.append(f"{page.name}: «{image['alt']}» loads from outside the site: {image['src'][:120]}")
            elif image["width"] <= 0 or image["height"] <= 0:
                problems.append(f"{page.name}: «{image['alt']}» did not load: {target.relative_to(team_site_root)}")
        outside = [u for u in checks.loaded_resources(chromium) if urlsplit(u).scheme not in ("file", "data")]
        problems += [f"{page.name} loaded from outside: {u}" for u in outside]
    assert not problems, "\n".join(problems)
    assert set(seen) == TEAM_IMAGES, f"images shown: {seen}"


def test_the_team_single_file_shows_the_same_images_as_data_urls(chromium, team_single_file):
    images = shown_images(chromium, team_single_file.url)
    assert {image["alt"] for image in images} == TEAM_IMAGES
    problems = [f"«{i['alt']}» is not a data: URL: {i['src'][:80]}" for i in images if not i["src"].startswith("data:image/")]
    problems += [f"«{i['alt']}» did not load" for i in images if i["width"] <= 0 or i["height"] <= 0]
    problems += [f"loaded from outside: {u}" for u in checks.loaded_resources(chromium) if urlsplit(u).scheme != "data"]
    assert not problems, "\n".join(problems)


def test_only_linked_files_are_copied(team_site_root):
    copied = sorted(str(p.relative_to(team_site_root)) for p in team_site_root.rglob("*")
                    if p.is_file() and p.suffix not in (".html", ".js", ".css") and p.name != ".designspec-site")
    assert not any(Path(p).name == "secret.txt" for p in copied), copied
    assert sorted(Path(p).name for p in copied) == ["button.png", "palette.svg", "spacing.png"], copied


def test_broken_links_are_marked_not_linked(chromium, team_site_root):
    pages = [p for p in team_site_root.rglob("*.html") if "button" in p.name or p.parent.name == "components"]
    texts = []
    for page in pages:
        browser.show(chromium, browser.file_url(page))
        texts += chromium.execute_script(
            "return Array.prototype.map.call(document.querySelectorAll('.link-broken'), function (e) { return e.textContent; });")
    assert sorted(texts) == ["Button specification broken link: ./missing-spec.md",
                             "Color roles broken link: ../foundations/01-color.md#roles"] or \
        sorted(texts) == ["Button specification 깨진 링크: ./missing-spec.md",
                          "Color roles 깨진 링크: ../foundations/01-color.md#roles"], texts
