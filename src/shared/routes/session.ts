// Who the caller is (docs/decisions/0022-session-cache.md) and the one field they change here.
import { meUpdateInput } from '../contracts/account';
import { me } from '../contracts/me';
import { route } from './route';

export const getMe = route({ method: 'GET', path: '/api/me', access: 'public', response: me });

export const updateMe = route({ method: 'PATCH', path: '/api/me', access: 'member', body: meUpdateInput, response: meUpdateInput });
