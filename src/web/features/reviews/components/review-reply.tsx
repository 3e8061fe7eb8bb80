import { Suspense, useState } from 'react';
import { MessageSquareReply, Pencil, Trash2 } from 'lucide-react';
import type { ReplyView } from '#shared/reply-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { lazyNamed } from '#web/lib/lazy-named.ts';
import { toast } from '#web/lib/toast.tsx';
import { useDeleteReviewReply, useSaveReviewReply } from '../api/review-replies.ts';
import { formatReviewDate } from '../format.ts';
import { REPLY_TEXTS } from '../reply-messages.ts';

const ReplyForm = lazyNamed(() => import('./reply-form.tsx'), 'ReplyForm');

/** The community's reply as families see it, under the review. Text only, never HTML. */
function ReplyText({ reply }: { reply: ReplyView }) {
  return (
    <>
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm font-semibold text-foreground">
        {REPLY_TEXTS.heading(reply.communityName)}
        <time dateTime={reply.createdAt} className="font-normal text-muted-foreground">
          {formatReviewDate(reply.createdAt)}
        </time>
      </p>
      <p className="text-sm leading-relaxed break-words whitespace-pre-line text-foreground">
        {reply.text}
      </p>
    </>
  );
}

type ReviewReplyProps = {
  listingId: string;
  reviewId: string;
  reply: ReplyView | null;
  /** The signed-in person provides this listing: they reply, edit and delete. */
  canReply: boolean;
};

/** Under a review: the community's reply, and for its provider the ways to write or change it. */
export function ReviewReply({ listingId, reviewId, reply, canReply }: ReviewReplyProps) {
  const [editing, setEditing] = useState(false);
  const save = useSaveReviewReply(listingId);
  const remove = useDeleteReviewReply(listingId);
  if (!reply && !canReply) return null;
  if (editing) {
    return (
      <Suspense fallback={<Spinner className="mx-auto size-5" label="Loading the reply form" />}>
        <ReplyForm
          initialText={reply?.text}
          onSubmit={(input) => save.mutateAsync({ reviewId, input, isEdit: reply !== null })}
          onDone={() => setEditing(false)}
        />
      </Suspense>
    );
  }
  if (!reply) {
    return (
      <div>
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          <MessageSquareReply aria-hidden="true" />
          {REPLY_TEXTS.reply}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-1 border-l-4 border-primary/40 bg-muted/40 py-2 pr-2 pl-3">
      <ReplyText reply={reply} />
      {canReply ? (
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit reply
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive">
                <Trash2 aria-hidden="true" />
                Delete reply
              </Button>
            }
            title="Delete reply"
            description={REPLY_TEXTS.deleteConfirm}
            confirmLabel="Delete"
            pendingLabel="Deleting..."
            onConfirm={async () => {
              try {
                await remove.mutateAsync(reviewId);
                toast.success(REPLY_TEXTS.deleted);
              } catch {
                toast.error(REPLY_TEXTS.deleteFailed);
              }
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
