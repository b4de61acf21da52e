import { describe, expect, it } from 'vitest';
import type { MatchSummary } from '../../../shared/contracts/discovery';
import { chatTarget } from './featured-chat';

const matchWith = (id: number, memberId: string) =>
  ({ id, member: { id: memberId }, matchedAt: '2026-11-20T10:00:00.000Z' }) as MatchSummary;

describe('chatTarget', () => {
  it('asks anyone but a Premium member to upgrade, on a real member or a sample', () => {
    expect(chatTarget('m-1', false, [matchWith(7, 'm-1')])).toEqual({ kind: 'upgrade' });
    expect(chatTarget(null, false, null)).toEqual({ kind: 'upgrade' });
  });

  it("opens the conversation of a Premium member's match (its id is the match's)", () => {
    expect(chatTarget('m-1', true, [matchWith(3, 'm-2'), matchWith(7, 'm-1')])).toEqual({ kind: 'open', to: '/messages/7' });
  });

  it('opens the profile of someone not matched over the deck, where Like is', () => {
    expect(chatTarget('m-1', true, [matchWith(3, 'm-2')])).toEqual({ kind: 'open', to: '/profiles?member=m-1' });
    // The match list could not be read: the profile still opens.
    expect(chatTarget('m-1', true, null)).toEqual({ kind: 'open', to: '/profiles?member=m-1' });
  });

  it('sends a Premium member from a sample card (nobody) to the deck of real members', () => {
    expect(chatTarget(null, true, null)).toEqual({ kind: 'open', to: '/profiles' });
  });
});
