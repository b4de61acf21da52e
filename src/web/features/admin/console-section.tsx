// A section of the admin console (/admin): its heading, the sentence under it, then its content.
import type { ReactNode } from 'react';
import { TitledSection } from '../../components/ui/titled-section';

interface ConsoleSectionProps {
  headingId: string;
  /** Translated texts. */
  title: string;
  intro: string;
  children: ReactNode;
}

export function ConsoleSection({ headingId, title, intro, children }: ConsoleSectionProps) {
  return (
    <TitledSection titleId={headingId} title={title} intro={intro} className="mt-12" titleClassName="mb-2 text-2xl font-bold">
      {children}
    </TitledSection>
  );
}
