// A button of an icon and a word whose accessible name says whom it acts on ("Block Awa",
// "Unmatch Awa"), where several such buttons stand on a screen of members: the safety buttons
// (Block, Report) and a match's own (View profile, Unmatch).
import type { LucideIcon } from 'lucide-react';

interface IconButtonProps {
  icon: LucideIcon;
  /** Translated texts: the word shown, and the name read out. */
  label: string;
  ariaLabel: string;
  className: string;
  onClick: () => void;
}

export function IconButton({ icon: Icon, label, ariaLabel, className, onClick }: IconButtonProps) {
  return (
    <button type="button" className={className} aria-label={ariaLabel} onClick={onClick}>
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
