import { errorMessage } from './api-client.ts';
import { toast } from './toast.tsx';

/**
 * A form's submit step: runs the request and what follows it (a success toast, closing,
 * navigating); if any of it fails, an error toast says the server's message, else `failedMessage`.
 */
export async function toastOnFailure(failedMessage: string, run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    toast.error(errorMessage(error, failedMessage));
  }
}
