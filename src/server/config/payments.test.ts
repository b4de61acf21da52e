import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';
import { DEVELOPMENT_SANDBOX_WEBHOOK_SECRET } from './payments';
import { PRODUCTION, problemsOf } from './test/problems-of';

const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

describe('payment settings', () => {
  it('runs the sandbox, with the development secret, when nothing is configured outside production', () => {
    expect(loadConfig({})).toMatchObject({ PAYMENT_PROVIDERS: ['sandbox'], SANDBOX_WEBHOOK_SECRET: DEVELOPMENT_SANDBOX_WEBHOOK_SECRET });
  });

  it('adds Stripe when its keys are set, and never the sandbox in production unless listed', () => {
    expect(loadConfig({ ...STRIPE }).PAYMENT_PROVIDERS).toEqual(['stripe', 'sandbox']);
    expect(loadConfig({ ...PRODUCTION, ...STRIPE }).PAYMENT_PROVIDERS).toEqual(['stripe']);
    expect(loadConfig({ ...PRODUCTION }).PAYMENT_PROVIDERS).toEqual([]);
    const paypal = {
      PAYPAL_CLIENT_ID: 'a-paypal-client-id',
      PAYPAL_CLIENT_SECRET: 'a-paypal-secret',
      PAYPAL_WEBHOOK_ID: 'WH-12345',
      PAYPAL_PLAN_BASIC: 'P-1',
      PAYPAL_PLAN_PREMIUM: 'P-2',
    };
    expect(loadConfig({ ...PRODUCTION, ...STRIPE, ...paypal }).PAYMENT_PROVIDERS).toEqual(['stripe', 'paypal']);
    const demo = loadConfig({
      ...PRODUCTION,
      PAYMENT_PROVIDERS: 'sandbox',
      SANDBOX_WEBHOOK_SECRET: 'a-demo-site-sandbox-secret-of-32-chars',
    });
    expect(demo).toMatchObject({ PAYMENT_PROVIDERS: ['sandbox'], SANDBOX_WEBHOOK_SECRET: 'a-demo-site-sandbox-secret-of-32-chars' });
  });

  it('refuses to start with an incomplete or invalid combination, naming the setting', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toEqual([
      'STRIPE_WEBHOOK_SECRET: required when Stripe is used (the endpoint signing secret)',
    ]);
    expect(problemsOf({ PAYMENT_PROVIDERS: 'stripe' })).toEqual([
      'STRIPE_SECRET_KEY: required when Stripe is used',
      'STRIPE_WEBHOOK_SECRET: required when Stripe is used (the endpoint signing secret)',
    ]);
    expect(problemsOf({ PAYMENT_PROVIDERS: 'sandbox,paypal', PAYPAL_CLIENT_ID: 'a-paypal-client-id' })).toEqual([
      'PAYPAL_CLIENT_SECRET: required when PayPal is used',
      'PAYPAL_WEBHOOK_ID: required when PayPal is used',
      'PAYPAL_PLAN_BASIC: required when PayPal is used',
      'PAYPAL_PLAN_PREMIUM: required when PayPal is used',
    ]);
    expect(problemsOf({ PAYPAL_PLAN_BASIC: 'plan-1' })[0]).toMatch(/^PAYPAL_PLAN_BASIC: must be a PayPal billing plan id/);
    expect(problemsOf({ ...PRODUCTION, PAYMENT_PROVIDERS: 'sandbox' })).toEqual([
      'SANDBOX_WEBHOOK_SECRET: required in production when PAYMENT_PROVIDERS lists sandbox',
    ]);
    expect(problemsOf({ ...PRODUCTION, ...STRIPE, STRIPE_API_BASE_URL: 'http://127.0.0.1:12111' })).toEqual([
      'STRIPE_API_BASE_URL: only for tests, never in production',
    ]);
    expect(problemsOf({ PAYMENT_PROVIDERS: 'cash' })[0]).toMatch(/^PAYMENT_PROVIDERS: /);
    expect(problemsOf({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' })[0]).toMatch(/^STRIPE_SECRET_KEY: /);
    expect(problemsOf({ SANDBOX_WEBHOOK_SECRET: 'short' })[0]).toMatch(/^SANDBOX_WEBHOOK_SECRET: /);
  });
});
