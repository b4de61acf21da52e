// The photos section of /profile: the grid with its alt texts, a file over 5 MB refused without a
// request, the upload with the file as the body, each button's PUT order, delete only after the
// confirmation, the add button gone at six, and the server's refusals in words.
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user-events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_LIMIT_BYTES } from '../../../../shared/constants';
import type { ProfilePhoto } from '../../../../shared/contracts/photos';
import { renderWithProviders } from '../../../test/render';
import { json, stubFetch } from '../../../test/session-fixtures';
import { PhotoManager } from './photo-manager';

afterEach(() => {
  vi.restoreAllMocks();
});

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function photo(n: number, position: number): ProfilePhoto {
  return {
    id: ID(n),
    position,
    isMain: position === 0,
    width: 480,
    height: 640,
    largeUrl: `/api/photos/${ID(n)}/large`,
    cardUrl: `/api/photos/${ID(n)}/card`,
  };
}
/** The list the server answers for these photo numbers, in this order. */
const list = (...numbers: number[]) => ({ photos: numbers.map((n, index) => photo(n, index)) });

const jpeg = (bytes: number, name = 'me.jpg') => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

async function renderManager(routes: Parameters<typeof stubFetch>[0], language: 'en' | 'ar' = 'en') {
  const stub = stubFetch(routes);
  await renderWithProviders(<PhotoManager />, { route: '/profile', language });
  await screen.findByRole('heading', { level: 2 });
  await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
  return stub;
}

const addInput = () => screen.getByLabelText<HTMLInputElement>('Add a photo');
const cardOf = (name: string) => screen.getByRole('img', { name }).closest('li')!;
const puts = (calls: { route: string; body: unknown }[]) =>
  calls.filter((call) => call.route === 'PUT /api/profile/photos/order').map((call) => call.body);

