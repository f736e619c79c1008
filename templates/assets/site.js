/*
 * DesignSpec site script. Progressive enhancement only: every page reads fully without it.
 *
 * - Copy buttons beside token names (`code.copyable`).
 * - Search over `window.DESIGNSPEC_SEARCH`, an array of {title, kind, url, text} that
 *   assets/search-index.js assigns (a plain <script src>, so it works from file:// where
 *   fetch cannot read local files). Matching is case-insensitive on NFC-normalised text,
 *   substring for every word of the query (Korean particles attach to words without a
 *   space, so "간격" finds "간격은"); title matches rank first.
 * - Results are built with createElement and textContent, never innerHTML.
 * - The sidebar scrolls its current doc into view (a long list would hide it below).
 */
(function () {
  "use strict";

  var body = document.body;

  // ---------- Copy buttons ----------

  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text);
    }
    return new Promise(function (resolve, reject) {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      body.appendChild(area);
      area.select();
      var ok = false;
      try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
      body.removeChild(area);
      if (ok) { resolve(); } else { reject(new Error("copy failed")); }
    });
  }

  function addCopyButtons() {
    var label = body.getAttribute("data-copy-label") || "Copy";
    var done = body.getAttribute("data-copied-label") || "Copied";
    var names = document.querySelectorAll("code.copyable");
    for (var i = 0; i < names.length; i++) {
      (function (code) {
        var text = code.textContent;
        var button = document.createElement("button");
        button.type = "button";
        button.className = "copy-button";
        button.textContent = label;
        button.setAttribute("aria-label", label + " " + text);
        button.addEventListener("click", function () {
          copyText(text).then(function () {
            button.textContent = done;
            button.setAttribute("data-copied", "");
            window.setTimeout(function () {
              button.textContent = label;
              button.removeAttribute("data-copied");
            }, 1500);
          }, function () {
            var range = document.createRange();
            range.selectNodeContents(code);
            var selection = window.getSelection();
            selection.removeAllRanges();
            selection.addRange(range);
          });
        });
        code.insertAdjacentElement("afterend", button);
      })(names[i]);
    }
  }

  // ---------- Search ----------

  var MAX_RESULTS = 50;

  function normalize(text) {
    return String(text).normalize("NFC").toLowerCase();
  }

  function isWordStart(text, at) {
    if (at === 0) { return true; }
    return /[\s.\-_/(){}\[\],:;'"“”‘’·]/.test(text.charAt(at - 1));
  }

  /// Score of one entry for the query's terms; 0 when a term matches nowhere.
  function score(entry, terms) {
    var total = 0;
    for (var i = 0; i < terms.length; i++) {
      var term = terms[i];
      var inTitle = entry.t.indexOf(term);
      if (inTitle >= 0) {
        if (entry.t === term) { total += 100; }
        else if (inTitle === 0) { total += 60; }
        else if (isWordStart(entry.t, inTitle)) { total += 45; }
        else { total += 30; }
        continue;
      }
      var inText = entry.x.indexOf(term);
      if (inText < 0) { return 0; }
      total += isWordStart(entry.x, inText) ? 8 : 5;
    }
    return total;
  }

  function format(template, values) {
    return template.replace(/\{(\w+)\}/g, function (whole, key) {
      return Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : whole;
    });
  }

  /// Appends `text` to `parent`, with the first match of `term` in a <mark>.
  function appendMarked(parent, text, term) {
    var at = term ? normalize(text).indexOf(term) : -1;
    // Lower-casing keeps the length of nearly every string; when it does not, no mark.
    if (at < 0 || normalize(text).length !== text.length) {
      parent.appendChild(document.createTextNode(text));
      return;
    }
    parent.appendChild(document.createTextNode(text.slice(0, at)));
    var mark = document.createElement("mark");
    mark.textContent = text.slice(at, at + term.length);
    parent.appendChild(mark);
    parent.appendChild(document.createTextNode(text.slice(at + term.length)));
  }

  /// A short excerpt of `text` around the first match of `term`.
  function excerpt(text, term) {
    var limit = 160;
    var at = term ? normalize(text).indexOf(term) : -1;
    if (at < 0 || text.length <= limit) {
      return text.length > limit ? text.slice(0, limit) + "…" : text;
    }
    var start = Math.max(0, at - 50);
    var end = Math.min(text.length, start + limit);
    return (start > 0 ? "…" : "") + text.slice(start, end) + (end < text.length ? "…" : "");
  }

  function setUpSearch(box) {
    var data = window.DESIGNSPEC_SEARCH;
    if (!Array.isArray(data)) { return; }
    var entries = [];
    for (var i = 0; i < data.length; i++) {
      var item = data[i];
      if (!item || typeof item.title !== "string" || typeof item.url !== "string") { continue; }
      var text = typeof item.text === "string" ? item.text.normalize("NFC") : "";
      entries.push({
        title: item.title.normalize("NFC"), kind: String(item.kind || ""), url: item.url, text: text,
        t: normalize(item.title), x: normalize(text), order: i
      });
    }

    var input = box.querySelector("#search-input");
    var status = box.querySelector("#search-status");
    var list = box.querySelector("#search-results");
    if (!input || !status || !list) { return; }
    box.hidden = false;

    function message(name) { return box.getAttribute("data-msg-" + name) || ""; }
    function kindLabel(kind) { return box.getAttribute("data-kind-" + kind) || kind; }

    function run() {
      var query = normalize(input.value).trim();
      while (list.firstChild) { list.removeChild(list.firstChild); }
      if (!query) {
        status.textContent = message("empty");
        return;
      }
      var terms = query.split(/\s+/);
      var hits = [];
      for (var i = 0; i < entries.length; i++) {
        var s = score(entries[i], terms);
        if (s > 0) { hits.push({ entry: entries[i], score: s }); }
      }
      hits.sort(function (a, b) { return b.score - a.score || a.entry.order - b.entry.order; });
      if (hits.length === 0) {
        status.textContent = format(message("none"), { q: input.value.trim() });
        return;
      }
      var shown = Math.min(hits.length, MAX_RESULTS);
      status.textContent = format(message(hits.length > shown ? "more" : hits.length === 1 ? "one" : "count"),
        { n: hits.length, shown: shown, q: input.value.trim() });
      var longest = terms.slice().sort(function (a, b) { return b.length - a.length; })[0];
      for (var j = 0; j < shown; j++) {
        var entry = hits[j].entry;
        var li = document.createElement("li");
        var a = document.createElement("a");
        a.href = entry.url;
        var title = document.createElement("span");
        title.className = "result-title";
        var kind = document.createElement("span");
        kind.className = "result-kind";
        kind.textContent = kindLabel(entry.kind);
        title.appendChild(kind);
        appendMarked(title, entry.title, longest);
        a.appendChild(title);
        if (entry.text) {
          var snippet = document.createElement("span");
          snippet.className = "result-text";
          appendMarked(snippet, excerpt(entry.text, longest), longest);
          a.appendChild(snippet);
        }
        li.appendChild(a);
        list.appendChild(li);
      }
    }

    function links() { return list.querySelectorAll("a"); }

    input.addEventListener("input", run);
    input.addEventListener("keydown", function (event) {
      var found = links();
      if (event.key === "ArrowDown" && found.length > 0) {
        event.preventDefault();
        found[0].focus();
      } else if (event.key === "Enter" && found.length > 0) {
        event.preventDefault();
        found[0].click();
      } else if (event.key === "Escape" && input.value) {
        event.preventDefault();
        input.value = "";
        run();
      }
    });
    list.addEventListener("keydown", function (event) {
      if (event.key !== "ArrowDown" && event.key !== "ArrowUp") { return; }
      var found = Array.prototype.slice.call(links());
      var at = found.indexOf(document.activeElement);
      if (at < 0) { return; }
      event.preventDefault();
      if (event.key === "ArrowDown" && at + 1 < found.length) { found[at + 1].focus(); }
      if (event.key === "ArrowUp") { (at === 0 ? input : found[at - 1]).focus(); }
    });

    var initial = "";
    try { initial = new URLSearchParams(window.location.search).get("q") || ""; } catch (e) { initial = ""; }
    input.value = initial;
    run();
  }

  /* Scrolls the sidebar, not the page, so that the current doc shows in its middle. */
  function revealCurrentDoc() {
    var sidebar = document.querySelector(".sidebar");
    var current = sidebar && sidebar.querySelector("[aria-current=page]");
    if (!current || sidebar.scrollHeight <= sidebar.clientHeight) { return; }
    var offset = current.getBoundingClientRect().top - sidebar.getBoundingClientRect().top;
    sidebar.scrollTop += offset - sidebar.clientHeight / 2;
  }

  addCopyButtons();
  revealCurrentDoc();
  var box = document.querySelector("[data-search]");
  if (box) { setUpSearch(box); }
})();
