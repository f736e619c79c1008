"""The headless Chromium the suite drives: how it is started and how a page is shown.

One browser serves the whole session (starting one costs ~1.5 s). Every helper here leaves
it as it found it: light scheme, desktop size, network off.
"""

import json
import os
import shutil
from pathlib import Path
from urllib.parse import urlsplit

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

DESKTOP_WIDTH = 1280
PHONE_WIDTH = 390
WINDOW_HEIGHT = 900
PHONE_HEIGHT = 844


def _find(names, env):
    explicit = os.environ.get(env)
    if explicit:
        return explicit
    for name in names:
        found = shutil.which(name)
        if found:
            return found
    raise RuntimeError(f"none of {names} is installed (set {env}); Tests/browser/run installs them")


def start_browser():
    """Headless Chromium through Debian's chromedriver, with browser and network logs on.

    Selenium Manager is kept offline: both the browser and the driver are given by path.
    """
    os.environ.setdefault("SE_OFFLINE", "true")
    options = webdriver.ChromeOptions()
    options.binary_location = _find(["chromium", "chromium-browser"], "CHROMIUM")
    for argument in [
        "--headless=new",
        "--no-sandbox",  # CI runs as root
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--hide-scrollbars",  # so clientWidth == innerWidth and screenshots have no bar
        "--force-device-scale-factor=1",
        f"--window-size={DESKTOP_WIDTH},{WINDOW_HEIGHT}",
        "--lang=en-US",
        "--no-first-run",
        "--disable-extensions",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
    ]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    service = Service(_find(["chromedriver"], "CHROMEDRIVER"))
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(60)
    set_offline(driver, True)
    set_viewport(driver, DESKTOP_WIDTH)
    set_color_scheme(driver, "light")
    return driver


def set_offline(driver, offline):
    """Turns the browser's network off (file:// still loads; http, https and ws fail)."""
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd(
        "Network.emulateNetworkConditions",
        {"offline": offline, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1},
    )


def set_color_scheme(driver, scheme):
    """Emulates `prefers-color-scheme: light|dark` for the pages shown next.

    `prefers-reduced-motion: reduce` always goes with it, so that smooth scrolling and
    transitions end at once: what has focus is on screen when it is measured, and
    screenshots do not catch a page mid-animation.
    """
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": [
        {"name": "prefers-color-scheme", "value": scheme},
        {"name": "prefers-reduced-motion", "value": "reduce"},
    ]})


def set_viewport(driver, width):
    """A viewport of exactly `width` CSS pixels (phone or desktop), 1 device pixel each."""
    height = PHONE_HEIGHT if width <= PHONE_WIDTH else WINDOW_HEIGHT
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False},
    )


def file_url(path, fragment=""):
    url = Path(path).resolve().as_uri()
    return url + ("#" + fragment if fragment else "")


def drain_logs(driver):
    """Empties the browser and network logs, so the next page starts with none."""
    driver.get_log("browser")
    driver.get_log("performance")


def show(driver, url):
    """Loads `url` with empty logs and waits until its fonts are ready."""
    drain_logs(driver)
    driver.get(url)
    driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "document.fonts.ready.then(function () { done(true); }, function () { done(false); });"
    )


def network_events(driver):
    """The Network.* events chromedriver recorded since the last drain, as dicts."""
    events = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method", "").startswith("Network."):
            events.append(message)
    return events


def scheme_of(url):
    return urlsplit(url).scheme.lower()
