import { useState, type KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import { AMENITY_PRESETS } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { MultiSelect } from '#web/components/ui/multi-select.tsx';
import type { ListingFormApi } from './form-values.ts';
import { FormSection } from './form-section.tsx';

/** Adds a trimmed amenity unless it is empty or already there (docs/product.md §5). */
export function withAmenity(list: readonly string[], raw: string): string[] {
  const amenity = raw.trim();
  if (!amenity || list.some((a) => a.toLowerCase() === amenity.toLowerCase())) return [...list];
  return [...list, amenity];
}

/** 4. Amenities: the preset menu, a custom amenity, and removable chips. */
export function AmenitiesSection({ form }: { form: ListingFormApi }) {
  const amenities = useWatch({ control: form.control, name: 'amenities' });
  const [custom, setCustom] = useState('');
  const set = (next: string[]) =>
    form.setValue('amenities', next, { shouldDirty: true, shouldValidate: true });

  const addCustom = () => {
    set(withAmenity(amenities, custom));
    setCustom('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addCustom();
  };

  return (
    <FormSection number={4} title="Amenities" description="Choose what residents can enjoy.">
      <div className="grid gap-2">
        <Label htmlFor="amenity-presets">Common amenities</Label>
        <MultiSelect
          id="amenity-presets"
          label="Common amenities"
          placeholder="Select amenities"
          options={AMENITY_PRESETS}
          selected={amenities}
          onToggle={(option, checked) =>
            set(checked ? withAmenity(amenities, option) : amenities.filter((a) => a !== option))
          }
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="custom-amenity">Custom amenity</Label>
        <div className="flex gap-2">
          <Input
            id="custom-amenity"
            value={custom}
            onChange={(event) => setCustom(event.target.value)}
            onKeyDown={onKeyDown}
            maxLength={60}
            placeholder="e.g. Chapel"
          />
          <Button type="button" variant="outline" onClick={addCustom}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
      </div>
      {amenities.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Selected amenities">
          {amenities.map((amenity) => (
            <li
              key={amenity}
              className="flex items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-sm font-medium text-primary-strong"
            >
              {amenity}
              <button
                type="button"
                onClick={() => set(amenities.filter((a) => a !== amenity))}
                className="rounded-full p-1 hover:bg-primary/15 focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`Remove ${amenity}`}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No amenities selected yet.</p>
      )}
    </FormSection>
  );
}
