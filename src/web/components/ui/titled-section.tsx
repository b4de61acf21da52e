import type { ReactNode } from 'react';

interface TitledSectionProps {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  /** The sentence under the heading, if any. */
  intro?: ReactNode;
  className?: string;
  /** The heading's size and spacing, and the sentence's. */
  titleClassName?: string;
  introClassName?: string;
  /** The heading can take the focus (tabIndex -1): a screen sends it there after a change. */
  focusable?: boolean;
  children: ReactNode;
}

/** A section named by its h2: a content page's (about, culture, contact), a console's, a profile part's. */
export function TitledSection(props: TitledSectionProps) {
  const {
    titleId,
    title,
    intro,
    className,
    titleClassName = 'mb-4 text-2xl font-bold',
    introClassName = 'mb-4 max-w-3xl text-stone-700 dark:text-stone-300',
    children,
  } = props;
  return (
    <section aria-labelledby={titleId} className={className}>
      <h2 id={titleId} tabIndex={props.focusable ? -1 : undefined} className={titleClassName}>
        {title}
      </h2>
      {intro !== undefined && <p className={introClassName}>{intro}</p>}
      {children}
    </section>
  );
}
