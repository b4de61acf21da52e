// The admins' moderation (docs/decisions/0024-moderation.md). A malformed id is 404.
import { moderationInput, moderationResult, reportDetail, reportQueue } from '../contracts/moderation';
import { route } from './route';

export const listOpenReports = route({ method: 'GET', path: '/api/admin/reports', access: 'admin', response: reportQueue });

export const getOpenReport = route({ method: 'GET', path: '/api/admin/reports/:id', access: 'admin', response: reportDetail });

export const moderateMember = route({
  method: 'POST',
  path: '/api/admin/members/:id/moderation',
  access: 'admin',
  body: moderationInput,
  response: moderationResult,
});
