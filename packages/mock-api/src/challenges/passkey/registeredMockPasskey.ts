/**
 * The passkey the mock server holds from the start for `passkey-registered@gatehouse.test`, with
 * its private half: a test puts it in a virtual authenticator (Chromium's DevTools protocol,
 * `WebAuthn.addCredential`) and that device then holds a passkey for the site, as a returning
 * customer's does, with nothing registered first. A test key: it guards nothing.
 */
export const registeredMockPasskey = {
  email: 'passkey-registered@gatehouse.test',
  rpId: 'localhost',
  /** base64url, as the browser reports it. */
  credentialId: 'ZfyDUOtW_NwaaBBIiX1fbA',
  /** base64url COSE (EC2, ES256, P-256): what the server keeps. */
  publicKey:
    'pQECAyYgASFYIO8rBmNPClDElfuGE4a05AxR3ATorYoRvC86AjA0WgZ4IlggblEavFXrQD2vQIQtE76cOBn2N4sxFVCnkadbO4qJA9E',
  /** PKCS#8, base64: what the device keeps. */
  privateKey:
    'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgdKjqtMfM071+qd09iUc/9cPcsbXArkg6wRIekMV9tFihRANCAATvKwZjTwpQxJX7hhOGtOQMUdwE6K2KEbwvOgIwNFoGeG5RGrxV60A9r0CELRO+nDgZ9jeLMRVQp5GnWzuKiQPR',
  /** base64url user handle the device returns with its assertions. */
  userHandle: 'cGFzc2tleS1yZWdpc3RlcmVk',
} as const;
