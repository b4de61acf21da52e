// The one toast system: title and description shown, at most 3 at once, gone after 5 s or when
// dismissed; the 5 s start again once the pointer or the focus leaves a toast; a sticky toast with
// an action (a new version to reload into) stays until it is acted on.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { dismissToast, toast, Toaster, TOAST_DURATION_MS } from './toaster';

// Toasts live in a module-level store: remove every one a test made, while the Toaster is mounted.
const shown: number[] = [];
function show(input: Parameters<typeof toast>[0]) {
  act(() => {
    shown.push(toast(input));
  });
}

afterEach(() => {
  act(() => shown.splice(0).forEach(dismissToast));
});

const toastTexts = () => screen.queryAllByRole('status').map((item) => item.textContent);

describe('Toaster', () => {
  it('shows the title and the description', async () => {
    await renderWithProviders(<Toaster />);
    show({ title: 'Saved', description: 'Your changes are saved.' });
    const item = screen.getByRole('status');
    expect(within(item).getByText('Saved')).toBeTruthy();
    expect(within(item).getByText('Your changes are saved.')).toBeTruthy();
  });

  it('shows a description alone, and destructive toasts as alerts', async () => {
    await renderWithProviders(<Toaster />);
    show({ description: 'Just a note' });
    show({ title: 'Failed', description: 'Please try again.', variant: 'destructive' });
    expect(screen.getByRole('status').textContent).toContain('Just a note');
    expect(screen.getByRole('alert').textContent).toContain('Please try again.');
  });

  it('keeps at most 3 toasts, dropping the oldest', async () => {
    await renderWithProviders(<Toaster />);
    for (const n of [1, 2, 3, 4]) show({ description: `Message ${n}` });
    expect(toastTexts()).toHaveLength(3);
    expect(toastTexts().join('|')).not.toContain('Message 1');
    expect(toastTexts().join('|')).toContain('Message 4');
  });

  it('keeps a sticky toast past 5 seconds, and closes it when its action is chosen', async () => {
    await renderWithProviders(<Toaster />);
    vi.useFakeTimers();
    const reload = vi.fn();
    show({ description: 'A new version is ready.', sticky: true, action: { label: 'Reload', onClick: reload } });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS * 10);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.queryByText('A new version is ready.')).toBeNull();
  });

  it('removes a toast after 5 seconds', async () => {
    await renderWithProviders(<Toaster />);
    vi.useFakeTimers();
    show({ description: 'Short-lived' });
    expect(TOAST_DURATION_MS).toBe(5000);
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByText('Short-lived')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Short-lived')).toBeNull();
  });

  it('gives each toast its own 5 seconds', async () => {
    await renderWithProviders(<Toaster />);
    vi.useFakeTimers();
    show({ description: 'First' });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    show({ description: 'Second' });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByText('Second')).toBeNull();
  });

  it('keeps a toast while the pointer is on it, then gives it 5 seconds more', async () => {
    await renderWithProviders(<Toaster />);
    vi.useFakeTimers();
    show({ description: 'Read me' });
    const item = screen.getByRole('status');
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    fireEvent.mouseEnter(item);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Read me')).toBeTruthy();
    fireEvent.mouseLeave(item);
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getByText('Read me')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Read me')).toBeNull();
  });

  it('keeps a toast while the keyboard focus is on its close button', async () => {
    await renderWithProviders(<Toaster />);
    vi.useFakeTimers();
    show({ description: 'Reach my button' });
    const close = within(screen.getByRole('status')).getByRole('button', { name: 'Dismiss' });
    act(() => close.focus());
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Reach my button')).toBeTruthy();
    act(() => close.blur());
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS);
    });
    expect(screen.queryByText('Reach my button')).toBeNull();
  });

  it('closes a toast with its dismiss button', async () => {
    await renderWithProviders(<Toaster />);
    show({ description: 'Keep me' });
    show({ description: 'Close me' });
    const target = screen.getByText('Close me').closest<HTMLElement>('[role=status]')!;
    fireEvent.click(within(target).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Close me')).toBeNull();
    expect(screen.getByText('Keep me')).toBeTruthy();
  });

  it('names the dismiss button in the current language', async () => {
    await renderWithProviders(<Toaster />, { language: 'sw' });
    show({ description: 'Ujumbe' });
    expect(screen.getByRole('button', { name: 'Funga' })).toBeTruthy();
  });
});