describe('PhotoManager', () => {
  it('shows the photos in order with their alt text, the main one marked, and who sees them', async () => {
    await renderManager({ 'GET /api/profile/photos': () => json(200, list(1, 2, 3)) });
    expect(screen.getByRole('heading', { level: 2, name: 'Your photos' })).toBeTruthy();
    expect(screen.getByText('Your photos are shown only to verified members.')).toBeTruthy();
    expect(screen.getByText(/The first photo is your main photo and is shown on your card/)).toBeTruthy();
    const images = screen.getAllByRole<HTMLImageElement>('img');
    expect(images.map((image) => image.alt)).toEqual(['Photo 1 of 3, main photo', 'Photo 2 of 3', 'Photo 3 of 3']);
    expect(images[1]!.getAttribute('src')).toBe(`/api/photos/${ID(2)}/card`);
    expect(images[1]!.getAttribute('loading')).toBe('lazy');
    expect(images[1]!.getAttribute('width')).toBe('480');
    expect(images[1]!.getAttribute('height')).toBe('640');
    // The main photo cannot be made main or moved earlier; the last cannot move later.
    const first = cardOf('Photo 1 of 3, main photo');
    expect(within(first).queryByRole('button', { name: 'Make main' })).toBeNull();
    expect(within(first).queryByRole('button', { name: 'Move earlier' })).toBeNull();
    expect(within(cardOf('Photo 3 of 3')).queryByRole('button', { name: 'Move later' })).toBeNull();
    expect(addInput().accept).toBe('image/jpeg,image/png');
  });

  it('refuses a file over 5 MB in a destructive alert without sending it', async () => {
    const user = setupUser();
    const { calls } = await renderManager({ 'GET /api/profile/photos': () => json(200, list()) });
    await user.upload(addInput(), jpeg(UPLOAD_LIMIT_BYTES + 1));
    expect(screen.getByRole('alert').textContent).toContain('File size must be less than 5MB');
    expect(calls.map((call) => call.route)).toEqual(['GET /api/profile/photos']);
  });

  it('uploads the file itself as the body and shows the answer', async () => {
    const user = setupUser();
    const { spy } = await renderManager({
      'GET /api/profile/photos': () => json(200, list()),
      'POST /api/profile/photos': () => json(201, list(1)),
    });
    expect(screen.getByText(/You have no photos yet/)).toBeTruthy();
    const file = jpeg(UPLOAD_LIMIT_BYTES, 'exactly-5mb.jpg');
    await user.upload(addInput(), file);
    expect(await screen.findByRole('img', { name: 'Photo 1 of 1, main photo' })).toBeTruthy();
    const post = spy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[1]?.body).toBe(file);
    expect(screen.getByText('Photo added.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal in words", async () => {
    const user = setupUser();
    await renderManager({
      'GET /api/profile/photos': () => json(200, list(1)),
      'POST /api/profile/photos': () => json(415, { code: 'UNSUPPORTED_IMAGE', message: 'no' }),
    });
    await user.upload(addInput(), jpeg(2000, 'not-really.jpg'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/JPG or PNG/i));
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('sends the new order for Make main, Move earlier and Move later, and announces it', async () => {
    const user = setupUser();
    const answers = [list(3, 1, 2), list(3, 2, 1), list(2, 3, 1)];
    const { calls } = await renderManager({
      'GET /api/profile/photos': () => json(200, list(1, 2, 3)),
      'PUT /api/profile/photos/order': () => json(200, answers.shift()),
    });
    await user.click(within(cardOf('Photo 3 of 3')).getByRole('button', { name: 'Make main' }));
    expect(await screen.findByText('This photo is now your main photo.')).toBeTruthy();
    expect((screen.getAllByRole('img')[0] as HTMLImageElement).src).toContain(ID(3));

    // Now 3, 1, 2: photo 1 (second) moves later.
    await user.click(within(cardOf('Photo 2 of 3')).getByRole('button', { name: 'Move later' }));
    expect(await screen.findByText('Photo moved to position 3 of 3.')).toBeTruthy();
    // The focus stays with the photo that moved: it has no "Move later" now, so its place.
    expect(document.activeElement?.textContent).toContain('Photo 3 of 3');

    // Now 3, 2, 1: photo 2 (second) moves earlier.
    await user.click(within(cardOf('Photo 2 of 3')).getByRole('button', { name: 'Move earlier' }));
    expect(await screen.findByText('Photo moved to position 1 of 3.')).toBeTruthy();
    expect(puts(calls)).toEqual([{ ids: [ID(3), ID(1), ID(2)] }, { ids: [ID(3), ID(2), ID(1)] }, { ids: [ID(2), ID(3), ID(1)] }]);
  });

  it('deletes only after the confirmation, and Cancel keeps the photo', async () => {
    const user = setupUser();
    const { calls } = await renderManager({
      'GET /api/profile/photos': () => json(200, list(1, 2)),
      [`DELETE /api/profile/photos/${ID(2)}`]: () => json(200, list(1)),
    });
    const second = cardOf('Photo 2 of 2');
    await user.click(within(second).getByRole('button', { name: 'Delete' }));
    expect(within(second).getByText('Delete photo 2 of 2? This cannot be undone.')).toBeTruthy();
    expect(document.activeElement).toBe(within(second).getByRole('button', { name: 'Yes, delete' }));
    await user.click(within(second).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.route.startsWith('DELETE'))).toBe(false);

    await user.click(within(second).getByRole('button', { name: 'Delete' }));
    await user.click(within(second).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Photo deleted.')).toBeTruthy();
    expect(screen.getAllByRole('img').map((image) => (image as HTMLImageElement).alt)).toEqual(['Photo 1 of 1, main photo']);
    expect(calls.filter((call) => call.route.startsWith('DELETE')).map((call) => call.route)).toEqual([
      `DELETE /api/profile/photos/${ID(2)}`,
    ]);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Your photos' }));
  });

  it('hides the add button at six photos and shows it again after a delete', async () => {
    const user = setupUser();
    await renderManager({
      'GET /api/profile/photos': () => json(200, list(1, 2, 3, 4, 5, 6)),
      [`DELETE /api/profile/photos/${ID(6)}`]: () => json(200, list(1, 2, 3, 4, 5)),
    });
    expect(screen.queryByLabelText('Add a photo')).toBeNull();
    expect(screen.getByText('You have 6 photos, the most allowed. Delete one to add another.')).toBeTruthy();
    const last = cardOf('Photo 6 of 6');
    await user.click(within(last).getByRole('button', { name: 'Delete' }));
    await user.click(within(last).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByLabelText('Add a photo')).toBeTruthy();
  });

  it('says so when the photos cannot be loaded, and tries again', async () => {
    let fail = true;
    const user = setupUser();
    await renderManager({ 'GET /api/profile/photos': () => (fail ? json(500, { code: 'INTERNAL' }) : json(200, list(1))) }, 'ar');
    expect(screen.getByRole('alert').textContent).toContain('تعذر تحميل صورك.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    const one = new Intl.NumberFormat('ar').format(1);
    expect(await screen.findByRole('img', { name: `الصورة ${one} من ${one}، الصورة الرئيسية` })).toBeTruthy();
  });
});
