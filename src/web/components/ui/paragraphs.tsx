import { useTranslation } from '../../i18n/react';

/**
 * The paragraphs of a keyed text block ({"p1": .., "p2": ..}): each language keeps the same
 * keys (a test compares them), and the page never needs to know how many there are.
 */
export function Paragraphs({ base, className = 'space-y-4' }: { base: string; className?: string }) {
  const { t } = useTranslation();
  const block = t(base, { returnObjects: true });
  const keys = typeof block === 'object' && block !== null ? Object.keys(block) : [];
  return (
    <div className={className}>
      {keys.map((key) => (
        <p key={key} className="leading-7 text-stone-800 dark:text-stone-200">
          {t(`${base}.${key}`)}
        </p>
      ))}
    </div>
  );
}
