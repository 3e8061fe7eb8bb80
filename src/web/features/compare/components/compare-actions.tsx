import { useState } from 'react';
import { Link2, Printer } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { paths } from '#web/lib/paths.ts';
import { useHydrated } from '#web/lib/use-needed.ts';

/**
 * Copy the comparison's address, print it, or measure distances from another place. The place
 * form is a plain GET form, so it works before (or without) the page's script.
 */
export function CompareActions({ ids, near }: { ids: string; near: string | null }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied('Link copied. Anyone with it sees this comparison.');
    } catch {
      setCopied('The link could not be copied. Copy the address from the address bar instead.');
    }
  };
  return (
    <div className="mt-6 flex flex-wrap items-end gap-3 print:hidden">
      <form method="get" action={paths.compare} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="ids" value={ids} />
        <div className="grid gap-1">
          <Label htmlFor="compare-near">Distance from (city or ZIP)</Label>
          <Input
            id="compare-near"
            name="near"
            defaultValue={near ?? ''}
            placeholder="Seattle, WA"
            className="w-56"
            maxLength={100}
          />
        </div>
        <Button type="submit" variant="outline">
          Show distances
        </Button>
      </form>
      <div className="flex gap-2 sm:ml-auto">
        <Button variant="outline" disabled={!hydrated} onClick={() => void copy()}>
          <Link2 aria-hidden="true" />
          Copy link
        </Button>
        <Button variant="outline" disabled={!hydrated} onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print
        </Button>
      </div>
      <p role="status" className="w-full text-sm text-muted-foreground empty:hidden">
        {copied}
      </p>
    </div>
  );
}
