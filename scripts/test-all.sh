#!/usr/bin/env bash
# The one test command: `npm test` runs it locally, `.ci/run` runs `npm ci && npm test`.
# Any failing step stops the run with a non-zero exit.
#
# Laid out for the 2-core CI box. Steps that use one core each (tsc, tsup's declaration pass,
# publint/attw, a Vite build) run in pairs; the unit tests fill both cores on their own; the
# browser tests spend most of their time waiting on Chromium, so the Storybook build runs beside
# them. Nothing that depends on a step's output starts before that step has passed.
set -euo pipefail
cd "$(dirname "$0")/.."

start=$SECONDS
step_start=
step() {
  # Each step's own duration closes it; the next one's header gives the time so far.
  if [[ -n $step_start ]]; then printf '==== (%ss)\n' "$((SECONDS - step_start))"; fi
  step_start=$SECONDS
  printf '\n==== %s  (%ss elapsed)\n' "$1" "$((SECONDS - start))"
}
trap 'rc=$?; printf "\n==== FAILED after %ss (exit %s)\n" "$((SECONDS - start))" "$rc" >&2' ERR

# Side by side: `side name command…` starts a command in the background, its output kept apart;
# `together` waits for every one, prints each one's output whole (no interleaving), and fails
# if any failed.
side_names=()
side_pids=()
side_logs=()
side() {
  local name=$1
  shift
  local log
  log=$(mktemp)
  "$@" >"$log" 2>&1 &
  side_pids+=("$!")
  side_names+=("$name")
  side_logs+=("$log")
}
together() {
  local failed=0 i status began=$SECONDS
  for i in "${!side_pids[@]}"; do
    if wait "${side_pids[$i]}"; then status=passed; else status=FAILED failed=1; fi
    printf -- '---- %s: %s (done by %ss)\n' "${side_names[$i]}" "$status" "$((SECONDS - began))"
    cat "${side_logs[$i]}"
    rm -f "${side_logs[$i]}"
  done
  side_names=()
  side_pids=()
  side_logs=()
  return "$failed"
}

step "chromium"
bash scripts/ensure-chromium.sh

step "typecheck, lint, package build and the example app's build for the e2e tests, side by side"
side typecheck npm run --silent typecheck
side "lint (ESLint, Prettier)" npm run --silent lint
side "build packages" npm run --silent build
side "build the example app (e2e)" node scripts/build-example.mjs
together

step "package lint (publint, attw), locale packs, size budgets and the Next.js example build, side by side"
side "package lint" bash scripts/lint-packages.sh
# Every built locale pack (and the pseudo-locale) has every English key and its placeholders.
side "locale packs' completeness" node scripts/check-locales.mjs
# Real host pages (Vite 8, Vite 7, Next.js, esbuild) from the packed packages just built; bytes and
# requests only, and what each chunk of the Next.js login page holds.
side "size budgets" node scripts/bench/bench.mjs --no-build --no-time
# The App Router app on the packages just built, as a host installs them (next build, with its
# own type check); e2e/next serves it.
side "Next.js example build" npm run --silent build --workspace examples/next
together

step "unit and component tests"
npx --no-install vitest run

# Storybook builds while the end-to-end tests run: they spend most of their time waiting on
# the browser, so the build fits in beside them on 2 cores.
storybook_log=$(mktemp)
npm run --silent build-storybook >"$storybook_log" 2>&1 &
storybook_build=$!

step "end-to-end browser tests, two files at a time (Storybook builds alongside)"
if ! GATEHOUSE_E2E_PREBUILT=1 npm run --silent test:e2e; then
  kill "$storybook_build" 2>/dev/null || true
  false
fi

step "storybook check (every story: play function, accessibility-tree snapshot and announcement rules, axe, reflow, forced colours, reduced motion, target size, pseudo-locale)"
if ! wait "$storybook_build"; then
  cat "$storybook_log"
  echo "storybook build failed" >&2
  false
fi
node scripts/check-storybook.mjs

step "README screenshots (rendered from the Storybook build into a temporary directory, decoded)"
node scripts/check-screenshots.mjs

step "all steps passed in $((SECONDS - start))s"
