// The conversation's menu: the partner's profile, Block, Unmatch and Report. A disclosure of
// plain buttons rather than a menu widget, because Block and Report open their own confirmation
// dialogs (given by the route): the panel stays mounted, and open while one of them is, so that
// the dialog has somewhere to give the focus back to.
import { EllipsisVertical, HeartCrack, UserRound } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { ConversationPartner } from '../../../../shared/contracts/messages';
import { useTranslation } from '../../../i18n/react';
import type { DialogComponent, RenderSafetyActions } from '../slots';
import { UnmatchDialog } from './unmatch-dialog';

const ITEM_CLASS =
  'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-start text-sm font-medium text-stone-800 hover:bg-stone-100 dark:text-stone-100 dark:hover:bg-stone-800';

interface ConversationOptionsProps {
  conversationId: number;
  partner: ConversationPartner;
  Dialog: DialogComponent;
  renderSafetyActions: RenderSafetyActions;
  onOpenProfile: () => void;
  /** The member ended the conversation (block, report or unmatch). */
  onEnded: () => void;
}

export function ConversationOptions({
  conversationId,
  partner,
  Dialog,
  renderSafetyActions,
  onOpenProfile,
  onEnded,
}: ConversationOptionsProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [unmatching, setUnmatching] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element;
      // A tap in a dialog opened from here (a block or report confirmation) keeps the panel.
      if (container.current?.contains(target) || target.closest?.('[role="dialog"]')) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') close();
  };

  return (
    // Escape from inside the panel closes it; a dialog above takes Escape first (modal-dialog).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the keys come from the buttons inside
    <div ref={container} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('conversations.options.button')}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800"
      >
        <EllipsisVertical aria-hidden="true" className="size-5" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute end-0 z-30 mt-1 w-56 space-y-0.5 rounded-xl border border-stone-200 bg-white p-1 shadow-lg dark:border-stone-700 dark:bg-stone-900"
      >
        {/* The panel stays open under the profile: closing the profile comes back to this button. */}
        <button type="button" className={ITEM_CLASS} onClick={onOpenProfile}>
          <UserRound aria-hidden="true" className="size-4" />
          {t('conversations.options.viewProfile')}
        </button>
        {renderSafetyActions({ id: partner.id, displayName: partner.displayName }, onEnded, ITEM_CLASS)}
        <button type="button" className={ITEM_CLASS} onClick={() => setUnmatching(true)}>
          <HeartCrack aria-hidden="true" className="size-4" />
          {t('conversations.options.unmatch')}
        </button>
      </div>
      <UnmatchDialog
        Dialog={Dialog}
        open={unmatching}
        conversationId={conversationId}
        partnerName={partner.displayName}
        onCancel={() => setUnmatching(false)}
        onUnmatched={() => {
          setUnmatching(false);
          onEnded();
        }}
      />
    </div>
  );
}
