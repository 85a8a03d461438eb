import { createClient, type Client, type GatehouseConfig } from '@gatehouse-auth/core';

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
