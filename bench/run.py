#!/usr/bin/env python3
"""Times `designspec build` and `designspec check` against `cmark-gfm -e table` on the
same generated files, alternating the three in one run so that a noisy machine slows all
of them alike, and prints medians, ratios to cmark-gfm, peak memory and time per doc.

    python3 bench/run.py --designspec PATH [--docs 100 1000 5000] [--tokens 5000]
                         [--runs 5] [--max-build-ratio 3]

With --max-build-ratio it exits 1 when build's median is more than that many times
cmark-gfm's (the regression gate CI runs at N = 100: `bench/ci`).

Wall-clock medians make the ratios; the CPU columns (user + system, medians) show how much
of the wall time is work and how much both cores share it (CPU > wall means parallel).
Needs `cmark-gfm` and GNU time at /usr/bin/time (Debian packages `cmark-gfm` and `time`).
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def timed(command, accept=(0,)):
    """Runs a command under /usr/bin/time; returns (wall seconds, CPU seconds, peak kilobytes)."""
    with tempfile.NamedTemporaryFile("r") as report:
        result = subprocess.run(
            ["/usr/bin/time", "-o", report.name, "-f", "%e %U %S %M"] + command,
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if result.returncode not in accept:
            sys.exit(f"bench: {' '.join(command[:2])} exited {result.returncode}: {result.stderr[-2000:]}")
        seconds, user, system, kilobytes = report.read().split()[-4:]
        return float(seconds), float(user) + float(system), int(kilobytes)


def require_tools(designspec):
    """Stops with the install command when a tool the benchmark runs is missing."""
    missing = []
    if not os.access("/usr/bin/time", os.X_OK):
        missing.append("time")
    if shutil.which("cmark-gfm") is None:
        missing.append("cmark-gfm")
    if missing:
        sys.exit(f"bench: missing {', '.join(missing)}; install with: sudo apt-get install {' '.join(missing)}")
    if not os.access(designspec, os.X_OK):
        sys.exit(f"bench: no designspec binary at {designspec}; run: swift build -c release")


def measure(designspec, docs, tokens, runs, workdir):
    corpus = os.path.join(workdir, f"corpus-{docs}")
    if not os.path.isdir(corpus):
        subprocess.run([sys.executable, os.path.join(HERE, "corpus.py"), corpus,
                        "--docs", str(docs), "--tokens", str(tokens)], check=True)
    files = sorted(os.path.join(corpus, name) for name in os.listdir(corpus) if name.endswith(".md"))
    site = os.path.join(workdir, f"site-{docs}")
    commands = {
        "cmark-gfm": (["cmark-gfm", "-e", "table"] + files, (0,)),
        "build": ([designspec, "build", "--content", corpus, "--output", site], (0,)),
        "check": ([designspec, "check", "--content", corpus], (0, 1)),
    }
    samples = {name: [] for name in commands}
    cpu = {name: [] for name in commands}
    memory = {name: 0 for name in commands}
    for _ in range(runs):
        for name, (command, accept) in commands.items():
            seconds, cpu_seconds, kilobytes = timed(command, accept)
            samples[name].append(seconds)
            cpu[name].append(cpu_seconds)
            memory[name] = max(memory[name], kilobytes)
    return {name: (statistics.median(values), memory[name], statistics.median(cpu[name]))
            for name, values in samples.items()}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--designspec", required=True)
    parser.add_argument("--docs", type=int, nargs="+", default=[100, 1000, 5000])
    parser.add_argument("--tokens", type=int, default=5000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--max-build-ratio", type=float)
    parser.add_argument("--workdir")
    args = parser.parse_args()
    require_tools(args.designspec)
    workdir = args.workdir or tempfile.mkdtemp(prefix="designspec-bench-")
    os.makedirs(workdir, exist_ok=True)
    print(f"M = {args.tokens} tokens, {args.runs} runs each, medians; cmark-gfm 0.29 = 1.00x")
    print()
    print("| N docs | cmark-gfm | build | build ratio | check | check ratio | build ms/doc "
          "| peak MB build / check | CPU s cmark / build / check |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    failed = False
    for docs in args.docs:
        result = measure(args.designspec, docs, args.tokens, args.runs, workdir)
        base = max(result["cmark-gfm"][0], 0.001)
        build, check = result["build"], result["check"]
        print(f"| {docs} | {base:.3f} s | {build[0]:.3f} s | {build[0] / base:.2f}x | {check[0]:.3f} s "
              f"| {check[0] / base:.2f}x | {build[0] * 1000 / docs:.2f} | {build[1] / 1024:.0f} / {check[1] / 1024:.0f} "
              f"| {result['cmark-gfm'][2]:.2f} / {build[2]:.2f} / {check[2]:.2f} |", flush=True)
        if args.max_build_ratio and build[0] / base > args.max_build_ratio:
            print(f"bench: build is {build[0] / base:.2f}x cmark-gfm at N = {docs}, over the limit of {args.max_build_ratio}x")
            failed = True
    if not args.workdir:
        shutil.rmtree(workdir, ignore_errors=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
