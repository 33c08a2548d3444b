# make install [PREFIX=~/.local]   builds the release binaries and installs movies, movies-http, movies-listen,
#                                  movies-draw,
#                                  the bash, zsh and fish completions and the man page under PREFIX
# make uninstall [PREFIX=…]        removes what make install put there
# make build                       builds only; bench/run builds this way too, so it measures what is installed
# make check-packages              names the system packages the build needs and lacks
# make test                        installs the system packages the tests need that are missing, builds,
#                                  then runs the tests in two phases (below); see test-packages
# make docs-test                   runs the guide's examples (the console blocks of README.md and docs/)
#                                  against the fixture server with a fixed clock, and fails with a
#                                  diff where one prints otherwise (scripts/docs-test)
# make test-packages               only installs them: apt-get as root or through sudo, else it stops
#                                  with the one apt-get line to run
# make format                      rewrites the Swift sources as swift format does, with .swift-format
# make lint                        fails, naming each place, where make format would change something
#
# A missing system package stops the build at once, with the apt-get line to run: only `make test`
# (and `make test-packages`) run apt-get, through scripts/install-packages.

SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c

PREFIX ?= $(HOME)/.local
SWIFT ?= swift
SCRATCH ?= .build-release
PRODUCTS ?= movies movies-http movies-listen movies-draw
# Only asks where libraries and headers are (cc -print-file-name): any C compiler will do.
CC := $(or $(shell command -v cc 2>/dev/null),$(shell command -v clang 2>/dev/null),cc)

# The one definition of the shipped build (Package.swift has no flags of its own, so a plain
# `swift build -c release` links too). Release, Swift's runtime and Foundation linked in; `movies`
# is then linked again from the same objects fully static (glibc and SQLite included), so the
# dynamic loader has nothing to do on a cached answer. That second link is the Makefile's: a flag
# given to `swift build` reaches every product it links, and `movies-http` loads the system's
# libcurl when it starts (dlopen: it starts only when a command needs the network, and building
# needs no curl headers), and `movies-draw` keeps chafa, GLib and libjpeg (it starts only to draw
# a poster).
#
# Every module, the packages' included, reaches a generic type such as Option<Int> or Set<String>
# through its metadata accessor rather than by its mangled name: a look-up by name checks the
# type's generic requirements, and each first check of a conformance scans every conformance
# record in the binary (about 6,500 of them). That is a quarter of a cached answer's instructions.
METADATA_ACCESSORS = -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
SWIFT_BUILD = $(SWIFT) build -c release --static-swift-stdlib $(METADATA_ACCESSORS) --scratch-path $(SCRATCH)
BIN = $(SCRATCH)/release
SWIFTC ?= $(SWIFT)c
# SwiftPM's own link of `movies` (the objects it lists, `main` renamed as it does for executable
# targets), with -static-executable for -static-stdlib.
STATIC_LINK = $(SWIFTC) -static-executable -emit-executable -module-name movies -g -o $(BIN)/movies \
	-L $(BIN) @$(BIN)/movies.product/Objects.LinkFileList -Xlinker --gc-sections -Xlinker --defsym -Xlinker main=movies_main
GENERATED = $(SCRATCH)/share

BINDIR = $(DESTDIR)$(PREFIX)/bin
BASH_COMPLETION = $(DESTDIR)$(PREFIX)/share/bash-completion/completions/movies
ZSH_COMPLETION = $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_movies
FISH_COMPLETION = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/movies.fish
MANPAGE = $(DESTDIR)$(PREFIX)/share/man/man1/movies.1
INSTALLED = $(BINDIR)/movies $(BINDIR)/movies-http $(BINDIR)/movies-listen $(BINDIR)/movies-draw $(BASH_COMPLETION) $(ZSH_COMPLETION) $(FISH_COMPLETION) $(MANPAGE)

# The Swift sources swift format keeps (the toolchain's own, configured by .swift-format).
FORMATTED = Sources Tests Plugins Examples bench Package.swift

.PHONY: install uninstall build bin-path check-packages man completions format lint test test-packages docs-test

