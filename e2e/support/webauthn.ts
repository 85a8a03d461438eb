import type { CDPSession, Page } from 'playwright-core';

/** A credential as the Chrome DevTools Protocol reports it (WebAuthn.Credential). */
export interface VirtualCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  userHandle?: string;
  signCount: number;
  /** PKCS#8, base64: what addCredential needs to restore it. */
  privateKey: string;
}

/**
 * A virtual platform authenticator in Chromium (CDP WebAuthn domain): a real key store that
 * signs real assertions, answering every ceremony on this page with no UI. Pages must be on
 * `http://localhost:…` (a secure context), never 127.0.0.1.
 */
export class VirtualAuthenticator {
  private constructor(
    private readonly cdp: CDPSession,
    readonly authenticatorId: string,
  ) {}

  static async attach(page: Page): Promise<VirtualAuthenticator> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable', { enableUI: false });
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    return new VirtualAuthenticator(cdp, authenticatorId);
  }

  async credentials(): Promise<VirtualCredential[]> {
    const { credentials } = await this.cdp.send('WebAuthn.getCredentials', {
      authenticatorId: this.authenticatorId,
    });
    return credentials;
  }

  /** Puts credentials back (as `credentials()` read them, private keys included). */
  async addCredentials(credentials: readonly VirtualCredential[]): Promise<void> {
    for (const credential of credentials) {
      await this.cdp.send('WebAuthn.addCredential', {
        authenticatorId: this.authenticatorId,
        credential,
      });
    }
  }

  /** Forgets every passkey: the next ceremony finds none and fails, as a user's cancel does. */
  async clearCredentials(): Promise<void> {
    await this.cdp.send('WebAuthn.clearCredentials', { authenticatorId: this.authenticatorId });
  }

  async setUserVerified(isUserVerified: boolean): Promise<void> {
    await this.cdp.send('WebAuthn.setUserVerified', {
      authenticatorId: this.authenticatorId,
      isUserVerified,
    });
  }

  /** Whether the authenticator answers at once (true) or waits for a touch that never comes. */
  async setAutomaticPresenceSimulation(enabled: boolean): Promise<void> {
    await this.cdp.send('WebAuthn.setAutomaticPresenceSimulation', {
      authenticatorId: this.authenticatorId,
      enabled,
    });
  }

  async remove(): Promise<void> {
    await this.cdp.send('WebAuthn.removeVirtualAuthenticator', {
      authenticatorId: this.authenticatorId,
    });
    await this.cdp.send('WebAuthn.disable');
    await this.cdp.detach();
  }
}

/** base64url (the browser's and the mock's spelling) to base64 (the DevTools protocol's). */
const base64 = (base64url: string) => Buffer.from(base64url, 'base64url').toString('base64');

/**
 * The passkey the mock server holds from the start for `passkey-registered@gatehouse.test`
 * (`registeredMockPasskey`), as the device that holds it: a returning customer's authenticator.
 */
export function registeredCredential(passkey: {
  credentialId: string;
  privateKey: string;
  userHandle: string;
  rpId: string;
}): VirtualCredential {
  return {
    credentialId: base64(passkey.credentialId),
    isResidentCredential: true,
    rpId: passkey.rpId,
    userHandle: base64(passkey.userHandle),
    signCount: 0,
    privateKey: passkey.privateKey,
  };
}

/** How the page asked the browser for a credential: the autofill, one press, or a prompt. */
export type CredentialRequestMode = 'conditional' | 'immediate' | 'modal';

export interface CredentialRequestRecord {
  mode: CredentialRequestMode;
  /** How it ended: 'resolved', or the error's name (NotAllowedError, AbortError…). */
  outcome?: string;
  /** Milliseconds from the call to its answer, measured in the page. */
  ms?: number;
}

// Wraps navigator.credentials.get in every document, recording each request's mode, outcome and
// time in the page (a click's own time, not the test's round trips).
const recordRequests = `(() => {
  const credentials = navigator.credentials;
  const real = credentials.get.bind(credentials);
  window.__credentialRequests = [];
  credentials.get = (options) => {
    const mode = options && options.mediation === 'conditional'
      ? 'conditional'
      : options && options.uiMode === 'immediate' ? 'immediate' : 'modal';
    const record = { mode };
    window.__credentialRequests.push(record);
    const started = performance.now();
    const pending = real(options);
    pending.then(
      () => { record.outcome = 'resolved'; record.ms = performance.now() - started; },
      (error) => { record.outcome = (error && error.name) || 'Error'; record.ms = performance.now() - started; },
    );
    return pending;
  };
})();`;

/** Records every navigator.credentials.get of the page's documents (install before goto). */
export async function recordCredentialRequests(
  page: Page,
): Promise<() => Promise<CredentialRequestRecord[]>> {
  await page.addInitScript({ content: recordRequests });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { __credentialRequests?: CredentialRequestRecord[] })
          .__credentialRequests ?? [],
    );
}
