import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '#web/test/render.tsx';
import { LinkTabs } from './link-tabs.tsx';

const TABS = (['one', 'two', 'three'] as const).map((value) => ({
  value,
  label: `Tab ${value}`,
  href: `/page?tab=${value}`,
}));

function Harness() {
  const [tab, setTab] = useState<(typeof TABS)[number]['value']>('one');
  return (
    <LinkTabs tabs={TABS} value={tab} onChange={setTab}>
      <p>Content of {tab}</p>
    </LinkTabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('LinkTabs', () => {
  it('is a list of links to each tab’s address, the open one selected and labelling the panel', () => {
    renderInApp(<Harness />);
    expect(tab('Tab one').getAttribute('href')).toBe('/page?tab=one');
    expect(tab('Tab three').getAttribute('href')).toBe('/page?tab=three');
    expect(tab('Tab one').getAttribute('aria-selected')).toBe('true');
    expect(tab('Tab two').getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel', { name: 'Tab one' }).textContent).toBe('Content of one');
  });

  it('switches in place on a plain click', async () => {
    const { user } = renderInApp(<Harness />);
    await user.click(tab('Tab two'));
    expect(tab('Tab two').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Tab two' }).textContent).toBe('Content of two');
  });

  it('leaves a click with a modifier to the link (a new tab or window)', () => {
    renderInApp(<Harness />);
    const followed = fireEvent.click(tab('Tab two'), { ctrlKey: true });
    expect(followed).toBe(true);
    expect(tab('Tab one').getAttribute('aria-selected')).toBe('true');
  });

  it('follows the arrow keys, Home and End, wrapping around, and moves the focus', async () => {
    const { user } = renderInApp(<Harness />);
    tab('Tab one').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Tab two').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Tab two'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Tab three'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Tab one').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Tab three'));
    await user.keyboard('{Home}');
    expect(tab('Tab one').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Content of one');
  });
});
