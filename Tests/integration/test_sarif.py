"""`designspec check --format sarif` validates against the SARIF 2.1.0 JSON schema."""
import json
import shutil
import subprocess

import jsonschema

from conftest import ROOT


def sarif_for(designspec, workdir):
    result = subprocess.run([designspec, "check", "--format", "sarif"], cwd=workdir,
                            capture_output=True, text=True)
    assert result.returncode in (0, 1), result.stderr
    return json.loads(result.stdout)


def test_sample_content_sarif_is_valid(designspec, data):
    schema = json.loads((data / "sarif" / "sarif-schema-2.1.0.json").read_text())
    document = sarif_for(designspec, ROOT)
    jsonschema.validate(document, schema)
    run = document["runs"][0]
    assert run["columnKind"] == "unicodeCodePoints"
    assert run["results"], "the sample content has findings, so SARIF must list them"
    rule_ids = [rule["id"] for rule in run["tool"]["driver"]["rules"]]
    for result in run["results"]:
        assert rule_ids[result["ruleIndex"]] == result["ruleId"]
        location = result["locations"][0]["physicalLocation"]
        assert not location["artifactLocation"]["uri"].startswith("/")


def test_sarif_with_hostile_content_is_valid(designspec, data, tmp_path):
    schema = json.loads((data / "sarif" / "sarif-schema-2.1.0.json").read_text())
    content = tmp_path / "content"
    shutil.copytree(ROOT / "content", content)
    (content / "hostile 문서 %20.md").write_text(
        "# <script>\n\n| Token | Value |\n| --- | --- |\n| {spacing.nope} | 12ptt |\n", encoding="utf-8")
    document = sarif_for(designspec, tmp_path)
    jsonschema.validate(document, schema)
    uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in document["runs"][0]["results"]}
    assert "content/hostile%20%EB%AC%B8%EC%84%9C%20%2520.md" in uris
