'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * What the host page supplies that some challenges need, by name (`faceScan`: a face-scan SDK
 * under `<FaceScanProvider>`). A definition's `available(host)` reads it.
 */
export type HostCapabilities = Readonly<Record<string, unknown>>;

const none: HostCapabilities = {};

const HostCapabilitiesContext = createContext<HostCapabilities>(none);

export interface HostCapabilityProps {
  /** The capability's name, as definitions read it. */
  name: string;
  /** What it is worth to them; true when only its presence matters. */
  value?: unknown;
  children?: ReactNode;
}

/** Adds one capability for every flow below it, on top of those above. */
export function HostCapability({ name, value = true, children }: HostCapabilityProps) {
  const outer = useContext(HostCapabilitiesContext);
  const capabilities = useMemo(() => ({ ...outer, [name]: value }), [outer, name, value]);
  return (
    <HostCapabilitiesContext.Provider value={capabilities}>
      {children}
    </HostCapabilitiesContext.Provider>
  );
}

/** The capabilities the host mounted above this point. */
export function useHostCapabilities(): HostCapabilities {
  return useContext(HostCapabilitiesContext);
}
