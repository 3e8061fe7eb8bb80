import { Link } from 'react-router';
import { Head } from '#web/lib/head.tsx';
import { Button } from '#web/components/ui/button.tsx';

/** The not-found page: unknown addresses, and pages whose subject does not exist. */
export function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <Head
        title="Page not found"
        description="The page you are looking for does not exist or has moved."
        noindex
      />
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Oops! Page not found</h1>
      <p className="mt-3 text-muted-foreground">
        The page you are looking for does not exist or has moved.
      </p>
      <Button asChild className="mt-8">
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}
