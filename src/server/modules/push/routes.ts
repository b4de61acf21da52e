// The push API (docs/decisions/0035-push-notifications.md): the public key a browser subscribes
// with, this device's subscription, the member's devices and each one's choices, and the member's
// quiet hours. Any signed-in member; a device id not the member's is 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getPushKey,
  getPushSettings,
  listPushDevices,
  removePushDevice,
  savePushDeviceChoices,
  savePushSettings,
  subscribePush,
  unsubscribePush,
} from '../../../shared/routes/push';
import { rowIdParams } from '../../../shared/routes/id-params';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { requireMember } from '../../plugins/route-access';
import { noStore, registerRoute } from '../../plugins/route-contracts';
import { devicesOf, removeDevice, saveDeviceChoices } from './devices';
import { pushSettingsOf, savePushSettings as saveSettings } from './settings';
import { type EndpointRule, subscribe, unsubscribe } from './subscriptions';

/** A malformed id answers as another member's does. */
const deviceIdOf = (request: FastifyRequest): number => {
  const params = rowIdParams.safeParse(request.params);
  if (!params.success) throw new AppError('NOT_FOUND', 'No such device.');
  return params.data.id;
};

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

  registerRoute(app, listPushDevices, async (request, reply) => {
    noStore(reply);
    return { devices: await devicesOf(db, requireMember(request).id) };
  });

  registerRoute(app, savePushDeviceChoices, async (request, reply, { body }) => {
    noStore(reply);
    return saveDeviceChoices(db, requireMember(request).id, deviceIdOf(request), body);
  });

  registerRoute(app, removePushDevice, async (request, reply) => {
    noStore(reply);
    await removeDevice(db, requireMember(request).id, deviceIdOf(request));
    return { removed: true as const };
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
