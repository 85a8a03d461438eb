import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort } from './freePort';
import { nextAppDir } from './paths';

export interface NextApp {
  /** e.g. `http://localhost:41234` */
  baseURL: string;
  stop(): Promise<void>;
}

const nextBin = createRequire(path.join(nextAppDir, 'package.json')).resolve('next/dist/bin/next');

/**
 * Serves the Next.js example's production build with `next start` on a free port. The build
 * itself is CI's step after the package builds (`npm run build --workspace examples/next`).
 */
export async function startNextApp(): Promise<NextApp> {
  if (!existsSync(path.join(nextAppDir, '.next', 'BUILD_ID'))) {
    throw new Error(
      'examples/next has no production build: run `npm run build && npm run build --workspace examples/next` first',
    );
  }
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const server = spawn(
    process.execPath,
    [nextBin, 'start', '--hostname', 'localhost', '--port', String(port)],
    {
      cwd: nextAppDir,
      // Vitest sets NODE_ENV=test; `next start` serves the production build.
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));

  const running = () => server.exitCode === null && server.signalCode === null;
  // Ready once it answers; an exit before that is a failure, with what it printed.
  while (running()) {
    try {
      const response = await fetch(`${baseURL}/`);
      await response.body?.cancel();
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!running()) {
    throw new Error(`next start exited (code ${await exited}) before serving:\n${output}`);
  }

  return {
    baseURL,
    async stop() {
      if (running()) server.kill('SIGTERM');
      await exited;
    },
  };
}
