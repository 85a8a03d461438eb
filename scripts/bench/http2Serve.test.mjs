import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import http2 from 'node:http2';
import { describe, expect, it } from 'vitest';
import { forwardedHeaders, localhostCertificate, proxyTo, serveHttp2 } from './http2Serve.mjs';

const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** One GET over HTTP/2 (the certificate is the run's own). */
function get(baseURL, path) {
  return new Promise((resolve, reject) => {
    const session = http2.connect(baseURL, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':path': path });
    let text = '';
    let headers;
    stream.on('response', (received) => (headers = received));
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => (text += chunk));
    stream.on('end', () => {
      session.close();
      resolve({ headers, text, protocol: session.alpnProtocol });
    });
    stream.on('error', reject);
  });
}

describe('the HTTP/2 profile’s servers', () => {
  it('passes on no pseudo-header and no header of an HTTP/1.1 connection', () => {
    expect(
      forwardedHeaders({
        ':path': '/x',
        ':authority': 'localhost',
        connection: 'keep-alive',
        'Keep-Alive': 'timeout=5',
        'transfer-encoding': 'chunked',
        'content-type': 'text/html',
        'content-encoding': 'gzip',
      }),
    ).toEqual({ 'content-type': 'text/html', 'content-encoding': 'gzip' });
  });

  it.skipIf(!hasOpenssl)(
    'serves an HTTP/1.1 origin over HTTP/2 with TLS, as a CDN in front of `next start`',
    async () => {
      const origin = createServer((request, response) => {
        response.writeHead(200, { 'content-type': 'text/plain', connection: 'keep-alive' });
        response.end(`origin saw ${request.url} for ${request.headers.host}`);
      });
      await new Promise((resolve) => origin.listen(0, 'localhost', resolve));
      const target = `http://localhost:${origin.address().port}`;
      const secure = await serveHttp2(proxyTo(target), localhostCertificate());
      try {
        const answer = await get(secure.baseURL, '/login?x=1');
        expect(answer.protocol).toBe('h2');
        expect(answer.headers[':status']).toBe(200);
        expect(answer.text).toBe(`origin saw /login?x=1 for ${new URL(target).host}`);
      } finally {
        await secure.close();
        await new Promise((resolve) => origin.close(resolve));
      }
    },
  );
});
