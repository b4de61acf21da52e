// The admins' view of the landing page's counters and their overrides (docs/decisions/0003-events-and-counters.md).
import { adminCounters, counterNameParam, counterOverrideInput } from '../contracts/admin-counters';
import { route } from './route';

export const getAdminCounters = route({
  method: 'GET',
  path: '/api/admin/counters',
  access: 'admin',
  summary: 'The public counters and their overrides',
  response: adminCounters,
});

export const saveCounterOverride = route({
  method: 'PUT',
  path: '/api/admin/counters/:name',
  access: 'admin',
  summary: 'Set or clear the override of one public counter',
  params: counterNameParam,
  body: counterOverrideInput,
  response: adminCounters,
});
