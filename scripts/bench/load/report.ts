// The pure half of `npm run bench:load` (docs/benchmarks.md, T10): what each action answered, when,
// and whether it fell inside an outage; the percentiles and the error counts drawn from that; and
// the check that nothing answered 2xx was lost. No I/O here, so scripts/bench/load/report.test.ts
// can check it on made-up samples.

export const ACTIONS = ['sign-in', 'deck', 'swipe', 'send', 'read', 'profile', 'pay'] as const;
export type Action = (typeof ACTIONS)[number];

/** One request a simulated member made. `status` 0: no answer (the connection failed). */
export interface Sample {
  action: Action;
  /** performance.now() when the request left and when its answer was read whole. */
  startedAt: number;
  endedAt: number;
  status: number;
}

/** A fault of the run, from when it began to when every server answered /api/ready 200 again. */
export interface Outage {
  name: string;
  from: number;
  to: number;
}

/** The `share` percentile (0 to 1) of ascending numbers, by the nearest-rank method. */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

/** Whether a request overlapped an outage (it left during one, or was still waiting when one began). */
export function duringOutage(sample: Pick<Sample, 'startedAt' | 'endedAt'>, outages: readonly Outage[]): boolean {
  return outages.some((outage) => sample.startedAt <= outage.to && sample.endedAt >= outage.from);
}

export interface ActionFigures {
  action: Action;
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Latencies of the requests answered 2xx outside the outages, per action. */
export function actionFigures(samples: readonly Sample[], outages: readonly Outage[], seconds: number): ActionFigures[] {
  return ACTIONS.map((action) => {
    const times = samples
      .filter((sample) => sample.action === action && isSuccess(sample.status) && !duringOutage(sample, outages))
      .map((sample) => sample.endedAt - sample.startedAt)
      .sort((a, b) => a - b);
    return {
      action,
      count: times.length,
      perSecond: times.length / Math.max(seconds, 1e-9),
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      p99: percentile(times, 0.99),
      max: times.at(-1) ?? Number.NaN,
    };
  });
}

export const isSuccess = (status: number) => status >= 200 && status < 300;

/** Counts of every answer that was not 2xx, by status ('no answer' for 0), inside and outside the outages. */
export function errorsByStatus(
  samples: readonly Sample[],
  outages: readonly Outage[],
): { outside: Map<string, number>; during: Map<string, number> } {
  const outside = new Map<string, number>();
  const during = new Map<string, number>();
  for (const sample of samples) {
    if (isSuccess(sample.status)) continue;
    const key = sample.status === 0 ? 'no answer' : String(sample.status);
    const counts = duringOutage(sample, outages) ? during : outside;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return { outside, during };
}

/**
 * Whether the failures during the outages were clean: a 503 from a server, or a 502 or no answer
 * for what the killed server had in flight when it died (`allowBadGateway`: the run has a kill).
 * A 500, or any other status, is not.
 */
export function uncleanDuringOutages(during: ReadonlyMap<string, number>, allowBadGateway: boolean): string[] {
  const clean = new Set(['503', ...(allowBadGateway ? ['502', 'no answer'] : [])]);
  return [...during.keys()].filter((status) => !clean.has(status));
}

/** What each message answered 2xx must have become: a row, and one arrival at its recipient. */
export interface SentMessage {
  id: number;
  recipientId: string;
  /** performance.now() when the send was answered (printed for an undelivered one). */
  answeredAt?: number;
}

export interface LostCheck {
  /** Writes answered 2xx that the database does not hold (by kind). */
  missingRows: { swipes: number; messages: number; payments: number };
  /** Messages answered 2xx that never reached their recipient (socket or catch-up). */
  undelivered: number[];
  /** Messages that came on the recipient's sockets more than once. */
  deliveredTwice: number[];
}

export interface LostCheckInput {
  /** Swipes answered 2xx, as `swiperId>targetId`, and those the database holds. */
  swipesAnswered: Iterable<string>;
  swipesStored: ReadonlySet<string>;
  messagesAnswered: readonly SentMessage[];
  messageIdsStored: ReadonlySet<number>;
  /** Per member: payment events answered 2xx, and the payment events the ledger holds for them since the run began. */
  paymentsAnswered: ReadonlyMap<string, number>;
  paymentsStored: ReadonlyMap<string, number>;
  /** Per recipient and message id: how often it came on a socket; and what catch-up pages brought. */
  socketArrivals: ReadonlyMap<string, ReadonlyMap<number, number>>;
  caughtUp: ReadonlyMap<string, ReadonlySet<number>>;
}

export function checkNothingLost(input: LostCheckInput): LostCheck {
  let swipes = 0;
  for (const key of input.swipesAnswered) if (!input.swipesStored.has(key)) swipes += 1;
  const messages = input.messagesAnswered.filter((message) => !input.messageIdsStored.has(message.id)).length;
  let payments = 0;
  for (const [memberId, answered] of input.paymentsAnswered) {
    payments += Math.max(0, answered - (input.paymentsStored.get(memberId) ?? 0));
  }
  const undelivered: number[] = [];
  const deliveredTwice: number[] = [];
  for (const { id, recipientId } of input.messagesAnswered) {
    const onSocket = input.socketArrivals.get(recipientId)?.get(id) ?? 0;
    if (onSocket > 1) deliveredTwice.push(id);
    if (onSocket === 0 && !input.caughtUp.get(recipientId)?.has(id)) undelivered.push(id);
  }
  return { missingRows: { swipes, messages, payments }, undelivered, deliveredTwice };
}

/** Whether the check found anything lost or doubled. */
export const lostNothing = (check: LostCheck) =>
  check.missingRows.swipes +
    check.missingRows.messages +
    check.missingRows.payments +
    check.undelivered.length +
    check.deliveredTwice.length ===
  0;

/** A table of the action figures, as the script prints it. */
export function figuresTable(figures: readonly ActionFigures[]): string[] {
  const number = (value: number, digits = 1) => (Number.isNaN(value) ? 'n/a' : value.toFixed(digits));
  return [
    'action        count  per s   p50 ms   p95 ms   p99 ms   max ms',
    ...figures.map(
      (row) =>
        `${row.action.padEnd(10)} ${String(row.count).padStart(8)} ${number(row.perSecond).padStart(6)} ${[
          row.p50,
          row.p95,
          row.p99,
          row.max,
        ]
          .map((value) => number(value).padStart(8))
          .join(' ')}`,
    ),
  ];
}
