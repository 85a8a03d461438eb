'use client';

import { GatehouseProvider } from '@gatehouse/react/provider';
import { SignupForm } from '@gatehouse/react/signup';
import '@gatehouse/react/styles.css';

/** The sign-up form; on success it keeps the signup cookie and goes on to `/register/{id}`. */
export function SignupWidget() {
  return (
    <GatehouseProvider>
      <SignupForm />
    </GatehouseProvider>
  );
}
