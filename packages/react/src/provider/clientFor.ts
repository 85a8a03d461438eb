import type { Client, GatehouseConfig, NetworkWaits } from '@gatehouse-auth/core';
import { createClient } from '@gatehouse-auth/core/internal/api/client';

const clients = new WeakMap<GatehouseConfig, Client>();

/**
 * The HTTP client for a provider's config, made once per config object.
 */
export function clientFor(config: GatehouseConfig): Client {
  let client = clients.get(config);
  if (!client) {
    client = createClient(config);
    clients.set(config, client);
  }
  return client;
}

/** The calls of that client waiting for the network, for a widget's offline notice. */
export const networkWaitsFor = (config: GatehouseConfig): NetworkWaits =>
  clientFor(config).networkWaits;
