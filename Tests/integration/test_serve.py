"""`designspec serve` as a user runs it: the release binary serves a copy of content/ on a
port the system picks, a saved doc is served within 2 s, and SIGINT (Ctrl-C) or SIGTERM
stops it with exit 0, its temporary folder removed and its port free."""
import http.client
import os
import re
import shutil
import signal
import socket
import subprocess
import time

import pytest

from conftest import ROOT


def get(port, path):
    """A GET straight to the server (http.client uses no proxy)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        return response.status, response.getheader("Content-Type"), response.read().decode("utf-8")
    finally:
        connection.close()


@pytest.fixture
def served(designspec, tmp_path):
    project = tmp_path / "project"
    shutil.copytree(ROOT / "content", project / "content")
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    process = subprocess.Popen([designspec, "serve", "--port", "0"], cwd=project,
                               env={**os.environ, "TMPDIR": str(temporary)},
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = process.stdout.readline()
    match = re.fullmatch(r"serving http://127\.0\.0\.1:(\d+)/ \(Ctrl-C stops\)\n", line)
    assert match, f"first line: {line!r}; stderr: {process.stderr.read() if process.poll() is not None else ''}"
    yield process, int(match.group(1)), project, temporary
    if process.poll() is None:
        process.kill()
        process.wait()


def port_is_free(port):
    """Nothing listens on the port, and a server may bind it again. With SO_REUSEADDR, as
    servers (serve too) bind: the connections the test made leave the port in TIME_WAIT for
    a minute, which only a bind without it would mind."""
    with socket.socket() as client:
        if client.connect_ex(("127.0.0.1", port)) == 0:
            return False
    with socket.socket() as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(("127.0.0.1", port))
            probe.listen()
            return True
        except OSError:
            return False


@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM])
def test_a_saved_doc_is_served_within_two_seconds_and_a_signal_leaves_nothing(served, stop):
    process, port, project, temporary = served
    status, content_type, page = get(port, "/docs/01-foundations-spacing.html")
    assert (status, content_type) == (200, "text/html; charset=utf-8")
    assert '<script src="/__designspec/reload.js" data-generation="1"></script>' in page
    assert [entry.name for entry in temporary.iterdir()][0].startswith("designspec-serve-")

    doc = project / "content" / "01-foundations-spacing.md"
    doc.write_text(doc.read_text(encoding="utf-8") + "\n\nSaved while the server runs.\n", encoding="utf-8")
    started = time.monotonic()
    while "Saved while the server runs." not in page and time.monotonic() - started < 2:
        time.sleep(0.05)
        page = get(port, "/docs/01-foundations-spacing.html")[2]
    took = time.monotonic() - started
    assert "Saved while the server runs." in page, f"not served after {took:.2f} s"

    process.send_signal(stop)
    assert process.wait(timeout=10) == 0
    errors = process.stderr.read()
    assert "changed: " in errors and "01-foundations-spacing.md; rebuilding\n" in errors
    assert re.search(r"rebuilt in \d+\.\d\d s; pages reload\n", errors)
    assert errors.endswith(f"stopped; port {port} released, the temporary site removed\n")
    assert list(temporary.iterdir()) == []
    assert port_is_free(port)


def test_a_port_in_use_is_named_with_exit_status_two(designspec, tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = subprocess.run([designspec, "serve", "--port", str(port), "--content", str(ROOT / "content")],
                                cwd=tmp_path, env={**os.environ, "TMPDIR": str(tmp_path)},
                                capture_output=True, text=True, timeout=30)
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr == f"designspec: error: port {port} on 127.0.0.1 is in use; choose another with --port (0 picks a free one)\n"
    assert [entry.name for entry in tmp_path.iterdir()] == []
