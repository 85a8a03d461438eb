// @vitest-environment node
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstPaintProblems, serverWidgets } from '../../test/serverWidgets';
import { PhoneNumberSettings } from '../accountPhone/PhoneNumberSettings';
import { ChallengeFlow } from '../challengeFlow/ChallengeFlow';
import * as faceScan from '../face-scan';
import * as root from '../index';
import * as login from '../login';
import { LoginFlow } from '../login/LoginFlow';
import * as phoneSettings from '../phone-settings';
import * as provider from '../provider';
import { GatehouseProvider } from '../provider/GatehouseProvider';
import * as signup from '../signup';
import { SignupForm } from '../signup/SignupForm';
import { SignupPhoneVerification } from '../signupPhone/SignupPhoneVerification';
import * as testing from '../testing';

// The same widgets as the build-level test (e2e/serverRender.e2e.test.ts), from the source and
// under both supported React majors (the react18 project runs this file too).
const widgets = serverWidgets({ root, login, signup, phoneSettings, provider, faceScan, testing });

/** renderToPipeableStream's whole output once every boundary is ready; fails on any error. */
function renderToStream(element: ReactElement): Promise<string> {
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
    const stream = renderToPipeableStream(element, {
      onShellError: reject,
      onError: reject,
      onAllReady: () => stream.pipe(sink),
    });
  });
}

describe('every widget on the server', () => {
  let logged: string[];
  beforeEach(() => {
    logged = [];
    for (const level of ['error', 'warn'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logged.push(`console.${level}: ${args.map(String).join(' ')}`);
      });
    }
  });
  afterEach(() => {
    expect(logged).toEqual([]);
  });

  it.each(widgets.map((widget) => [widget.name, widget] as const))(
    '%s: renderToString gives its first paint',
    (_name, widget) => {
      expect(firstPaintProblems(renderToString(widget.element), widget.firstPaint)).toEqual([]);
    },
  );

  it.each(widgets.map((widget) => [widget.name, widget] as const))(
    '%s: renderToPipeableStream gives the same first paint',
    async (_name, widget) => {
      const streamed = await renderToStream(widget.element);
      expect(firstPaintProblems(streamed, widget.firstPaint)).toEqual([]);
      // Nothing suspends on the first paint, so both server APIs send the same markup.
      expect(streamed).toBe(renderToString(widget.element));
    },
  );
});

describe('analytics on the server', () => {
  const config = { apiBaseUrl: 'https://api.example.test' };

  it('fires no event while rendering on the server, for any widget', () => {
    const onEvent = vi.fn();
    const html = renderToString(
      <GatehouseProvider config={config} onEvent={onEvent}>
        <LoginFlow onEvent={onEvent} />
        <SignupForm onEvent={onEvent} />
        <SignupPhoneVerification
          signupId="signup-1"
          signupToken="token"
          onSuccess={() => undefined}
          onEvent={onEvent}
        />
        <ChallengeFlow ott="ott-server" onSuccess={() => undefined} onEvent={onEvent} />
        <PhoneNumberSettings onEvent={onEvent} />
      </GatehouseProvider>,
    );
    expect(html).toContain('type="password"');
    expect(onEvent).not.toHaveBeenCalled();
  });
});
