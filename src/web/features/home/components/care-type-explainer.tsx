import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { CARE_TYPE_LABELS, CARE_TYPES, type CareType } from '#shared/constants.ts';
import { paths } from '#web/lib/paths.ts';

const SUMMARIES: Record<CareType, string> = {
  'assisted-living':
    'Private apartments with help for daily tasks such as bathing, dressing and medication, plus meals and activities.',
  'independent-living':
    'Maintenance-free homes for active older adults who want community, dining and amenities without care services.',
  'memory-care':
    'Secure neighbourhoods with staff trained to support people living with Alzheimer’s and other dementias.',
  'respite-care':
    'Short stays that give family caregivers a break, or help a loved one recover after a hospital stay.',
  'adult-daycare':
    'Daytime programmes with supervision, meals and social activities, while your loved one lives at home.',
  'skilled-nursing':
    'Round-the-clock nursing and rehabilitation for people with complex medical needs.',
};

/** The care-type explainer (docs/product.md §1), linking to each care-type page. */
export function CareTypeExplainer() {
  return (
    <section aria-labelledby="care-types" className="border-y border-border bg-card">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="care-types" className="text-3xl font-bold tracking-tight">
          Understanding the types of care
        </h2>
        <p className="mt-3 max-w-2xl text-muted-foreground">
          Every family’s needs are different. Here is what each kind of community offers.
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CARE_TYPES.map((type) => (
            <li key={type}>
              <Link
                to={paths.service(type)}
                className="group flex h-full flex-col gap-2 rounded-lg border border-border p-5 hover:border-primary hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="text-lg font-semibold text-primary-strong">
                  {CARE_TYPE_LABELS[type]}
                </span>
                <span className="text-muted-foreground">{SUMMARIES[type]}</span>
                <span className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-medium text-primary">
                  Learn more<span className="sr-only"> about {CARE_TYPE_LABELS[type]}</span>
                  <ArrowRight
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
