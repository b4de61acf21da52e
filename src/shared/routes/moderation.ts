// The admins' moderation (docs/decisions/0024-moderation.md). A malformed id is 404.
import { type ModerationAction, moderationInput, type ReportDetail, type ReportQueue } from '../contracts/moderation';
import { route, typed } from './route';

export const listOpenReports = route({ method: 'GET', path: '/api/admin/reports', access: 'admin', response: typed<ReportQueue>() });

export const getOpenReport = route({ method: 'GET', path: '/api/admin/reports/:id', access: 'admin', response: typed<ReportDetail>() });

export const moderateMember = route({
  method: 'POST',
  path: '/api/admin/members/:id/moderation',
  access: 'admin',
  body: moderationInput,
  response: typed<{ done: ModerationAction }>(),
});
