import { describe, expect, it } from 'vitest';
import { createLifetime } from './lifetime';

describe('createLifetime', () => {
  it('keeps one signal while the run lasts; renew does nothing then', () => {
    const life = createLifetime();
    const { signal } = life;
    expect(life.renew()).toBe(false);
    expect(life.signal).toBe(signal);
    expect(signal.aborted).toBe(false);
  });

  it('aborts the run on end, and renew begins a new one (a remount)', () => {
    const life = createLifetime();
    const first = life.signal;
    life.end();
    expect(first.aborted).toBe(true);
    expect(life.signal.aborted).toBe(true);
    expect(life.renew()).toBe(true);
    expect(life.signal).not.toBe(first);
    expect(life.signal.aborted).toBe(false);
  });

  it('restart aborts the current run and begins the next at once', () => {
    const life = createLifetime();
    const first = life.signal;
    life.restart();
    expect(first.aborted).toBe(true);
    expect(life.signal.aborted).toBe(false);
    expect(life.renew()).toBe(false);
  });
});
