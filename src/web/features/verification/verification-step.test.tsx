// The Verify ID step's photo steps (spec sections 2, 4, 5): the visible stepper, the ID and the
// selfie through the file chooser, the 5 MB limit enforced before any request, the server's
// refusals shown with the chosen file kept, and resuming where the server says.
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../test/user-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_LIMIT_BYTES } from '../../../shared/constants';
import type { VerificationStatus } from '../../../shared/contracts/verification';
import { renderWithProviders } from '../../test/render';
import { json, stubFetch } from '../../test/session-fixtures';
import { photoFile, stubObjectUrls, verificationStatus } from './testing';
import { VerificationStep } from './verification-step';

let objectUrls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => {
  objectUrls = stubObjectUrls();
});
afterEach(() => {
  objectUrls.remove();
  vi.restoreAllMocks();
});

type Handler = () => Response | Promise<Response>;

async function renderStep(status: VerificationStatus, routes: Record<string, Handler> = {}, language: 'en' | 'ar' = 'en') {
  const stub = stubFetch({ 'GET /api/verification': () => json(200, status), ...routes });
  const result = await renderWithProviders(<VerificationStep />, { language });
  await screen.findByRole('list', { name: language === 'en' ? 'Verification steps' : 'خطوات التحقق' });
  return { ...stub, ...result };
}

const continueButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' });
const requests = (calls: { route: string }[], route: string) => calls.filter((call) => call.route === route);

