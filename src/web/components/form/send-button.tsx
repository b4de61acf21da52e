import { useHydrated } from '../../lib/use-hydrated';

interface SendButtonProps {
  sending: boolean;
  label: string;
  /** What the button says while the request is on its way ("Sending…"). */
  sendingLabel: string;
  /** The form's full width (the auth pages' and a counter card's narrow forms). */
  wide?: boolean;
}

/**
 * A form's submit button, disabled while its request is on its way: one at a time (docs/decisions/0029-forms.md);
 * and on a pre-rendered page until the app has taken it over (lib/use-hydrated.ts).
 */
export function SendButton({ sending, label, sendingLabel, wide = false }: SendButtonProps) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={wide ? 'btn-primary w-full' : 'btn-primary'} disabled={sending || !hydrated}>
      {sending ? sendingLabel : label}
    </button>
  );
}
