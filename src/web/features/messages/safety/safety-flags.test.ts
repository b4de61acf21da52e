// @vitest-environment node
// What a flagged message's notice says, in which order, and which report reason it suggests.
import { describe, expect, it } from 'vitest';
import { noticesFor, reportReasonFor } from './safety-flags';

describe('a flagged message', () => {
  it('gets each kind of notice once, in the contract’s order', () => {
    expect(noticesFor(['insult', 'visa', 'money', 'visa'])).toEqual(['money', 'visa', 'insult']);
    expect(noticesFor([])).toEqual([]);
  });

  it('is reported as a scam when it asks for money, a move off the site or a visa, else as harassment', () => {
    expect(reportReasonFor(['money'])).toBe('scam');
    expect(reportReasonFor(['off_platform'])).toBe('scam');
    expect(reportReasonFor(['insult', 'visa'])).toBe('scam');
    expect(reportReasonFor(['insult'])).toBe('harassment');
  });
});
