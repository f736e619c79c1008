"""The release tarball (packaging/release), make install, and the Homebrew formula."""
import hashlib
import os
import platform
import re
import shutil
import subprocess
import tarfile

from conftest import ROOT


def version_of(binary):
    return subprocess.run([binary, "--version"], capture_output=True, text=True, check=True).stdout


def release(tmp_path, *arguments):
    return subprocess.run([ROOT / "packaging" / "release", *arguments], cwd=ROOT, capture_output=True, text=True,
                          env=dict(os.environ, DIST=str(tmp_path)))


def test_the_release_tarball(designspec, tmp_path):
    line = version_of(designspec)
    head = subprocess.run(["git", "rev-parse", "--short=12", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout.strip()
    assert re.fullmatch(r"designspec \d+\.\d+\.\d+ \(commit [0-9a-f]{12}\)\n", line)
    assert line.endswith(f"(commit {head})\n")
    version = line.split()[1]
    name = f"designspec-{version}-linux-{platform.machine()}"

    result = release(tmp_path / "one")
    assert result.returncode == 0, result.stderr
    tarball = tmp_path / "one" / f"{name}.tar.gz"
    assert result.stdout == f"{tarball}\n{tarball}.sha256\n"
    digest = hashlib.sha256(tarball.read_bytes()).hexdigest()
    assert (tmp_path / "one" / f"{name}.tar.gz.sha256").read_text() == f"{digest}  {name}.tar.gz\n"

    epoch = int(subprocess.run(["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True, text=True,
                               check=True).stdout)
    with tarfile.open(tarball) as archive:
        members = archive.getmembers()
        names = [member.name for member in members]
        assert names == sorted(names)
        assert f"{name}/bin/designspec" in names
        assert f"{name}/bin/libjemalloc.so.2" in names
        assert f"{name}/share/doc/designspec/README.md" in names
        assert f"{name}/share/doc/designspec/install.md" in names
        assert {(m.uid, m.gid, m.uname, m.gname, m.mtime) for m in members} == {(0, 0, "", "", epoch)}
        assert archive.getmember(f"{name}/bin/designspec").mode == 0o755
        archive.extractall(tmp_path / "unpacked", filter="data")

    binary = tmp_path / "unpacked" / name / "bin" / "designspec"
    assert version_of(binary) == line
    libraries = subprocess.run(["ldd", binary], capture_output=True, text=True, check=True).stdout
    names = sorted(re.sub(r"\.so.*", "", entry.split()[0].rsplit("/", 1)[-1]) for entry in libraries.splitlines())
    assert set(names) <= {"linux-vdso", "ld-linux-x86-64", "ld-linux-aarch64", "libc", "libm", "libstdc++",
                          "libgcc_s", "libdl", "libpthread", "librt", "libutil", "libjemalloc"}, libraries
    assert "cmark" not in libraries and "swift" not in libraries
    # jemalloc from the tarball, not from the system.
    assert f"libjemalloc.so.2 => {binary.parent}/libjemalloc.so.2" in libraries

    # A second release of the same commit is made too. Its bytes are not yet the first's
    # (the archive's layout is fixed, but two builds have given different bytes: not
    # reproducible yet, see docs/install.md), so only that it is made is asserted.
    again = release(tmp_path / "two")
    assert again.returncode == 0, again.stderr


def test_a_release_version_that_is_not_the_binarys_is_refused(designspec, tmp_path):
    line = version_of(designspec).strip()
    result = release(tmp_path, "9.9.9")
    assert result.returncode == 2
    assert result.stderr.endswith(f"release: asked for version 9.9.9, but the binary says '{line}'\n")
    assert not tmp_path.exists() or not any(tmp_path.iterdir())


def test_make_install_and_uninstall(designspec, tmp_path):
    stage = tmp_path / "stage"
    result = subprocess.run(["make", "-s", "install", f"DESTDIR={stage}", "PREFIX=/opt/designspec"], cwd=ROOT,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    installed = stage / "opt" / "designspec" / "bin" / "designspec"
    assert f"installed {installed}\n" in result.stdout
    assert os.access(installed, os.X_OK)
    assert version_of(installed) == version_of(designspec)
    result = subprocess.run(["make", "-s", "uninstall", f"DESTDIR={stage}", "PREFIX=/opt/designspec"], cwd=ROOT,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert not installed.exists()
    assert [path for path in stage.rglob("*") if path.is_file()] == []


def test_the_homebrew_formula(designspec):
    formula = ROOT / "packaging" / "designspec.rb"
    result = subprocess.run([shutil.which("ruby"), "-c", formula], capture_output=True, text=True)
    assert (result.returncode, result.stdout) == (0, "Syntax OK\n")
    version = version_of(designspec).split()[1]
    text = formula.read_text()
    assert f'url "https://github.com/your-org/designspec/archive/refs/tags/v{version}.tar.gz"' in text
    assert 'depends_on "cmark-gfm"' in text
    assert 'assert_match "designspec #{version} (commit ", shell_output("#{bin}/designspec --version")' in text


def test_ruby_c_fails_on_a_broken_formula(tmp_path):
    broken = tmp_path / "broken.rb"
    broken.write_text((ROOT / "packaging" / "designspec.rb").read_text().replace("  def install\n", "  def install(\n"))
    result = subprocess.run([shutil.which("ruby"), "-c", broken], capture_output=True, text=True)
    assert result.returncode == 1
    assert "syntax error" in result.stderr
