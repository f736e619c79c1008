#!/usr/bin/env python3
"""Deterministic inputs that users bring and `bench/corpus.py` does not make.

    python3 bench/drift.py drift OUT_DIR --docs 1000 --tokens 5000 [--seed 42]
    python3 bench/drift.py huge-table OUT_DIR [--rows 400000]
    python3 bench/drift.py alias-chain OUT_DIR [--steps 10000] [--minified]
    python3 bench/drift.py tokens-only OUT_DIR [--tokens 100000] [--minified]
    python3 bench/drift.py broken-refs OUT_DIR [--tokens 20000] [--refs 2000]

drift: the corpus of `bench/corpus.py` (same prose, same token set) whose docs have drifted
from the tokens: each doc's token tables hold unknown names close to real ones (a letter
dropped, doubled or swapped, a segment too many or too few), wrong values, off-scale
values in a scale table and in recipes, and most tokens are named by no doc, so every doc
has 10+ findings (about 14 on average: unknown-token, value-mismatch, off-scale,
undocumented-token).
huge-table: one doc of about 12.8 MB holding a single token table of ROWS rows, over a token
set of ROWS tokens (each row names a token and states its value; one in 50 is wrong).
alias-chain: STEPS tokens, each aliasing the next (`chain.t0` → `chain.t1` → … → a value),
and one doc naming the first and the last.
tokens-only: TOKENS tokens (half of them aliases) and no docs.
--minified writes the token file on one line, as many exporters and `json.dump` do (every
token and every finding of the file on line 1).
broken-refs: a token set drifted on its own side: TOKENS tokens plus REFS aliases whose
targets are misspelled (as `drift` misspells doc names), one `broken-reference` each with
its "did you mean"; no docs.
The same arguments always write the same bytes.
"""
import argparse
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus  # noqa: E402  (the prose, the scale and the token set are shared)


def misspell(name, rng):
    """A name close to `name`: its last segment with a letter dropped, doubled or two
    swapped, or a segment inserted or dropped (what drifted docs write)."""
    segments = name.split(".")
    kind = rng.randrange(5)
    last = segments[-1]
    if kind == 0 and len(last) > 2:
        position = rng.randrange(1, len(last))
        segments[-1] = last[:position] + last[position + 1:]
    elif kind == 1:
        position = rng.randrange(len(last))
        segments[-1] = last[:position] + last[position] + last[position:]
    elif kind == 2 and len(last) > 3:
        position = rng.randrange(1, len(last) - 1)
        segments[-1] = last[:position] + last[position + 1] + last[position] + last[position + 2:]
    elif kind == 3:
        segments.insert(len(segments) - 1, rng.choice(["size", "default", "value"]))
    elif len(segments) > 2:
        del segments[1]
    else:
        segments[-1] = last + "x"
    return ".".join(segments)


