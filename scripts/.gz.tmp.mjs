import { build } from 'esbuild'; import { gzipSync } from 'node:zlib';
const entries = process.argv.slice(2);
const r = await build({ stdin: { contents: entries.map(e=>`export * from '${e}';`).join('\n'), resolveDir: process.cwd() }, bundle: true, minify: true, format: 'esm', write: false, external: ['react','react-dom','react/jsx-runtime'], outdir: '/tmp/anal', logLevel: 'error' });
console.log(gzipSync(r.outputFiles[0].contents).length);
