import type { ReactNode } from 'react';

interface TitledSectionProps {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  className?: string;
  /** The heading's size and spacing. */
  titleClassName?: string;
  children: ReactNode;
}

/** A section of a content page (about, culture, contact), named by its h2. */
export function TitledSection({ titleId, title, className, titleClassName = 'mb-4 text-2xl font-bold', children }: TitledSectionProps) {
  return (
    <section aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
