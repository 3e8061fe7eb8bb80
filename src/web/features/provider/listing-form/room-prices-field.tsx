import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { PRICED_ROOM_TYPE_LABELS, PRICED_ROOM_TYPES } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import type { ListingFormApi } from './form-values.ts';

/**
 * Prices by room type (docs/decisions/048): each kind of unit once, with its lowest and, when
 * it varies, highest monthly price. The first free room type is offered for each new row.
 */
export function RoomPricesField({ form }: { form: ListingFormApi }) {
  const {
    register,
    control,
    getValues,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'roomPrices' });
  const addRoom = () => {
    const taken = new Set(getValues('roomPrices').map((room) => room.roomType));
    const roomType = PRICED_ROOM_TYPES.find((type) => !taken.has(type)) ?? PRICED_ROOM_TYPES[0];
    append(
      { roomType, minPrice: '', maxPrice: '' },
      { focusName: `roomPrices.${fields.length}.minPrice` },
    );
  };
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Prices by room type (optional)</legend>
      <p className="text-xs text-muted-foreground">
        Families compare monthly prices by unit. When you add room types, your starting price is the
        lowest of them.
      </p>
      {fields.map((field, index) => {
        const rowErrors = errors.roomPrices?.[index];
        const label = `room type ${index + 1}`;
        return (
          <div
            key={field.id}
            role="group"
            aria-label={`Room type ${index + 1}`}
            className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start"
          >
            <FormField label="Room type" error={rowErrors?.roomType?.message}>
              {(c) => (
                <Select {...c} {...register(`roomPrices.${index}.roomType`)}>
                  {PRICED_ROOM_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {PRICED_ROOM_TYPE_LABELS[type]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField label="From ($/month)" error={rowErrors?.minPrice?.message}>
              {(c) => (
                <Input
                  {...c}
                  {...register(`roomPrices.${index}.minPrice`)}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  required
                />
              )}
            </FormField>
            <FormField label="To ($/month, optional)" error={rowErrors?.maxPrice?.message}>
              {(c) => (
                <Input
                  {...c}
                  {...register(`roomPrices.${index}.maxPrice`)}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                />
              )}
            </FormField>
            <Button
              type="button"
              variant="ghost"
              className="sm:mt-7"
              onClick={() => remove(index)}
              aria-label={`Remove ${label}`}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              <span className="sm:sr-only">Remove</span>
            </Button>
          </div>
        );
      })}
      {fields.length < PRICED_ROOM_TYPES.length ? (
        <Button type="button" variant="outline" className="w-fit" onClick={addRoom}>
          <Plus className="size-4" aria-hidden="true" />
          Add a room type
        </Button>
      ) : null}
    </fieldset>
  );
}
