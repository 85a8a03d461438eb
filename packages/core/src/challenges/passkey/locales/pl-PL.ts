import type { Translation } from '../../../messages/translation';
import type { passkeyChallengeMessages, passkeyMethodMessages } from '../passkeyChallengeMessages';

/** The passkey challenge's texts in Polish (Poland). */
export const translation = {
  'passkey.challenge.title': 'Użyj klucza dostępu',
  'passkey.challenge.text':
    'Potwierdź swoją tożsamość kluczem dostępu zapisanym na tym urządzeniu lub w menedżerze haseł.',
  'passkey.challenge.continue': 'Kontynuuj z kluczem dostępu',
  'passkey.challenge.verifying': 'Czekamy na klucz dostępu…',
  'passkey.challenge.approveAnotherWay': 'Zatwierdź w inny sposób',
  'passkey.challenge.credentialUnknown':
    'Ten klucz dostępu nie jest już powiązany z Twoim kontem, więc przeglądarka przestanie go proponować. Zatwierdź w inny sposób.',
  'challenge.method.PASSKEY': 'Klucz dostępu',
} satisfies Translation<typeof passkeyChallengeMessages & typeof passkeyMethodMessages>;
