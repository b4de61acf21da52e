// Navigation scrolls to the top, or to the #anchor (waiting for a lazy page to render it);
// smoothly only when the visitor has not asked for reduced motion.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { setMatchMedia } from '../../test/setup';
import { ScrollManager } from './scroll-manager';

afterEach(() => {
  vi.restoreAllMocks();
});

function Page() {
  return (
    <>
      <ScrollManager />
      <section id="profiles">Profiles section</section>
    </>
  );
}

describe('ScrollManager', () => {
  it('scrolls to the top on a plain navigation', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = await renderWithProviders(<Page />, { route: '/landing' });
    scrollTo.mockClear();
    await act(() => router.navigate('/about'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('scrolls smoothly to the #anchor', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    await renderWithProviders(<Page />, { route: '/landing#profiles' });
    // A frame later, after the same navigation has closed the mobile menu.
    expect(scrollIntoView).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }));
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByText('Profiles section'));
  });

  it('jumps without animation when reduced motion is asked for', async () => {
    setMatchMedia({ reducedMotion: true });
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    await renderWithProviders(<Page />, { route: '/landing#profiles' });
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' }));
  });

  it('waits for an anchor that appears later', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    const { rerender } = await renderWithProviders(<ScrollManager />, { route: '/landing#culture' });
    expect(scrollIntoView).not.toHaveBeenCalled();
    rerender(
      <>
        <ScrollManager />
        <section id="culture">Culture section</section>
      </>,
    );
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByText('Culture section'));
  });
});
