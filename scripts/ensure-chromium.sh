#!/usr/bin/env bash
# The browser tests (playwright-core) drive Debian's chromium. Install it from apt if it is
# missing; never download a browser any other way (no `playwright install`).
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [[ ! -x $CHROMIUM ]]; then
  echo "chromium not found at $CHROMIUM: installing Debian's chromium package"
  if [[ $(id -u) -eq 0 ]]; then sudo=(); else sudo=(sudo); fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo[@]}" apt-get update -q
  "${sudo[@]}" apt-get install -y -q --no-install-recommends chromium
fi

# Debian's launcher wrapper prints shell noise on stderr; show it only if --version fails.
if ! version=$("$CHROMIUM" --version 2>/dev/null); then
  "$CHROMIUM" --version >&2
  exit 1
fi
echo "$version"
