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
