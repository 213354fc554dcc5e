#!/usr/bin/env bash
# `npm test`: everything the tests need, then every test, on a fresh machine like the developers'
# (ENVIRONMENT.md). The client build and the type check run side by side (each mostly one core); the API
# tests and then the browser tests, which run in two lanes of their own (playwright.config.ts).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/test-prerequisites.sh
npx tsx scripts/prisma-generate.ts
npm run test:generated

npx vite build &
build=$!
npm run typecheck &
typecheck=$!
build_status=0 typecheck_status=0 layers_status=0
# The direction of imports (.dependency-cruiser.cjs) while the other two run: it waits mostly on reading files.
npm run test:layers || layers_status=$?
wait "$build" || build_status=$?
wait "$typecheck" || typecheck_status=$?
if [ "$build_status" != 0 ] || [ "$typecheck_status" != 0 ] || [ "$layers_status" != 0 ]; then
  echo "Build del client (uscita $build_status), controllo dei tipi (uscita $typecheck_status) o direzione degli import (uscita $layers_status) non riusciti" >&2
  exit 1
fi

npm run test:api
npm run test:e2e
