import { CalendarCheck, House, Search } from 'lucide-react';

const STEPS = [
  {
    icon: Search,
    title: 'Search',
    text: 'Filter communities by location, type of care, price and distance, and compare what each one offers.',
  },
  {
    icon: CalendarCheck,
    title: 'Visit',
    text: 'Schedule a tour by phone, email or online, meet the staff and see daily life for yourself.',
  },
  {
    icon: House,
    title: 'Move In',
    text: 'Choose the community that feels right, and plan the move with the team who will care for your loved one.',
  },
] as const;

/** The three-step explainer (docs/product.md §1). */
export function HowItWorks() {
  return (
    <section
      aria-labelledby="how-it-works"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <h2 id="how-it-works" className="text-center text-3xl font-bold tracking-tight">
        How it works
      </h2>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="rounded-lg border border-border bg-card p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-xl font-semibold">
              <span className="sr-only">Step {index + 1}: </span>
              {title}
            </h3>
            <p className="mt-2 text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
