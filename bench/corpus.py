#!/usr/bin/env python3
"""Deterministic benchmark corpus: N Markdown docs and a DTCG token set of M tokens.

Each doc is about 4 KB of Korean and English prose with two token tables, one or two
SwiftUI recipes and lists, so that `designspec build` and `check` have real work to do.
The same seed always writes the same bytes.

    python3 bench/corpus.py OUT_DIR --docs 1000 --tokens 5000 [--seed 42]
"""
import argparse
import json
import os
import random

KOREAN = [
    "디자인 시스템의 문서와 토큰은 언제나 같은 값을 말해야 합니다.",
    "간격은 4pt 단위의 스케일만 사용하고 중간값을 섞지 않습니다.",
    "카드 내부 패딩은 화면 밀도에 따라 달라질 수 있습니다.",
    "버튼의 최소 탭 영역은 44pt이며 시각적 크기가 더 작아도 지켜야 합니다.",
    "색상 토큰은 Base와 Semantic 두 레이어로 구성됩니다.",
    "애니메이션은 기본 전환에 easeInOut 곡선을 사용합니다.",
]
ENGLISH = [
    "Spacing values snap to the grid; arbitrary values make layouts drift apart.",
    "Semantic tokens always reference base tokens and never hold raw values.",
    "Every interactive element keeps a tap target of at least 44 by 44 points.",
    "Motion uses short durations so that the interface feels responsive.",
    "Typography tokens bundle the font size, line height and letter spacing.",
    "Colors are chosen so that text keeps a contrast ratio of at least 4.5:1.",
]
SCALE = [4, 8, 12, 16, 20, 24, 28, 32, 40, 48, 56, 64]


def token_set(count, rng):
    """Base spacing and color tokens, then semantic tokens aliasing them."""
    base_count = max(len(SCALE), count // 4)
    spacing_base = {f"s{value}": {"$value": f"{value}px"} for value in SCALE}
    colors = {}
    for index in range(base_count - len(SCALE)):
        colors[f"c{index}"] = {"$value": "#%06X" % rng.randrange(0x1000000)}
    semantic = {}
    names = []
    for index in range(count - base_count):
        if index % 2 == 0:
            target = f"spacing.base.s{SCALE[index % len(SCALE)]}"
            semantic.setdefault("space", {"$type": "dimension"})[f"role{index}"] = {"$value": "{" + target + "}"}
            names.append((f"semantic.space.role{index}", f"{SCALE[index % len(SCALE)]}pt"))
        else:
            target = f"color.base.c{rng.randrange(max(1, len(colors)))}"
            semantic.setdefault("color", {"$type": "color"})[f"role{index}"] = {"$value": "{" + target + "}"}
            names.append((f"semantic.color.role{index}", None))
    tokens = {
        "spacing": {"$type": "dimension", "base": spacing_base},
        "color": {"$type": "color", "base": colors},
        "semantic": semantic,
    }
    return tokens, names


def prose(rng, paragraphs):
    """Pairs of paragraphs, three Korean sentences then three English ones."""
    lines = []
    for _ in range(paragraphs):
        lines += [" ".join(rng.choice(KOREAN) for _ in range(3)), ""]
        lines += [" ".join(rng.choice(ENGLISH) for _ in range(3)), ""]
    return lines


def doc(index, rng, names):
    lines = [f"# Component {index} 컴포넌트", ""] + prose(rng, 3)
    for table in range(2):
        lines += [f"## 토큰 표 {table + 1}", "", "| Token | Value | Use Case |", "| --- | --- | --- |"]
        for _ in range(6):
            name, value = rng.choice(names)
            shown = value if value else "#%06X" % rng.randrange(0x1000000)
            lines.append(f"| {{{name}}} | {shown} | {rng.choice(ENGLISH)} |")
        lines.append("")
    for recipe in range(1 + index % 2):
        padding = rng.choice(SCALE + [10, 18])
        lines += [
            f"## Recipe {index}.{recipe}", "",
            "```swift",
            "Button(action: save) {",
            f"    Text(\"저장 {recipe}\")",
            f"        .padding(.horizontal, {padding})",
            f"        .frame(minWidth: 44, minHeight: {rng.choice([32, 44, 48])})",
            "}",
            f".clipShape(RoundedRectangle(cornerRadius: {rng.choice([8, 12, 14])}))",
            ".animation(.easeInOut(duration: 0.2), value: isOn)",
            "```", "",
            f"- cornerRadius: {rng.choice([8, 12, 14])}pt",
            f"- padding: {padding}pt",
            "",
        ]
    lines += ["## 목록", ""]
    for _ in range(5):
        lines.append(f"- {rng.choice(KOREAN)}")
    lines.append("")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--docs", type=int, default=100)
    parser.add_argument("--tokens", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=42)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    tokens, names = token_set(args.tokens, rng)
    os.makedirs(os.path.join(args.out, "tokens"), exist_ok=True)
    with open(os.path.join(args.out, "tokens", "tokens.json"), "w", encoding="utf-8") as handle:
        json.dump(tokens, handle, ensure_ascii=False, indent=1)
    for index in range(args.docs):
        with open(os.path.join(args.out, f"doc-{index:05d}.md"), "w", encoding="utf-8") as handle:
            handle.write(doc(index, rng, names))


if __name__ == "__main__":
    main()
