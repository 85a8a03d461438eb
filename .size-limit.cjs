// Size budgets, measured on the built dist/ (run `npm run build` first), gzip, with React
// external: the host page already ships React, so only what Gatehouse adds counts.
//
// How @size-limit/esbuild bundles: one esbuild build, no code splitting. esbuild then inlines
// the target of every `import('./x.js')` into the same bundle, so by default lazily loaded
// challenge chunks ARE counted. The "before any challenge loads" budget adds a plugin that
// leaves every dynamic import() outside the bundle; the "everything" budget keeps the default
// and checks that every file under dist/ really went into the bundle.
const { existsSync, readdirSync } = require('node:fs');
const path = require('node:path');

const react = ['react', 'react-dom', 'react/jsx-runtime', 'react/jsx-dev-runtime'];

const built = (pkg, file = 'index.js') => {
  const dist = path.join(__dirname, 'packages', pkg, 'dist');
  if (!existsSync(path.join(dist, file))) {
    throw new Error(`packages/${pkg}/dist/${file} is missing: run \`npm run build\` before size-limit`);
  }
  return `packages/${pkg}/dist/${file}`;
};
const written = (pkg) => existsSync(path.join(__dirname, 'packages', pkg, 'src/index.ts'));

// Lazily loaded code matching `lazy` is left out of the measurement (kept as an import()).
const withoutLazyChunks = (lazy) => (config) => ({
  ...config,
  plugins: [
    ...(config.plugins ?? []),
    {
      name: 'lazy-chunks-external',
      setup(build) {
        build.onResolve({ filter: /.*/ }, (args) =>
          args.kind === 'dynamic-import' && lazy.test(args.path) ? { path: args.path, external: true } : undefined,
        );
      },
    },
  ],
});

// Fails the check if some dist file (a chunk nothing reaches) was left out of the measurement.
// `except` names entries that never reach a user's page (the /testing doubles).
const withEveryChunk = (pkg, except = []) => (config) => ({
  ...config,
  plugins: [
    ...(config.plugins ?? []),
    {
      name: 'every-chunk-included',
      setup(build) {
        build.onEnd((result) => {
          if (!result.metafile) return;
          const inputs = new Set(Object.keys(result.metafile.inputs).map((input) => path.resolve(input)));
          const dist = path.join(__dirname, 'packages', pkg, 'dist');
          const missing = readdirSync(dist, { recursive: true })
            .map(String)
            .filter((file) => file.endsWith('.js') && !except.includes(file))
            .filter((file) => !inputs.has(path.join(dist, file)));
          if (missing.length > 0) {
            throw new Error(`size-limit: ${pkg}/dist files not reached from the entry: ${missing.join(', ')}`);
          }
        });
      },
    },
  ],
});

const checks = [];

if (written('core')) {
  checks.push({
    // Hosts that build their own UI on the framework-free core pay for all of it: every call's
    // client and schemas, the flow store, every challenge's logic, zod/mini and zustand/vanilla.
    // About 14 KiB with only the code challenge written; 30 with the logged-out challenges; 38
    // once face match, selfie, phone change and the phone settings arrived (issue 7).
    name: '@gatehouse/core: everything',
    import: { [built('core')]: '*' },
    gzip: true,
    limit: '40 KiB',
  });
}

if (written('react')) {
  checks.push(
    {
      // What stands between a visitor and a usable login form: LoginFlow's form, texts and
      // validators. The client, zod and the stores load once the form is on screen, so this
      // stays close to a hand-written React form (see `npm run bench`, which checks the time).
      // 8 KiB until the passkey button, social buttons, variants and their texts arrived (9.5);
      // the default text catalogue (every screen's English, ~4 KiB) is the largest single piece.
      name: '@gatehouse/react: login form, first paint',
      import: { [built('react')]: '{ LoginFlow }' },
      ignore: react,
      gzip: true,
      limit: '10 KiB',
      modifyEsbuildConfig: withoutLazyChunks(/./),
    },
    {
      // The login page before any challenge loads: the form, the login controller it loads
      // right after (client, core, zod/mini, zustand) and the challenge flow that follows a
      // first factor. The challenge components (chunks named *Challenge-<hash>) and the captcha
      // (loaded only when the host passes `captcha`) stay out. Counted in since issue 5: the
      // passkey autofill's half of @simplewebauthn/browser (it starts right after the form where
      // the browser offers passkeys), the passkey and social calls, the social logos. The
      // controller loads core's main entry, whose zod schemas sit at module top level and so
      // are not tree-shaken: issue 7's schemas added ~2.8 KiB here (31.7 measured).
      name: '@gatehouse/react: login page before any challenge loads',
      import: { [built('react')]: '{ LoginFlow }' },
      ignore: react,
      gzip: true,
      limit: '33 KiB',
      modifyEsbuildConfig: withoutLazyChunks(/\/([A-Za-z]+Challenge|Captcha|TurnstileWidget|RecaptchaWidget)-[A-Z0-9]+\.js$/),
    },
    {
      // The same page with the default captcha (Turnstile): what `captcha={{ siteKey }}` adds.
      name: '@gatehouse/react: login page with the Turnstile captcha, before any challenge loads',
      import: { [built('react')]: '{ LoginFlow }' },
      ignore: react,
      gzip: true,
      limit: '37 KiB',
      modifyEsbuildConfig: withoutLazyChunks(/\/([A-Za-z]+Challenge|RecaptchaWidget)-[A-Z0-9]+\.js$/),
    },
    {
      // A logged-in page that wraps its fetch: withStepUp and the step-up logic of core. The
      // modals, the challenge flow and the challenges load only when a call needs approval.
      name: '@gatehouse/react: withStepUp, before a modal opens',
      import: { [built('react')]: '{ withStepUp }' },
      ignore: react,
      gzip: true,
      limit: '4 KiB',
      modifyEsbuildConfig: withoutLazyChunks(/./),
    },
    {
      // The ceiling for a session that meets every challenge type (and every flow): all of the
      // react dist, every lazy chunk and every bundled dependency. The /testing entry (test
      // doubles, never on a user's page) has a check of its own below.
      name: '@gatehouse/react: everything, every challenge loaded',
      import: { [built('react')]: '*' },
      ignore: react,
      gzip: true,
      limit: '75 KiB',
      modifyEsbuildConfig: withEveryChunk('react', ['testing.js']),
    },
    {
      // The test doubles of @gatehouse/react/testing (the reference face-scan adapter): tests,
      // Storybook and demos only. Only what it adds beyond the main entry counts.
      name: '@gatehouse/react/testing',
      import: { [built('react', 'testing.js')]: '{ createReferenceFaceScanAdapter, referenceFaceScanAdapter }' },
      ignore: [...react, '@gatehouse/core'],
      gzip: true,
      limit: '2 KiB',
      modifyEsbuildConfig: withoutLazyChunks(/./),
    },
  );
}

// @gatehouse/mock-api has no budget: it runs in tests, Storybook and the example, never for users.

module.exports = checks;
