import { describe, expect, it } from 'vitest';
import { InvalidConfigError, loadConfig } from '../../config/env';

describe('rate-limit settings', () => {
  it('defaults to a generous per-IP limit and a strict per-account one', () => {
    expect(loadConfig({})).toMatchObject({
      AUTH_RATE_LIMIT_PER_IP_PER_HOUR: 100,
      AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: 10,
      CONTACT_RATE_LIMIT_PER_HOUR: 5,
    });
  });

  it('still reads AUTH_RATE_LIMIT_PER_HOUR as the per-IP limit, unless the new name is set', () => {
    expect(loadConfig({ AUTH_RATE_LIMIT_PER_HOUR: '20' }).AUTH_RATE_LIMIT_PER_IP_PER_HOUR).toBe(20);
    const both = loadConfig({ AUTH_RATE_LIMIT_PER_HOUR: '20', AUTH_RATE_LIMIT_PER_IP_PER_HOUR: '300' });
    expect(both.AUTH_RATE_LIMIT_PER_IP_PER_HOUR).toBe(300);
    expect(both).not.toHaveProperty('AUTH_RATE_LIMIT_PER_HOUR');
  });

  it.each([
    ['AUTH_RATE_LIMIT_PER_IP_PER_HOUR', '0'],
    ['AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR', 'ten'],
    ['AUTH_RATE_LIMIT_PER_HOUR', '2.5'],
  ])('refuses %s=%s, naming it', (name, value) => {
    let refusal: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(InvalidConfigError);
    expect((refusal as InvalidConfigError).problems).toEqual([expect.stringMatching(new RegExp(`^${name}: `))]);
  });
});
