// A quiet request (quiet-answers.ts) is answered before better-auth writes its first row. Sign-up
// writes a new member's user and account rows, a reset request a known member's reset token; for
// the other kind of address nothing is written. Waiting for those writes made the answer slower
// for one kind than the other (by 4 to 28 ms on a busy machine, targets.md T5), so both kinds are
// answered after the same work (the rate-limit counts, the address's lookup and, for sign-up, the
// password's hash), and the writes follow, like the e-mail they lead to, in the background
// (docs/decisions/0009-accounts.md). Everything that can refuse the request (the input checks,
// the origin check, a database that cannot be reached) still runs before the answer.
import { AsyncLocalStorage } from 'node:async_hooks';

interface PendingAnswer {
  /** Tells the route to answer now; resolves once the answer has gone out. */
  answerFirst(): Promise<void>;
}

const pendingAnswers = new AsyncLocalStorage<PendingAnswer>();

/**
 * Called by better-auth's database hooks before it writes a user or a verification row: inside a
 * quiet request, waits until its answer is out. Elsewhere (a sign-in link, the demo seed, a
 * later write of the same request) it returns at once. better-auth runs sign-up without a
 * transaction (the Drizzle adapter's `transaction` is off), so no connection is held meanwhile.
 */
export async function answerBeforeWriting(): Promise<void> {
  await pendingAnswers.getStore()?.answerFirst();
}

/**
 * Runs `handle` (better-auth's handler for a quiet request). Resolves with its response, or with
 * 'answer-now' as soon as it is about to write; `answer` must then send the quiet answer, and the
 * rest of `handle` (the writes, then the e-mail) goes to `background` once that answer is out.
 */
export async function untilFirstWrite(
  handle: () => Promise<Response>,
  options: { answer: () => Promise<void>; background: (task: Promise<Response>) => void },
): Promise<Response | 'answered'> {
  let writeReached!: () => void;
  const writing = new Promise<'write'>((resolve) => {
    writeReached = () => resolve('write');
  });
  let answered: Promise<void> | undefined;
  const handled = pendingAnswers.run(
    {
      answerFirst: () => {
        writeReached();
        answered ??= Promise.resolve().then(options.answer);
        return answered;
      },
    },
    handle,
  );
  const first = await Promise.race([handled, writing]);
  if (first !== 'write') return first;
  options.background(handled);
  await answered;
  return 'answered';
}
