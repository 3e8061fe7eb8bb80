import { useEffect, useId, useRef } from 'react';
import { Camera } from 'lucide-react';
import { toast } from '#web/lib/toast.tsx';
import type { ProfileView } from '#shared/auth-schemas.ts';
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  UPLOAD_IMAGE_KINDS,
  UPLOAD_TOO_LARGE_MESSAGE,
} from '#shared/constants.ts';
import { initialsOf } from '#web/lib/initials.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { cn } from '#web/lib/cn.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { PROFILE_TEXTS, profileErrorMessage } from '../messages.ts';

/** The profile photo (or initials) with a "Change photo" file picker for any image type. */
export function ProfileAvatar({ profile }: { profile: ProfileView }) {
  const inputId = useId();
  const upload = useUploadAvatar();
  const uploading = upload.isPending;

  const picker = useRef<HTMLInputElement>(null);

  const uploadChosen = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = ''; // choosing the same file again should upload again
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      toast.error(profileErrorMessage(new Error(UPLOAD_TOO_LARGE_MESSAGE)));
      return;
    }
    try {
      await upload.mutateAsync(file);
      toast.success(PROFILE_TEXTS.updated);
    } catch (error) {
      toast.error(profileErrorMessage(error));
    }
  };
  // A photo chosen before the page's script ran is in the picker, and no change event will come
  // for it: upload it once the page is live.
  const pickedEarly = useRef(true);
  useEffect(() => {
    if (!pickedEarly.current) return;
    pickedEarly.current = false;
    if (picker.current?.files?.length) void uploadChosen(picker.current);
  });

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
      <div className="relative flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary text-3xl font-semibold text-primary-foreground ring-4 ring-primary-soft">
        {profile.profileImage ? (
          <img
            src={profile.profileImage}
            alt="Your profile photo"
            className="size-full object-cover"
          />
        ) : (
          <span aria-hidden="true">{initialsOf(profile)}</span>
        )}
        {uploading ? (
          <div className="absolute inset-0 flex items-center justify-center bg-black/50">
            <Spinner className="size-8 text-white" label={null} />
          </div>
        ) : null}
      </div>
      <div className="grid justify-items-center gap-1.5 sm:justify-items-start">
        <input
          id={inputId}
          ref={picker}
          type="file"
          accept="image/*"
          className="peer sr-only"
          disabled={uploading}
          onChange={(event) => {
            pickedEarly.current = false;
            void uploadChosen(event.target);
          }}
          aria-describedby={`${inputId}-hint`}
        />
        <label
          htmlFor={inputId}
          className={cn(
            buttonVariants({ variant: 'outline', size: 'sm' }),
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          )}
        >
          <Camera aria-hidden="true" />
          Change photo
        </label>
        <p id={`${inputId}-hint`} className="text-xs text-muted-foreground" aria-live="polite">
          {uploading
            ? 'Uploading your photo...'
            : `${UPLOAD_IMAGE_KINDS}, up to ${MAX_UPLOAD_MB} MB.`}
        </p>
      </div>
    </div>
  );
}
