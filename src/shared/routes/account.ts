// The member's own account: the data download, deletion and the away e-mails' switch
// (docs/decisions/0008-retention-and-legal-promises.md, 0025-away-notifications.md).
import { z } from 'zod';
import { deleteAccountInput } from '../contracts/account';
import { notificationSettings } from '../contracts/account-notifications';
import { fileAnswer, route } from './route';

/** A JSON file to download, not an answer to read. */
export const exportAccountData = route({ method: 'GET', path: '/api/account/export', access: 'member', response: fileAnswer });

export const getNotificationSettings = route({
  method: 'GET',
  path: '/api/account/notifications',
  access: 'member',
  response: notificationSettings,
});

export const saveNotificationSettings = route({
  method: 'PUT',
  path: '/api/account/notifications',
  access: 'member',
  body: notificationSettings,
  response: notificationSettings,
});

export const deleteAccount = route({
  method: 'POST',
  path: '/api/account/delete',
  access: 'member',
  body: deleteAccountInput,
  response: z.strictObject({ deleted: z.literal(true) }),
});
