import { createClient, type Client, type GatehouseConfig } from '@gatehouse-auth/core';

const clients = new WeakMap<GatehouseConfig, Client>();

/**
 * The HTTP client for a provider's config, made once per config object. Only the parts that
 * talk to the server import this, so a login page's first paint carries no client and no zod.
 */
export function clientFor(config: GatehouseConfig): Client {
  let client = clients.get(config);
  if (!client) {
    client = createClient(config);
    clients.set(config, client);
  }
  return client;
}
