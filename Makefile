# tend — build, demo, test and install.
#
#   make demo      install missing Debian packages, build, run the demo care plan
#   make test      install missing Debian packages, run the whole test suite
#   make install   install tend, its man page, completions and the systemd user unit

PREFIX ?= /usr/local
SWIFT ?= swift
DEBIAN_PACKAGES = pkg-config python3 libsqlite3-dev sqlite3 libnotify-dev python3-dateutil mandoc bash zsh fish tzdata \
                  xvfb dbus-daemon dbus-bin dbus-x11 dunst libnotify-bin xdg-utils \
                  libical-dev gcc khal khard python3-venv librsvg2-bin strace tmux
RELEASE_BIN = .build/release/tend
# The release tend: compiled and linked by one script (the flags, the static link, the code
# layout and the link map; see docs/build.md), here as in the benchmarks.
BUILD_RELEASE = SWIFT="$(SWIFT)" scripts/build-release

.PHONY: deps build release demo test docs install clean

deps:
	@missing=""; for p in $(DEBIAN_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(BUILD_RELEASE)
	$(SWIFT) build -c release --product tend-notify

# The demo plan (scripts/demo) lives in a scratch database with the clock pinned to 13:00
# today; DemoScriptTests runs the same script, so this command stays true.
demo: release
	scripts/demo $(RELEASE_BIN)

# Ends with the tests that were skipped, with their reasons, and their count (scripts/run-tests);
# the status is swift test's.
test: release
	TEND_BINARY=$(CURDIR)/$(RELEASE_BIN) SWIFT="$(SWIFT)" scripts/run-tests

# The man page and completion scripts come from the command declarations; a test checks that
# the committed files are up to date.
docs: build
	.build/debug/tend __generate man > man/tend.1
	.build/debug/tend __generate bash > Completions/tend.bash
	.build/debug/tend __generate zsh > Completions/_tend
	.build/debug/tend __generate fish > Completions/tend.fish

install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 0755 $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/tend
	install -m 0644 man/tend.1 $(DESTDIR)$(PREFIX)/share/man/man1/tend.1
	install -d $(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 0644 Completions/tend.bash $(DESTDIR)$(PREFIX)/share/bash-completion/completions/tend
	install -m 0644 Completions/_tend $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_tend
	install -m 0644 Completions/tend.fish $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/tend.fish
	install -d $(DESTDIR)$(PREFIX)/libexec/tend $(DESTDIR)$(PREFIX)/lib/systemd/user
	install -m 0755 .build/release/tend-notify $(DESTDIR)$(PREFIX)/libexec/tend/tend-notify
	sed 's|/usr/local/bin/tend|$(PREFIX)/bin/tend|' contrib/systemd/tend.service > $(DESTDIR)$(PREFIX)/lib/systemd/user/tend.service
	chmod 0644 $(DESTDIR)$(PREFIX)/lib/systemd/user/tend.service

clean:
	rm -rf .build

# The attack script of issue 10 (concurrency with the daemon, crash injection, hostile paths) on
# the release binary; prints one line of counts per scenario, exits 1 if one failed. Not part of
# 'make test'; see bench/README.md, "Soak".
.PHONY: soak
soak: release
	TEND_BINARY=$(CURDIR)/$(RELEASE_BIN) bench/soak/run
