#!/usr/bin/env bash
# The browser tests drive the machine's Chromium (Debian's package): install it if it is missing.
# `npx playwright install` cannot be used here; playwright-core only drives the browser.
set -euo pipefail
if [ -z "${CHROMIUM_PATH:-}" ] && ! [ -x /usr/bin/chromium ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium > /dev/null
fi
