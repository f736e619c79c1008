"""The CI recipe, docs/ci/designspec-token-pr.yml, run locally.

Every `run:` step of the workflow is run as written, with bash as GitHub runs it
(`bash --noprofile --norc -eo pipefail`), in a clone of a two-commit repository: `main`
holds docs and tokens, the pull request changes the tokens. The runner is emulated only
where GitHub provides something: GITHUB_ENV, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY,
RUNNER_TEMP, the `${{ }}` expressions the steps use, and the build step (DesignSpec is
already built: its effect, DESIGNSPEC and REPORTS in GITHUB_ENV, is written instead).
The `uses:` steps are not run; their inputs are checked to name the files the `run:` steps
made.
"""
import json
import os
import pathlib
import re
import shutil
import subprocess

import jsonschema
import pytest
import yaml

from conftest import ROOT

WORKFLOW = ROOT / "docs" / "ci" / "designspec-token-pr.yml"

DOC = """\
# Colours and spacing

| Token | Value |
| --- | --- |
| `{spacing.medium}` | 16pt |
| `{color.text}` | #1B1D22 |

Cards use `{spacing.small}` inside.

## Card

```swift
VStack(spacing: Spacing.medium) { Text("a") }
```
"""

OTHER_DOC = "# Motion\n\nThe sheet opens with `{motion.fast}`.\n"

TOKENS = {
    "color": {"$type": "color", "text": {"$value": "#1B1D22"}, "muted": {"$value": "#80858F"}},
    "spacing": {"$type": "dimension", "small": {"$value": "8px"}, "medium": {"$value": "16px"}},
    "motion": {"fast": {"$type": "duration", "$value": "200ms"}},
}


def changed_tokens():
    tokens = json.loads(json.dumps(TOKENS))
    tokens["color"]["text"]["$value"] = "#2F6BFF"                 # value changed
    tokens["color"]["subtle"] = tokens["color"].pop("muted")      # renamed
    tokens["spacing"]["medium"]["$value"] = "20px"                # value changed
    tokens["spacing"]["large"] = {"$value": "24px"}               # added
    tokens["motion"]["fast"]["$deprecated"] = "Use motion.quick"  # deprecated
    return tokens


def git(cwd, *arguments):
    environment = dict(os.environ, GIT_AUTHOR_NAME="Test", GIT_AUTHOR_EMAIL="test@example.com",
                       GIT_COMMITTER_NAME="Test", GIT_COMMITTER_EMAIL="test@example.com",
                       GIT_AUTHOR_DATE="2026-01-01T00:00:00Z", GIT_COMMITTER_DATE="2026-01-01T00:00:00Z")
    subprocess.run(["git", *arguments], cwd=cwd, check=True, capture_output=True, env=environment)


def write(folder, files):
    for name, text in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text if isinstance(text, str) else json.dumps(text, indent=2) + "\n", encoding="utf-8")


def pull_request(tmp_path, tokens):
    """A clone whose `origin/main` has the docs and TOKENS, and whose HEAD changes the tokens
    (and adds a line to the Korean doc, whose name git would quote by default)."""
    upstream = tmp_path / "upstream"
    upstream.mkdir()
    git(upstream, "init", "-q", "-b", "main")
    write(upstream, {"content/a.md": DOC, "content/모션.md": OTHER_DOC, "content/tokens/tokens.json": TOKENS})
    git(upstream, "add", "-A")
    git(upstream, "commit", "-q", "-m", "docs and tokens")
    clone = tmp_path / "clone"
    git(tmp_path, "clone", "-q", str(upstream), str(clone))
    git(clone, "checkout", "-q", "-b", "tokens-update")
    write(clone, {"content/tokens/tokens.json": tokens, "content/모션.md": OTHER_DOC + "\n시트는 아래에서 올라옵니다.\n"})
    git(clone, "commit", "-q", "-am", "Tokens from the design tool")
    return clone


class Runner:
    """Runs the workflow's steps as GitHub would, as far as a `run:` step can tell."""

    def __init__(self, designspec, repository, temp):
        self.repository = repository
        self.temp = temp
        self.temp.mkdir()
        self.files = {name: temp / name for name in ("env", "summary")}
        for path in self.files.values():
            path.write_text("")
        self.environment = {"DESIGNSPEC": designspec, "REPORTS": str(temp / "designspec")}
        self.outputs = {}
        self.results = {}

    def expression(self, text):
        known = {"github.base_ref": "main", "runner.temp": str(self.temp)}
        for step, outputs in self.outputs.items():
            known.update({f"steps.{step}.outputs.{key}": value for key, value in outputs.items()})

        def value(match):
            name = match.group(1).strip()
            assert name in known, f"the test does not emulate ${{{{ {name} }}}}"
            return known[name]
        return re.sub(r"\$\{\{(.*?)\}\}", value, text)

    def run(self, step):
        output_file = self.temp / f"output-{len(self.results)}"
        output_file.write_text("")
        environment = dict(os.environ, GITHUB_ENV=str(self.files["env"]), GITHUB_OUTPUT=str(output_file),
                           GITHUB_STEP_SUMMARY=str(self.files["summary"]), RUNNER_TEMP=str(self.temp),
                           **self.environment)
        environment.update({key: self.expression(str(value)) for key, value in step.get("env", {}).items()})
        script = self.expression(step["run"])
        result = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script],
                                cwd=self.repository, env=environment, capture_output=True, text=True)
        for line in self.files["env"].read_text().splitlines():
            key, _, value = line.partition("=")
            self.environment[key] = value
        if "id" in step:
            self.outputs[step["id"]] = dict(line.partition("=")[::2] for line in output_file.read_text().splitlines())
        self.results[step["name"]] = result
        return result


