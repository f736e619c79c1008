"""1. Valid HTML: the Nu HTML Checker (vnu 26.01.03) reports no error on any page, on the single file, and
on the site's style sheets."""

from conftest import STATS


def test_page_is_valid_html(page, vnu_report):
    errors = vnu_report[page.path]
    STATS["validated"].add(page.path)
    assert not errors, f"vnu: {len(errors)} errors in {page.name}:\n" + "\n".join(errors)


def test_style_sheets_are_valid_css(site_root, vnu_report):
    sheets = [path for path in vnu_report if path is not None and path.suffix == ".css"]
    assert sheets, "the site has no style sheet"
    problems = []
    for path in sheets:
        STATS["validated"].add(path)
        problems += [f"{path.relative_to(site_root)}:{error}" for error in vnu_report[path]]
    assert not problems, "vnu (CSS):\n" + "\n".join(problems)


def test_vnu_reports_nothing_unattributed(vnu_report):
    """A message vnu could not tie to a file (a crash, an unreadable file) is an error too."""
    assert not vnu_report.get(None), "\n".join(vnu_report.get(None, []))
