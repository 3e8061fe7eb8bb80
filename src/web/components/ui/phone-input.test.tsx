import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneInput } from './phone-input.tsx';

const registration = {
  name: 'phone',
  onChange: async () => {},
  onBlur: async () => {},
  ref: () => {},
};

describe('PhoneInput', () => {
  it.each([
    ['5557727182', '(555) 772-7182'],
    ['(555) 772-7182', '(555) 772-7182'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['', ''],
  ])('shows the saved number %j as %j', (saved, shown) => {
    render(<PhoneInput registration={registration} defaultValue={saved} aria-label="Phone" />);
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe(shown);
  });
});
