// The counts on the member's tabs (docs/architecture.md, "The member's shell"). The browser calls
// the zod-free half (badges-endpoints.ts); the server registers this one.
import { memberBadges } from '../contracts/badges';
import * as endpoints from './badges-endpoints';
import { withSchemas } from './route';

export const getBadges = withSchemas(endpoints.getBadges, { response: memberBadges });
