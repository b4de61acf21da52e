// The three error screens of the spec: global fallback, form fallback with Retry, and the
// routing error screen. Each logs what it caught to the client error log.
import { fireEvent, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearErrorLog, getErrorLog } from '../../lib/error-log';
import { renderWithProviders } from '../../test/render';
import { FormErrorBoundary } from '../../components/form-error-boundary';
import { GlobalErrorBoundary } from './global-error-boundary';
import { RouteErrorBoundary } from './route-error-boundary';

// React reports errors that a boundary caught through the root's onCaughtError (console.error by
// default); the app's root makes that a no-op because the boundaries log themselves.
const quiet = { onCaughtError: () => {} };

let shouldThrow = true;
function Bomb({ label = 'Child content' }: { label?: string }) {
  if (shouldThrow) throw new Error('Boom');
  return <p>{label}</p>;
}

beforeEach(() => {
  shouldThrow = true;
  clearErrorLog();
});

afterEach(() => {
  clearErrorLog();
  vi.restoreAllMocks();
});

describe('GlobalErrorBoundary', () => {
  it('renders its children when nothing fails', async () => {
    shouldThrow = false;
    await renderWithProviders(
      <GlobalErrorBoundary>
        <Bomb />
      </GlobalErrorBoundary>,
    );
    expect(screen.getByText('Child content')).toBeTruthy();
    expect(getErrorLog()).toEqual([]);
  });

  it('shows the spec fallback when a child throws, and logs it', async () => {
    await renderWithProviders(
      <GlobalErrorBoundary>
        <Bomb />
      </GlobalErrorBoundary>,
      quiet,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText("We're sorry, but something unexpected happened. Please try refreshing the page.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('Child content')).toBeNull();

    const log = getErrorLog();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ message: 'Boom', boundary: 'global' });
    expect(log[0]!.componentStack).toContain('Bomb');
  });

  it('shows the fallback in the current language', async () => {
    await renderWithProviders(
      <GlobalErrorBoundary>
        <Bomb />
      </GlobalErrorBoundary>,
      { ...quiet, language: 'ar' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'حدث خطأ ما' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تحديث الصفحة' })).toBeTruthy();
  });
});

describe('FormErrorBoundary', () => {
  it('shows the form fallback, logs it, and Retry renders the form again', async () => {
    await renderWithProviders(
      <FormErrorBoundary name="contact">
        <Bomb label="The form" />
      </FormErrorBoundary>,
      quiet,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong with this form. Please try again.');
    expect(screen.queryByText('The form')).toBeNull();
    expect(getErrorLog()[0]).toMatchObject({ message: 'Boom', boundary: 'form:contact' });

    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('The form')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('falls back again when the retried form still fails', async () => {
    await renderWithProviders(
      <FormErrorBoundary name="contact">
        <Bomb />
      </FormErrorBoundary>,
      quiet,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(getErrorLog()).toHaveLength(2);
  });

  it('keeps the rest of the page on screen', async () => {
    await renderWithProviders(
      <div>
        <h1>Contact</h1>
        <FormErrorBoundary name="contact">
          <Bomb />
        </FormErrorBoundary>
      </div>,
      quiet,
    );
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeTruthy();
  });
});

describe('RouteErrorBoundary', () => {
  it('shows "Unexpected Application Error!" when a page chunk fails to load, and logs it', async () => {
    const FailingPage = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    await renderWithProviders(
      <RouteErrorBoundary>
        <Suspense fallback={null}>
          <FailingPage />
        </Suspense>
      </RouteErrorBoundary>,
      quiet,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('This page could not be shown. Please refresh, or go back to the home page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('main').id).toBe('main');
    expect(getErrorLog()[0]).toMatchObject({
      message: 'Failed to fetch dynamically imported module',
      boundary: 'route',
    });
  });

  it('catches a page that throws while rendering, in the current language', async () => {
    await renderWithProviders(
      <RouteErrorBoundary>
        <Bomb />
      </RouteErrorBoundary>,
      { ...quiet, language: 'fr' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: "Erreur inattendue de l'application\u202f!" })).toBeTruthy();
    expect(getErrorLog()[0]).toMatchObject({ message: 'Boom', boundary: 'route' });
  });
});
