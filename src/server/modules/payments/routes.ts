import type { MemberChanges } from '../../platform/member-cache/member-changes';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  checkoutRequest,
  type ConfirmResponse,
  confirmRequest,
  PAYMENT_PROVIDERS,
  SANDBOX_BILLING_EVENTS,
  SANDBOX_OUTCOMES,
  subscriptionChangeRequest,
} from '../../../shared/contracts/payments';
import { createPaymentAdapters, type PaymentAdapters } from '../../adapters/payments';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { requireMember } from '../../plugins/route-access';
import { parseInput } from '../../validate';
import {
  availableProviders,
  changeCancelAtPeriodEnd,
  confirmCheckout,
  finishSandboxCheckout,
  type PaymentsContext,
  readSandboxSession,
  simulateSandboxBilling,
  receiveWebhook,
  startCheckout,
  subscriptionViewOf,
} from './service';

/** Provider events can be larger than the API's usual 64 KB bodies (a Stripe invoice with its lines). */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;
const webhookParams = z.object({ provider: z.enum(PAYMENT_PROVIDERS) });
const sandboxParams = z.object({ sessionId: z.string().min(1).max(255), outcome: z.enum(SANDBOX_OUTCOMES).optional() });

export interface PaymentsContextOptions {
  db: Database;
  config: AppConfig;
  /** Tests hand in their own adapters; otherwise built from the configuration. */
  adapters?: PaymentAdapters;
  memberChanges: Pick<MemberChanges, 'changed'>;
}

/**
 * The payment providers and the database, built once per app: the payment routes use it, and so
 * does the account deletion (which cancels subscriptions first, cancelAllForMember).
 */
export function createPaymentsContext(app: FastifyInstance, options: PaymentsContextOptions): PaymentsContext {
  // The sandbox delivers its signed events to the webhook route below, in process, through the
  // whole HTTP pipeline (content type, raw body, signature), exactly as a provider's would arrive.
  const adapters =
    options.adapters ??
    createPaymentAdapters(options.config, options.db, async ({ body, headers }) => {
      const response = await app.inject({ method: 'POST', url: '/api/payments/webhooks/sandbox', headers, payload: body });
      if (response.statusCode >= 300) throw new Error(`The sandbox webhook was answered ${response.statusCode}`);
    });
  return {
    db: options.db,
    adapters,
    publicOrigin: options.config.PUBLIC_ORIGIN,
    membershipChanged: (userId) => options.memberChanges.changed([userId]),
  };
}

export async function paymentRoutes(app: FastifyInstance, { context }: { context: PaymentsContext }) {
  const { adapters } = context;

  app.get('/api/payments/providers', { config: { access: 'public' } }, async () => availableProviders(context));

  app.post('/api/payments/checkout', { config: { access: 'member' } }, async (request) => {
    const input = parseInput(checkoutRequest, request.body);
    return startCheckout(context, requireMember(request), input.plan, input.provider);
  });

  app.post('/api/payments/confirm', { config: { access: 'member' } }, async (request): Promise<ConfirmResponse> => {
    const input = parseInput(confirmRequest, request.body);
    return { success: await confirmCheckout(context, requireMember(request), input.provider, input.sessionId) };
  });

  app.get('/api/payments/subscription', { config: { access: 'member' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return subscriptionViewOf(context.db, requireMember(request).id, new Date());
  });

  for (const [path, cancel] of [
    ['cancel', true],
    ['resume', false],
  ] as const) {
    app.post(`/api/payments/subscription/${path}`, { config: { access: 'member' } }, async (request) => {
      const input = parseInput(subscriptionChangeRequest, request.body ?? {});
      return changeCancelAtPeriodEnd(context, requireMember(request), input.plan, cancel);
    });
  }

  if (adapters.sandbox) {
    app.get('/api/payments/sandbox/:sessionId', { config: { access: 'member' } }, async (request) => {
      const params = parseInput(sandboxParams, request.params);
      return readSandboxSession(context, requireMember(request), params.sessionId);
    });
    app.post('/api/payments/sandbox/:sessionId/:outcome', { config: { access: 'member' } }, async (request) => {
      const params = parseInput(sandboxParams.required(), request.params);
      return finishSandboxCheckout(context, requireMember(request), params.sessionId, params.outcome);
    });
    app.post('/api/payments/sandbox/subscription/:billingEvent', { config: { access: 'member' } }, async (request) => {
      const { billingEvent } = parseInput(z.object({ billingEvent: z.enum(SANDBOX_BILLING_EVENTS) }), request.params);
      const input = parseInput(subscriptionChangeRequest, request.body ?? {});
      return simulateSandboxBilling(context, requireMember(request), input.plan, billingEvent);
    });
  }

  // Its own scope, so that only here JSON bodies stay raw bytes: signatures are computed over
  // exactly the bytes the provider sent, which a parse and re-serialise would not reproduce.
  await app.register(async (webhooks) => {
    webhooks.removeContentTypeParser('application/json');
    webhooks.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    webhooks.post('/api/payments/webhooks/:provider', { config: { access: 'public' }, bodyLimit: WEBHOOK_BODY_LIMIT }, async (request) => {
      const { provider } = parseInput(webhookParams, request.params);
      if (!Buffer.isBuffer(request.body)) throw new AppError('VALIDATION_FAILED', 'A webhook body is JSON.');
      await receiveWebhook(context, provider, request.body, request.headers, request.log);
      // 2xx for applied, stale, duplicate and unused events alike: none of them needs a retry.
      return { received: true };
    });
  });
}