# What the tests need beyond the toolchain: SQLite for the cache; chafa, GLib's headers and libjpeg
# for movies-draw (posters); libcurl, which movies-http loads, and its headers, against which a test
# checks the declarations movies-http makes of it (Sources/CCurl); zlib's headers likewise, for the
# declarations an IMDb import makes of zlib (Sources/CZlib; zlib itself is on every system);
# xterm, Xvfb, ImageMagick and tmux for the tests that look at a poster on a real terminal; Chromium
# for the test that renders `movies stats --output`'s page in a real browser; Python's pip, which
# installs the Python packages below.
TEST_PACKAGES = libsqlite3-dev libchafa-dev libglib2.0-dev libjpeg62-turbo-dev libcurl4 libcurl4-openssl-dev \
	zlib1g-dev xterm xvfb imagemagick tmux chromium python3-pip
# Python packages the tests read files back with, installed for you alone with pip --user: icalendar
# reads what `movies calendar` writes (CalendarRunTests).
TEST_PYTHON_PACKAGES = icalendar

install: build man completions
	install -d $(BINDIR) $(dir $(BASH_COMPLETION)) $(dir $(ZSH_COMPLETION)) $(dir $(FISH_COMPLETION)) $(dir $(MANPAGE))
	install -s -m 755 $(BIN)/movies $(BIN)/movies-http $(BIN)/movies-listen $(BIN)/movies-draw $(BINDIR)/
	install -m 644 $(GENERATED)/movies.bash $(BASH_COMPLETION)
	install -m 644 $(GENERATED)/_movies $(ZSH_COMPLETION)
	install -m 644 $(GENERATED)/movies.fish $(FISH_COMPLETION)
	install -m 644 $(GENERATED)/movies.1 $(MANPAGE)
	@echo "installed:"
	@echo "  movies, movies-http, movies-listen, movies-draw   $(BINDIR)/"
	@echo "  bash completion       $(BASH_COMPLETION)"
	@echo "  zsh completion        $(ZSH_COMPLETION)"
	@echo "  fish completion       $(FISH_COMPLETION)"
	@echo "  man page              $(MANPAGE)"
	@case ":$$PATH:" in *":$(PREFIX)/bin:"*) ;; *) echo "note: $(PREFIX)/bin is not on PATH; add it to run movies (man finds the page through it)";; esac
	@echo "note: zsh reads $(dir $(ZSH_COMPLETION)) only when it is in fpath (before compinit)"

uninstall:
	@for file in $(INSTALLED); do \
		if [ -e "$$file" ]; then rm -f "$$file" && echo "removed $$file"; fi; \
	done

# glibc warns at link time about every function of its own that a static binary can only use
# through shared libraries of the same glibc (getpwuid, getaddrinfo, dlopen, …): Foundation holds
# them all. movies names the home folder itself (HomeFolder.swift) and never resolves a host; the
# one call left on its paths is the file-owner look-up of an existing -wal file (BENCHMARKS.md).
STATIC_WARNINGS = /in statically linked applications requires at runtime the shared libraries/d; /the use of .mktemp. is dangerous/d

build: check-packages
	$(foreach product,$(PRODUCTS),$(SWIFT_BUILD) --product $(product) &&) true
	$(if $(filter movies,$(PRODUCTS)),$(STATIC_LINK) 2>&1 | sed -e '$(STATIC_WARNINGS)')

bin-path:
	@echo $(abspath $(BIN))

# The tool that writes the man page is swift-argument-parser's own (what its GenerateManual
# plugin runs), built from the checkout alone: the plugin would first build every product.
man: build
	$(SWIFT) build --package-path $(SCRATCH)/checkouts/swift-argument-parser --scratch-path $(SCRATCH)/generate-manual \
		--product generate-manual > $(SCRATCH)/generate-manual.log 2>&1 || { cat $(SCRATCH)/generate-manual.log; exit 1; }
	mkdir -p $(GENERATED)
	$(SCRATCH)/generate-manual/debug/generate-manual $(BIN)/movies --output-directory $(GENERATED)

completions: build
	mkdir -p $(GENERATED)
	$(BIN)/movies --generate-completion-script bash > $(GENERATED)/movies.bash
	$(BIN)/movies --generate-completion-script zsh > $(GENERATED)/_movies
	$(BIN)/movies --generate-completion-script fish > $(GENERATED)/movies.fish

