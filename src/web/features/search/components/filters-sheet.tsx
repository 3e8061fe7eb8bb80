import { Button } from '#web/components/ui/button.tsx';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetTitle,
} from '#web/components/ui/sheet.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { resultCountText } from '../result-count.ts';

type FiltersSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  priceBounds: { min: number; max: number } | null;
  /** The result count so far, for the "Show results" button; null while loading. */
  total: number | null;
  totalIsLowerBound: boolean;
};

/** Below 768 px the filters live in this off-canvas panel (docs/product.md §2). */
export function FiltersSheet({
  open,
  onOpenChange,
  priceBounds,
  total,
  totalIsLowerBound,
}: FiltersSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left">
        <div className="border-b border-border px-4 py-4 pr-12">
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>Results update as you change the filters.</SheetDescription>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 pb-4">
          <FilterPanel priceBounds={priceBounds} />
        </div>
        <div className="border-t border-border p-4">
          <SheetClose asChild>
            <Button className="w-full">
              {total === null
                ? 'Show results'
                : `Show ${resultCountText(total, totalIsLowerBound)}`}
            </Button>
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  );
}
