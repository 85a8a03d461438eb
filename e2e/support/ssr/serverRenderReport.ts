/** One read or write of a trapped browser global during an import or a render. */
export interface TrapHit {
  global: string;
  access: 'read' | 'write';
  /** What was going on: 'import', or '<widget> / <api>'. */
  phase: string;
  /** The first frames below the trap. */
  stack: string[];
}

export interface WidgetRender {
  widget: string;
  api: 'renderToString' | 'renderToPipeableStream' | 'call';
  /** Bytes of markup (UTF-8), or of the answer for a call. */
  bytes: number;
  /** Missed expectations, errors, console errors and warnings, trapped reads; empty when it passed. */
  problems: string[];
}

/** What e2e/support/ssr/renderEveryWidget.ts writes for one build. */
export interface ServerRenderReport {
  build: 'esm' | 'cjs';
  /** Where `@gatehouse-auth/react` resolved for this host: a dist/ file, never src/. */
  resolved: string;
  /** Entry → number of runtime exports. */
  exportCounts: Record<string, number>;
  /** Console errors, warnings and trapped reads while the entries were imported. */
  importProblems: string[];
  trapHits: TrapHit[];
  renders: WidgetRender[];
}
