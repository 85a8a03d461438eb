import type { Page } from 'playwright-core';
import { describe, expect, inject, test as base } from 'vitest';
import { expectFocused, expectPath, expectVisible, focusedLabel } from './support/assertions';
import { expectNoAxeViolations, installAxe } from './support/axe';
import { launchChromium } from './support/chromium';
import type { E2eFixtures } from './support/fixtures';
import { logIn, ui } from './support/login';
import { Session } from './support/session';
import { pageClock, withManualClock } from './support/time';

/** Chromium's fake camera (a test pattern), allowed without a prompt. */
const fakeCamera = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];
/** The same camera, but no prompt is ever answered: headless Chromium refuses the permission. */
const cameraWithoutPermission = ['--use-fake-device-for-media-stream'];

/**
 * The shared fixtures (support/fixtures.ts) with this file's browser: one that films with the
 * fake camera. Declared whole, because a fixture extended later would not reach the session
 * fixture already bound to the shared browser. The camera-denied tests open their own browser.
 */
const test = base.extend<E2eFixtures>({
  browser: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const browser = await launchChromium(fakeCamera);
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  session: async ({ browser }, use) => {
    const session = await Session.open(browser, inject('baseURL'));
    await use(session);
    await session.close();
    session.assertClean();
  },
  page: async ({ session }, use) => {
    await use(session.page);
  },
});

const introTitle = "Confirm it's you with a video selfie";
const challengeTitle = 'Take your video selfie';
const waitingTitle = 'Checking your video selfie';
const errorTitle = "We couldn't verify your selfie";
const cameraTitle = 'You need a camera to take a video selfie';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
// On the example's manual clock: the capture holds the video 1.5 s, then the status is polled
// a second after the scan went in and every second after that, each when the test says.
const holdStill = 1500;
const statusPoll = 1000;

/** The reference adapter's hold passes: it takes the frame and the scan goes in. */
async function takeFrame(page: Page) {
  await pageClock(page).runNext(holdStill);
}

/** `count` status polls. */
async function passPolls(page: Page, count: number) {
  for (let poll = 1; poll <= count; poll += 1) await pageClock(page).runNext(statusPoll);
}

async function expectLoggedIn(page: Page) {
  await expectPath(page, '/home');
  await expectVisible(ui.heading(page, "You're logged in"));
}

/** A session on a browser of the test's own (closed by the test), watched like the fixture's. */
async function withBrowser(args: string[], run: (session: Session, page: Page) => Promise<void>) {
  const browser = await launchChromium(args);
  try {
    const session = await Session.open(browser, inject('baseURL'));
    try {
      await run(session, session.page);
    } finally {
      await session.close();
    }
    session.assertClean();
  } finally {
    await browser.close();
  }
}

/** Logs a face-match account in and waits for the intro. */
async function toIntro(session: Session, page: Page, email: string) {
  await session.goto(withManualClock('/login'));
  await logIn(page, email);
  const heading = ui.heading(page, introTitle);
  await expectVisible(heading);
  await expectFocused(heading);
}

