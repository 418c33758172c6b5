#!/usr/bin/env bash
# What the browser tests run on, from Debian, never downloaded by a tool: Chromium and its headless shell (the
# e2e tests run in the shell: the same Blink, about a third less CPU per test), a CJK font so pages render
# legibly, and nginx, which serves the production bundle as docs/deployment.md says (the 'deployed bundle'
# project). Installed when missing.
set -euo pipefail
if command -v chromium >/dev/null 2>&1 && command -v chromium-headless-shell >/dev/null 2>&1 && fc-list 2>/dev/null | grep -qi 'wqy\|noto sans cjk' && command -v nginx >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium or nginx is missing; install them with: sudo apt-get install -y chromium chromium-headless-shell fonts-wqy-microhei nginx" >&2
  exit 1
fi
apt-get update -qq
# The package's own site is not started (there is no init system here, and the tests start their own nginx).
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell fonts-wqy-microhei nginx >/dev/null
