# tend — build, demo, test and install.
#
#   make demo      install missing Debian packages, build, run the demo care plan
#   make test      install missing Debian packages, run the whole test suite
#   make install   install tend, its man page, completions and the systemd user unit

PREFIX ?= /usr/local
SWIFT ?= swift
DEBIAN_PACKAGES = libsqlite3-dev libnotify-dev python3-dateutil mandoc bash zsh fish tzdata \
                  xvfb dbus-x11 dunst libnotify-bin
RELEASE_BIN = .build/release/tend

.PHONY: deps build release demo test install clean

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
	$(SWIFT) build -c release --product tend

demo: release
	@sh docs/demo.sh $(RELEASE_BIN)

test: deps
	$(SWIFT) build -c release --product tend
	TEND_BINARY=$(CURDIR)/$(RELEASE_BIN) $(SWIFT) test

install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 0755 $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/tend
	install -m 0644 man/tend.1 $(DESTDIR)$(PREFIX)/share/man/man1/tend.1

clean:
	rm -rf .build
