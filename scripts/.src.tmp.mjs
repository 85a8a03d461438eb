import { build } from 'esbuild';
const root = process.argv[2];
const r = await build({ entryPoints: [root + '/packages/react/src/index.ts'], conditions: ['gatehouse-source'], bundle: true, minify: true, format: 'esm', write: false, metafile: true, splitting: true, outdir: '/tmp/anal2', external: ['react','react-dom','react/jsx-runtime', 'zod', 'zustand', 'uqr', '@marsidev/*', 'react-google-recaptcha', '@simplewebauthn/*'], alias: { '@gatehouse/core/forms': root + '/packages/core/src/forms.ts', '@gatehouse/core/step-up': root + '/packages/core/src/step-up.ts', '@gatehouse/core': root + '/packages/core/src/index.ts' }, logLevel: 'error', jsx: 'automatic' });
const by = {};
for (const out of Object.values(r.metafile.outputs)) for (const [f, v] of Object.entries(out.inputs)) by[f.replace(root + '/', '').replace(/^.*?packages/, 'packages')] = (by[f] ?? 0) + v.bytesInOutput;
console.log(JSON.stringify(by));
