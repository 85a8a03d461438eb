'use client';

import type { StepUpDescription, StepUpDescriptions } from '@gatehouse-auth/core/step-up';
import { useId, useSyncExternalStore } from 'react';
import { useMessages } from '../messages/useMessages';
import { useGatehouse } from '../provider/GatehouseProvider';

/**
 * An amount in `locale`'s currency format ('1.250,50 €' in de-DE). A currency code Intl
 * rejects, or a value that is not a number, shows as the host gave it: 'value CODE'.
 */
function formatAmount(
  { value, currency }: NonNullable<StepUpDescription['amount']>,
  locale: string,
): string {
  const given = `${value} ${currency}`;
  if (String(value).trim() === '' || !Number.isFinite(Number(value))) return given;
  try {
    // A decimal string is formatted as written, without a float's rounding (Intl.NumberFormat
    // takes strings; ES2022's types know numbers only).
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value as number);
  } catch {
    return given;
  }
}

/**
 * What the approval is for (PSD2 dynamic linking): each waiting call's amount, payee and
 * summary, as text, updated as calls join or stop waiting. Nothing when no call described itself.
 */
export function ApprovalDescriptions({ descriptions }: { descriptions: StepUpDescriptions }) {
  const t = useMessages();
  const { locale } = useGatehouse();
  const id = useId();
  const list = useSyncExternalStore(
    descriptions.subscribe,
    descriptions.current,
    descriptions.current,
  );
  if (list.length === 0) return null;
  return (
    <div className="gh-step-up__approving">
      <p id={id} className="gh-step-up__approving-title">
        {t('stepUp.approving')}
      </p>
      <ul className="gh-step-up__descriptions" aria-labelledby={id}>
        {list.map(({ amount, payee, summary }, index) => (
          // Text only, no state: an index key is enough when a call leaves the list.
          <li key={index} className="gh-step-up__description">
            {amount ? (
              <span className="gh-step-up__amount">
                {formatAmount(amount, locale?.locale ?? 'en-GB')}
              </span>
            ) : null}
            {payee ? <span>{t('stepUp.payee', { payee })}</span> : null}
            {summary ? <span>{summary}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
