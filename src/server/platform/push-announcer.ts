// What a feature may do with push notifications (docs/decisions/0035-push-notifications.md): say
// that something happened for a member. Discovery (likes, matches), messages and events are handed
// this by app.ts; the push module's notices are the one implementation. It never throws: a
// notification that cannot be owed is logged, and the member's own action stands.
import type { PushKind } from '../../shared/contracts/push';

export interface PushNoticeInput {
  /** Who is told. */
  memberId: string;
  kind: PushKind;
  /** The conversation (match, message) or the event (reminder). */
  subjectId?: number | null;
  /** Who did it (the match, the writer); never the liker of a like. */
  actorId?: string | null;
  messageId?: number | null;
}

export interface PushAnnouncer {
  owe(notices: PushNoticeInput[]): Promise<void>;
}
