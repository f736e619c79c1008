"""`designspec serve` in Chromium: the page served with its reload script works under the
site's Content-Security-Policy (no violation, no console error), and a saved doc reloads the
open page by itself."""
import os
import re
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pytest

import browser

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def served(tmp_path):
    binary = os.environ.get("DESIGNSPEC_BIN")
    if not binary:
        pytest.fail("DESIGNSPEC_BIN must name the designspec binary (Tests/browser/run sets it)")
    shutil.copytree(REPO / "content", tmp_path / "content")
    process = subprocess.Popen([binary, "serve", "--port", "0"], cwd=tmp_path,
                               env={**os.environ, "TMPDIR": str(tmp_path)},
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    match = re.fullmatch(r"serving (http://127\.0\.0\.1:\d+/) \(Ctrl-C stops\)\n", process.stdout.readline())
    assert match
    yield match.group(1), tmp_path / "content"
    process.send_signal(signal.SIGINT)
    assert process.wait(timeout=10) == 0


def test_a_saved_doc_reloads_the_open_page_under_the_sites_policy(chromium, served):
    url, content = served
    browser.set_offline(chromium, False)
    browser.show(chromium, url + "docs/01-foundations-spacing.html")
    # The reload channel is open: the page asked for it and was not refused.
    deadline = time.monotonic() + 5
    opened = []
    while not opened and time.monotonic() < deadline:
        opened = [event for event in browser.network_events(chromium)
                  if event["method"] == "Network.responseReceived"
                  and "/__designspec/events" in event["params"]["response"]["url"]]
        time.sleep(0.1)
    assert opened, "the page did not open the reload channel"
    assert opened[0]["params"]["response"]["status"] == 200
    chromium.execute_script("window.servedBefore = true;")

    doc = content / "01-foundations-spacing.md"
    doc.write_text(doc.read_text(encoding="utf-8") + "\n\nSaved while the page is open.\n", encoding="utf-8")
    started = time.monotonic()
    reloaded = False
    while time.monotonic() - started < 3:
        time.sleep(0.1)
        reloaded = chromium.execute_script(
            "return window.servedBefore === undefined && document.body.textContent.includes('Saved while the page is open.');")
        if reloaded:
            break
    assert reloaded, f"the open page did not show the saved doc within {time.monotonic() - started:.1f} s"
    errors = [entry for entry in chromium.get_log("browser") if entry["level"] == "SEVERE"]
    assert errors == [], errors