def steps():
    workflow = yaml.safe_load(WORKFLOW.read_text())
    return workflow["jobs"]["designspec"]["steps"]


def run_workflow(designspec, repository, temp):
    runner = Runner(designspec, repository, temp)
    for step in steps():
        if "run" not in step:
            continue
        if step.get("id") == "build":
            # Emulated: DesignSpec is built already. The step builds it the way every
            # script of this repository does.
            assert "./.designspec/.ci/build-release" in step["run"] and "install-deps" in step["run"]
            runner.environment["REPORTS"] = str(temp / "designspec")
            continue
        result = runner.run(step)
        if step["name"] != "Fail on check errors":
            assert result.returncode == 0, (step["name"], result.stdout, result.stderr)
    return runner


EXPECTED_COMMENT = """\
<!-- designspec-diff -->
### Token changes: `origin/main` → working tree

added 1, renamed 1, value changed 2, deprecated 1

#### Added (1)

| token | type | value |
| --- | --- | --- |
| `spacing.large` | dimension | `24px` |

#### Renamed (1)

| before | after | type | value |
| --- | --- | --- | --- |
| `color.muted` | `color.subtle` | color | `#80858F` |

#### Value changed (2)

| token | mode | before | after | ΔE OK |
| --- | --- | --- | --- | ---: |
| `color.text` |  | `#1B1D22` | `#2F6BFF` | 0.413 |
| `spacing.medium` |  | `16px` | `20px` |  |

#### Deprecated (1)

| token | type | reason |
| --- | --- | --- |
| `motion.fast` | duration | Use motion.quick |

#### Docs that name or show a changed token (6)

| place | written | as | token | change |
| --- | --- | --- | --- | --- |
| `content/a.md:5:3` | `{spacing.medium}` | name | `spacing.medium` | value changed |
| `content/a.md:5:24` | `16pt` | value | `spacing.medium` | value changed |
| `content/a.md:6:3` | `{color.text}` | name | `color.text` | value changed |
| `content/a.md:6:20` | `#1B1D22` | value | `color.text` | value changed |
| `content/a.md:13:17` | `Spacing.medium` | name | `spacing.medium` | value changed |
| `content/모션.md:3:23` | `{motion.fast}` | name | `motion.fast` | deprecated |
"""


def test_the_workflow_steps_on_a_token_pull_request(designspec, tmp_path):
    repository = pull_request(tmp_path, changed_tokens())
    runner = run_workflow(designspec, repository, tmp_path / "runner")
    reports = tmp_path / "runner" / "designspec"

    # The check: findings, so status 1, reported at the end.
    assert runner.outputs["check"] == {"status": "1"}
    sarif = json.loads((reports / "designspec.sarif").read_text())
    results = sarif["runs"][0]["results"]
    assert sorted((r["ruleId"], r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]) for r in results) == [
        ("undocumented-token", "content/tokens/tokens.json"),
        ("undocumented-token", "content/tokens/tokens.json"),
        ("value-mismatch", "content/a.md"),
        ("value-mismatch", "content/a.md"),
    ]

    # Annotations: the summary line, then the findings in the files the pull request
    # changes (the token file) and in the docs that name a changed token (a.md, 모션.md;
    # 모션.md names the deprecated token in a prose code span, which the check never reports).
    annotations = runner.results["Annotate the changed docs"].stdout.splitlines()
    assert annotations[0] == "::notice title=designspec check::2 errors, 2 warnings"
    assert [line.split("::")[1].split(",")[0] for line in annotations[1:]] == [
        "error file=content/a.md", "error file=content/a.md",
        "warning file=content/tokens/tokens.json", "warning file=content/tokens/tokens.json",
    ]
    assert (reports / "changed-files.txt").read_text() == "content/a.md\ncontent/tokens/tokens.json\ncontent/모션.md\n"

    # The comment is the diff, whole, and the job summary shows it too.
    assert (reports / "comment.md").read_text() == EXPECTED_COMMENT
    assert (reports / "token-changes.md").read_text() == EXPECTED_COMMENT
    assert runner.files["summary"].read_text() == EXPECTED_COMMENT

    # The site and the single file.
    assert (reports / "site" / "index.html").is_file()
    assert (reports / "site" / "tokens.html").is_file()
    assert (reports / "designspec-handoff.html").read_text().startswith("<!doctype html>\n")

    # The gate fails the job, after everything else.
    gate = runner.results["Fail on check errors"]
    assert gate.returncode == 1
    assert gate.stdout == "designspec check found errors: see the annotations and code scanning.\n"


