import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '#web/test/render.tsx';
import { SignUpForm } from './sign-up-form.tsx';

describe('SignUpForm', () => {
  it('sent empty, says what is missing and puts the focus on the first field: Full name', async () => {
    const { user } = renderInApp(<SignUpForm onSignedUp={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
  });
});
