import { describe, expect, it } from 'vitest';
import { addedFiles, challengeScreens, firstUseRows, sharedFiles, windowOf } from './firstUse.mjs';

describe('first-use accounting', () => {
  it('counts only the files a use added to what the page had fetched', () => {
    expect(
      addedFiles(['entry.js', 'controller.js'], ['controller.js', 'flow.js', 'flow.js']),
    ).toEqual(['flow.js']);
    expect(addedFiles([], [])).toEqual([]);
  });

  it('takes the challenge flow as the files every challenge fetched', () => {
    expect(
      sharedFiles([
        ['flow.js', 'store.js'],
        ['flow.js', 'store.js', 'selfie.js'],
        ['store.js', 'flow.js', 'phone.js'],
      ]),
    ).toEqual(['flow.js', 'store.js']);
    expect(sharedFiles([])).toEqual([]);
  });

  it('splits the requests at the marks: before the action, and up to the screen', () => {
    const requests = ['a', 'b', 'c', 'd', 'e'];
    expect(windowOf(requests, { start: 2, end: 4 })).toEqual({
      before: ['a', 'b'],
      during: ['c', 'd'],
    });
  });
});

describe('the first-use table', () => {
  const sizes = { 'flow.js': 20 * 1024, 'selfie.js': 4 * 1024 };
  const figures = {
    challengeFlow: { files: ['flow.js'], bytes: 20 * 1024 },
    'challenge:SMS': { files: ['flow.js'], bytes: 20 * 1024 },
    'challenge:SELFIE_WITH_ID': { files: ['flow.js', 'selfie.js'], bytes: 24 * 1024 },
    stepUpModal: { files: ['modal.js'], bytes: 30 * 1024 },
    passkeyOffer: null,
    captcha: { files: ['captcha.js'], bytes: 3 * 1024 },
  };
  const rows = firstUseRows(
    ['vite7'],
    () => figures,
    (files) => files.reduce((total, file) => total + sizes[file], 0),
  );
  const cell = (label) => rows.find((row) => row.label.includes(label))?.cells[0];

  it('shows a screen’s whole wait, with what it fetched beyond the flow in brackets', () => {
    expect(cell('SMS code')).toBe('20.00 KiB');
    expect(cell('selfie with ID')).toBe('24.00 KiB (+4.00 KiB)');
  });

  it('says "not found" for a screen that never showed, and "—" for one not measured', () => {
    expect(cell('passkey offer')).toBe('not found');
    expect(cell('TOTP')).toBe('—');
  });

  it('has a row per challenge screen, the flow, the step-up modal, the offer and the captcha', () => {
    expect(rows).toHaveLength(challengeScreens.length + 4);
    expect(cell('step-up modal')).toBe('30.00 KiB');
    expect(cell('captcha loader')).toBe('3.00 KiB');
  });
});
