import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Head } from '#web/lib/head.tsx';

type AuthCardPageProps = {
  title: string;
  description: ReactNode;
  back: { to: string; label: string };
  children: ReactNode;
};

/** A narrow page with one card, used by the account pages (/auth, password reset). */
export function AuthCardPage({ title, description, back, children }: AuthCardPageProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <Head
        title={title}
        description={typeof description === 'string' ? description : undefined}
        noindex
      />
      <Link
        to={back.to}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {back.label}
      </Link>
      <Card className="mt-4">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}
