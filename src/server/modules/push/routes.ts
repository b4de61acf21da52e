// The push API (docs/decisions/0035-push-notifications.md): the public key a browser subscribes
// with, this device's subscription, the member's devices and each one's choices, and the member's
// quiet hours. Any signed-in member; a device id not the member's is 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as routes from '../../../shared/routes/push';
import { rowIdParams } from '../../../shared/routes/id-params';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { pathParamsOr, registerOwnDataRoute, registerRoute } from '../../plugins/route-contracts';
import { devicesOf, removeDevice, saveDeviceChoices } from './devices';
import { pushSettingsOf, savePushSettings } from './settings';
import { type EndpointRule, subscribe, unsubscribe } from './subscriptions';

/** A malformed id answers as another member's does. */
const deviceIdOf = (request: FastifyRequest): number =>
  pathParamsOr(request, rowIdParams, () => new AppError('NOT_FOUND', 'No such device.')).id;

export async function pushRoutes(app: FastifyInstance, options: { db: Database; publicKey: string; endpointRule: EndpointRule }) {
  const { db } = options;

  registerRoute(app, routes.getPushKey, async () => ({ publicKey: options.publicKey }));

  registerOwnDataRoute(app, routes.subscribePush, async (memberId, { body }) => {
    await subscribe(db, memberId, body, options.endpointRule);
    return { subscribed: true as const };
  });

  registerOwnDataRoute(app, routes.unsubscribePush, async (memberId, { body }) => ({
    removed: await unsubscribe(db, memberId, body.endpoint),
  }));

  registerOwnDataRoute(app, routes.listPushDevices, async (memberId) => ({ devices: await devicesOf(db, memberId) }));

  registerOwnDataRoute(app, routes.savePushDeviceChoices, (memberId, { body }, request) =>
    saveDeviceChoices(db, memberId, deviceIdOf(request), body),
  );

  registerOwnDataRoute(app, routes.removePushDevice, async (memberId, _input, request) => {
    await removeDevice(db, memberId, deviceIdOf(request));
    return { removed: true as const };
  });

  registerOwnDataRoute(app, routes.getPushSettings, (memberId) => pushSettingsOf(db, memberId));

  registerOwnDataRoute(app, routes.savePushSettings, (memberId, { body }) => savePushSettings(db, memberId, body));
}
