"""The CI recipe, docs/ci/designspec-token-pr.yml, and the action it uses, action.yml.

Every `run:` step of the action is run as written, with bash as GitHub runs it
(`bash --noprofile --norc -eo pipefail`), with the inputs the workflow gives it, in a clone
of a two-commit repository: `main` holds docs and tokens, the pull request changes the
tokens. The runner is emulated only where GitHub provides something: GITHUB_ENV,
GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, RUNNER_TEMP, GITHUB_ACTION_PATH, the `${{ }}`
expressions the steps use, and the GitHub CLI that downloads the release (a `gh` that
serves a release folder made from the built binary). The `uses:` steps are not run; their
inputs are checked to name the files the `run:` steps made.
"""
import hashlib
import io
import json
import os
import pathlib
import platform
import re
import shutil
import subprocess
import tarfile

import jsonschema
import pytest
import yaml

from conftest import ROOT

WORKFLOW = ROOT / "docs" / "ci" / "designspec-token-pr.yml"
ACTION = ROOT / "action.yml"

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


FAKE_GH = """#!/usr/bin/env bash
# gh as the action's install step calls it, serving $FAKE_RELEASES/<tag>/.
set -euo pipefail
echo "gh $*" >>"$FAKE_RELEASES/calls.txt"
case "$1 $2" in
  "release view") ls "$FAKE_RELEASES" | grep '^v' | sort | tail -n 1 ;;
  "release download")
    tag=$3; shift 3; dir=; patterns=()
    while [ $# -gt 0 ]; do
      case "$1" in
        --dir) dir=$2; shift 2 ;;
        --pattern) patterns+=("$2"); shift 2 ;;
        *) shift ;;
      esac
    done
    for pattern in "${patterns[@]}"; do
      [ -f "$FAKE_RELEASES/$tag/$pattern" ] || { echo "release asset not found: $pattern" >&2; exit 1; }
      cp "$FAKE_RELEASES/$tag/$pattern" "$dir/"
    done ;;
  *) exit 1 ;;
esac
"""


def release(designspec, folder, tamper=False):
    """A release like packaging/release's: vVERSION/designspec-VERSION-linux-ARCH.tar.gz and
    its .sha256, holding the built binary; `tamper` changes the tarball after its checksum."""
    version = subprocess.run([designspec, "--version"], capture_output=True, text=True, check=True).stdout.split()[1]
    name = f"designspec-{version}-linux-{platform.machine()}"
    tag = folder / f"v{version}"
    tag.mkdir(parents=True)
    with tarfile.open(tag / f"{name}.tar.gz", "w:gz") as archive:
        archive.add(designspec, arcname=f"{name}/bin/designspec")
        if tamper:
            archive.addfile(tarfile.TarInfo(f"{name}/extra"), io.BytesIO(b""))
    digest = hashlib.sha256((tag / f"{name}.tar.gz").read_bytes()).hexdigest()
    if tamper:
        digest = "0" * 64
    (tag / f"{name}.tar.gz.sha256").write_text(f"{digest}  {name}.tar.gz\n")
    return name


