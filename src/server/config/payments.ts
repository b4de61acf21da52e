// Payment settings, validated with the rest of the configuration (env.ts). Which providers run:
// PAYMENT_PROVIDERS when set; otherwise Stripe and PayPal when their keys are set, plus the sandbox outside
// production. The sandbox grants memberships without money, so production runs it only when
// PAYMENT_PROVIDERS lists it explicitly (a demo or staging site) and with its own secret.
import { z } from 'zod';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '../../shared/contracts/payments';

export const paymentEnvShape = {
  PAYMENT_PROVIDERS: z
    .string()
    .regex(/^\s*(stripe|paypal|sandbox)(\s*,\s*(stripe|paypal|sandbox))*\s*$/, 'must be a comma-separated list of stripe, paypal, sandbox')
    .optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_... or sk_live_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_...)')
    .optional(),
  STRIPE_PRICE_BASIC: z
    .string()
    .regex(/^price_\w+$/, 'must be a Stripe price id (price_...)')
    .optional(),
  STRIPE_PRICE_PREMIUM: z
    .string()
    .regex(/^price_\w+$/, 'must be a Stripe price id (price_...)')
    .optional(),
  SANDBOX_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PAYPAL_CLIENT_ID: z.string().min(10, 'must be a PayPal REST client id').optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(10, 'must be a PayPal REST client secret').optional(),
  /** The id PayPal gave the webhook https://<site>/api/payments/webhooks/paypal (for verification). */
  PAYPAL_WEBHOOK_ID: z.string().min(5, 'must be the id of the PayPal webhook').optional(),
  PAYPAL_PLAN_BASIC: z
    .string()
    .regex(/^P-\w+$/, 'must be a PayPal billing plan id (P-...)')
    .optional(),
  PAYPAL_PLAN_PREMIUM: z
    .string()
    .regex(/^P-\w+$/, 'must be a PayPal billing plan id (P-...)')
    .optional(),
  /** https://api-m.paypal.com (live) or https://api-m.sandbox.paypal.com (PayPal's test site). */
  PAYPAL_API_BASE_URL: z.url().default('https://api-m.sandbox.paypal.com'),
  /** Another Stripe API address (stripe-mock, or the fake server of the tests); never in production. */
  STRIPE_API_BASE_URL: z.url().optional(),
};

/** Signs sandbox webhooks outside production only: public, like the development auth secret. */
export const DEVELOPMENT_SANDBOX_WEBHOOK_SECRET = 'sahel-hearts-sandbox-webhooks-development-only';

export interface PaymentSettings {
  /** The providers that run, in the order given. Empty: payments are unavailable. */
  PAYMENT_PROVIDERS: PaymentProvider[];
  SANDBOX_WEBHOOK_SECRET: string;
}

type PaymentEnv = { [K in keyof typeof paymentEnvShape]?: z.infer<(typeof paymentEnvShape)[K]> };

export function resolvePaymentSettings(env: PaymentEnv, production: boolean): { settings: PaymentSettings; problems: string[] } {
  const problems: string[] = [];
  const listed = env.PAYMENT_PROVIDERS?.split(',').map((name) => name.trim() as PaymentProvider);
  const providers = listed
    ? [...new Set(listed)].filter((name) => (PAYMENT_PROVIDERS as readonly string[]).includes(name))
    : [
        ...(env.STRIPE_SECRET_KEY ? (['stripe'] as const) : []),
        ...(env.PAYPAL_CLIENT_ID ? (['paypal'] as const) : []),
        ...(production ? [] : (['sandbox'] as const)),
      ];
  if (providers.includes('stripe') || env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET) {
    if (!env.STRIPE_SECRET_KEY) problems.push('STRIPE_SECRET_KEY: required when Stripe is used');
    if (!env.STRIPE_WEBHOOK_SECRET) problems.push('STRIPE_WEBHOOK_SECRET: required when Stripe is used (the endpoint signing secret)');
  }
  if (production && env.STRIPE_API_BASE_URL) problems.push('STRIPE_API_BASE_URL: only for tests, never in production');
  const paypalKeys = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID', 'PAYPAL_PLAN_BASIC', 'PAYPAL_PLAN_PREMIUM'] as const;
  if (providers.includes('paypal') || paypalKeys.some((key) => env[key])) {
    for (const key of paypalKeys) if (!env[key]) problems.push(`${key}: required when PayPal is used`);
  }
  if (production && providers.includes('sandbox') && !env.SANDBOX_WEBHOOK_SECRET) {
    problems.push('SANDBOX_WEBHOOK_SECRET: required in production when PAYMENT_PROVIDERS lists sandbox');
  }
  if (production && env.SANDBOX_WEBHOOK_SECRET === DEVELOPMENT_SANDBOX_WEBHOOK_SECRET) {
    problems.push('SANDBOX_WEBHOOK_SECRET: the published development secret; set one of your own');
  }
  return {
    settings: {
      PAYMENT_PROVIDERS: providers,
      SANDBOX_WEBHOOK_SECRET: env.SANDBOX_WEBHOOK_SECRET ?? DEVELOPMENT_SANDBOX_WEBHOOK_SECRET,
    },
    problems,
  };
}
