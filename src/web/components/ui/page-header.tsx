/** The head of a content page (about, culture, contact, events): its h1 and the line under it. */
export function PageHeader({ title, intro, className }: { title: string; intro: string; className: string }) {
  return (
    <header className={`${className} max-w-3xl`}>
      <h1 className="mb-4 text-4xl font-bold tracking-tight">{title}</h1>
      <p className="text-lg leading-8 text-stone-700 dark:text-stone-300">{intro}</p>
    </header>
  );
}
