import { defaultMessages, type MessageKey } from '../../locales/defaultMessages';
import { formatMessage } from '../../messages/formatMessage';
import { readAttributes } from '../challengeDefinition';
import {
  smsDefinition,
  totpDefinition,
  voiceDefinition,
  whatsappDefinition,
} from './codeDefinitions';

const t = (key: string, values?: Record<string, string | number>) =>
  formatMessage(defaultMessages[key as MessageKey], values);

describe('the code challenge definitions', () => {
  it('the phone channels reach the user through the phone; TOTP does not', () => {
    expect(
      [smsDefinition, whatsappDefinition, voiceDefinition].map((definition) => definition.channel),
    ).toEqual(['phone', 'phone', 'phone']);
    expect(totpDefinition.channel).toBeUndefined();
  });

  it('says which number the phone channels use, on "Choose a 2-step verification method"', () => {
    const attributes = readAttributes(smsDefinition, {
      type: 'SMS',
      viewData: { attributes: { maskedPhoneNumber: '+44 ••••• ••789' } },
    });
    expect(smsDefinition.contact?.(attributes, t)).toBe(
      "We'll use +44 ••••• ••789 for SMS, voice call and WhatsApp",
    );
    expect(totpDefinition.contact).toBeUndefined();
  });

  it('has no phone line without a masked number (absent, null or empty)', () => {
    for (const maskedPhoneNumber of [undefined, null, '']) {
      const attributes = readAttributes(voiceDefinition, {
        type: 'VOICE',
        viewData: { attributes: { maskedPhoneNumber } },
      });
      expect(voiceDefinition.contact?.(attributes, t)).toBeUndefined();
    }
  });

  it('names each method from the catalogue, and brings those texts to the flow', () => {
    expect(
      [smsDefinition, whatsappDefinition, voiceDefinition, totpDefinition].map((definition) =>
        typeof definition.label === 'function' ? definition.label(t) : definition.label,
      ),
    ).toEqual(['Text message (SMS)', 'WhatsApp', 'Voice call', 'Authenticator app']);
    expect(smsDefinition.messages).toHaveProperty(['challenge.method.SMS'], 'Text message (SMS)');
  });
});
