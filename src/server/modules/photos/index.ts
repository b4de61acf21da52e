// The photos module's public face: what other modules and app.ts use of it; nothing else of the
// module may be imported from outside it (docs/decisions/0027-module-boundaries.md).
export { PHOTOS_PERSONAL_DATA } from './personal-data';
export { photoUrl } from './queries';
export { photoRoutes } from './routes';
export { PHOTO_RENDITIONS, photoKey } from './service';
export { blurredPreviewsOf, readBlurredPreview } from './previews';
