import { readFileSync } from 'node:fs';
import { requiredChallengeSchema } from '@gatehouse-auth/core/internal';
import * as z from '@gatehouse-auth/core/internal/api/schema';
import { describe, expect, it } from 'vitest';
import { findScenario, scenarios } from './scenarios';

const emails = scenarios.map((scenario) => scenario.email);

describe('scenarios', () => {
  it('has one lower-case @gatehouse.test account per email', () => {
    expect(new Set(emails).size).toBe(emails.length);
    for (const email of emails) expect(email).toMatch(/^[a-z0-9-]+@gatehouse\.test$/);
  });

  it('covers every account the README, Storybook and the tests rely on', () => {
    expect(emails).toEqual(
      expect.arrayContaining([
        'sms@gatehouse.test',
        'totp@gatehouse.test',
        'two-step@gatehouse.test',
        'sms-twice@gatehouse.test',
        'no-2fa@gatehouse.test',
        'landline@gatehouse.test',
        'sms-down@gatehouse.test',
        'locked@gatehouse.test',
        'deactivated@gatehouse.test',
        'deactivated-final@gatehouse.test',
        'reactivate@gatehouse.test',
        'contact@gatehouse.test',
        'link-message@gatehouse.test',
        'update-phone@gatehouse.test',
        'server-error@gatehouse.test',
        'malformed@gatehouse.test',
        'slow@gatehouse.test',
        'expired-token@gatehouse.test',
        'errors-list@gatehouse.test',
      ]),
    );
  });

  it('builds every challenge fixture exactly as the core schema reads it', () => {
    for (const scenario of scenarios) {
      for (const challenge of scenario.challenges ?? []) {
        expect(z.parse(requiredChallengeSchema, challenge)).toEqual(challenge);
      }
    }
  });

  it('is documented in the README table, one row per account', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    for (const email of emails) expect(readme).toContain(`| \`${email}\``);
  });

  it('finds a scenario by email, trimmed and in any case', () => {
    expect(findScenario(' TOTP@gatehouse.test ')?.email).toBe('totp@gatehouse.test');
    expect(findScenario('nobody@gatehouse.test')).toBeUndefined();
  });
});
