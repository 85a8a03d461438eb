/** The offline notice every widget shows while one of its calls waits for the network. */
export const offlineMessages = {
  'offline.waiting': "You're offline. We'll continue as soon as you're back online.",
} as const;