class Runner:
    """Runs the workflow's steps, and the action's inside it, as GitHub would, as far as a
    `run:` step can tell."""

    def __init__(self, designspec, repository, temp, releases=None, with_gh=True):
        self.repository = repository
        self.temp = temp
        self.temp.mkdir()
        self.files = {name: temp / name for name in ("env", "summary")}
        for path in self.files.values():
            path.write_text("")
        self.environment = {}
        self.outputs = {}          # the workflow's steps
        self.results = {}
        self.path = os.environ["PATH"]
        if with_gh:
            tools = temp / "tools"
            tools.mkdir()
            (tools / "gh").write_text(FAKE_GH)
            (tools / "gh").chmod(0o755)
            self.path = f"{tools}:{self.path}"
            self.releases = releases or temp / "releases"
            if releases is None:
                release(designspec, self.releases)
        else:
            self.releases = temp / "releases"
            self.path = ":".join(p for p in self.path.split(":") if not (pathlib.Path(p) / "gh").exists())

    def expression(self, text, inputs=None, steps=None):
        known = {"github.base_ref": "main", "runner.temp": str(self.temp), "github.token": "the-token",
                 "github.action_repository": "your-org/designspec", "github.action_ref": "v1"}
        for name, value in (inputs or {}).items():
            known[f"inputs.{name}"] = value
        for step, outputs in (self.outputs if steps is None else steps).items():
            known.update({f"steps.{step}.outputs.{key}": value for key, value in outputs.items()})

        def value(match):
            name = match.group(1).strip()
            if name.startswith("steps.") and name not in known:
                return ""       # as on GitHub: an output no step wrote is empty
            assert name in known, f"the test does not emulate ${{{{ {name} }}}}"
            return known[name]
        return re.sub(r"\$\{\{(.*?)\}\}", value, text)

    def run(self, step, inputs, steps):
        output_file = self.temp / f"output-{len(self.results)}"
        output_file.write_text("")
        environment = dict(os.environ, GITHUB_ENV=str(self.files["env"]), GITHUB_OUTPUT=str(output_file),
                           GITHUB_STEP_SUMMARY=str(self.files["summary"]), RUNNER_TEMP=str(self.temp),
                           GITHUB_ACTION_PATH=str(ROOT), FAKE_RELEASES=str(self.releases), PATH=self.path,
                           **self.environment)
        environment.update({key: self.expression(str(value), inputs, steps) for key, value in step.get("env", {}).items()})
        script = self.expression(step["run"], inputs, steps)
        assert step.get("shell") == "bash", step["name"]
        result = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script],
                                cwd=self.repository, env=environment, capture_output=True, text=True)
        for line in self.files["env"].read_text().splitlines():
            key, _, value = line.partition("=")
            self.environment[key] = value
        if "id" in step:
            steps[step["id"]] = dict(line.partition("=")[::2] for line in output_file.read_text().splitlines())
        self.results[step["name"]] = result
        return result

    def run_action(self, workflow_step, stop_on_failure=True):
        """The action's steps with the workflow step's inputs; its outputs become the
        workflow step's."""
        action = yaml.safe_load(ACTION.read_text())
        given = {key: str(value).lower() if isinstance(value, bool) else str(value)
                 for key, value in workflow_step.get("with", {}).items()}
        assert set(given) <= set(action["inputs"]), set(given) - set(action["inputs"])
        inputs = {}
        for name, spec in action["inputs"].items():
            inputs[name] = self.expression(given.get(name, spec.get("default", "")))
        steps = {}
        for step in action["runs"]["steps"]:
            if "run" not in step:
                continue
            result = self.run(step, inputs, steps)
            if stop_on_failure and step["name"] != "Fail on check findings":
                assert result.returncode == 0, (step["name"], result.stdout, result.stderr)
            if result.returncode != 0 and step["name"] != "Fail on check findings":
                break
        self.outputs[workflow_step["id"]] = {
            name: self.expression(spec["value"], inputs, steps) for name, spec in action["outputs"].items()}
        return inputs


def workflow_steps():
    workflow = yaml.safe_load(WORKFLOW.read_text())
    return workflow["jobs"]["designspec"]["steps"]


def action_steps():
    return yaml.safe_load(ACTION.read_text())["runs"]["steps"]


def the_action_step(steps=None):
    (step,) = [step for step in steps or workflow_steps() if step.get("uses", "").startswith("your-org/designspec@")]
    return step


def run_workflow(designspec, repository, temp, inputs=None, succeeds=True, releases=None, with_gh=True):
    """The workflow's action step, its inputs changed by `inputs`; `succeeds`: every step
    before the gate must pass."""
    runner = Runner(designspec, repository, temp, releases=releases, with_gh=with_gh)
    step = the_action_step()
    if inputs:
        step = dict(step, **{"with": dict(step["with"], **inputs)})
    runner.run_action(step, stop_on_failure=succeeds)
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

    # The release installed, its checksum checked.
    installed = runner.results["Install DesignSpec"]
    version = subprocess.run([designspec, "--version"], capture_output=True, text=True).stdout
    name = f"designspec-{version.split()[1]}-linux-{platform.machine()}"
    assert installed.stdout == version
    assert f"{name}.tar.gz: OK" in installed.stderr
    assert runner.environment["DESIGNSPEC"] == str(tmp_path / "runner" / "designspec-release" / name / "bin" / "designspec")
    assert (runner.releases / "calls.txt").read_text() == (
        "gh release view --repo your-org/designspec --json tagName --jq .tagName\n"
        f"gh release download v{version.split()[1]} --repo your-org/designspec --dir {tmp_path}/runner/designspec-release"
        f" --pattern {name}.tar.gz --pattern {name}.tar.gz.sha256\n")

    # The check: findings, so status 1, reported at the end.
    assert runner.outputs["designspec"]["status"] == "1"
    assert runner.outputs["designspec"]["sarif"] == str(reports / "designspec.sarif")
    assert runner.outputs["designspec"]["reports"] == str(reports)
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
    annotations = runner.results["Annotate the docs"].stdout.splitlines()
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
    gate = runner.results["Fail on check findings"]
    assert gate.returncode == 1
    assert gate.stdout == "designspec check found errors: see the annotations and code scanning.\n"


