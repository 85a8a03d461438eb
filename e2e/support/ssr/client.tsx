// The hydration test's client bundle: starts the mock API in the page (as the example app
// does), then hydrates the server's markup with the same tree (pages.tsx). Everything React
// reports while hydrating goes to `window.hydrationReport` for the test to read.
import { startMockWorker } from '@gatehouse-auth/mock-api/browser';
import { hydrateRoot, type ErrorInfo } from 'react-dom/client';
import { pageTree, type PageData } from './pages';

export interface HydrationReport {
  /** React's onRecoverableError: a hydration mismatch, or a boundary the server left undone. */
  recoverable: string[];
  caught: string[];
  uncaught: string[];
  /** The root's first element before hydration is still the root's first element after it. */
  keptServerMarkup: () => boolean;
  /** Hydrates a server-rendered fragment (GET /fragment/...) into #fragment. */
  hydrateFragment: (url: string) => Promise<void>;
}

declare global {
  interface Window {
    hydrationReport: HydrationReport;
  }
}

const describe = (error: unknown, info: ErrorInfo) =>
  `${error instanceof Error ? error.message : String(error)}${info.componentStack ?? ''}`;

function hydrate(container: HTMLElement, data: PageData): () => boolean {
  const report = window.hydrationReport;
  const serverMarkup = container.firstElementChild;
  hydrateRoot(container, pageTree(data), {
    onRecoverableError: (error, info) => report.recoverable.push(describe(error, info)),
    onCaughtError: (error, info) => report.caught.push(describe(error, info)),
    onUncaughtError: (error, info) => report.uncaught.push(describe(error, info)),
  });
  return () => serverMarkup !== null && container.firstElementChild === serverMarkup;
}

function element(id: string): HTMLElement {
  const found = document.getElementById(id);
  if (!found) throw new Error(`the page has no #${id}`);
  return found;
}

window.hydrationReport = {
  recoverable: [],
  caught: [],
  uncaught: [],
  keptServerMarkup: () => false,
  async hydrateFragment(url) {
    const answer = await fetch(url);
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
    const { html, ...data } = (await answer.json()) as PageData & { html: string };
    const container = element('fragment');
    container.innerHTML = html;
    window.hydrationReport.keptServerMarkup = hydrate(container, data);
  },
};

const data = JSON.parse(element('page-data').textContent ?? '') as PageData;
await startMockWorker({ quiet: true });
window.hydrationReport.keptServerMarkup = hydrate(element('root'), data);
