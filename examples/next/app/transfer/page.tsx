import type { Metadata } from 'next';
import { SendMoney } from './SendMoney';

export const metadata: Metadata = { title: 'Send money · Acme Money' };

export default function TransferPage() {
  return (
    <section className="acme-card" aria-labelledby="acme-transfer-title">
      <h1 id="acme-transfer-title">Send money</h1>
      <p>
        The API asks for approval of every transfer: confirm it with the SMS code{' '}
        <code>111111</code>, and the transfer is sent again with the approval.
      </p>
      <SendMoney />
    </section>
  );
}
