// What the member is told about a message the safety rules flagged (docs/decisions/0023-messages.md,
// "Safety"): one notice per kind, in the contract's order, and the report reason that fits it.
import type { ReportReason } from '../../../../shared/contracts/discovery';
import { SAFETY_FLAGS, type SafetyFlag } from '../../../../shared/contracts/messages';

/** Each kind once, in a stable order, whatever order the server listed them in. */
export const noticesFor = (flags: readonly SafetyFlag[]): SafetyFlag[] => SAFETY_FLAGS.filter((flag) => flags.includes(flag));

/** Money, moving off the site and visa asks are the scams of the report's list; an insult alone is harassment. */
export const reportReasonFor = (flags: readonly SafetyFlag[]): ReportReason =>
  flags.some((flag) => flag !== 'insult') ? 'scam' : 'harassment';
