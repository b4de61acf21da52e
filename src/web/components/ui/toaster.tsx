// The one toast system: messages stack at the bottom end of the screen (bottom-right in LTR,
// bottom-left in RTL), on a phone at the top under the header, where they cover no form's
// buttons (the paywall's payment buttons end a phone's first screen); at most 3 at once, each
// gone after 5 seconds or when dismissed. The 5 seconds start again while the pointer or the
// keyboard focus is on a toast, so that whoever is reading it or reaching its close button
// keeps it. A sticky toast (a new version to reload into) stays until it is dismissed or acted on.
import { X } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/react';

export interface Toast {
  id: number;
  title?: string;
  description: string;
  variant: 'default' | 'destructive';
  sticky?: boolean;
  /** One button beside the text; choosing it also closes the toast. */
  action?: { label: string; onClick: () => void };
}

const MAX_VISIBLE = 3;
export const TOAST_DURATION_MS = 5000;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(input: Omit<Toast, 'id' | 'variant'> & { variant?: Toast['variant'] }): number {
  const id = nextId++;
  const item: Toast = { ...input, variant: input.variant ?? 'default', id };
  toasts = [...toasts, item].slice(-MAX_VISIBLE);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

/** Tests: every toast gone, so that one test's message never shows in the next (test/setup.ts). */
export function clearToasts(): void {
  toasts = [];
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function ToastItem({ item }: { item: Toast }) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  useEffect(() => {
    if (held || item.sticky) return;
    const timer = setTimeout(() => dismissToast(item.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [item.id, item.sticky, held]);
  const destructive = item.variant === 'destructive';
  return (
    // A div, not a list item: a list item may not take the status or alert role (axe).
    <div
      role={destructive ? 'alert' : 'status'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      className={`flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg ${
        destructive
          ? 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50'
          : 'border-stone-200 bg-white text-stone-900 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-50'
      }`}
    >
      <div className="flex-1">
        {item.title && <p className="font-semibold">{item.title}</p>}
        <p className="text-sm">{item.description}</p>
        {item.action && (
          <button
            type="button"
            className="btn-primary mt-2"
            onClick={() => {
              dismissToast(item.id);
              item.action?.onClick();
            }}
          >
            {item.action.label}
          </button>
        )}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        className="rounded p-1 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-amber-700"
      >
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('common.actions.dismiss')}</span>
      </button>
    </div>
  );
}

export function Toaster() {
  const items = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 top-[4.5rem] z-[100] flex flex-col gap-3.5 sm:inset-x-auto sm:end-4 sm:top-auto sm:bottom-[calc(1rem+var(--tab-bar,0px))] sm:w-[356px] sm:max-w-[calc(100vw-2rem)] [&>*]:pointer-events-auto"
    >
      {items.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
    </div>
  );
}
