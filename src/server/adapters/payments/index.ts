import type { PaymentProvider } from '../../../shared/contracts/payments';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import type { PaymentAdapter } from './payment-adapter';
import { createPaypalAdapter } from './paypal';
import { createSandboxAdapter, type SandboxAdapter, type SandboxDeliver } from './sandbox';
import { createStripeAdapter } from './stripe';

export type { PaymentAdapter, WebhookEvent } from './payment-adapter';
export { PaymentProviderUnavailableError, ProviderSubscriptionUnknownError, WebhookRefusedError } from './payment-adapter';
export type { SandboxAdapter } from './sandbox';

export interface PaymentAdapters {
  byProvider: Map<PaymentProvider, PaymentAdapter>;
  sandbox: SandboxAdapter | null;
}

type PaymentConfig = Pick<
  AppConfig,
  | 'PAYMENT_PROVIDERS'
  | 'SANDBOX_WEBHOOK_SECRET'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_PRICE_BASIC'
  | 'STRIPE_PRICE_PREMIUM'
  | 'STRIPE_API_BASE_URL'
  | 'PAYPAL_CLIENT_ID'
  | 'PAYPAL_CLIENT_SECRET'
  | 'PAYPAL_WEBHOOK_ID'
  | 'PAYPAL_PLAN_BASIC'
  | 'PAYPAL_PLAN_PREMIUM'
  | 'PAYPAL_API_BASE_URL'
  | 'PUBLIC_ORIGIN'
>;

function stripeApi(baseUrl: string | undefined) {
  if (!baseUrl) return undefined;
  const url = new URL(baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol } as const;
}

/** The adapters of the configured providers (config/payments.ts has already checked their settings). */
export function createPaymentAdapters(config: PaymentConfig, db: Database, deliverSandbox: SandboxDeliver): PaymentAdapters {
  const byProvider = new Map<PaymentProvider, PaymentAdapter>();
  let sandbox: SandboxAdapter | null = null;
  for (const provider of config.PAYMENT_PROVIDERS) {
    if (provider === 'sandbox') {
      sandbox = createSandboxAdapter({
        db,
        secret: config.SANDBOX_WEBHOOK_SECRET,
        publicOrigin: config.PUBLIC_ORIGIN,
        deliver: deliverSandbox,
      });
      byProvider.set('sandbox', sandbox);
    } else if (provider === 'paypal' && config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET && config.PAYPAL_WEBHOOK_ID) {
      byProvider.set(
        'paypal',
        createPaypalAdapter({
          clientId: config.PAYPAL_CLIENT_ID,
          clientSecret: config.PAYPAL_CLIENT_SECRET,
          webhookId: config.PAYPAL_WEBHOOK_ID,
          planIds: { basic: config.PAYPAL_PLAN_BASIC ?? '', premium: config.PAYPAL_PLAN_PREMIUM ?? '' },
          baseUrl: config.PAYPAL_API_BASE_URL,
        }),
      );
    } else if (provider === 'stripe' && config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
      byProvider.set(
        'stripe',
        createStripeAdapter({
          secretKey: config.STRIPE_SECRET_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          priceIds: { basic: config.STRIPE_PRICE_BASIC, premium: config.STRIPE_PRICE_PREMIUM },
          api: stripeApi(config.STRIPE_API_BASE_URL),
        }),
      );
    }
  }
  return { byProvider, sandbox };
}
