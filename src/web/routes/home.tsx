import { Link } from 'react-router';
import { BRAND } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Find senior living communities');
  return (
    <section className="bg-gradient-to-b from-primary-soft to-background">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-primary-strong sm:text-5xl">
          Find the right senior living community
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-muted-foreground">
          {BRAND} helps families compare assisted living, memory care, independent living and other
          senior care communities by location, care type and price.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to={paths.browse}>Browse communities</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.resources}>Read our resources</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
