import type { ReactNode } from 'react';

/** The frame of every account page: one <main> with one <h1>, a narrow column. */
export function PageFrame({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-md px-6 py-12">
      <h1 className="mb-2 text-3xl font-bold">{title}</h1>
      {intro && <p className="mb-6 text-stone-700 dark:text-stone-300">{intro}</p>}
      {children}
    </main>
  );
}
