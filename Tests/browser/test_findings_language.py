"""The sample site is Korean (`"site": {"language": "ko"}`): its report page shows the
findings in Korean, token names and values as <code>, never in backticks."""

import re


def test_report_shows_korean_findings_with_code(site_root):
    html = (site_root / "report.html").read_text(encoding="utf-8")
    messages = re.findall(r'<p class="finding-message">(.*?)</p>', html, re.S)
    assert messages, "the sample's report lists its findings"
    assert "간격 스케일(4, 8, 12, 16, 24, 32, 48)에 없는 값입니다: 20pt. 가장 가까운 값: 16pt, 24pt" in messages
    assert any("터치 영역이 36×36pt로" in message for message in messages)
    for message in messages:
        assert "`" not in message, message
        assert "is not on the" not in message, message
    assert "읽음: 문서 5개" in html
