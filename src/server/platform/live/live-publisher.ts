// What a feature may do with the live sockets (docs/decisions/0023-messages.md): send an event to
// members wherever their sockets are, and close a member's sockets when their sessions end.
// Discovery, moderation and account-data are handed this by app.ts; LiveHub (live-hub.ts, beside
// it) is the one implementation.
import type { LiveSignal } from '../../adapters/live-bus';

export interface LivePublisher {
  publish(signal: LiveSignal): Promise<void>;
  endSessions(memberId: string, sessions: readonly string[] | 'all'): Promise<void>;
}
