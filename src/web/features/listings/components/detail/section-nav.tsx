export type DetailSection = { id: string; label: string };

/** Shortcut buttons that scroll the dialog to a section and move focus to its heading. */
export function SectionNav({ sections }: { sections: readonly DetailSection[] }) {
  const jump = (id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    target.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true });
  };
  return (
    <nav
      aria-label="Listing sections"
      className="sticky top-0 z-10 -mx-6 mt-4 flex gap-1 overflow-x-auto border-b border-border bg-card px-6 py-2"
    >
      {sections.map((section) => (
        <button
          key={section.id}
          type="button"
          onClick={() => jump(section.id)}
          className="shrink-0 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          {section.label}
        </button>
      ))}
    </nav>
  );
}
