import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormSetValue } from 'react-hook-form';

/**
 * A group of native radio buttons that react-hook-form does not own. Registered through their
 * refs, react-hook-form resets the group to its own starting value when the second radio mounts,
 * which un-ticks a choice a person made before the page's script ran. Instead the radios keep
 * their DOM state: the form's value is read from the form once it is live and again when it is
 * sent (a submit during hydration can come before the effect), and each change is passed on.
 */
export function useNativeChoice<T extends FieldValues>(
  name: Path<T>,
  setValue: UseFormSetValue<T>,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const readForm = useCallback(() => {
    const group = formRef.current?.elements.namedItem(name);
    const chosen = group instanceof RadioNodeList ? group.value : '';
    if (chosen) setValue(name, chosen as PathValue<T, Path<T>>);
  }, [name, setValue]);
  useEffect(readForm, [readForm]);
  const choose = (value: string) =>
    setValue(name, value as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: true });
  const radio = {
    name,
    onChange: (event: { target: { value: string } }) => choose(event.target.value),
  };
  return [formRef, radio, readForm] as const;
}
