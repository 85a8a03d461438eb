import * as esbuild from 'esbuild';
const r = await esbuild.build({
  entryPoints: { login: process.argv[2], 'react-apart': './src/react.ts' },
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  outdir: '/tmp/esbout',
  metafile: true,
  write: false,
  logLevel: 'error',
  absWorkingDir: process.cwd(),
});
const inputs = {};
let tot = 0;
for (const o of Object.values(r.metafile.outputs))
  for (const [i, v] of Object.entries(o.inputs)) {
    if (/node_modules\/(react|react-dom|scheduler)\//.test(i)) continue;
    const k = i
      .replace(/.*node_modules\//, '')
      .replace(/@gatehouse-auth\/(core|react)\/dist\//, '$1:');
    inputs[k] = (inputs[k] || 0) + v.bytesInOutput;
    tot += v.bytesInOutput;
  }
const groups = {};
for (const [k, b] of Object.entries(inputs)) {
  const g =
    k.startsWith('core:') || k.startsWith('react:')
      ? k
          .split('/')
          .slice(0, k.includes('challenges/') ? 2 : 1)
          .join('/')
      : k.split('/')[0];
  groups[g] = (groups[g] || 0) + b;
}
console.log('total raw', tot);
for (const [g, b] of Object.entries(groups)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 50))
  console.log(String(b).padStart(7), g);
