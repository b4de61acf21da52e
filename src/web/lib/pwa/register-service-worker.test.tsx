// The service worker's registration (docs/decisions/0034-installable-app.md): a new version that
// waits is announced, sticky, in the member's language; choosing Reload asks it to take over and
// reloads once it has; the first version is not announced; a browser that refuses workers is
// left without one, quietly.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, Toaster } from '../../components/ui/toaster';
import { initI18n } from '../../i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { registerServiceWorker } from './register-service-worker';

/** A worker of the fake browser below: its state changes are told to its listeners. */
class FakeWorker extends EventTarget {
  state = 'installing';
  postMessage = vi.fn();
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** navigator.serviceWorker with a registration whose new version is `installing`. */
function fakeBrowser({ controlled, register }: { controlled: boolean; register?: () => Promise<unknown> }) {
  const installing = new FakeWorker();
  const registration = Object.assign(new EventTarget(), { waiting: null, installing });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker() : null,
    register: vi.fn(register ?? (() => Promise.resolve(registration))),
  });
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: container });
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  return { container, registration, installing, reload };
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => clearToasts());
});

describe('registerServiceWorker', () => {
  it('registers /sw.js, announces a new version that waits, and reloads into it when asked', async () => {
    const browser = fakeBrowser({ controlled: true });
    const { i18n } = await renderWithProviders(<Toaster />, { language: 'fr' });
    await act(() => registerServiceWorker(i18n));
    expect(browser.container.register).toHaveBeenCalledWith('/sw.js');

    act(() => {
      browser.registration.dispatchEvent(new Event('updatefound'));
    });
    act(() => {
      browser.installing.become('installed');
    });
    expect(screen.getByRole('status').textContent).toContain('Une nouvelle version de Sahel Hearts est prête.');
    fireEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(browser.installing.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    // Only once the new version controls the page does it reload.
    expect(browser.reload).not.toHaveBeenCalled();
    act(() => {
      browser.container.dispatchEvent(new Event('controllerchange'));
    });
    expect(browser.reload).toHaveBeenCalledOnce();
  });

  it('says nothing when the first version installs: there is nothing to swap', async () => {
    const browser = fakeBrowser({ controlled: false });
    const { i18n } = await renderWithProviders(<Toaster />);
    await act(() => registerServiceWorker(i18n));
    act(() => {
      browser.registration.dispatchEvent(new Event('updatefound'));
    });
    act(() => {
      browser.installing.become('installed');
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('leaves a browser that refuses workers without one, and without an error', async () => {
    const browser = fakeBrowser({
      controlled: false,
      register: () => Promise.reject(new DOMException('Service workers are disabled', 'SecurityError')),
    });
    await expect(registerServiceWorker(await initI18n('en', ['common']))).resolves.toBeUndefined();
    expect(browser.container.register).toHaveBeenCalledOnce();
  });
});
