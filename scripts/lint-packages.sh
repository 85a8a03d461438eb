#!/usr/bin/env bash
# Checks what npm would publish, for every package: run after `npm run build`.
#   publint --strict      package.json fields and exports point at files that are packed,
#                         in a valid order (warnings count as errors).
#   attw --pack           types resolve and match the JS for TypeScript's node10 resolution
#                         (moduleResolution "node", which predates `exports`: subpaths such as
#                         @gatehouse-auth/react/login reach it through `typesVersions`), node16/
#                         nodenext (ESM importer and CJS importer) and bundlers. CSS exports
#                         (./styles.css) are not JS entry points and are skipped.
#   type resolution       scripts/check-type-resolution.mjs: a host project importing every
#                         public entry type-checks under node10, node16 and bundler resolution.
#   "use client"          in @gatehouse-auth/react's dist, a module (ESM and CJS) opens with the
#                         directive exactly when its source module does.
#   module boundaries     @gatehouse-auth/core and @gatehouse-auth/react publish one module per source
#                         module: no shared chunks that every module would import bare.
#   side effects          scripts/check-tree-shaking.mjs: every ESM module of core and react imports
#                         without side effects, as `sideEffects` says; one export keeps only its own
#                         schemas.
#   public API            scripts/api-report.mjs: the exports of every public entry point, with
#                         their declarations, match the checked-in api-report/*.md.
#   internal entry        scripts/check-internal-entry.mjs: @gatehouse-auth/core/internal exports
#                         only names a sibling package imports, and the exports map lists exactly
#                         the deep paths (./internal/<dir>/<module>) they import, no wildcard.
set -euo pipefail
cd "$(dirname "$0")/.."

failed=0
for dir in packages/*/; do
  dir=${dir%/}
  name=$(node -p "require('./$dir/package.json').name")
  # A package whose source is not written yet has nothing to publish.
  if [[ ! -f "$dir/src/index.ts" ]]; then
    echo "-- $name: no src/index.ts yet, skipped"
    continue
  fi
  if [[ ! -f "$dir/dist/index.js" ]]; then
    echo "!! $name: $dir/dist is missing; run \`npm run build\` first" >&2
    failed=1
    continue
  fi

  # React Server Component hosts need the directive in the directive prologue of each client
  # module (packages/react/test/clientModules.test.ts says which those are): the build keeps it.
  if [[ $name == @gatehouse-auth/react ]]; then
    while IFS= read -r -d '' file; do
      relative=${file#"$dir/dist/"}
      source=$(ls "$dir/src/${relative%.*}".ts* 2>/dev/null | head -n 1)
      [[ -n $source ]] || continue
      in_source=no in_dist=no
      [[ $(head -n 1 "$source") == "'use client';" ]] && in_source=yes
      head -n 2 "$file" | grep -qx '"use client";' && in_dist=yes
      if [[ $in_source != "$in_dist" ]]; then
        echo "!! $file: \"use client\" $in_dist in the build, $in_source in $source" >&2
        failed=1
      fi
    done < <(find "$dir/dist" \( -name '*.js' -o -name '*.cjs' \) -print0)
  fi

  if [[ $name == @gatehouse-auth/core || $name == @gatehouse-auth/react ]]; then
    if [[ -n $(find "$dir/dist" -path '*/chunks/*' -name '*.js' -print -quit) ]]; then
      echo "!! $dir/dist has shared chunks: its ESM should keep one module per source module" >&2
      failed=1
    fi
  fi

  echo "-- $name: publint --strict"
  (cd "$dir" && npx --no-install publint --strict .) || failed=1

  css_entries=$(node -e "
    const exp = require('./$dir/package.json').exports ?? {};
    console.log(Object.keys(exp).filter((k) => k.endsWith('.css')).join(' '));
  ")
  echo "-- $name: attw --pack"
  # shellcheck disable=SC2086
  (cd "$dir" && npx --no-install attw --pack . --format ascii --no-color \
    ${css_entries:+--exclude-entrypoints $css_entries}) || failed=1
done

echo "-- type resolution: node10, node16, bundler"
node scripts/check-type-resolution.mjs || failed=1

echo "-- side effects and tree shaking"
node scripts/check-tree-shaking.mjs || failed=1

echo "-- internal entry: what the sibling packages import"
node scripts/check-internal-entry.mjs || failed=1

echo "-- public API: api-report/*.md"
node scripts/api-report.mjs || failed=1

if [[ $failed -ne 0 ]]; then
  echo "package lint failed" >&2
  exit 1
fi
echo "package lint passed"
