#!/usr/bin/env bash
# Installs Debian's Chromium (and a CJK font so pages render legibly) for Playwright; never a downloaded browser.
set -euo pipefail
if command -v chromium >/dev/null 2>&1 && fc-list 2>/dev/null | grep -qi 'wqy\|noto sans cjk'; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing; install it with: sudo apt-get install -y chromium fonts-wqy-microhei" >&2
  exit 1
fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-wqy-microhei >/dev/null
