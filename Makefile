# DesignSpec: `make site` builds the sample site, `make test` runs every test.
SHELL := /bin/bash
.DEFAULT_GOAL := site

# Debian packages the build and the tests need.
APT_PACKAGES := pkg-config libcmark-gfm-dev libcmark-gfm-extensions-dev cmark-gfm libjemalloc-dev
SWIFT_BUILD_FLAGS ?=

.PHONY: deps site test release clean bench browser-test actionlint

# Installs the missing system packages: apt-get on Debian/Ubuntu as root, otherwise it
# prints the exact command to run.
deps:
	@./.ci/install-deps $(APT_PACKAGES)

release: deps
	./.ci/build-release $(SWIFT_BUILD_FLAGS)

site: release
	"$$(./.ci/build-release 2>/dev/null)" build --content content --output _site
	@echo "Open file://$(CURDIR)/_site/index.html"

# Everything: unit, conformance and golden tests (swift test); the end-to-end tests of the
# built binary that need Python tools (SARIF schema validation; actionlint with shellcheck
# on the CI recipe in docs/ci/, then its run steps on a two-commit repository); the
# browser suite (valid HTML, accessibility, offline search, screenshots); the benchmark's
# regression gate (bench/ci: build at N = 100 against cmark-gfm, see docs/performance.md).
test: deps
	swift build --build-tests $(SWIFT_BUILD_FLAGS)
	swift test --skip-build $(SWIFT_BUILD_FLAGS)
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
	rm -rf .build _site
