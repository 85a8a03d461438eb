import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The policy a strict host ships: no eval, no inline script or style. Only the built page
 * gets it; Vite's dev server injects an inline React Refresh preamble.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // blob: the selfie preview (an object URL of the chosen photo, never sent anywhere).
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

function strictCsp(): Plugin {
  return {
    name: 'acme-strict-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy },
        injectTo: 'head-prepend',
      },
    ],
  };
}

export default defineConfig(({ command, mode }) => ({
  root: here('.'),
  plugins: [react(), strictCsp()],
  // The workspace packages resolve to their src/: `vite dev` needs no build of @gatehouse-auth/*.
  resolve: {
    conditions: ['gatehouse-source', ...defaultClientConditions],
  },
  // msw's mockServiceWorker.js must be served from the site root; the mock API package keeps it.
  // Only where the page runs on the mock (src/mockApi.ts): the dev server and the demo build.
  publicDir:
    command === 'serve' || mode === 'demo' ? here('../../packages/mock-api/public') : false,
  server: { host: 'localhost', port: 5173, strictPort: true },
  preview: { host: 'localhost', port: 4173, strictPort: true },
  build: { emptyOutDir: true },
}));
