// One process (embedded PGlite, tests): signals go straight to this server's listeners, on the
// next turn of the event loop like a network engine would, never inside the publisher's call.
import { createListeners, type LiveBus, stamped } from './live-bus';

export function createInProcessLiveBus(onError: (error: unknown) => void): LiveBus {
  const listeners = createListeners(onError);
  return {
    engine: 'in-process',
    async publish(signal) {
      const copy = structuredClone(stamped(signal));
      setImmediate(() => listeners.emit(copy));
    },
    subscribe: (listener) => listeners.add(listener),
    connected: () => true,
    async close() {},
  };
}
