import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FocusOnMount } from './focus-on-mount.tsx';

describe('FocusOnMount', () => {
  it('moves focus to the first field of what it shows', () => {
    render(
      <FocusOnMount selector="input">
        <input aria-label="Your name" />
        <input aria-label="Email" />
      </FocusOnMount>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Your name'));
  });

  it('leaves focus in the field the person is already in', () => {
    // autoFocus focuses as the form mounts, before the effect: as a person typing in a form the
    // server rendered open, before the page's script hydrated it.
    render(
      <FocusOnMount selector="input">
        <input aria-label="Your name" />
        <input aria-label="Email" autoFocus />
      </FocusOnMount>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });
});
