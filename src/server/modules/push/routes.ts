// The push API (docs/decisions/0035-push-notifications.md): the public key a browser subscribes
// with, this device's subscription, and the member's choices. Any signed-in member.
import type { FastifyInstance } from 'fastify';
import { getPushKey, getPushSettings, savePushSettings, subscribePush, unsubscribePush } from '../../../shared/routes/push';
import type { Database } from '../../db/client';
import { requireMember } from '../../plugins/route-access';
import { noStore, registerRoute } from '../../plugins/route-contracts';
import { pushSettingsOf, savePushSettings as saveSettings } from './settings';
import { type EndpointRule, subscribe, unsubscribe } from './subscriptions';

export async function pushRoutes(app: FastifyInstance, options: { db: Database; publicKey: string; endpointRule: EndpointRule }) {
  const { db } = options;

  registerRoute(app, getPushKey, async () => ({ publicKey: options.publicKey }));

  registerRoute(app, subscribePush, async (request, reply, { body }) => {
    noStore(reply);
    await subscribe(db, requireMember(request).id, body, options.endpointRule);
    return { subscribed: true as const };
  });

  registerRoute(app, unsubscribePush, async (request, reply, { body }) => {
    noStore(reply);
    return { removed: await unsubscribe(db, requireMember(request).id, body.endpoint) };
  });

  registerRoute(app, getPushSettings, async (request, reply) => {
    noStore(reply);
    return pushSettingsOf(db, requireMember(request).id);
  });

  registerRoute(app, savePushSettings, async (request, reply, { body }) => {
    noStore(reply);
    return saveSettings(db, requireMember(request).id, body);
  });
}