def drift_doc(index, rng, names):
    # Docs name the first 40% of the tokens only: the rest are undocumented.
    names = names[:len(names) * 2 // 5]
    lines = [f"# Component {index} 컴포넌트", ""] + corpus.prose(rng, 2)
    for table in range(2):
        lines += [f"## 토큰 표 {table + 1}", "", "| Token | Value | Use Case |", "| --- | --- | --- |"]
        for row in range(6):
            name, value = rng.choice(names)
            shown = value if value else "#%06X" % rng.randrange(0x1000000)
            if row < 2:
                name = misspell(name, rng)
            elif row < 4 and value:
                shown = f"{int(value[:-2]) + rng.choice([1, 2, 3, 5])}pt"
            lines.append(f"| {{{name}}} | {shown} | {rng.choice(corpus.ENGLISH)} |")
        lines.append("")
    lines += ["## 간격", "", "<!-- scale: spacing -->", "| 사용처 | 값 |", "| --- | --- |"]
    for _ in range(2):
        lines.append(f"| {rng.choice(corpus.KOREAN)} | {rng.choice([6, 10, 14, 18, 22, 30])}pt |")
    lines.append("")
    padding = rng.choice([10, 18, 26])
    lines += [
        f"## Recipe {index}", "",
        "```swift",
        "Button(action: save) {",
        "    Text(\"저장\")",
        f"        .padding(.horizontal, {padding})",
        "        .frame(minWidth: 44, minHeight: 44)",
        "}",
        "```", "",
    ]
    lines += ["## 목록", ""]
    for _ in range(3):
        lines.append(f"- {rng.choice(corpus.KOREAN)}")
    lines.append("")
    return "\n".join(lines)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def drift(out, docs, tokens, seed):
    rng = random.Random(seed)
    token_set, names = corpus.token_set(tokens, rng)
    write(os.path.join(out, "tokens", "tokens.json"), json.dumps(token_set, ensure_ascii=False, indent=1))
    for index in range(docs):
        write(os.path.join(out, f"doc-{index:05d}.md"), drift_doc(index, rng, names))


def huge_table(out, rows):
    groups = {}
    lines = ["# 토큰 전체 목록 All tokens", "",
             "Every token of the system, one row each. 모든 토큰을 한 줄씩 나열합니다.", "",
             "| Token | Value |", "| --- | --- |"]
    for index in range(rows):
        group, name = f"g{index // 1000}", f"size{index % 1000}"
        value = 4 + index % 97
        groups.setdefault(group, {})[name] = {"$value": f"{value}px"}
        shown = value + 1 if index % 50 == 0 else value
        lines.append(f"| {{space.{group}.{name}}} | {shown}pt |")
    lines.append("")
    write(os.path.join(out, "tokens", "tokens.json"),
          json.dumps({"space": {"$type": "dimension", **groups}}, indent=1))
    write(os.path.join(out, "all-tokens.md"), "\n".join(lines))


def token_json(value, minified=False):
    """The token file's text: one token per line, or all on one line when minified."""
    return json.dumps(value, ensure_ascii=False, indent=None if minified else 1)


def alias_chain(out, steps, minified=False):
    chain = {f"t{index}": {"$value": "{chain.t%d}" % (index + 1)} for index in range(steps - 1)}
    chain[f"t{steps - 1}"] = {"$value": "16px"}
    write(os.path.join(out, "tokens", "tokens.json"),
          token_json({"chain": {"$type": "dimension", **chain}}, minified))
    write(os.path.join(out, "chain.md"), "\n".join([
        "# Chain", "", "| Token | Value |", "| --- | --- |",
        "| {chain.t0} | 16pt |", f"| {{chain.t{steps - 1}}} | 16pt |", ""]))


def tokens_only(out, tokens, minified=False):
    rng = random.Random(11)
    token_set, _ = corpus.token_set(tokens, rng)
    write(os.path.join(out, "tokens", "tokens.json"), token_json(token_set, minified))


def broken_refs(out, tokens, refs):
    rng = random.Random(17)
    token_set, names = corpus.token_set(tokens, rng)
    real = [name for name, _ in names]
    token_set["renamed"] = {f"alias{index}": {"$value": "{%s}" % misspell(rng.choice(real), rng)}
                            for index in range(refs)}
    write(os.path.join(out, "tokens", "tokens.json"), json.dumps(token_set, ensure_ascii=False, indent=1))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("kind", choices=["drift", "huge-table", "alias-chain", "tokens-only", "broken-refs"])
    parser.add_argument("out")
    parser.add_argument("--docs", type=int, default=1000)
    parser.add_argument("--tokens", type=int)
    parser.add_argument("--rows", type=int, default=400000)
    parser.add_argument("--steps", type=int, default=10000)
    parser.add_argument("--refs", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--minified", action="store_true")
    args = parser.parse_args()
    if args.kind == "drift":
        drift(args.out, args.docs, args.tokens or 5000, args.seed)
    elif args.kind == "huge-table":
        huge_table(args.out, args.rows)
    elif args.kind == "alias-chain":
        alias_chain(args.out, args.steps, args.minified)
    elif args.kind == "broken-refs":
        broken_refs(args.out, args.tokens or 20000, args.refs)
    else:
        tokens_only(args.out, args.tokens or 100000, args.minified)


if __name__ == "__main__":
    main()
