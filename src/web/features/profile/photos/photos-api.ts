// The profile photos API (src/server/modules/photos/routes.ts). Every write answers the member's
// photos as they now stand, in order (the first is the main photo), so the screen re-renders from
// the server's answer instead of guessing.
import { queryOptions } from '@tanstack/react-query';
import type { ProfilePhoto, ProfilePhotoList } from '../../../../shared/contracts/photos';
import { apiRequest } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { getProfilePhotos } from '../../../../shared/routes/profile';

/** GET /api/profile/photos */
export async function getPhotos(signal?: AbortSignal): Promise<ProfilePhoto[]> {
  return (await callApi(getProfilePhotos, { signal })).photos;
}

/** The photos' one cache key: the section reads it, every write below replaces it with its answer. */
export const photosQuery = queryOptions({
  queryKey: ['profile', 'photos'],
  queryFn: ({ signal }) => getPhotos(signal),
});

/** POST /api/profile/photos with the file itself as the body (the server checks its content). */
export async function uploadPhoto(file: File): Promise<ProfilePhoto[]> {
  return (await apiRequest<ProfilePhotoList>('/api/profile/photos', { method: 'POST', body: file })).photos;
}

/** PUT /api/profile/photos/order: every photo id, once, in the new order. */
export async function reorderPhotos(ids: string[]): Promise<ProfilePhoto[]> {
  return (await apiRequest<ProfilePhotoList>('/api/profile/photos/order', { method: 'PUT', json: { ids } })).photos;
}

/** DELETE /api/profile/photos/:id */
export async function deletePhoto(id: string): Promise<ProfilePhoto[]> {
  return (await apiRequest<ProfilePhotoList>(`/api/profile/photos/${encodeURIComponent(id)}`, { method: 'DELETE' })).photos;
}