def test_the_uses_steps_read_what_the_run_steps_wrote(designspec, tmp_path):
    repository = pull_request(tmp_path, changed_tokens())
    runner = run_workflow(designspec, repository, tmp_path / "runner")
    by_action = {step["uses"].split("@")[0]: step for step in workflow_steps() + action_steps() if "uses" in step}
    assert set(by_action) == {"actions/checkout", "your-org/designspec", "github/codeql-action/upload-sarif",
                              "actions/github-script", "actions/upload-artifact"}
    upload = by_action["github/codeql-action/upload-sarif"]
    # The upload runs after a failed check too, and its own failure (a private repository
    # without Advanced Security) does not fail the job.
    assert upload["if"] == "${{ !cancelled() }}" and upload["continue-on-error"] is True
    assert pathlib.Path(runner.expression(upload["with"]["sarif_file"])).is_file()
    inputs = {"diff-base": "origin/main", "comment": "true", "artifact": "designspec"}
    steps = {"inputs": {"reports": runner.outputs["designspec"]["reports"]}}
    script = by_action["actions/github-script"]
    assert script["if"] == "${{ inputs.diff-base != '' && inputs.comment == 'true' && github.event.pull_request }}"
    comment = pathlib.Path(runner.expression(script["env"]["COMMENT_FILE"], inputs, steps))
    assert comment.read_text().startswith("<!-- designspec-diff -->\n")
    assert "<!-- designspec-diff -->" in script["with"]["script"]
    artifact = by_action["actions/upload-artifact"]
    assert artifact["if"] == "${{ !cancelled() && inputs.artifact != '' }}"
    folder = pathlib.Path(runner.expression(artifact["with"]["path"], inputs, steps))
    assert sorted(p.name for p in folder.iterdir()) == [
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
    assert runner.outputs["designspec"]["status"] == "0"
    assert runner.results["Fail on check findings"].returncode == 0
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


def test_other_inputs_other_layout_no_diff_and_fail_never(designspec, tmp_path):
    """docs/ and tokens/ side by side, named by the inputs; no diff-base: every annotation,
    no comment; fail: never passes with errors; formats: text only."""
    repository = pull_request(tmp_path, changed_tokens())
    subprocess.run(["git", "mv", "content", "docs"], cwd=repository, check=True)
    subprocess.run(["git", "mv", "docs/tokens", "tokens"], cwd=repository, check=True)
    runner = run_workflow(designspec, repository, tmp_path / "runner",
                          inputs={"content": "docs", "tokens": "tokens\n", "diff-base": "", "fail": "never",
                                  "formats": "github,text", "site": False})
    reports = tmp_path / "runner" / "designspec"
    assert all(result.returncode == 0 for result in runner.results.values()), runner.results
    assert runner.outputs["designspec"]["status"] == "1"
    assert runner.outputs["designspec"]["sarif"] == ""
    assert sorted(p.name for p in reports.iterdir()) == ["annotations.txt", "designspec.txt"]
    annotations = runner.results["Annotate the docs"].stdout
    assert annotations == (reports / "annotations.txt").read_text()
    assert annotations.startswith("::notice title=designspec check::2 errors, 2 warnings\n")
    assert "file=docs/a.md," in annotations and "file=tokens/tokens.json," in annotations
    assert (reports / "designspec.txt").read_text().startswith("docs/a.md:")


def test_fail_warning_fails_on_warnings(designspec, tmp_path):
    tokens = json.loads(json.dumps(TOKENS))
    tokens["spacing"]["large"] = {"$value": "24px"}    # undocumented: a warning only
    repository = pull_request(tmp_path, tokens)
    for fail, status in (("error", "0"), ("warning", "1")):
        runner = run_workflow(designspec, repository, tmp_path / f"runner-{fail}", inputs={"fail": fail})
        assert runner.outputs["designspec"]["status"] == status, fail
        assert runner.results["Fail on check findings"].returncode == int(status), fail


def test_a_bad_input_is_an_error_with_its_value(designspec, tmp_path):
    repository = pull_request(tmp_path, changed_tokens())
    runner = run_workflow(designspec, repository, tmp_path / "runner", inputs={"fail": "sometimes"}, succeeds=False)
    result = runner.results["Read the inputs"]
    assert (result.returncode, result.stdout) == (
        2, "::error title=designspec::fail is 'sometimes'; use error, warning or never\n")


def test_a_tarball_that_does_not_match_its_checksum_is_not_installed(designspec, tmp_path):
    releases = tmp_path / "releases"
    name = release(designspec, releases, tamper=True)
    repository = pull_request(tmp_path, changed_tokens())
    runner = run_workflow(designspec, repository, tmp_path / "runner", releases=releases, succeeds=False)
    result = runner.results["Install DesignSpec"]
    assert result.returncode == 1
    assert result.stdout == "::error title=designspec::the release tarball does not match its SHA-256 checksum; not installed\n"
    assert f"{name}.tar.gz: FAILED" in result.stderr
    assert "Building DesignSpec from source" not in result.stderr
    assert list(runner.results) == ["Install DesignSpec"]


def test_without_a_release_it_builds_from_source(designspec, tmp_path):
    """No GitHub CLI: the action builds its own checkout with .ci/build-release (built
    already here, so this is quick)."""
    repository = pull_request(tmp_path, changed_tokens())
    runner = run_workflow(designspec, repository, tmp_path / "runner", with_gh=False)
    result = runner.results["Install DesignSpec"]
    assert result.returncode == 0, result.stderr
    assert result.stderr.splitlines()[:2] == [
        "The GitHub CLI (gh) is not on this runner.", f"Building DesignSpec from source in {ROOT}"]
    assert runner.environment["DESIGNSPEC"] == designspec
    assert runner.outputs["designspec"]["status"] == "1"


def test_without_a_release_and_no_build_it_says_so(designspec, tmp_path):
    repository = pull_request(tmp_path, changed_tokens())
    runner = run_workflow(designspec, repository, tmp_path / "runner", with_gh=False,
                          inputs={"build-from-source": False}, succeeds=False)
    result = runner.results["Install DesignSpec"]
    assert result.returncode == 1
    assert result.stdout == (f"::error title=designspec::no release to install for linux-{platform.machine()},"
                             " and build-from-source is false\n")


def test_actionlint_finds_no_problem_in_the_workflow():
    result = subprocess.run([actionlint(), "-shellcheck", shutil.which("shellcheck"), str(WORKFLOW)],
                            capture_output=True, text=True)
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")


def local_action_project(folder, workflow_text):
    """The workflow using the action as `./`, so that actionlint checks its inputs against
    action.yml."""
    (folder / ".github" / "workflows").mkdir(parents=True)
    shutil.copy(ACTION, folder / "action.yml")
    (folder / ".github" / "workflows" / "designspec.yml").write_text(
        workflow_text.replace("uses: your-org/designspec@v1", "uses: ./"))
    subprocess.run(["git", "init", "-q"], cwd=folder, check=True)
    return subprocess.run([actionlint(), "-shellcheck", shutil.which("shellcheck")], cwd=folder,
                          capture_output=True, text=True)


def test_actionlint_checks_the_workflows_inputs_against_the_action(tmp_path):
    result = local_action_project(tmp_path / "good", WORKFLOW.read_text())
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")
    result = local_action_project(tmp_path / "bad", WORKFLOW.read_text().replace("diff-base:", "diff-bass:"))
    assert result.returncode == 1
    assert 'input "diff-bass" is not defined in action "DesignSpec" defined at "./"' in result.stdout


def test_actionlint_checks_the_run_scripts_with_shellcheck(tmp_path):
    planted = tmp_path / "planted.yml"
    planted.write_text(WORKFLOW.read_text().replace(
        "    steps:\n", "    steps:\n      - run: mkdir -p $RUNNER_TEMP/designspec\n", 1))
    result = subprocess.run([actionlint(), "-shellcheck", shutil.which("shellcheck"), str(planted)],
                            capture_output=True, text=True)
    assert result.returncode == 1
    assert "SC2086:info:1:10: Double quote to prevent globbing and word splitting [shellcheck]" in result.stdout


def shellcheck_action(action_text, folder):
    """shellcheck on every `run:` script of the action (actionlint does not read action
    metadata files), as bash runs it; returns its findings."""
    findings = []
    for number, step in enumerate(yaml.safe_load(action_text)["runs"]["steps"]):
        if "run" not in step:
            continue
        # Expressions are not allowed in the scripts (inputs come through env), so what
        # shellcheck reads is what bash runs.
        assert "${{" not in step["run"], step["name"]
        script = folder / f"step-{number}.sh"
        script.write_text("#!/usr/bin/env bash\nset -eo pipefail\n" + step["run"])
        result = subprocess.run([shutil.which("shellcheck"), "--format=gcc", str(script)], capture_output=True, text=True)
        findings += [f"{step['name']}: {line.split(': ', 1)[1]}" for line in result.stdout.splitlines()]
    return findings


def test_shellcheck_finds_no_problem_in_the_actions_scripts(tmp_path):
    assert shellcheck_action(ACTION.read_text(), tmp_path) == []
    result = subprocess.run([shutil.which("shellcheck"), str(ROOT / "packaging" / "action-install")],
                            capture_output=True, text=True)
    assert (result.returncode, result.stdout) == (0, "")


def test_shellcheck_reads_the_actions_scripts(tmp_path):
    planted = ACTION.read_text().replace('mkdir -p "$reports"', "mkdir -p $reports")
    assert shellcheck_action(planted, tmp_path) == [
        "Read the inputs: note: Double quote to prevent globbing and word splitting. [SC2086]"]


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
