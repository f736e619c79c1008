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
Needs `cmark-gfm` (Debian package `cmark-gfm`).
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def timed(command, accept=(0,)):
    """Runs a command; returns (wall seconds, CPU seconds, peak kilobytes). Wall time from
    the monotonic clock (GNU time's %e has only 10 ms steps: cmark-gfm at N = 100 takes
    about that), CPU time and peak RSS from the child's own rusage (wait4)."""
    with tempfile.TemporaryFile("w+") as errors:
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=errors)
        _, status, usage = os.wait4(process.pid, 0)
        seconds = time.perf_counter() - start
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
    print(f"{machine()}; M = {args.tokens} tokens, {args.runs} runs each, medians; cmark-gfm 0.29 = 1.00x")
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
    version = statistics.median(timed([args.designspec, "--version"])[0] for _ in range(21))
    print(f"\n`designspec --version`: {version * 1000:.1f} ms (median of 21)")
    if not args.workdir:
        shutil.rmtree(workdir, ignore_errors=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