def test_the_uses_steps_read_what_the_run_steps_wrote(designspec, tmp_path):
    repository = pull_request(tmp_path, changed_tokens())
    runner = run_workflow(designspec, repository, tmp_path / "runner")
    by_action = {step["uses"].split("@")[0]: step for step in steps() if "uses" in step}
    assert set(by_action) == {"actions/checkout", "actions/cache", "github/codeql-action/upload-sarif",
                              "actions/github-script", "actions/upload-artifact"}
    assert pathlib.Path(runner.expression(by_action["github/codeql-action/upload-sarif"]["with"]["sarif_file"])).is_file()
    comment = pathlib.Path(runner.expression(by_action["actions/github-script"]["env"]["COMMENT_FILE"]))
    assert comment.read_text().startswith("<!-- designspec-diff -->\n")
    assert "<!-- designspec-diff -->" in by_action["actions/github-script"]["with"]["script"]
    artifact = pathlib.Path(runner.expression(by_action["actions/upload-artifact"]["with"]["path"]))
    assert sorted(p.name for p in artifact.iterdir()) == [
        "annotations.txt", "changed-files.txt", "comment.md", "designspec-handoff.html", "designspec.sarif",
        "site", "token-changes.md"]


def test_the_sarif_the_workflow_uploads_is_valid(designspec, data, tmp_path):
    repository = pull_request(tmp_path, changed_tokens())
    run_workflow(designspec, repository, tmp_path / "runner")
    schema = json.loads((data / "sarif" / "sarif-schema-2.1.0.json").read_text())
    jsonschema.validate(json.loads((tmp_path / "runner" / "designspec" / "designspec.sarif").read_text()), schema)


def test_a_clean_pull_request_passes_the_gate(designspec, tmp_path):
    tokens = json.loads(json.dumps(TOKENS))
    tokens["spacing"]["large"] = {"$value": "24px"}
    repository = pull_request(tmp_path, tokens)
    write(repository, {"content/a.md": DOC.replace("Cards use", "Sections use `{spacing.large}`. Cards use")})
    git(repository, "commit", "-q", "-am", "Document the new token")
    runner = run_workflow(designspec, repository, tmp_path / "runner")
    assert runner.outputs["check"] == {"status": "0"}
    assert runner.results["Fail on check errors"].returncode == 0
    comment = (tmp_path / "runner" / "designspec" / "comment.md").read_text()
    assert "| `spacing.large` | dimension | `24px` |" in comment
    assert "| `content/a.md:8:15` | `{spacing.large}` | name | `spacing.large` | added |" in comment


def test_a_long_comment_is_cut_below_githubs_limit(designspec, tmp_path):
    tokens = json.loads(json.dumps(TOKENS))
    tokens["size"] = {"$type": "dimension", **{f"s{n}": {"$value": f"{n}px"} for n in range(3000)}}
    repository = pull_request(tmp_path, tokens)
    run_workflow(designspec, repository, tmp_path / "runner")
    reports = tmp_path / "runner" / "designspec"
    whole = (reports / "token-changes.md").read_text()
    comment = (reports / "comment.md").read_text()
    assert len(whole.encode()) > 60000
    assert len(comment.encode()) < 60200
    assert comment.endswith("\n…cut here: the whole report is token-changes.md in the designspec artifact.\n")
    assert whole.startswith(comment.rsplit("\n\n…cut here", 1)[0])


def test_actionlint_finds_no_problem_in_the_workflow():
    result = subprocess.run([actionlint(), "-shellcheck", shutil.which("shellcheck"), str(WORKFLOW)],
                            capture_output=True, text=True)
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")


def test_actionlint_checks_the_run_scripts_with_shellcheck(tmp_path):
    planted = tmp_path / "planted.yml"
    planted.write_text(WORKFLOW.read_text().replace('mkdir -p "$REPORTS"', "mkdir -p $REPORTS"))
    result = subprocess.run([actionlint(), "-shellcheck", shutil.which("shellcheck"), str(planted)],
                            capture_output=True, text=True)
    assert result.returncode == 1
    assert "SC2086:info:1:10: Double quote to prevent globbing and word splitting [shellcheck]" in result.stdout


def actionlint():
    path = os.environ.get("ACTIONLINT")
    if not path or not os.path.exists(path):
        pytest.fail("ACTIONLINT must point at the pinned actionlint (Tests/integration/run does this)")
    return path


def test_the_diff_doc_shows_real_output(designspec, tmp_path):
    """docs/diff.md's text report and PR comment are this scenario's output, byte for byte."""
    repository = pull_request(tmp_path, changed_tokens())
    doc = (ROOT / "docs" / "diff.md").read_text(encoding="utf-8")
    text = subprocess.run([designspec, "diff", "--from", "origin/main"], cwd=repository,
                          capture_output=True, text=True, check=True).stdout
    assert "```text\n$ designspec diff --from origin/main\n" + text + "```\n" in doc
    assert "```markdown\n" + EXPECTED_COMMENT + "```\n" in doc
