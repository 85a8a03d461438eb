import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMockWorker } from './browser';

const worker = vi.hoisted(() => ({ start: vi.fn(async () => undefined) }));
vi.mock('msw/browser', () => ({ setupWorker: vi.fn(() => worker) }));
const { setupWorker } = await import('msw/browser');

beforeEach(() => {
  // A page the worker already controls: no wait for `controllerchange`.
  vi.stubGlobal('navigator', { serviceWorker: { controller: {} } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('startMockWorker', () => {
  it('refuses to start in a production build without allowInProduction: no worker, no handlers', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    await expect(startMockWorker()).rejects.toThrow(/production build.*allowInProduction: true/s);
    await expect(startMockWorker({ allowInProduction: false })).rejects.toThrow(/production build/);
    expect(setupWorker).not.toHaveBeenCalled();
    expect(worker.start).not.toHaveBeenCalled();
  });

  it('starts in a production build when the host opts in with allowInProduction', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    await expect(startMockWorker({ allowInProduction: true, quiet: true })).resolves.toBe(worker);
    expect(worker.start).toHaveBeenCalledWith(
      expect.objectContaining({ quiet: true, onUnhandledRequest: 'bypass' }),
    );
  });

  it('starts outside production builds', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    await expect(startMockWorker()).resolves.toBe(worker);
  });

  it('starts, never throws, where there is no `process` at all (a browser bundle nobody replaced it in)', async () => {
    const realProcess = globalThis.process;
    let started: Promise<unknown>;
    Object.defineProperty(globalThis, 'process', {
      value: undefined,
      configurable: true,
      writable: true,
    });
    try {
      // The production check runs before the first await.
      started = startMockWorker();
    } finally {
      globalThis.process = realProcess;
    }
    await expect(started).resolves.toBe(worker);
  });
});
