// The bench's second network profile (./bench.mjs): the same pages over HTTP/2 with TLS, as every
// CDN serves them. A certificate for localhost is made at run time (openssl, kept in memory; the
// bench's Chromium ignores certificate errors); the static pages are served by the same handler
// as over HTTP/1.1, and Next.js's `next start` (HTTP/1.1 only) sits behind a proxy.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A self-signed certificate for localhost, valid for a day: `{ key, cert }` (PEM). */
export function localhostCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'gatehouse-bench-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Serves `handler` (a `(request, response)` function, as for node:http) over HTTP/2 with TLS on a
 * free port of localhost. Returns its `baseURL` and `close()`.
 */
export async function serveHttp2(handler, certificate) {
  const server = http2.createSecureServer(certificate, handler);
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  await new Promise((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    baseURL: `https://localhost:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const session of sessions) session.destroy();
        server.close(resolve);
      }),
  };
}

// Headers of one HTTP/1.1 connection, which HTTP/2 forbids.
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
]);

/** The headers to pass on across the proxy: no pseudo-headers, no hop-by-hop ones. */
export function forwardedHeaders(headers) {
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name, value]) =>
        !name.startsWith(':') && !hopByHop.has(name.toLowerCase()) && value !== undefined,
    ),
  );
}

/**
 * A handler that passes each request on to `target` (an HTTP/1.1 origin such as `next start`)
 * and streams its answer back: what a CDN in front of the app does.
 */
export function proxyTo(target) {
  const agent = new http.Agent({ keepAlive: true });
  const origin = new URL(target);
  return (request, response) => {
    const upstream = http.request(
      {
        agent,
        hostname: origin.hostname,
        port: origin.port,
        path: request.url,
        method: request.method,
        headers: { ...forwardedHeaders(request.headers), host: origin.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, forwardedHeaders(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  };
}
