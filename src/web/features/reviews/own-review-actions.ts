export type OwnReviewHandlers = {
  onEdit?: () => void;
  onDelete?: () => Promise<unknown>;
};

/** Edit and Delete show only on the signed-in user's own review, and only those given; else null. */
export function ownReviewActions(
  isMine: boolean,
  { onEdit, onDelete }: OwnReviewHandlers,
): OwnReviewHandlers | null {
  if (!isMine || (!onEdit && !onDelete)) return null;
  return { onEdit, onDelete };
}
