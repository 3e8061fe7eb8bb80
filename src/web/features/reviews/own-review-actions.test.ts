import { describe, expect, it } from 'vitest';
import { ownReviewActions } from './own-review-actions.ts';

const onEdit = () => {};
const onDelete = async () => {};

describe('ownReviewActions', () => {
  it('offers nothing on someone else’s review, whatever handlers are given', () => {
    expect(ownReviewActions(false, { onEdit, onDelete })).toBeNull();
  });

  it('offers nothing on my review when no handler is given', () => {
    expect(ownReviewActions(true, {})).toBeNull();
  });

  it('offers exactly the handlers given on my review', () => {
    expect(ownReviewActions(true, { onEdit })).toEqual({ onEdit, onDelete: undefined });
    expect(ownReviewActions(true, { onDelete })).toEqual({ onEdit: undefined, onDelete });
    expect(ownReviewActions(true, { onEdit, onDelete })).toEqual({ onEdit, onDelete });
  });
});
