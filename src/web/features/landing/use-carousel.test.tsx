import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_FADE_MS, CAROUSEL_INTERVAL_MS } from '../../../shared/constants';
import { useCarousel } from './use-carousel';

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCarousel timing', () => {
  it('uses the spec constants: 6000 ms interval, 300 ms fade', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(6000);
    expect(CAROUSEL_FADE_MS).toBe(300);
  });

  it('advances after 6 s with a 300 ms fade, and wraps around', () => {
    const { result } = renderHook(() => useCarousel({ count: 3, reducedMotion: false }));
    advance(5999);
    expect(result.current).toMatchObject({ index: 0, fading: false });
    advance(1);
    expect(result.current).toMatchObject({ index: 0, fading: true });
    advance(299);
    expect(result.current).toMatchObject({ index: 0, fading: true });
    advance(1);
    expect(result.current).toMatchObject({ index: 1, fading: false });
    advance(6300);
    expect(result.current.index).toBe(2);
    advance(6300);
    expect(result.current.index).toBe(0);
  });

  it('ignores navigation while a fade is running', () => {
    const { result } = renderHook(() => useCarousel({ count: 3, reducedMotion: false }));
    act(() => result.current.next());
    expect(result.current.fading).toBe(true);
    act(() => result.current.next());
    act(() => result.current.goTo(2));
    act(() => result.current.previous());
    advance(300);
    expect(result.current).toMatchObject({ index: 1, fading: false });
    act(() => result.current.previous());
    advance(300);
    expect(result.current.index).toBe(0);
    act(() => result.current.previous());
    advance(300);
    expect(result.current.index).toBe(2);
  });

  it('gives a full interval again after a manual step', () => {
    const { result } = renderHook(() => useCarousel({ count: 3, reducedMotion: false }));
    advance(5000);
    act(() => result.current.next());
    advance(300);
    expect(result.current.index).toBe(1);
    advance(5999);
    expect(result.current).toMatchObject({ index: 1, fading: false });
    advance(301);
    expect(result.current.index).toBe(2);
  });

  it('never rotates or fades under reduced motion; steps change at once', () => {
    const { result } = renderHook(() => useCarousel({ count: 3, reducedMotion: true }));
    expect(result.current.autoRotating).toBe(false);
    advance(60_000);
    expect(result.current).toMatchObject({ index: 0, fading: false });
    act(() => result.current.next());
    expect(result.current).toMatchObject({ index: 1, fading: false });
    act(() => result.current.goTo(0));
    expect(result.current.index).toBe(0);
  });

  it('stays put while the visitor has stopped the rotation', () => {
    const { result } = renderHook(() => useCarousel({ count: 3, reducedMotion: false }));
    act(() => result.current.toggleStopped());
    advance(30_000);
    expect(result.current.index).toBe(0);
    act(() => result.current.toggleStopped());
    advance(6300);
    expect(result.current.index).toBe(1);
  });
});

/** A stand-in for the carousel markup: a box with two buttons and one button outside. */
function Harness() {
  const carousel = useCarousel({ count: 3, reducedMotion: false });
  return (
    <>
      <div data-testid="box" {...carousel.pauseProps}>
        <button type="button">inside one</button>
        <button type="button">inside two</button>
      </div>
      <button type="button">outside</button>
      <output>{`${carousel.index}:${carousel.autoRotating}`}</output>
    </>
  );
}

describe('useCarousel pausing', () => {
  it('pauses while the pointer is over the carousel', () => {
    render(<Harness />);
    fireEvent.mouseEnter(screen.getByTestId('box'));
    advance(20_000);
    expect(screen.getByRole('status')).toHaveProperty('textContent', '0:false');
    fireEvent.mouseLeave(screen.getByTestId('box'));
    advance(6300);
    expect(screen.getByRole('status')).toHaveProperty('textContent', '1:true');
  });

  it('pauses while keyboard focus is inside, also when it moves between controls', () => {
    render(<Harness />);
    act(() => screen.getByRole('button', { name: 'inside one' }).focus());
    advance(7000);
    act(() => screen.getByRole('button', { name: 'inside two' }).focus());
    advance(7000);
    expect(screen.getByRole('status')).toHaveProperty('textContent', '0:false');
    act(() => screen.getByRole('button', { name: 'outside' }).focus());
    advance(6300);
    expect(screen.getByRole('status')).toHaveProperty('textContent', '1:true');
  });
});
