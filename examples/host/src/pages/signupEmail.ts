// The email typed on `/signup`, for `/register/{id}`: the widget goes there with a page load (so the
// register page reads the signup cookie), and the address carries no email (SPEC.md §2). A host
// with a server would ask it for the sign-up; Acme keeps the email in this tab's sessionStorage,
// under the sign-up's id. Never a token: those stay in the cookie the widget wrote.

const key = 'acme.signupEmail';

/** `<SignupForm onSignedUp>` on `/signup`: keeps the email for that sign-up's register page. */
export function keepSignupEmail({ id, email }: { id: string; email: string }): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ id, email }));
  } catch {
    // Storage blocked: the register page asks for the email again.
  }
}

/** The email `/signup` kept for sign-up `id`, if this tab signed it up. */
export function signupEmailFor(id: string): string | undefined {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return undefined;
    const { id: keptId, email } = kept as Record<string, unknown>;
    return keptId === id && typeof email === 'string' && email !== '' ? email : undefined;
  } catch {
    return undefined;
  }
}
