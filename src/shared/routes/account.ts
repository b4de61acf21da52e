// The member's own account: the data download, deletion and the away e-mails' switch
// (docs/decisions/0008-retention-and-legal-promises.md, 0025-away-notifications.md).
import { z } from 'zod';
import { deleteAccountInput } from '../contracts/account';
import { notificationSettings } from '../contracts/account-notifications';
import { fileAnswer, route } from './route';

/** A JSON file to download, not an answer to read. */
export const exportAccountData = route({
  method: 'GET',
  path: '/api/account/export',
  access: 'member',
  summary: "Download all of the member's own data",
  description: 'A JSON file to download (content-disposition: attachment), not an answer to read.',
  response: fileAnswer,
});

export const getNotificationSettings = route({
  method: 'GET',
  path: '/api/account/notifications',
  access: 'member',
  summary: "The member's e-mail notification settings",
  response: notificationSettings,
});

export const saveNotificationSettings = route({
  method: 'PUT',
  path: '/api/account/notifications',
  access: 'member',
  summary: 'Switch the e-mails sent while away on or off',
  body: notificationSettings,
  response: notificationSettings,
});

export const deleteAccount = route({
  method: 'POST',
  path: '/api/account/delete',
  access: 'member',
  summary: "Delete the member's account and personal data",
  description: 'Asks for the password again; cancels any subscription with its provider first.',
  body: deleteAccountInput,
  response: z.strictObject({ deleted: z.literal(true) }),
});
