// GET /api/me: who the visitor is and which onboarding steps they have passed.
import type { Me } from '../../../shared/contracts/me';
import { apiRequest } from '../api-client';

export const fetchMe = () => apiRequest<Me>('/api/me');
