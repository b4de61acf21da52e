// Who the caller is (docs/decisions/0022-session-cache.md) and the one field they change here.
// The browser calls their zod-free halves (session-endpoints.ts); the server registers these.
import { meUpdateInput } from '../contracts/account';
import { me } from '../contracts/me';
import { withSchemas } from './route';
import * as endpoints from './session-endpoints';

export const getMe = withSchemas(endpoints.getMe, { response: me });

export const updateMe = withSchemas(endpoints.updateMe, { body: meUpdateInput, response: meUpdateInput });
