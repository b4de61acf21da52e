// The admins' moderation (docs/decisions/0024-moderation.md). A malformed id is 404.
import { moderationInput, moderationResult, reportDetail, reportQueue } from '../contracts/moderation';
import { route } from './route';

export const listOpenReports = route({
  method: 'GET',
  path: '/api/admin/reports',
  access: 'admin',
  summary: 'The open reports queue',
  response: reportQueue,
});

export const getOpenReport = route({
  method: 'GET',
  path: '/api/admin/reports/:id',
  access: 'admin',
  summary: 'One open report with its evidence',
  response: reportDetail,
});

export const moderateMember = route({
  method: 'POST',
  path: '/api/admin/members/:id/moderation',
  access: 'admin',
  summary: 'Warn, suspend or ban a member',
  body: moderationInput,
  response: moderationResult,
});
