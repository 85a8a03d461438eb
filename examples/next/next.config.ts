import type { NextConfig } from 'next';

// Nothing to configure: the Gatehouse packages come built (their `exports` point at dist, each
// client module of @gatehouse-auth/react starts with "use client"), so Next takes them as any installed
// package. `next build` type-checks this app against their published .d.ts files; the
// repository's own `npm run typecheck` leaves the app to it.
const config: NextConfig = {};

export default config;
