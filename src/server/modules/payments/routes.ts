import type { MemberChanges } from '../../platform/member-cache/member-changes';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../../shared/errors';
import * as routes from '../../../shared/routes/payments';
import { pathOf } from '../../../shared/routes/route';
import { registerRoute } from '../../plugins/route-contracts';
import { createPaymentAdapters, type PaymentAdapters } from '../../adapters/payments';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { requireMember } from '../../plugins/route-access';
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

export interface PaymentsContextOptions {
  db: Database;
  config: AppConfig;
  /** Tests hand in their own adapters; otherwise built from the configuration. */
  adapters?: PaymentAdapters;
  memberChanges: Pick<MemberChanges, 'changed'>;
  webhookOutcome?: PaymentsContext['webhookOutcome'];
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
      const response = await app.inject({
        method: 'POST',
        url: pathOf(routes.receivePaymentWebhook, { provider: 'sandbox' }),
        headers,
        payload: body,
      });
      if (response.statusCode < 300) return;
      // The webhook could not store the event now (the database is away, the server is busy): the
      // member's request is answered the same 503, with its code, as a provider would be told to
      // try again. Anything else is a fault of ours: 500.
      if (response.statusCode === 503) {
        const { code, message } = response.json<ApiErrorBody>();
        throw new AppError(code, message);
      }
      throw new Error(`The sandbox webhook was answered ${response.statusCode}`);
    });
  return {
    db: options.db,
    adapters,
    publicOrigin: options.config.PUBLIC_ORIGIN,
    membershipChanged: (userId) => options.memberChanges.changed([userId]),
    webhookOutcome: options.webhookOutcome,
  };
}

export async function paymentRoutes(app: FastifyInstance, { context }: { context: PaymentsContext }) {
  const { adapters } = context;

  registerRoute(app, routes.getPaymentProviders, async () => availableProviders(context));

  registerRoute(app, routes.startCheckout, async (request, _reply, { body: input }) => {
    return startCheckout(context, requireMember(request), input.plan, input.provider);
  });

  registerRoute(app, routes.confirmCheckout, async (request, _reply, { body: input }) => {
    return { success: await confirmCheckout(context, requireMember(request), input.provider, input.sessionId) };
  });

  registerRoute(app, routes.getSubscription, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return subscriptionViewOf(context.db, requireMember(request).id, new Date());
  });

  for (const [contract, cancel] of [
    [routes.cancelSubscription, true],
    [routes.resumeSubscription, false],
  ] as const) {
    registerRoute(app, contract, async (request, _reply, { body: input }) => {
      return changeCancelAtPeriodEnd(context, requireMember(request), input.plan, cancel);
    });
  }

  if (adapters.sandbox) {
    registerRoute(app, routes.getSandboxSession, async (request, _reply, { params }) => {
      return readSandboxSession(context, requireMember(request), params.sessionId);
    });
    registerRoute(app, routes.finishSandboxCheckout, async (request, _reply, { params }) => {
      return finishSandboxCheckout(context, requireMember(request), params.sessionId, params.outcome);
    });
    registerRoute(app, routes.simulateSandboxBilling, async (request, _reply, { params: { billingEvent }, body: input }) => {
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
    registerRoute(
      webhooks,
      routes.receivePaymentWebhook,
      async (request, _reply, { params: { provider } }) => {
        if (!Buffer.isBuffer(request.body)) throw new AppError('VALIDATION_FAILED', 'A webhook body is JSON.');
        await receiveWebhook(context, provider, request.body, request.headers, request.log);
        // 2xx for applied, stale, duplicate and unused events alike: none of them needs a retry.
        return { received: true } as const;
      },
      { bodyLimit: WEBHOOK_BODY_LIMIT },
    );
  });
}
