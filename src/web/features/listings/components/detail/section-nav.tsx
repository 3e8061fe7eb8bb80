import { useId, useMemo } from 'react';
import { cn } from '#web/lib/cn.ts';

export type DetailSection = { id: string; label: string };
export type DetailSections = Record<
  'about' | 'amenities' | 'pricing' | 'reviews' | 'location',
  DetailSection
>;

/** The sections of a listing's detail, with ids unique on the page. */
export function useDetailSections(): DetailSections {
  const prefix = useId();
  return useMemo(
    () => ({
      about: { id: `${prefix}-about`, label: 'About' },
      amenities: { id: `${prefix}-amenities`, label: 'Amenities' },
      pricing: { id: `${prefix}-pricing`, label: 'Pricing & Availability' },
      reviews: { id: `${prefix}-reviews`, label: 'Reviews' },
      location: { id: `${prefix}-location`, label: 'Location' },
    }),
    [prefix],
  );
}

/** The nearest ancestor that scrolls its own content (the dialog's body), or null for the page. */
function scrollingAncestor(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const scrolls = /auto|scroll/.test(getComputedStyle(node).overflowY);
    if (scrolls && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

/** Scrolls the section to the top of the area it scrolls in and moves focus to its heading. */
function jumpTo(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const behavior = reduceMotion ? 'auto' : 'smooth';
  const box = scrollingAncestor(target);
  if (box) {
    // Only that area moves. scrollIntoView would also scroll every box around it, even one that
    // hides its overflow: the dialog itself, whose title and close button then left the screen.
    const offset = target.getBoundingClientRect().top - box.getBoundingClientRect().top;
    box.scrollTo({ top: box.scrollTop + offset, behavior });
  } else {
    target.scrollIntoView({ behavior, block: 'start' });
  }
  target.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true });
}

type SectionNavProps = {
  sections: DetailSections;
  /** `header`: in the dialog's fixed header; `inline`: above the sections, in the page's flow. */
  placement: 'header' | 'inline';
};

/** Shortcut buttons that scroll to a section and move focus to its heading. */
export function SectionNav({ sections, placement }: SectionNavProps) {
  return (
    <nav
      aria-label="Listing sections"
      className={cn(
        'bg-card',
        placement === 'header'
          ? 'px-3 pb-2'
          : 'sticky top-0 z-10 -mx-6 mt-4 border-b border-border px-6 py-2',
      )}
    >
      {/* On a phone the row scrolls: its right end fades, saying there is more, with room to
          scroll the last shortcut clear of the fade. A scrolling row clips what overflows it, so
          the focus ring is drawn inside each shortcut. */}
      <div className="flex gap-1 overflow-x-auto max-sm:pr-12 max-sm:[mask-image:linear-gradient(to_right,#000_80%,transparent)]">
        {Object.values(sections).map((section) => (
          <button
            key={section.id}
            type="button"
            onClick={() => jumpTo(section.id)}
            className="shrink-0 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
          >
            {section.label}
          </button>
        ))}
      </div>
    </nav>
  );
}
