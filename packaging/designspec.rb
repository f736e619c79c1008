# Homebrew formula for DesignSpec, built from a release tag's source archive.
#
# For a new release: set `url` to the tag's archive and `sha256` to its checksum
# (`curl -fsSL URL | shasum -a 256`), or let `brew bump-formula-pr --url URL` do both.
# Put it in a tap (`brew tap-new your-org/tap`, then Formula/designspec.rb) and install
# with `brew install your-org/tap/designspec`. The archive is not a git checkout, so the
# installed `designspec --version` says "(commit unknown)".
class Designspec < Formula
  desc "Check design docs (Markdown) against design tokens (JSON) and build their site"
  homepage "https://github.com/your-org/designspec"
  url "https://github.com/your-org/designspec/archive/refs/tags/v0.1.0.tar.gz"
  sha256 "REPLACE_WITH_THE_SHA256_OF_THE_TAG_ARCHIVE"

  depends_on "pkg-config" => :build
  depends_on "cmark-gfm"
  uses_from_macos "swift" => :build

  on_macos do
    depends_on xcode: ["16.0", :build]
  end

  on_linux do
    depends_on "jemalloc"
  end

  def install
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "designspec"
    bin.install ".build/release/designspec"
    if (bash = Utils.safe_popen_read(bin/"designspec", "completion", "bash") rescue nil)
      (bash_completion/"designspec").write bash
      (zsh_completion/"_designspec").write Utils.safe_popen_read(bin/"designspec", "completion", "zsh")
      (fish_completion/"designspec.fish").write Utils.safe_popen_read(bin/"designspec", "completion", "fish")
    end
  end

  test do
    assert_match "designspec #{version} (commit ", shell_output("#{bin}/designspec --version")
    (testpath/"content/tokens/tokens.json").write <<~JSON
      { "spacing": { "$type": "dimension", "medium": { "$value": "16px" } } }
    JSON
    (testpath/"content/spacing.md").write <<~MARKDOWN
      # Spacing

      | Token | Value |
      | --- | --- |
      | `{spacing.medium}` | 12pt |
    MARKDOWN
    output = shell_output("#{bin}/designspec check", 1)
    assert_match "content/spacing.md:5:", output
  end
end
