// The phone step as the member lives it: ask for a code at a number, then type it in. The rules
// (closed verifications, throttling, single use) live here; phone-codes.ts holds the code itself.
import type { PhoneCodeSent, VerificationProviderName } from '../../../shared/contracts/verification';
import type { SmsSender } from '../../adapters/sms';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { countCodeSend } from './code-throttle';
import { maskPhoneNumber } from './phone-mask';
import { checkCode, type CodeCheck, hashCode, newCode, storeCode } from './phone-codes';
import { readVerification, savePhoneVerified } from './queries';
import { phoneCodeText } from './sms-texts';
import { closedError, isClosed, type VerificationRow } from './status';
import { submitVerification } from './submission';

const CODE_REFUSALS: Record<Exclude<CodeCheck['outcome'], 'accepted'>, () => AppError> = {
  incorrect: () => new AppError('CODE_INCORRECT', 'The code is not correct.'),
  expired: () => new AppError('CODE_EXPIRED', 'The code has expired or was already used. Ask for a new one.'),
  // Five wrong tries: this code is dead even if the next try is right; the member asks for a
  // new one (itself throttled), so guessing costs an SMS every five tries.
  locked: () => new AppError('RATE_LIMITED', 'Too many wrong codes. Ask for a new one.'),
};

/** Sends a new code to `phoneNumber` (E.164) in the member's language. */
export async function sendPhoneCode(
  db: Database,
  sms: SmsSender,
  hashKey: Buffer,
  member: { id: string; language: string },
  phoneNumber: string,
): Promise<PhoneCodeSent> {
  if (isClosed(await readVerification(db, member.id))) throw closedError();
  await countCodeSend(db, member.id, phoneNumber);
  const code = newCode();
  const expiresAt = await storeCode(db, { userId: member.id, phoneNumber, codeHash: hashCode(hashKey, member.id, phoneNumber, code) });
  await sms.send({ to: phoneNumber, text: phoneCodeText(member.language, code) });
  return { sentTo: maskPhoneNumber(phoneNumber)!, expiresAt: expiresAt.toISOString() };
}

/** Checks the code; a right one verifies the number and, with both images there, submits. */
export async function verifyPhoneCode(
  db: Database,
  hashKey: Buffer,
  userId: string,
  code: string,
  provider: VerificationProviderName,
): Promise<VerificationRow> {
  if (isClosed(await readVerification(db, userId))) throw closedError();
  const check = await checkCode(db, hashKey, userId, code);
  if (check.outcome !== 'accepted') throw CODE_REFUSALS[check.outcome]();
  const row = await savePhoneVerified(db, userId, check.phoneNumber);
  // The last step: with both images there, this submits everything to the provider.
  if (row.status === 'in_progress' && row.idDocumentKey && row.selfieKey) return submitVerification(db, userId, provider);
  return row;
}
