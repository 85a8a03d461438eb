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

step "unit and component tests"
npx --no-install vitest run

step "build packages"
npm run --silent build

step "package lint (publint, attw)"
bash scripts/lint-packages.sh

step "size budgets"
npx --no-install size-limit

# Written by another engineer; skipped until it exists.
if [[ -f e2e/vitest.config.ts ]]; then
  step "end-to-end browser tests"
  npm run --silent test:e2e
else
  step "end-to-end browser tests: skipped (no e2e/vitest.config.ts yet)"
fi

if node -e "process.exit(require('./package.json').scripts?.['test:storybook'] ? 0 : 1)"; then
  step "storybook build and check"
  npm run --silent test:storybook
else
  step "storybook: skipped (no test:storybook script yet)"
fi

step "all steps passed in $((SECONDS - start))s"
