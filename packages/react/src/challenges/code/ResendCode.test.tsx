import { defaultMessages, type LocalePack } from '@gatehouse-auth/core';
import { render, screen } from '@testing-library/react';
import { MessageCatalogue } from '../../messages/MessageCatalogue';
import { GatehouseProvider } from '../../provider/GatehouseProvider';
import { ResendCode } from './ResendCode';

// The countdown's value comes in as a prop (the challenge's timer drives it), so no clock is needed.
describe('ResendCode countdown text', () => {
  it.each([
    [30, 'You can resend the code in 30 seconds'],
    [2, 'You can resend the code in 2 seconds'],
    [1, 'You can resend the code in 1 second'],
  ])('reads %d seconds as %j', (secondsLeft, text) => {
    render(
      <MessageCatalogue messages={defaultMessages}>
        <ResendCode secondsLeft={secondsLeft} onResend={() => undefined} />
      </MessageCatalogue>,
    );
    expect(screen.getByRole('timer')).toHaveTextContent(new RegExp(`^${text}$`));
  });

  it("follows the pack's plural rules", () => {
    const pl: LocalePack = {
      locale: 'pl-PL',
      dir: 'ltr',
      messages: {
        ...defaultMessages,
        'otp.resendIn':
          'Kod wyślesz ponownie za {seconds, plural, one {# sekundę} few {# sekundy} many {# sekund} other {# sekundy}}',
      },
    };
    render(
      <GatehouseProvider locale={pl}>
        <ResendCode secondsLeft={5} onResend={() => undefined} />
      </GatehouseProvider>,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('Kod wyślesz ponownie za 5 sekund');
  });
});
