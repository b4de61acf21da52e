// Reading a live socket in tests: every frame is kept in order, and `next` waits for the first one
// not yet taken that matches, however late it comes (no clock: the test's own timeout bounds it).
import type { WebSocket } from 'ws';
import type { LiveEvent } from '../../shared/contracts/messages';

export interface LiveEvents {
  next<Type extends LiveEvent['type']>(
    type: Type,
    matches?: (event: Extract<LiveEvent, { type: Type }>) => boolean,
  ): Promise<Extract<LiveEvent, { type: Type }>>;
  /** Every frame received so far, taken or not. */
  readonly all: LiveEvent[];
}

export function liveEventsOf(socket: WebSocket): LiveEvents {
  const all: LiveEvent[] = [];
  const taken = new Set<number>();
  const waiting: (() => void)[] = [];
  socket.on('message', (data: Buffer) => {
    all.push(JSON.parse(data.toString()) as LiveEvent);
    for (const wake of waiting.splice(0)) wake();
  });
  return {
    all,
    next(type, matches = () => true) {
      return new Promise((resolve) => {
        const look = () => {
          const index = all.findIndex((event, at) => !taken.has(at) && event.type === type && matches(event as never));
          if (index === -1) return void waiting.push(look);
          taken.add(index);
          resolve(all[index] as never);
        };
        look();
      });
    },
  };
}
