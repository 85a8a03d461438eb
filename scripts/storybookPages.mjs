// What the scripts that open the static Storybook build in Chromium share (check-storybook.mjs,
// screenshots.mjs): a static server for the build, the init script that tells when a story's play
// function has finished, and which requests may leave the page.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

// ---------------------------------------------------------------------------------------------
// A tiny static server for the build.

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/** Serves `directory` on a random port (or `port`); resolves with the listening server. */
export function serve(directory, port = 0) {
  const server = createServer(async (request, response) => {
    try {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      let file = normalize(join(directory, decodeURIComponent(pathname)));
      if (file !== directory && !file.startsWith(directory + sep)) throw new Error('outside');
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      await stat(file);
      response.writeHead(200, {
        'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'max-age=3600',
      });
      createReadStream(file)
        .on('error', () => response.destroy())
        .pipe(response);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('Not found');
    }
  });
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    // No host: listens on every local address, so `localhost` works over IPv4 and IPv6.
    server.listen(port, () => resolveServer(server));
  });
}

// ---------------------------------------------------------------------------------------------
// In the page: record Storybook's events from the moment its channel exists.

/**
 * Runs in the page before Storybook (an init script): `window.__gatehouseCheck` records the
 * channel's events, and `finished` turns true once the story and its play function are done.
 */
export function recordStorybookEvents() {
  const record = { finished: false, events: [], channel: undefined };
  // What node needs of an axe violation: rule, impact, help, and each node's target and reason.
  window.__gatehouseViolation = ({ id, impact, help, nodes }) => ({
    id,
    impact,
    help,
    nodes: nodes.map((n) => ({
      target: n.target,
      message: [...(n.any ?? []), ...(n.all ?? []), ...(n.none ?? [])][0]?.message,
    })),
  });
  Object.defineProperty(window, '__gatehouseCheck', { value: record });
  // Every string the server answered (JSON bodies), for the pseudo-locale check: server texts
  // and values are the server's, not the catalogue's, and may stay in English.
  const serverStrings = new Set();
  Object.defineProperty(window, '__gatehouseServerStrings', { value: serverStrings });
  const collect = (value) => {
    if (typeof value === 'string') serverStrings.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  const fetch = window.fetch;
  window.fetch = async (...args) => {
    const response = await fetch(...args);
    if (response.headers.get('content-type')?.includes('json'))
      response
        .clone()
        .json()
        .then(collect, () => {});
    return response;
  };
  // Renders another story in this same page, as Storybook's own UI does: no reload of the
  // preview's scripts, the mock API's worker or axe. Its events start a fresh record.
  Object.defineProperty(window, '__gatehouseShow', {
    value: (storyId) => {
      record.finished = false;
      record.events = [];
      serverStrings.clear();
      record.channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    },
  });
  const terminal = new Set(['storyFinished', 'storyMissing']);
  const names = [
    'storyFinished',
    'storyMissing',
    'storyErrored',
    'storyThrewException',
    'playFunctionThrewException',
    'unhandledErrorsWhilePlaying',
  ];
  const violationsOf = (result) => (result?.violations ?? []).map(window.__gatehouseViolation);
  const describe = (name, payload) => {
    if (payload instanceof Error) return { message: `${payload.name}: ${payload.message}` };
    // Keep the a11y reports small: only their status and violations cross back to node.
    if (name === 'storyFinished') {
      const reporters = (payload?.reporters ?? []).map((r) => ({
        type: r.type,
        status: r.status,
        violations: violationsOf(r.result),
        error: r.result?.error?.message,
      }));
      return { storyId: payload?.storyId, status: payload?.status, reporters };
    }
    try {
      return JSON.parse(JSON.stringify(payload ?? null));
    } catch {
      return String(payload);
    }
  };
  const listen = (channel) => {
    record.channel = channel;
    for (const name of names) {
      channel.on(name, (payload) => {
        record.events.push({ name, payload: describe(name, payload) });
        if (terminal.has(name)) record.finished = true;
      });
    }
  };
  // Storybook keeps its addon store on this global and gives it the channel before any story
  // loads; wrapping setChannel attaches the listeners before the first event can fire.
  let store;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_PREVIEW', {
    configurable: true,
    get: () => store,
    set: (value) => {
      store = value;
      const setChannel = value.setChannel;
      const attached = new WeakSet();
      value.setChannel = (channel) => {
        if (!attached.has(channel)) listen(channel);
        attached.add(channel);
        return setChannel(channel);
      };
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Requests.

/** Whether a request stays on this machine (the closed network allows nothing else). */
export const isLocal = (url) => {
  if (url.startsWith('data:') || url.startsWith('blob:')) return true;
  try {
    const { hostname } = new URL(url);
    return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
  } catch {
    return false;
  }
};
