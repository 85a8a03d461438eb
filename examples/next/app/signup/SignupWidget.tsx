'use client';

import { GatehouseProvider } from '@gatehouse-auth/react/provider';
import { SignupForm } from '@gatehouse-auth/react/signup';
import '@gatehouse-auth/react/styles.css';

/** The sign-up form; on success it keeps the signup cookie and goes on to `/register/{id}`. */
export function SignupWidget() {
  return (
    <GatehouseProvider>
      <SignupForm />
    </GatehouseProvider>
  );
}
