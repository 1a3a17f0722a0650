# tend — build, demo, test and install.
#
#   make demo      install missing Debian packages, build, run the demo care plan
#   make test      install missing Debian packages, run the whole test suite
#   make install   install tend, its man page, completions and the systemd user unit

PREFIX ?= /usr/local
SWIFT ?= swift
DEBIAN_PACKAGES = pkg-config python3 libsqlite3-dev sqlite3 libnotify-dev python3-dateutil mandoc bash zsh fish tzdata \
                  xvfb dbus-daemon dbus-bin dbus-x11 dunst libnotify-bin \
                  libical-dev gcc khal khard python3-venv
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

# The demo plan lives in a scratch database; the clock is pinned to 13:00 today so that some
# doses are done, one is overdue and the next one stands out.
demo: release
	@set -e; dir=$$(mktemp -d); export TEND_DB=$$dir/tend.db TEND_NOW=$$(date +%Y-%m-%d)T13:00; tend=$(RELEASE_BIN); \
	echo "== Schedules"; \
	$$tend schedule explain 'every 8 hours from 06:00 for 10 days'; \
	$$tend schedule expand 'daily at 08:00 "Morning" and 20:00 "Evening"' --from $$(date +%Y-%m-%d) --to $$(date -d tomorrow +%Y-%m-%d); \
	echo; echo "== A demo care plan in $$TEND_DB"; \
	$$tend add 'Ibuprofen 400 mg' --id ibuprofen --schedule '4 times a day' --group medication --tint blue --instructions 'With food; no more than 4 tablets a day.'; \
	$$tend add 'Vitamin D' --schedule 'daily at 08:00' --group medication --tint blue; \
	$$tend add 'Amoxicillin 500 mg' --id amoxicillin --schedule 'every 8 hours from 06:00 for 10 days' --group medication --style grid; \
	$$tend add 'Knee exercises' --id physio --schedule 'daily at 18:30' --group exercise --tint green --instructions '3 sets of 10 slow bends.'; \
	$$tend add 'Water' --schedule 'every 2 hours between 08:00 and 20:00' --group exercise --style grid --target 1 --unit glass; \
	$$tend add 'Nausea' --schedule 'every day' --no-adherence --instructions 'How strong, from 0 to 10.'; \
	$$tend done ibuprofen --at 08:05; $$tend done vitamin-d --at 08:05; $$tend done amoxicillin 1 --at 06:10; \
	$$tend done water 1 --at 08:00; $$tend done water 2 --at 10:15; \
	$$tend log nausea --value 3 --unit /10 --note 'after breakfast' --at 09:12; \
	echo; echo "== tend today"; $$tend today; \
	echo "== tend summary"; $$tend summary; \
	rm -rf "$$dir"

test: release
	TEND_BINARY=$(CURDIR)/$(RELEASE_BIN) $(SWIFT) test

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
