// The landing page's editable content (docs/decisions/0037-landing-editor.md): the public half the
// landing page reads, and the admins' editor. The browser's landing page calls the zod-free half
// (landing-endpoints.ts); the server registers these.
import { adminLanding, landingContent, publicLandingContent } from '../contracts/landing-content';
import * as endpoints from './landing-endpoints';
import { route, withSchemas } from './route';

export const getLandingContent = withSchemas(endpoints.getLandingContent, { response: publicLandingContent });

export const getAdminLanding = route({
  method: 'GET',
  path: '/api/admin/landing',
  access: 'admin',
  summary: "The landing page's draft, what is published, earlier versions, and the members who may be featured",
  response: adminLanding,
});

export const saveLandingDraft = route({
  method: 'PUT',
  path: '/api/admin/landing/draft',
  access: 'admin',
  summary: "Save the landing page's draft (the public page does not change)",
  description: '409 FEATURED_MEMBER_UNAVAILABLE when a chosen member has not opted in or may not be shown (details.memberIds).',
  body: landingContent,
  response: adminLanding,
});

export const publishLanding = route({
  method: 'POST',
  path: '/api/admin/landing/publish',
  access: 'admin',
  summary: 'Publish the saved draft: the landing page shows it; the version before is kept',
  description: '404 when there is no draft; 409 FEATURED_MEMBER_UNAVAILABLE as for the draft.',
  response: adminLanding,
});
