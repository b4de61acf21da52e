// The member's own profile and photos (docs/decisions/0012-profile.md, 0013-verification-and-photos.md).
import { photoOrder, profilePhotoList } from '../contracts/photos';
import { profileInput, profileResponse } from '../contracts/profile';
import { profilePause } from '../contracts/profile-pause';
import { profilePrompts } from '../contracts/profile-prompts';
import { fileAnswer, route } from './route';

export const getProfile = route({
  method: 'GET',
  path: '/api/profile',
  access: 'subscriber',
  summary: "The member's own profile",
  response: profileResponse,
});

export const saveProfile = route({
  method: 'PUT',
  path: '/api/profile',
  access: 'subscriber',
  summary: "Save the member's own profile",
  body: profileInput,
  response: profileResponse,
});

export const getProfilePause = route({
  method: 'GET',
  path: '/api/profile/pause',
  access: 'subscriber',
  summary: "Whether the member's profile is paused",
  description: 'A member without a saved profile is not paused.',
  response: profilePause,
});

export const saveProfilePause = route({
  method: 'PUT',
  path: '/api/profile/pause',
  access: 'subscriber',
  summary: "Pause the member's profile, or show it again",
  description:
    'Paused: hidden from every deck, country page and Likes; matches and conversations stay. 409 PROFILE_REQUIRED without a saved profile.',
  body: profilePause,
  response: profilePause,
});

export const getProfilePrompts = route({
  method: 'GET',
  path: '/api/profile/prompts',
  access: 'subscriber',
  summary: "The member's answered prompts, in their order",
  response: profilePrompts,
});

export const saveProfilePrompts = route({
  method: 'PUT',
  path: '/api/profile/prompts',
  access: 'subscriber',
  summary: "Replace the member's answered prompts",
  description:
    'At most three, each prompt of the fixed list once, answers of 1 to 200 characters. 409 PROFILE_REQUIRED without a saved profile.',
  body: profilePrompts,
  response: profilePrompts,
});

export const getProfilePhotos = route({
  method: 'GET',
  path: '/api/profile/photos',
  access: 'subscriber',
  summary: "The member's own photos",
  response: profilePhotoList,
});

/** The body is the image's bytes, not JSON. */
export const uploadProfilePhoto = route({
  method: 'POST',
  path: '/api/profile/photos',
  access: 'subscriber',
  summary: 'Upload a profile photo',
  status: 201,
  description: "The body is the image's bytes (JPEG or PNG, up to 5 MB), not JSON.",
  response: profilePhotoList,
});

export const reorderProfilePhotos = route({
  method: 'PUT',
  path: '/api/profile/photos/order',
  access: 'subscriber',
  summary: "Reorder the member's photos",
  body: photoOrder,
  response: profilePhotoList,
});

/** An unknown or malformed id is 404, like another member's photo. */
export const deleteProfilePhoto = route({
  method: 'DELETE',
  path: '/api/profile/photos/:id',
  access: 'subscriber',
  summary: "Delete one of the member's photos",
  description: "An unknown or malformed id is 404, like another member's photo.",
  response: profilePhotoList,
});

/** A photo's file, after the access check of who asks (server photos/photo-access.ts). */
export const getPhotoFile = route({
  method: 'GET',
  path: '/api/photos/:id/:size',
  access: 'member',
  summary: "A profile photo's file",
  description: 'An image, not JSON, after the check of who asks.',
  response: fileAnswer,
});
