import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilterSection } from './filter-section.tsx';

const section = (container: HTMLElement) => container.querySelector('details')!;

describe('FilterSection', () => {
  it('opens when a choice is made elsewhere, and never shuts by itself', () => {
    const { container, rerender } = render(
      <FilterSection title="Amenities" defaultOpen={false}>
        choices
      </FilterSection>,
    );
    expect(section(container).open).toBe(false);
    rerender(
      <FilterSection title="Amenities" defaultOpen>
        choices
      </FilterSection>,
    );
    expect(section(container).open).toBe(true);
    rerender(
      <FilterSection title="Amenities" defaultOpen={false}>
        choices
      </FilterSection>,
    );
    expect(section(container).open).toBe(true);
  });

  it('leaves a section the family shut as it is while its choices stay', () => {
    const { container, rerender } = render(
      <FilterSection title="Amenities" defaultOpen>
        choices
      </FilterSection>,
    );
    section(container).open = false;
    rerender(
      <FilterSection title="Amenities" defaultOpen>
        choices
      </FilterSection>,
    );
    expect(section(container).open).toBe(false);
  });
});
