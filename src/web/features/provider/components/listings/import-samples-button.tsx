import { Download } from 'lucide-react';
import { toast } from '#web/lib/toast.tsx';
import { PROVIDER_MESSAGES } from '#shared/provider-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { hasErrorCode } from '#web/lib/api-client.ts';
import { useImportSampleListings } from '../../api/import-sample-listings.ts';
import { PROVIDER_TEXTS, refusalMessage } from '../../messages.ts';

/** The one-time copy of the six built-in sample listings into my account (docs/product.md §2, §8). */
export function ImportSamplesButton({ disabled = false }: { disabled?: boolean }) {
  const importSamples = useImportSampleListings();
  const run = async () => {
    try {
      const result = await importSamples.mutateAsync();
      toast.success(result.message, {
        description: [result.detail, PROVIDER_TEXTS.importedAreDrafts].filter(Boolean).join(' '),
      });
    } catch (error) {
      if (hasErrorCode(error, 'SAMPLES_ALREADY_IMPORTED')) {
        toast.info(PROVIDER_MESSAGES.alreadyMigrated);
      } else {
        toast.error(refusalMessage(error, PROVIDER_TEXTS.importFailed));
      }
    }
  };
  // Asked first: the copies count toward the plan's listings (a Basic plan's three at once).
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={disabled || importSamples.isPending}>
          <Download aria-hidden="true" />
          {importSamples.isPending ? 'Importing...' : 'Import sample listings'}
        </Button>
      }
      title="Import the sample listings?"
      description={PROVIDER_TEXTS.importAsks}
      confirmLabel="Import"
      pendingLabel="Importing..."
      confirmVariant="default"
      onConfirm={run}
    />
  );
}
