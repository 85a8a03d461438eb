import type { GatehouseError } from '@gatehouse-auth/core';
import { PhoneNumberSettings, type SavedPhoneNumber } from '@gatehouse-auth/react/phone-settings';
import { GatehouseProvider } from '@gatehouse-auth/react/provider';
import '@gatehouse-auth/react/styles.css';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { exampleClockConfig } from '../clockFlag';

// Where a real host would call its error monitoring. Gatehouse never passes tokens here.
const reportError = (error: GatehouseError) => console.warn(`[Acme monitoring] ${error.code}`);

/**
 * `/settings/phone`: the logged-in user's phone numbers. Saving one asks for approval with a
 * code sent to the new number (`111111`). Mock test numbers (last four digits): 0000 or 1111 →
 * duplicate screens, 2222 → blocked, 3333 → a landline (the code comes by voice call). The mock
 * keeps the numbers in this page only: a reload starts with none.
 */
export function PhoneSettingsPage() {
  // `?testHints=1` shows the test-environment hint and prefills the code (never in production).
  const testHints = useSearchParams()[0].get('testHints') === '1';
  const [lastSaved, setLastSaved] = useState('');
  const saved = ({ phoneNumber, approvalResult }: SavedPhoneNumber) =>
    setLastSaved(`Saved ${phoneNumber.phoneNumber} (approval: ${approvalResult ?? 'not needed'}).`);
  return (
    <div className="acme-login">
      <div className="acme-login__intro">
        <h1>Phone settings</h1>
        <p>
          We send your login codes to this number. Changing it needs a code sent to the new number.
        </p>
        <p role="status">{lastSaved}</p>
        <p>
          <Link to="/home">Back to your account</Link>
        </p>
      </div>
      <div className="acme-card acme-login__widget">
        <GatehouseProvider
          config={exampleClockConfig()}
          testHints={testHints}
          onError={reportError}
        >
          <PhoneNumberSettings onSuccess={saved} />
        </GatehouseProvider>
      </div>
    </div>
  );
}
