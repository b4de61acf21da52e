// The profile photos API (src/server/modules/photos/routes.ts). Every write answers the member's
// photos as they now stand, in order (the first is the main photo), so the screen re-renders from
// the server's answer instead of guessing.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { ProfilePhoto } from '../../../../shared/contracts/photos';
import { ApiError } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/query/use-guarded-mutation';
import { callApi } from '../../../lib/call-api';
import { deleteProfilePhoto, getProfilePhotos, reorderProfilePhotos, uploadProfilePhoto } from '../../../../shared/routes/profile';

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
async function uploadPhoto(file: File): Promise<ProfilePhoto[]> {
  return (await callApi(uploadProfilePhoto, { file })).photos;
}

/** PUT /api/profile/photos/order: every photo id, once, in the new order. */
async function reorderPhotos(ids: string[]): Promise<ProfilePhoto[]> {
  return (await callApi(reorderProfilePhotos, { body: { ids } })).photos;
}

/** DELETE /api/profile/photos/:id */
async function deletePhoto(id: string): Promise<ProfilePhoto[]> {
  return (await callApi(deleteProfilePhoto, { params: { id } })).photos;
}

/** One change to the photos: a file added, a new order, or a photo deleted. */
export type PhotoChange = { kind: 'upload'; file: File } | { kind: 'reorder'; ids: string[] } | { kind: 'delete'; id: string };

function sendChange(change: PhotoChange): Promise<ProfilePhoto[]> {
  if (change.kind === 'upload') return uploadPhoto(change.file);
  if (change.kind === 'reorder') return reorderPhotos(change.ids);
  return deletePhoto(change.id);
}

/** Sends one change at a time and keeps its answer as the photos (no second request). */
export function useChangePhotos() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: sendChange,
    onSuccess: (photos) => queryClient.setQueryData(photosQuery.queryKey, photos),
    onError: (error) => {
      // A list that changed elsewhere (another tab) is worth reloading after a refusal.
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED')
        void queryClient.invalidateQueries({ queryKey: photosQuery.queryKey });
    },
  });
}
