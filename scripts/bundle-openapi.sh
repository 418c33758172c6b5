#!/usr/bin/env bash
# Bundles the split contract (openapi/merchant.yaml and its per-area files) into one document.
set -euo pipefail
cd "$(dirname "$0")/.."
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true
redocly bundle openapi/merchant.yaml -o openapi/generated/merchant.bundled.yaml >/dev/null