describe('VerificationStep: the photos', () => {
  it('starts at Upload ID Document with the three steps shown and Continue disabled', async () => {
    await renderStep(verificationStatus());
    const steps = within(screen.getByRole('list', { name: 'Verification steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1Upload ID Document', '2Take a Selfie', '3Verify Phone Number']);
    expect(steps[0]!.getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('heading', { level: 3, name: 'Upload ID Document' })).toBeTruthy();
    const input = screen.getByLabelText<HTMLInputElement>('Photo of your ID document');
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/jpeg,image/png');
    expect(input.hasAttribute('capture')).toBe(false);
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('JPG or PNG, up to 5 MB.').id);
    expect(continueButton().disabled).toBe(true);
  });

  it('refuses a file over 5 MB in the browser, before any request', async () => {
    const user = setupUser();
    const { calls } = await renderStep(verificationStatus(), {
      'PUT /api/verification/id-document': () => json(200, verificationStatus()),
    });
    await user.upload(screen.getByLabelText('Photo of your ID document'), photoFile('passport.jpg', UPLOAD_LIMIT_BYTES + 1));
    expect(screen.getByRole('alert').textContent).toBe('File size must be less than 5MB');
    expect(continueButton().disabled).toBe(true);
    expect(objectUrls.create).not.toHaveBeenCalled();
    expect(requests(calls, 'PUT /api/verification/id-document')).toHaveLength(0);

    // Exactly 5 MB is allowed.
    await user.upload(screen.getByLabelText('Photo of your ID document'), photoFile('passport.jpg', UPLOAD_LIMIT_BYTES));
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(continueButton().disabled).toBe(false);
  });

  it('previews the ID, uploads the file itself as the body, then moves on to the selfie', async () => {
    const user = setupUser();
    const { spy } = await renderStep(verificationStatus(), {
      'PUT /api/verification/id-document': () => json(200, verificationStatus({ status: 'in_progress', hasIdDocument: true })),
    });
    const first = photoFile('first.png', 1000, 'image/png');
    const passport = photoFile('passport.jpg');
    await user.upload(screen.getByLabelText('Photo of your ID document'), first);
    expect(screen.getByRole<HTMLImageElement>('img', { name: 'Preview of your ID document' }).src).toBe('blob:preview-1');
    await user.upload(screen.getByLabelText('Photo of your ID document'), passport);
    // The first preview is let go as soon as it is replaced.
    expect(objectUrls.revoke).toHaveBeenCalledWith('blob:preview-1');
    expect(screen.getByRole<HTMLImageElement>('img', { name: 'Preview of your ID document' }).src).toBe('blob:preview-2');
    expect(screen.getByText('passport.jpg')).toBeTruthy();

    await user.click(continueButton());
    const selfieHeading = await screen.findByRole('heading', { level: 3, name: 'Take a Selfie' });
    const put = spy.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0] as string).toBe('/api/verification/id-document');
    expect(put[1]!.body).toBe(passport);
    expect(objectUrls.revoke).toHaveBeenCalledWith('blob:preview-2');
    // Focus follows the move, so a screen reader says where the member now is.
    expect(document.activeElement).toBe(selfieHeading);
    const selfie = screen.getByLabelText<HTMLInputElement>('Your selfie');
    expect(selfie.getAttribute('capture')).toBe('user');
    expect(selfie.accept).toBe('image/jpeg,image/png');
    const steps = within(screen.getByRole('list', { name: 'Verification steps' })).getAllByRole('listitem');
    expect(steps[0]!.textContent).toMatch(/done/);
    expect(steps[1]!.getAttribute('aria-current')).toBe('step');
  });

  it('shows the busy state while uploading and the translated refusal after, keeping the file', async () => {
    const user = setupUser();
    let answer: (response: Response) => void = () => {};
    await renderStep(verificationStatus({ status: 'in_progress', hasIdDocument: true }), {
      'PUT /api/verification/selfie': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    expect(screen.getByRole('heading', { level: 3, name: 'Take a Selfie' })).toBeTruthy();
    await user.upload(screen.getByLabelText('Your selfie'), photoFile('me.jpg'));
    await user.click(continueButton());
    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Uploading...' });
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');

    answer(json(415, { code: 'UNSUPPORTED_IMAGE', message: 'Not a JPEG or PNG image' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/This file is not a JPG or PNG photo/));
    expect(continueButton().disabled).toBe(false);
    expect(screen.getByText('me.jpg')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Preview of your selfie' })).toBeTruthy();
  });

  it('says the server refused an oversized file in the same words', async () => {
    const user = setupUser();
    await renderStep(verificationStatus(), {
      'PUT /api/verification/id-document': () => json(413, { code: 'FILE_TOO_LARGE', message: 'File size must be less than 5MB' }),
    });
    await user.upload(screen.getByLabelText('Photo of your ID document'), photoFile('passport.jpg'));
    await user.click(continueButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('File size must be less than 5MB'));
  });

  it('resumes at the selfie, then the phone, where the server says; Back shows the stored photo', async () => {
    const user = setupUser();
    await renderStep(verificationStatus({ status: 'in_progress', hasIdDocument: true, hasSelfie: true }));
    expect(screen.getByRole('heading', { level: 3, name: 'Verify Phone Number' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Upload ID Document' })).toBeTruthy();
    const stored = screen.getByRole<HTMLImageElement>('img', { name: 'Preview of your ID document' });
    expect(stored.getAttribute('src')).toMatch(/^\/api\/verification\/id-document\?/);
    // Keeping the stored photo needs no new upload.
    expect(continueButton().disabled).toBe(false);
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { level: 3, name: 'Take a Selfie' })).toBeTruthy();
  });

  it('offers a retry when the status cannot be loaded', async () => {
    const user = setupUser();
    let fail = true;
    stubFetch({ 'GET /api/verification': () => (fail ? json(500, { code: 'INTERNAL' }) : json(200, verificationStatus())) });
    await renderWithProviders(<VerificationStep />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/We could not load your verification/));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Upload ID Document' })).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    await renderStep(verificationStatus(), {}, 'ar');
    expect(screen.getByRole('heading', { level: 3, name: 'رفع وثيقة الهوية' })).toBeTruthy();
    expect(screen.getByText('صورة JPG أو PNG، حتى 5 ميغابايت.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'متابعة' })).toBeTruthy();
  });
});
