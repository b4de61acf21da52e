// The uploads module's public face: what other modules and app.ts use of it; nothing else of the
// module may be imported from outside it (docs/decisions/0027-module-boundaries.md).
export { acceptRawImageBodies, IMAGE_UPLOAD_ROUTE, uploadedBytes } from './image-body';
export { blurredPreview } from './blurred-preview';
export { CONTENT_TYPES, encodeRenditions, reencodeImage, type Rendition, type StoredFormat, type StoredImage } from './image-intake';
