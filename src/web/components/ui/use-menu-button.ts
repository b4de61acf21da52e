// The menu-button pattern shared by the header's menus (language, account): open and close,
// a click outside closes, focus moves into the menu on open and back to the button on Escape,
// arrow keys move between items, Tab leaves and closes.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

const ITEMS = '[role="menuitem"], [role="menuitemradio"]';

/** `initialFocus`: the item to focus when the menu opens (default: the first). */
export function useMenuButton(initialFocus: string = ITEMS) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    containerRef.current?.querySelector<HTMLElement>(initialFocus)?.focus();
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, initialFocus]);

  /** Closes the menu and gives focus back to its button. */
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(ITEMS));
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return {
    open,
    setOpen,
    close,
    containerRef,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': menuId,
      onClick: () => setOpen((value) => !value),
    },
    menuProps: { id: menuId, role: 'menu', onKeyDown: onMenuKeyDown },
  };
}
