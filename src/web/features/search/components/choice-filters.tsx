import {
  AMENITY_PRESETS,
  PAYMENT_SOURCE_LABELS,
  PAYMENT_SOURCES,
  ROOM_TYPE_LABELS,
  ROOM_TYPES,
} from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { PARAM, type BrowseFilters } from '../search-params.ts';
import { CarriedFilters } from './carried-filters.tsx';
import { CheckboxGroup } from './checkbox-group.tsx';
import { FilterSection } from './filter-section.tsx';

const ROOMS = ROOM_TYPES.map((value) => ({ value, label: ROOM_TYPE_LABELS[value] }));
const PAYMENTS = PAYMENT_SOURCES.map((value) => ({ value, label: PAYMENT_SOURCE_LABELS[value] }));
const AMENITIES = AMENITY_PRESETS.map((value) => ({ value, label: value }));

type ChoiceFiltersProps = {
  filters: BrowseFilters;
  updateFilters: (change: Partial<BrowseFilters>) => void;
  idPrefix: string;
};

/**
 * Room type, payment accepted and amenities: each ticked one must be offered. Without the script
 * the boxes submit as a plain GET with the other filters carried; with it, each change applies.
 */
export function ChoiceFilters({ filters, updateFilters, idPrefix }: ChoiceFiltersProps) {
  return (
    <form method="get" action={paths.browse} onSubmit={(event) => event.preventDefault()}>
      <CarriedFilters filters={filters} except={[PARAM.room, PARAM.payment, PARAM.amenity]} />
      <FilterSection title="Rooms and payment">
        <div className="grid gap-4">
          <CheckboxGroup
            legend="Room type"
            name={PARAM.room}
            options={ROOMS}
            selected={filters.rooms}
            onChange={(rooms) => updateFilters({ rooms })}
            idPrefix={idPrefix}
          />
          <CheckboxGroup
            legend="Payment accepted"
            name={PARAM.payment}
            options={PAYMENTS}
            selected={filters.payment}
            onChange={(payment) => updateFilters({ payment })}
            idPrefix={idPrefix}
          />
        </div>
      </FilterSection>
      <FilterSection title="Amenities" defaultOpen={filters.amenities.length > 0}>
        <CheckboxGroup
          legend="Must have"
          name={PARAM.amenity}
          options={AMENITIES}
          selected={filters.amenities}
          onChange={(amenities) => updateFilters({ amenities })}
          idPrefix={idPrefix}
        />
      </FilterSection>
      <Button type="submit" variant="outline" className="without-script-only mt-3 w-full">
        Apply filters
      </Button>
    </form>
  );
}
