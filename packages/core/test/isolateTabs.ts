// Node's BroadcastChannel reaches every worker thread of the process, and vitest runs test files
// in threads side by side: a wait that finishes in one file would make another file's wait check
// early, and request counts would depend on timing. Here a channel reaches only its own thread
// (one test file), as a browser's reaches only its own origin. Chromium runs the real one.
class ThreadBroadcastChannel extends EventTarget {
  static readonly open = new Set<ThreadBroadcastChannel>();
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly name: string) {
    super();
    ThreadBroadcastChannel.open.add(this);
  }
  postMessage(data: unknown) {
    for (const other of ThreadBroadcastChannel.open) {
      if (other === this || other.name !== this.name) continue;
      queueMicrotask(() => {
        if (!ThreadBroadcastChannel.open.has(other)) return;
        const event = new MessageEvent('message', { data });
        other.onmessage?.(event);
        other.dispatchEvent(event);
      });
    }
  }
  close() {
    ThreadBroadcastChannel.open.delete(this);
  }
  unref() {
    return this;
  }
  ref() {
    return this;
  }
}

globalThis.BroadcastChannel = ThreadBroadcastChannel as unknown as typeof BroadcastChannel;
