// A modal dialog: a sheet from the bottom on a phone, a centred panel on a wider screen. It is
// labelled by its title, keeps the keyboard inside (Tab and Shift+Tab cycle), closes on Escape
// or a tap outside, and gives focus back to what opened it. Dialogs stack (a report opened from
// a profile): only the top one answers keys. A div with role="dialog" rather than <dialog>,
// because the component tests' jsdom has no showModal().
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const PANEL_SIZES = {
  narrow: 'max-h-[92dvh] rounded-t-2xl p-5 sm:max-w-md',
  wide: 'max-h-[92dvh] rounded-t-2xl p-5 sm:max-w-2xl',
  // The whole screen of a phone, its safe areas kept clear; a panel like the others from `sm` up.
  screen:
    'h-dvh max-h-dvh px-5 pt-[max(1.25rem,env(safe-area-inset-top))] pb-[max(1.25rem,env(safe-area-inset-bottom))] sm:h-auto sm:max-h-[92dvh] sm:max-w-lg',
} as const;

/** Open dialogs, the top one last. */
const stack: HTMLElement[] = [];

/** Whether a dialog is open: the deck's arrow keys then belong to it. */
export const anyDialogOpen = () => stack.length > 0;

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  describedBy?: string;
  /** Where focus goes on opening (default: the first control). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** 'wide' for the full profile with its photos; 'screen' fills a phone's screen (the match moment). */
  size?: 'narrow' | 'wide' | 'screen';
  children: ReactNode;
}

export function ModalDialog(props: ModalDialogProps) {
  if (!props.open) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({ onClose, labelledBy, describedBy, initialFocus, size = 'narrow', children }: ModalDialogProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const overlay = overlayRef.current!;
    const panel = panelRef.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(panel);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    (initialFocus?.current ?? panel.querySelector<HTMLElement>(FOCUSABLE) ?? panel).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack.at(-1) !== panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
        if (items.length === 0) {
          event.preventDefault();
          return;
        }
        const first = items[0]!;
        const last = items.at(-1)!;
        const inside = panel.contains(document.activeElement);
        if (event.shiftKey && (document.activeElement === first || !inside)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    // A tap on the dimmed page around the panel closes it, as on every sheet.
    const onOverlayClick = (event: MouseEvent) => {
      if (event.target === overlay && stack.at(-1) === panel) onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown, true);
    overlay.addEventListener('click', onOverlayClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      overlay.removeEventListener('click', onOverlayClick);
      stack.splice(stack.indexOf(panel), 1);
      if (stack.length === 0) document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
    // Runs once per opening: the props read here are what the dialog opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div ref={overlayRef} className="fixed inset-0 z-50 flex items-end justify-center bg-stone-950/60 sm:items-center sm:p-4">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`w-full overflow-y-auto overscroll-contain bg-white text-stone-900 shadow-xl outline-none sm:rounded-2xl sm:p-6 dark:bg-stone-900 dark:text-stone-100 ${PANEL_SIZES[size]}`}
      >
        {children}
      </div>
    </div>
  );
}
