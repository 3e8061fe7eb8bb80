import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewStars } from './review-stars.tsx';

/** The visible stars' fill, left to right: 1 full, 0 empty, a fraction for a partly filled one. */
function fills(container: HTMLElement): number[] {
  const stars = container.querySelector('[role="img"]')!.children;
  return [...stars].map((star) => {
    if (star.tagName.toLowerCase() === 'svg') return star.classList.contains('text-input') ? 0 : 1;
    const clip = star.querySelector<HTMLElement>('span');
    return clip ? Number.parseFloat(clip.style.width) / 100 : 0;
  });
}

describe('ReviewStars', () => {
  it('fills part of a star for a fraction and reads the rating once', () => {
    const { container } = render(<ReviewStars rating={3.5} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('3.5 out of 5 stars');
    expect(fills(container)).toEqual([1, 1, 1, 0.5, 0]);
  });

  it('wholeStars: whole stars only, each one glyph, read as the text it is given', () => {
    // A listing's rating summary: 3.2 shows three stars beside the "3.2" it prints.
    const { container } = render(<ReviewStars rating={3.2} wholeStars ratingText="3.2" />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('3.2 out of 5 stars');
    expect(fills(container)).toEqual([1, 1, 1, 0, 0]);
    expect(container.querySelectorAll('svg')).toHaveLength(5);
  });

  it('wholeStars: half a star rounds up, and a whole average reads as the summary prints it', () => {
    const { container } = render(<ReviewStars rating={4.5} wholeStars />);
    expect(fills(container)).toEqual([1, 1, 1, 1, 1]);
    render(<ReviewStars rating={2} wholeStars ratingText="2.0" />);
    expect(screen.getByRole('img', { name: '2.0 out of 5 stars' })).toBeTruthy();
  });
});
