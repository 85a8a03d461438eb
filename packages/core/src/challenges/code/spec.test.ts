import { defaultMessages } from '../../messages/allMessages';
import type { MessageKey } from '../../messages/defaultMessages';
import { formatMessage } from '../../messages/formatMessage';
import { readAttributes } from '../challengeSpec';
import { smsSpec, totpSpec, voiceSpec, whatsappSpec } from './spec';

const t = (key: MessageKey, values?: Record<string, string | number>) =>
  formatMessage(defaultMessages[key], values);

describe('the code challenge specs', () => {
  it('the phone channels reach the user through the phone; TOTP does not', () => {
    expect([smsSpec, whatsappSpec, voiceSpec].map((spec) => spec.channel)).toEqual([
      'phone',
      'phone',
      'phone',
    ]);
    expect(totpSpec.channel).toBeUndefined();
  });

  it('says which number the phone channels use, on "Choose a 2-step verification method"', () => {
    const attributes = readAttributes(smsSpec, {
      type: 'SMS',
      viewData: { attributes: { maskedPhoneNumber: '+44 ••••• ••789' } },
    });
    expect(smsSpec.contact?.(attributes, t)).toBe(
      "We'll use +44 ••••• ••789 for SMS, voice call and WhatsApp",
    );
    expect(totpSpec.contact).toBeUndefined();
  });

  it('has no phone line without a masked number (absent, null or empty)', () => {
    for (const maskedPhoneNumber of [undefined, null, '']) {
      const attributes = readAttributes(voiceSpec, {
        type: 'VOICE',
        viewData: { attributes: { maskedPhoneNumber } },
      });
      expect(voiceSpec.contact?.(attributes, t)).toBeUndefined();
    }
  });

  it('names each method from the catalogue, and brings those texts to the flow', () => {
    expect(
      [smsSpec, whatsappSpec, voiceSpec, totpSpec].map((spec) =>
        typeof spec.label === 'function' ? spec.label(t) : spec.label,
      ),
    ).toEqual(['Text message (SMS)', 'WhatsApp', 'Voice call', 'Authenticator app']);
    expect(smsSpec.messages).toHaveProperty(['challenge.method.SMS'], 'Text message (SMS)');
  });
});
