// GET /api/me: who the visitor is and which onboarding steps they have passed.
import type { Me } from '../../../shared/contracts/me';
import { getMe } from '../../../shared/routes/session-endpoints';
import { callApi } from '../call-api';

export const fetchMe = (): Promise<Me> => callApi(getMe);
