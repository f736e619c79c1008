# DesignSpec: `make site` builds the sample site, `make test` runs every test.
SHELL := /bin/bash
.DEFAULT_GOAL := site

# Debian packages the build and the tests need.
APT_PACKAGES := pkg-config libcmark-gfm-dev libcmark-gfm-extensions-dev cmark-gfm libjemalloc-dev
SWIFT_BUILD_FLAGS ?=
# make install: where, and under which staging root (packagers set DESTDIR).
PREFIX ?= /usr/local
DESTDIR ?=
BINDIR := $(DESTDIR)$(PREFIX)/bin
DATADIR := $(DESTDIR)$(PREFIX)/share

.PHONY: deps site test release clean bench browser-test actionlint install uninstall dist

# Installs the missing system packages: apt-get on Debian/Ubuntu as root, otherwise it
# prints the exact command to run.
deps:
	@./.ci/install-deps $(APT_PACKAGES)

release: deps
	./.ci/build-release $(SWIFT_BUILD_FLAGS)

# The release binary into $(PREFIX)/bin, and the shell completions when the binary has a
# `completion` command. `make uninstall` removes exactly those files.
install: release
	@binary="$$(./.ci/build-release 2>/dev/null)"; \
	install -d "$(BINDIR)" && install -m 755 "$$binary" "$(BINDIR)/designspec" && echo "installed $(BINDIR)/designspec"; \
	if "$$binary" completion bash >/dev/null 2>&1; then \
		install -d "$(DATADIR)/bash-completion/completions" "$(DATADIR)/zsh/site-functions" "$(DATADIR)/fish/vendor_completions.d"; \
		"$$binary" completion bash >"$(DATADIR)/bash-completion/completions/designspec"; \
		"$$binary" completion zsh >"$(DATADIR)/zsh/site-functions/_designspec"; \
		"$$binary" completion fish >"$(DATADIR)/fish/vendor_completions.d/designspec.fish"; \
		echo "installed the bash, zsh and fish completions under $(DATADIR)"; \
	fi

uninstall:
	rm -f "$(BINDIR)/designspec" "$(DATADIR)/bash-completion/completions/designspec" \
		"$(DATADIR)/zsh/site-functions/_designspec" "$(DATADIR)/fish/vendor_completions.d/designspec.fish"

# The release tarball and its SHA-256 in dist/ (packaging/release; VERSION=0.1.0 to insist).
dist: deps
	./packaging/release $(VERSION)

site: release
	"$$(./.ci/build-release 2>/dev/null)" build --content content --output _site
	@echo "Open file://$(CURDIR)/_site/index.html"

# Everything: unit, conformance and golden tests (swift test); the end-to-end tests of the
# built binary that need Python tools (SARIF schema validation; actionlint with shellcheck
# on the CI recipe in docs/ci/, shellcheck on the action's scripts, then the action's run
# steps on a two-commit repository; the release tarball, make install, the Homebrew
# formula's syntax, the SwiftPM command plugin in a package that depends on this one); the
# browser suite (valid HTML, accessibility, offline search, screenshots); the benchmark's
# regression gate (bench/ci: build at N = 100 against cmark-gfm, see docs/performance.md).
test: deps
	swift build --build-tests $(SWIFT_BUILD_FLAGS)
	swift test --skip-build $(SWIFT_BUILD_FLAGS)
	./Fuzz/smoke
	./Tests/integration/run
	./Tests/browser/run -q
	./bench/ci

bench: release
	./bench/run

# The browser suite: installs chromium, chromium-driver, fonts-noto-cjk and its pinned
# Python packages itself, builds the sample site and the single file, then runs pytest.
browser-test: deps
	./Tests/browser/run

# actionlint (pinned, installed with shellcheck by the script) on docs/ci/*.yml; also the
# first thing Tests/integration/run does.
actionlint:
	./Tests/integration/actionlint

clean:
	rm -rf .build _site dist
