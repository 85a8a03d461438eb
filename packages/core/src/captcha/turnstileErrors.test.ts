import { describe, expect, it } from 'vitest';
import { turnstileErrorAction, turnstileErrorClasses } from './turnstileErrors';

describe('turnstileErrorAction', () => {
  // SPEC.md §8, one row per class; `x` classes are checked at both ends and in the middle.
  it.each([
    ['100xxx', ['100000', '100405', '100999']],
    ['105xxx', ['105000', '105001', '105999']],
    ['110100', ['110100']],
    ['110110', ['110110']],
    ['110200', ['110200']],
    ['110420', ['110420']],
    ['110430', ['110430']],
    ['110500', ['110500']],
    ['110510', ['110510']],
    ['120xxx', ['120000', '120123', '120999']],
    ['200010', ['200010']],
    ['200100', ['200100']],
  ])('does not retry %s: it shows the error', (_, codes) => {
    for (const code of codes) expect(turnstileErrorAction(code), code).toBe('show');
  });

  it.each([
    ['102xxx', ['102000', '102310', '102999']],
    ['103xxx', ['103000', '103222', '103999']],
    ['104xxx', ['104000', '104005', '104999']],
    ['11060x', ['110600', '110605', '110609']],
    ['11062x', ['110620', '110622', '110629']],
    ['106xxx', ['106000', '106010', '106999']],
    ['300xxx', ['300000', '300010', '300999']],
    ['600xxx', ['600000', '600010', '600999']],
  ])('retries %s', (_, codes) => {
    for (const code of codes) expect(turnstileErrorAction(code), code).toBe('retry');
  });

  it.each([
    ['an unlisted code', '999999'],
    ['a neighbour of a retryable class', '110610'],
    ['a neighbour of 11062x', '110630'],
    ['a neighbour of a listed code', '110101'],
    ['400xxx (site key problems)', '400020'],
    ['200500 (iframe could not load)', '200500'],
    ['a message instead of a code', 'Invalid sitekey'],
    ['too short', '30001'],
    ['too long', '3000100'],
    ['empty', ''],
  ])('shows and does not retry %s', (_, code) => {
    expect(turnstileErrorAction(code)).toBe('show');
  });

  it('reads a code with stray whitespace', () => {
    expect(turnstileErrorAction(' 300010 ')).toBe('retry');
  });

  it('lists every class of SPEC.md §8 exactly once', () => {
    expect(turnstileErrorClasses.map((entry) => entry.pattern)).toEqual([
      '100xxx',
      '105xxx',
      '110100',
      '110110',
      '110200',
      '110420',
      '110430',
      '110500',
      '110510',
      '120xxx',
      '200010',
      '200100',
      '102xxx',
      '103xxx',
      '104xxx',
      '11060x',
      '11062x',
      '106xxx',
      '300xxx',
      '600xxx',
    ]);
  });
});
