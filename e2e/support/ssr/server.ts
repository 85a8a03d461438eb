// The hydration test's host server: renders each page of pages.tsx with react-dom/server from
// the built packages (bundled with every package external and run with plain Node, like
// renderEveryWidget.ts) and serves the client bundle that hydrates it. The mock API runs in the
// page (msw's service worker), as in the example app; this server knows nothing of it.
//
//   node server.mjs <client bundle directory>     prints `listening on <port>` when ready
//
//   GET /page/<name>?<props>[&api=string]   the page's document, streamed (renderToPipeableStream,
//                                           sent once all is ready) or with renderToString
//   GET /fragment/<name>?<props>            { page, props, html }: one page's markup alone, for a
//                                           page that hydrates it after preparing the mock
import { createReadStream, existsSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { isPageName, pageTree, type PageData } from './pages';

const clientDir = process.argv[2];
if (!clientDir || !existsSync(path.join(clientDir, 'client.js'))) {
  throw new Error('usage: node server.mjs <directory with client.js>');
}
const require = createRequire(import.meta.url);

// As a host gets them: the stylesheet through the package's exports, msw's worker script where
// the mock API package keeps it for the example app.
const files: Record<string, string> = {
  '/styles.css': require.resolve('@gatehouse-auth/react/styles.css'),
  '/mockServiceWorker.js': path.join(
    path.dirname(require.resolve('@gatehouse-auth/mock-api/package.json')),
    'public/mockServiceWorker.js',
  ),
};

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

function renderStreamed(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      onShellError: reject,
      onError: reject,
      onAllReady: () => stream.pipe(sink),
    });
  });
}

/** JSON inside a <script>: no `</script>` or `<!--` can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function documentFor(data: PageData, html: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Acme: ${data.page}</title>
    <link rel="stylesheet" href="/styles.css" />
  </head>
  <body>
    <div id="root">${html}</div>
    <div id="fragment"></div>
    <script id="page-data" type="application/json">${scriptJson(data)}</script>
    <script type="module" src="/client/client.js"></script>
  </body>
</html>
`;
}

function send(response: ServerResponse, status: number, type: string, body: string) {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  response.end(body);
}

function sendFile(response: ServerResponse, file: string) {
  response.writeHead(200, {
    'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': 'no-store',
  });
  createReadStream(file)
    .on('error', () => response.destroy())
    .pipe(response);
}

const server = createServer((request, response) => {
  void (async () => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const [, kind, name = ''] = url.pathname.split('/');
    if ((kind === 'page' || kind === 'fragment') && isPageName(name)) {
      const props = Object.fromEntries([...url.searchParams].filter(([key]) => key !== 'api'));
      const data: PageData = { page: name, props };
      const html =
        url.searchParams.get('api') === 'string'
          ? renderToString(pageTree(data))
          : await renderStreamed(pageTree(data));
      if (kind === 'page') send(response, 200, 'text/html; charset=utf-8', documentFor(data, html));
      else send(response, 200, 'application/json', JSON.stringify({ ...data, html }));
      return;
    }
    const file = files[url.pathname];
    if (file) return sendFile(response, file);
    if (kind === 'client') {
      const asset = path.join(clientDir, path.basename(url.pathname));
      if (existsSync(asset)) return sendFile(response, asset);
    }
    send(response, 404, 'text/plain', 'Not found');
  })().catch((error: unknown) => {
    console.error(error);
    send(response, 500, 'text/plain', String(error));
  });
});

server.listen(0, 'localhost', () => {
  const address = server.address();
  console.log(`listening on ${typeof address === 'object' && address ? address.port : 0}`);
});