check-packages:
	@command -v $(SWIFT) >/dev/null || { echo "make: $(SWIFT) is not on PATH; install a Swift 6 toolchain (swift.org/install)" >&2; exit 1; }
	@missing=""; \
	need() { case "$$($(CC) -print-file-name=$$1 2>/dev/null)" in \
		/*) ;; \
		*) echo "make: missing $$2: no $$1 ($$3)" >&2; missing="$$missing $$2";; \
	esac; }; \
	need libsqlite3.a libsqlite3-dev "SQLite, linked into the static movies"; \
	need libc.a libc6-dev "glibc, linked into the static movies"; \
	need libstdc++.a g++ "the C++ runtime, linked into the static movies"; \
	need libcurl.so.4 libcurl4 "libcurl, which movies-http loads when it starts"; \
	need libchafa.so libchafa-dev "chafa, which movies-draw loads to draw posters"; \
	need libglib-2.0.so libglib2.0-dev "GLib, which chafa needs"; \
	need libjpeg.so libjpeg62-turbo-dev "libjpeg, which movies-draw loads to read posters"; \
	if [ -n "$$missing" ]; then \
		echo "make: install what is missing, then run make again:" >&2; \
		echo "  sudo apt-get install$$missing" >&2; \
		exit 1; \
	fi

# The tests run in two phases, side by side. The first is every suite but those named …RunTests
# and those of MovieAPIServerTests, in parallel, as many tests at once as there are cores: they
# compute in this process alone, and their process may not start a program or listen on a port (the
# filter in Tests/ParallelPhaseGuard), so a suite that does fails there until it is named …RunTests.
# The second is those, one test at a time in each of two halves: they start the movies binary,
# servers and terminals, with time limits, and run many at once they starve each other, while one
# at a time they mostly wait (on kills, servers, terminals) and leave the cores idle. So the first
# phase runs at nice 10 beside the halves, taking the CPU they leave, and a test of theirs that
# wants a core gets it first. The first half is the suites whose names begin with the letters of
# SERIAL_FIRST_HALF (chosen so the halves take about as long), the second every other one, so none
# is missed. SwiftPM holds .build's lock for as long as `swift test` runs, so each passes
# --ignore-lock (with --skip-build none writes to .build): without it each waited for the one
# before, in CI too. scripts/test-phases starts them, one after the other has begun; the second
# half prints as it runs, then the first half and the first phase; make test fails if any did.
SERIAL_TESTS = RunTests/|^MovieAPIServerTests\.
CORES := $(shell getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
TEST_IN_PARALLEL = $(SWIFT) test --skip-build --ignore-lock --experimental-maximum-parallelization-width $(CORES) --skip '$(SERIAL_TESTS)'
SERIAL_FIRST_HALF = \.[BEFGHIKLNPQRSVWXZ][A-Za-z0-9]*RunTests/
TEST_FIRST_HALF = $(SWIFT) test --skip-build --ignore-lock --no-parallel --filter '$(SERIAL_FIRST_HALF)'
TEST_SECOND_HALF = $(SWIFT) test --skip-build --ignore-lock --no-parallel --filter '$(SERIAL_TESTS)' --skip '$(SERIAL_FIRST_HALF)'

test: test-packages
	$(SWIFT) build --build-tests
	@scripts/test-phases "$(TEST_IN_PARALLEL)" "$(TEST_FIRST_HALF)" "$(TEST_SECOND_HALF)"

# The guide's examples are tests: scripts/docs-test runs each console block of README.md and docs/
# (each page in a home folder of its own, against movies-api --dialect tmdb on a free port, with
# MOVIES_NOW standing still) and compares what each command prints with the block. It first checks
# itself: a changed output must fail, with a diff. `scripts/docs-test --update` rewrites the blocks.
docs-test:
	$(SWIFT) build --build-tests
	scripts/docs-test --self-test --bin "$$($(SWIFT) build --show-bin-path)"
	scripts/docs-test --bin "$$($(SWIFT) build --show-bin-path)"

# SwiftPM keeps the build plan it made (.build/debug.yaml) until Package.swift changes, with what
# pkg-config said then: a package installed after a failed build would go unseen. After installing,
# the plans are dropped (the compiled objects stay), so the next build looks again.
test-packages:
	@scripts/install-packages --check $(TEST_PACKAGES) || { \
		scripts/install-packages $(TEST_PACKAGES) && rm -f .build/debug.yaml .build/release.yaml; }
	@scripts/install-python-packages $(TEST_PYTHON_PACKAGES)

format:
	$(SWIFT) format format --in-place --recursive --parallel $(FORMATTED)

lint:
	@$(SWIFT) format lint --strict --recursive --parallel $(FORMATTED) || { \
		echo "make: swift format would change the places above; run make format" >&2; exit 1; }
