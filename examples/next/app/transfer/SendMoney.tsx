'use client';

import { approvalResult, isStepUpError, withStepUp } from '@gatehouse-auth/react/step-up';
import '@gatehouse-auth/react/styles.css';
import { useState } from 'react';

// Calls through stepUpFetch open Gatehouse's approval modal when the API asks for one, then
// send the same request again with the approval; no provider is needed.
const stepUpFetch = withStepUp(fetch);

async function sendTransfer(): Promise<string> {
  try {
    const response = await stepUpFetch('/api/v1/transfers', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ amount: 100, currency: 'GBP', recipient: 'Grace Hopper' }),
    });
    if (!response.ok) return `The transfer failed: the API answered ${response.status}.`;
    return `Transfer sent. Approval: ${approvalResult(response) ?? 'not needed'}.`;
  } catch (error) {
    // SCA_MODAL_CLOSED (the user closed the approval) and the other StepUpError codes.
    if (isStepUpError(error)) return `The transfer did not go through: ${error.code}.`;
    return `The transfer failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}

export function SendMoney() {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState('');
  const send = async () => {
    // aria-disabled, not disabled: the button keeps focus, so the modal gives it back.
    if (busy) return;
    setBusy(true);
    setResult('');
    setResult(await sendTransfer());
    setBusy(false);
  };
  return (
    <>
      <button
        type="button"
        className="acme-button"
        aria-disabled={busy || undefined}
        onClick={() => void send()}
      >
        Send £100 to Grace Hopper
      </button>
      <p role="status">{result}</p>
    </>
  );
}
