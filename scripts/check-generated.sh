#!/usr/bin/env bash
# Fails when the committed generated code (bundled contract, orval output, route tree, msw worker)
# differs from what `npm run generate` produces from the sources.
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(openapi/generated src/api/generated src/api/generated-zod src/api/operations.gen.ts src/api/operation-schemas src/api/edge.gen.ts src/mocks/wire/reference.gen.ts src/routeTree.gen.ts public/mockServiceWorker.js)
npm run -s generate >/dev/null 2>&1
if ! git diff --quiet --exit-code -- "${paths[@]}" || [ -n "$(git status --porcelain --untracked-files=all -- "${paths[@]}")" ]; then
  echo "generated code is out of date; run 'npm run generate' and commit:" >&2
  git status --short -- "${paths[@]}" >&2
  exit 1
fi
echo "generated code is up to date"
