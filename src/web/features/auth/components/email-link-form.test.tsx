import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '#web/test/render.tsx';
import { EmailLinkForm } from './email-link-form.tsx';

describe('EmailLinkForm', () => {
  it('sends one request for a double click: the button waits from the first click', async () => {
    let answer = () => {};
    const mutateAsync = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const { user } = renderInApp(
      <EmailLinkForm
        request={{ mutateAsync, isPending: false }}
        submitLabel="Send reset link"
        failedMessage="Failed"
        sentMessage={(email) => `Sent to ${email}`}
      />,
    );
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.dblClick(screen.getByRole('button', { name: 'Send reset link' }));
    await vi.waitFor(() => expect(mutateAsync).toHaveBeenCalled());
    answer();
    expect(await screen.findByText('Sent to pat@example.com')).toBeTruthy();
    expect(mutateAsync).toHaveBeenCalledTimes(1);
  });
});
