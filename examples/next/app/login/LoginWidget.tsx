'use client';

import { LoginFlow } from '@gatehouse-auth/react/login';
import { GatehouseProvider } from '@gatehouse-auth/react/provider';
import '@gatehouse-auth/react/styles.css';
import { useRouter } from 'next/navigation';

/**
 * The client component a host adds: the provider and the widget, with the callbacks a server
 * page cannot pass. After the second factor, the App Router takes the user on.
 */
export function LoginWidget() {
  const router = useRouter();
  return (
    <GatehouseProvider>
      <LoginFlow onSuccess={({ location }) => router.push(location)} />
    </GatehouseProvider>
  );
}
