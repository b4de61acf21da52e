// The pure parts of `npm run bench:load` (docs/benchmarks.md, T10): the percentiles and report,
// what counts as during an outage, and the lost check.
import { describe, expect, it } from 'vitest';
import {
  actionFigures,
  checkNothingLost,
  duringOutage,
  errorsByStatus,
  type LostCheckInput,
  lostNothing,
  percentile,
  type Sample,
  uncleanDuringOutages,
} from './report';

const sample = (action: Sample['action'], startedAt: number, took: number, status = 200): Sample => ({
  action,
  startedAt,
  endedAt: startedAt + took,
  status,
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const hundred = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile(hundred, 0.95)).toBe(95);
    expect(percentile(hundred, 0.99)).toBe(99);
    expect(percentile(hundred, 1)).toBe(100);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe('the report', () => {
  const outages = [{ name: 'restart', from: 1_000, to: 2_000 }];

  it('counts a request as during an outage when it overlaps it, and only then', () => {
    expect(duringOutage(sample('swipe', 900, 200), outages)).toBe(true);
    expect(duringOutage(sample('swipe', 1_500, 10), outages)).toBe(true);
    expect(duringOutage(sample('swipe', 1_990, 500), outages)).toBe(true);
    expect(duringOutage(sample('swipe', 500, 100), outages)).toBe(false);
    expect(duringOutage(sample('swipe', 2_001, 100), outages)).toBe(false);
  });

  it('times only the 2xx answers outside the outages, per action', () => {
    const samples = [
      ...Array.from({ length: 99 }, (_, index) => sample('swipe', 3_000 + index, 10)),
      sample('swipe', 4_000, 80),
      sample('swipe', 1_200, 5_000),
      sample('swipe', 5_000, 900, 500),
      sample('send', 6_000, 40),
    ];
    const figures = actionFigures(samples, outages, 10);
    const swipe = figures.find((row) => row.action === 'swipe')!;
    expect(swipe).toMatchObject({ count: 100, perSecond: 10, p50: 10, p99: 10, max: 80 });
    expect(figures.find((row) => row.action === 'send')).toMatchObject({ count: 1, p99: 40 });
    expect(figures.find((row) => row.action === 'pay')!.p99).toBeNaN();
  });

  it('sorts failures by status inside and outside the outages, and calls 500 unclean', () => {
    const samples = [
      sample('send', 1_100, 10, 503),
      sample('send', 1_200, 10, 500),
      sample('deck', 1_300, 10, 0),
      sample('read', 3_000, 10, 404),
    ];
    const { outside, during } = errorsByStatus(samples, outages);
    expect(Object.fromEntries(outside)).toEqual({ '404': 1 });
    expect(Object.fromEntries(during)).toEqual({ '503': 1, '500': 1, 'no answer': 1 });
    expect(uncleanDuringOutages(during, true)).toEqual(['500']);
    expect(uncleanDuringOutages(during, false)).toEqual(['500', 'no answer']);
    expect(uncleanDuringOutages(new Map([['503', 4]]), false)).toEqual([]);
  });
});

describe('the lost check', () => {
  const whole = (): LostCheckInput => ({
    swipesAnswered: ['a>b', 'b>a'],
    swipesStored: new Set(['a>b', 'b>a', 'c>a']),
    messagesAnswered: [
      { id: 1, recipientId: 'b' },
      { id: 2, recipientId: 'a' },
    ],
    messageIdsStored: new Set([1, 2]),
    paymentsAnswered: new Map([['a', 2]]),
    paymentsStored: new Map([['a', 2]]),
    socketArrivals: new Map([['b', new Map([[1, 1]])]]),
    caughtUp: new Map([['a', new Set([2])]]),
  });

  it('finds nothing lost when every write is stored and every message arrived once (on the socket or by catch-up)', () => {
    const check = checkNothingLost(whole());
    expect(check).toEqual({ missingRows: { swipes: 0, messages: 0, payments: 0 }, undelivered: [], deliveredTwice: [] });
    expect(lostNothing(check)).toBe(true);
  });

  it('counts a missing swipe, message or payment', () => {
    const input = { ...whole(), swipesStored: new Set(['a>b']), messageIdsStored: new Set([2]), paymentsStored: new Map([['a', 1]]) };
    const check = checkNothingLost(input);
    expect(check.missingRows).toEqual({ swipes: 1, messages: 1, payments: 1 });
    expect(lostNothing(check)).toBe(false);
  });

  it('finds a message that never reached its recipient, or reached another member', () => {
    const input = { ...whole(), caughtUp: new Map([['b', new Set([2])]]) };
    expect(checkNothingLost(input).undelivered).toEqual([2]);
  });

  it('finds a message that came twice on the socket, but not one the catch-up brought again', () => {
    const twice = { ...whole(), socketArrivals: new Map([['b', new Map([[1, 2]])]]) };
    expect(checkNothingLost(twice).deliveredTwice).toEqual([1]);
    const alsoCaughtUp = {
      ...whole(),
      caughtUp: new Map([
        ['a', new Set([2])],
        ['b', new Set([1])],
      ]),
    };
    expect(lostNothing(checkNothingLost(alsoCaughtUp))).toBe(true);
  });
});
