#!/usr/bin/env bash
# The one test command: `npm test` runs it locally, `.ci/run` runs `npm ci && npm test`.
# Any failing step stops the run with a non-zero exit.
set -euo pipefail
cd "$(dirname "$0")/.."

start=$SECONDS
step() {
  printf '\n==== %s  (%ss elapsed)\n' "$1" "$((SECONDS - start))"
}
trap 'rc=$?; printf "\n==== FAILED after %ss (exit %s)\n" "$((SECONDS - start))" "$rc" >&2' ERR

step "chromium"
bash scripts/ensure-chromium.sh

step "typecheck"
npm run --silent typecheck

step "lint (eslint with no warnings, prettier)"
npm run --silent lint

step "unit and component tests"
npx --no-install vitest run

step "build packages"
npm run --silent build

step "package lint (publint, attw)"
bash scripts/lint-packages.sh

step "size budgets"
# Real host pages (Vite and esbuild) from the packed packages just built; bytes and requests only.
node scripts/bench/bench.mjs --no-build --no-time

# Storybook builds while the end-to-end tests run: they spend most of their time waiting on
# the browser and the mock API's timers, so the build fits in beside them on 2 cores.
storybook_log=$(mktemp)
npm run --silent build-storybook >"$storybook_log" 2>&1 &
storybook_build=$!

step "end-to-end browser tests (Storybook builds alongside)"
if ! npm run --silent test:e2e; then
  kill "$storybook_build" 2>/dev/null || true
  false
fi

step "storybook check (every story: play function and axe)"
if ! wait "$storybook_build"; then
  cat "$storybook_log"
  echo "storybook build failed" >&2
  false
fi
node scripts/check-storybook.mjs

step "README screenshots (rendered from the Storybook build into a temporary directory, decoded)"
node scripts/check-screenshots.mjs

step "all steps passed in $((SECONDS - start))s"
