#!/usr/bin/env python3
"""Times `designspec build` and `designspec check` against `cmark-gfm -e table` on the
same generated files, alternating the three in one run so that a noisy machine slows all
of them alike, and prints medians, ratios to cmark-gfm, peak memory and time per doc.

    python3 bench/run.py --designspec PATH [--docs 100 1000 5000] [--tokens 5000]
                         [--drift 1000] [--cases huge-table alias-chain alias-chain-minified
                         tokens-only tokens-only-minified broken-refs]
                         [--runs 5] [--case-runs 3] [--timeout 600]
                         [--max-build-ratio 3] [--max-drift-ratio 5]

--docs: the generated corpus (`bench/corpus.py`). --drift: the drift-heavy corpus of that
many docs over the same tokens (`bench/drift.py drift`: 10+ findings per doc). --cases:
the pathological inputs (`bench/drift.py`): one 12.6 MB doc with a 400,000-row table, a
10,000-step alias chain, 100,000 tokens and no docs (both also with the token file minified,
on one line), a token set with 2,000 misspelled
aliases. Pass an option with no values to
skip its rows (`--docs --cases` runs the drift corpus only).

With --max-build-ratio it exits 1 when build's median is more than that many times
cmark-gfm's on the generated corpus, with --max-drift-ratio on the drift corpus (the
regression gate CI runs at N = 100: `bench/ci`). A command that runs longer than
--timeout seconds is stopped and shown as "> TIMEOUT s".

Wall-clock medians make the ratios; the CPU columns (user + system, medians) show how much
of the wall time is work and how much both cores share it (CPU > wall means parallel).
Needs `cmark-gfm` (Debian package `cmark-gfm`).
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))


class TimedOut(Exception):
    """A command ran longer than the timeout (and was killed)."""

    def __init__(self, seconds, kilobytes):
        super().__init__(f"timed out after {seconds:.0f} s")
        self.seconds, self.kilobytes = seconds, kilobytes


def timed(command, accept=(0,), timeout=None):
    """Runs a command; returns (wall seconds, CPU seconds, peak kilobytes). Wall time from
    the monotonic clock (GNU time's %e has only 10 ms steps: cmark-gfm at N = 100 takes
    about that), CPU time and peak RSS from the child's own rusage (wait4). Raises
    TimedOut when it runs longer than `timeout` seconds."""
    with tempfile.TemporaryFile("w+") as errors:
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=errors)
        killer = threading.Timer(timeout, process.kill) if timeout else None
        if killer:
            killer.start()
        _, status, usage = os.wait4(process.pid, 0)
        seconds = time.perf_counter() - start
        if killer:
            killer.cancel()
            if seconds >= timeout:
                raise TimedOut(seconds, usage.ru_maxrss)
        process.returncode = os.waitstatus_to_exitcode(status)
        if process.returncode not in accept:
            errors.seek(0)
            sys.exit(f"bench: {' '.join(command[:2])} exited {process.returncode}: {errors.read()[-2000:]}")
        return seconds, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def require_tools(designspec):
    """Stops with the install command when a tool the benchmark runs is missing."""
    if shutil.which("cmark-gfm") is None:
        sys.exit("bench: missing cmark-gfm; install with: sudo apt-get install cmark-gfm")
    if not os.access(designspec, os.X_OK):
        sys.exit(f"bench: no designspec binary at {designspec}; run: swift build -c release")


def machine():
    """The machine in a few words: cores and CPU model."""
    model = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as cpuinfo:
            for line in cpuinfo:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return f"{os.cpu_count()} cores, {model}, load average {os.getloadavg()[0]:.1f}"


def generate(workdir, name, arguments):
    """Writes an input once per work folder (`arguments` to python3, OUT standing for its
    folder); returns its folder."""
    corpus = os.path.join(workdir, name)
    if not os.path.isdir(corpus):
        subprocess.run([sys.executable] + [corpus if argument == "OUT" else argument for argument in arguments], check=True)
    return corpus


def compare(designspec, corpus, runs, timeout=None, cmark=True):
    """Times cmark-gfm (unless `cmark` is false), build and check on `corpus`, alternating;
    returns name → (median wall s, peak KB, median CPU s), or name → TimedOut."""
    files = sorted(os.path.join(corpus, name) for name in os.listdir(corpus) if name.endswith(".md"))
    site = corpus + "-site"
    commands = {
        "cmark-gfm": (["cmark-gfm", "-e", "table"] + files, (0,)),
        "build": ([designspec, "build", "--content", corpus, "--output", site], (0,)),
        "check": ([designspec, "check", "--content", corpus], (0, 1)),
    }
    if not cmark or not files:
        del commands["cmark-gfm"]
    samples = {name: [] for name in commands}
    cpu = {name: [] for name in commands}
    memory = {name: 0 for name in commands}
    stopped = {}
    for _ in range(runs):
        for name, (command, accept) in commands.items():
            if name in stopped:
                continue
            try:
                seconds, cpu_seconds, kilobytes = timed(command, accept, timeout)
            except TimedOut as error:
                stopped[name] = error
                continue
            samples[name].append(seconds)
            cpu[name].append(cpu_seconds)
            memory[name] = max(memory[name], kilobytes)
    result = {name: (statistics.median(values), memory[name], statistics.median(cpu[name]))
              for name, values in samples.items() if values}
    result.update(stopped)
    return result


def cell(result, name, base):
    """`1.234 s | 5.67x` for a row, or `> 600 s | —` for a command stopped at the timeout."""
    entry = result.get(name)
    if entry is None:
        return "— | —"
    if isinstance(entry, TimedOut):
        return f"> {entry.seconds:.0f} s | —"
    ratio = f"{entry[0] / base:.2f}x" if base else "—"
    return f"{entry[0]:.3f} s | {ratio}"


def memory_cell(result):
    """Peak MB of cmark-gfm / build / check."""
    def megabytes(name):
        entry = result.get(name)
        if entry is None:
            return "—"
        kilobytes = entry.kilobytes if isinstance(entry, TimedOut) else entry[1]
        return f"{kilobytes / 1024:.0f}" + ("+" if isinstance(entry, TimedOut) else "")
    return " / ".join(megabytes(name) for name in ("cmark-gfm", "build", "check"))


def ratio(result, name):
    entry, base = result.get(name), result.get("cmark-gfm")
    if entry is None or base is None or isinstance(entry, TimedOut) or isinstance(base, TimedOut):
        return float("inf") if isinstance(entry, TimedOut) else None
    return entry[0] / max(base[0], 0.001)


CASES = {
    # name: (label, bench/drift.py arguments, compared with cmark-gfm)
    "huge-table": ("one 12.6 MB doc, a 400,000-row token table", "huge-table", True),
    "alias-chain": ("a 10,000-step alias chain (10,000 tokens, 1 doc)", "alias-chain", False),
    "alias-chain-minified": ("the same chain, its token file on one line", "alias-chain --minified", False),
    "tokens-only": ("100,000 tokens, no docs", "tokens-only", False),
    "tokens-only-minified": ("the same 100,000 tokens, their file on one line", "tokens-only --minified", False),
    "broken-refs": ("20,000 tokens, 2,000 misspelled aliases (1,624 broken references), no docs", "broken-refs", False),
}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--designspec", required=True)
    parser.add_argument("--docs", type=int, nargs="*", default=[100, 1000, 5000])
    parser.add_argument("--drift", type=int, nargs="*", default=[1000])
    parser.add_argument("--cases", nargs="*", choices=sorted(CASES), default=list(CASES))
    parser.add_argument("--tokens", type=int, default=5000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--case-runs", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=600)
    parser.add_argument("--max-build-ratio", type=float)
    parser.add_argument("--max-drift-ratio", type=float)
    parser.add_argument("--workdir")
    args = parser.parse_args()
    require_tools(args.designspec)
    workdir = args.workdir or tempfile.mkdtemp(prefix="designspec-bench-")
    os.makedirs(workdir, exist_ok=True)
    corpus_py, drift_py = os.path.join(HERE, "corpus.py"), os.path.join(HERE, "drift.py")
    print(f"{machine()}; M = {args.tokens} tokens, {args.runs} runs each, medians; cmark-gfm 0.29 = 1.00x")
    failed = False
    if args.docs:
        print()
        print("| N docs | cmark-gfm | build | build ratio | check | check ratio | build ms/doc "
              "| peak MB build / check | CPU s cmark / build / check |")
        print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for docs in args.docs:
        corpus = generate(workdir, f"corpus-{docs}", [corpus_py, "OUT", "--docs", str(docs), "--tokens", str(args.tokens)])
        result = compare(args.designspec, corpus, args.runs)
        base = max(result["cmark-gfm"][0], 0.001)
        build, check = result["build"], result["check"]
        print(f"| {docs} | {base:.3f} s | {build[0]:.3f} s | {build[0] / base:.2f}x | {check[0]:.3f} s "
              f"| {check[0] / base:.2f}x | {build[0] * 1000 / docs:.2f} | {build[1] / 1024:.0f} / {check[1] / 1024:.0f} "
              f"| {result['cmark-gfm'][2]:.2f} / {build[2]:.2f} / {check[2]:.2f} |", flush=True)
        if args.max_build_ratio and build[0] / base > args.max_build_ratio:
            print(f"bench: build is {build[0] / base:.2f}x cmark-gfm at N = {docs}, over the limit of {args.max_build_ratio}x")
            failed = True
    rows = [(f"drift-heavy, {docs} docs + {args.tokens} tokens",
             generate(workdir, f"drift-{docs}", [drift_py, "drift", "OUT", "--docs", str(docs), "--tokens", str(args.tokens)]),
             args.runs, True, docs) for docs in args.drift]
    rows += [(CASES[name][0], generate(workdir, name, [drift_py, *CASES[name][1].split(), "OUT"]), args.case_runs,
              CASES[name][2], None)
             for name in args.cases]
    if rows:
        print()
        print("| input | cmark-gfm | build | build ratio | check | check ratio | peak MB cmark / build / check |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for label, corpus, runs, with_cmark, drift_docs in rows:
        result = compare(args.designspec, corpus, runs, args.timeout, with_cmark)
        base_entry = result.get("cmark-gfm")
        base = max(base_entry[0], 0.001) if base_entry and not isinstance(base_entry, TimedOut) else None
        shown = f"{base_entry[0]:.3f} s" if base else "—"
        print(f"| {label} | {shown} | {cell(result, 'build', base)} | {cell(result, 'check', base)} "
              f"| {memory_cell(result)} |", flush=True)
        build_ratio = ratio(result, "build")
        if drift_docs and args.max_drift_ratio and build_ratio is not None and build_ratio > args.max_drift_ratio:
            print(f"bench: build is {build_ratio:.2f}x cmark-gfm on the drift-heavy corpus at N = {drift_docs}, "
                  f"over the limit of {args.max_drift_ratio}x")
            failed = True
    version = statistics.median(timed([args.designspec, "--version"])[0] for _ in range(21))
    print(f"\n`designspec --version`: {version * 1000:.1f} ms (median of 21)")
    if not args.workdir:
        shutil.rmtree(workdir, ignore_errors=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