describe('face match (video selfie) with a camera', () => {
  test('accepted (face-match@): intro, the live video, waiting, then home — by keyboard, axe clean on every screen', async ({
    session,
    page,
  }) => {
    await installAxe(page);
    const sdkVersions: Array<string | undefined> = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/facematch/trigger'))
        sdkVersions.push(request.headers()['x-face-scan-sdk-version']);
    });
    await toIntro(session, page, 'face-match@gatehouse.test');
    await expectNoAxeViolations(page, 'the face-match intro');

    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('Continue');
    await page.keyboard.press('Enter');

    const heading = ui.heading(page, challengeTitle);
    await expectVisible(heading);
    await expectFocused(heading);
    const video = page.getByLabel('Your camera', { exact: true });
    await expectVisible(video);
    // The fake camera really plays: the video has frames.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth))
      .toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'the video challenge');

    await takeFrame(page);
    await expectVisible(ui.heading(page, waitingTitle));
    await expectNoAxeViolations(page, 'waiting for the result');
    // STILL_PROCESSING twice, then ACCEPTED.
    await passPolls(page, 3);
    await expectLoggedIn(page);

    expect(sdkVersions).toEqual(['0.1.10']);
    const submits = await session.expectRequests('POST', '/facematch/submit', 1);
    const body = JSON.parse(submits[0]!.body ?? '{}') as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual([
      'auditTrailImage',
      'faceScan',
      'lowQualityAuditTrailImage',
      'sessionId',
    ]);
    expect(body.sessionId).toMatch(/^fs-/);
    // One real frame of the fake camera: a base64 JPEG, no data: prefix.
    expect(body.auditTrailImage).toMatch(/^\/9j\//);
    expect(body.auditTrailImage!.length).toBeGreaterThan(1000);
    expect(body.lowQualityAuditTrailImage).toMatch(/^\/9j\//);
    expect(JSON.parse(atob(body.faceScan!))).toMatchObject({
      sdkVersion: '0.1.10',
      sessionId: body.sessionId,
    });
    await session.expectRequests('GET', '/facematch/status', 3);
  });

  test('FAILED (face-match-failed@): "We couldn\'t verify your selfie", then Try again films again and is accepted', async ({
    session,
    page,
  }) => {
    await installAxe(page);
    await toIntro(session, page, 'face-match-failed@gatehouse.test');
    await ui.button(page, 'Continue').click();
    await takeFrame(page);
    // STILL_PROCESSING once, then FAILED.
    await passPolls(page, 2);
    const heading = ui.heading(page, errorTitle);
    await expectVisible(heading);
    await expectFocused(heading);
    await expectVisible(
      ui
        .alert(page)
        .getByText('Make sure your face is well lit and fully in the frame, then try again.', {
          exact: true,
        }),
    );
    await expectNoAxeViolations(page, "'We couldn't verify your selfie'");

    await ui.button(page, 'Try again').click();
    await expectVisible(ui.heading(page, challengeTitle));
    await expectVisible(page.getByLabel('Your camera', { exact: true }));
    await takeFrame(page);
    // STILL_PROCESSING once, then ACCEPTED.
    await passPolls(page, 2);
    await expectLoggedIn(page);
    await session.expectRequests('GET', '/facematch/trigger', 2);
    await session.expectRequests('POST', '/facematch/submit', 2);
    await session.expectRequests('POST', '/facematch/flow', 1);
  });

  test('REJECTED (face-match-rejected@): the other ways, then the SMS code', async ({
    session,
    page,
  }) => {
    await toIntro(session, page, 'face-match-rejected@gatehouse.test');
    await ui.button(page, 'Continue').click();
    await takeFrame(page);
    // STILL_PROCESSING once, then REJECTED.
    await passPolls(page, 2);
    await expectVisible(ui.heading(page, 'Choose a 2-step verification method'));
    await session.expectRequests('POST', '/facematch/flow/rejection', 1);
    await ui.button(page, 'Text message (SMS)').click();
    await ui.codeField(page).fill('111111');
    await expectLoggedIn(page);
  });

  test('the Firefox warning on the intro (a Firefox user agent), axe clean', async ({
    session,
    page,
  }) => {
    await installAxe(page);
    const cdp = await session.context.newCDPSession(page);
    await cdp.send('Emulation.setUserAgentOverride', { userAgent: firefox });
    await toIntro(session, page, 'face-match@gatehouse.test');
    await expectVisible(page.getByText(/^Video selfie doesn't work well in Firefox\./));
    await expectNoAxeViolations(page, 'the intro with the Firefox warning');
  });
});

describe('face match without a camera', () => {
  test('camera denied: the camera-required screens, the QR code, Back, axe clean; "Check manually" starts the phone-number change', async () => {
    await withBrowser(cameraWithoutPermission, async (session, page) => {
      await installAxe(page);
      await toIntro(session, page, 'face-match@gatehouse.test');
      await ui.button(page, 'Continue').click();

      const camera = ui.heading(page, cameraTitle);
      await expectVisible(camera);
      await expectFocused(camera);
      await expectVisible(page.getByText(/^Your browser isn't letting us use your camera\./));
      await expectNoAxeViolations(page, 'camera required');
      expect(session.requestsTo('GET', '/facematch/trigger')).toHaveLength(0);

      await ui.button(page, 'Try another way').click();
      await expectFocused(ui.heading(page, 'Try another way'));
      await expectNoAxeViolations(page, 'camera required: try another way');

      await ui.button(page, 'Download the app').click();
      await expectFocused(ui.heading(page, 'Download the app'));
      const qr = page.getByRole('img', { name: 'QR code for the app download page', exact: true });
      await expectVisible(qr);
      const box = await qr.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(150);
      expect(await qr.locator('rect').count()).toBeGreaterThan(50);
      await expectVisible(ui.link(page, `${session.baseURL}/app`));
      await expectVisible(ui.link(page, 'Download on the App Store'));
      await expectVisible(ui.link(page, 'Get it on Google Play'));
      await expectNoAxeViolations(page, 'camera required: download the app');

      await ui.button(page, 'Back').click();
      await expectFocused(ui.heading(page, 'Try another way'));
      await ui.button(page, 'Back').click();
      await expectFocused(ui.heading(page, cameraTitle));

      await ui.button(page, 'Try another way').click();
      await ui.button(page, 'Check manually').click();
      await expectVisible(ui.heading(page, "Can't use your phone number any more?"));
    });
  });

  test('no camera at all: "We couldn\'t find a camera on this device."', async () => {
    await withBrowser([], async (session, page) => {
      await toIntro(session, page, 'face-match@gatehouse.test');
      await ui.button(page, 'Continue').click();
      await expectVisible(ui.heading(page, cameraTitle));
      await expectVisible(
        page.getByText("We couldn't find a camera on this device.", { exact: true }),
      );
    });
  });
});
