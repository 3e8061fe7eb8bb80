import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints snippets as if they were files in the project, with the project's own eslint.config.js:
// what fails here fails `npm run lint` the same way.
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'carenest/boundaries').map((m) => m.message);
}

// The first lint loads the config and parser: slow on a busy machine.
describe('import boundaries (docs/decisions/008, 052)', { timeout: 60_000 }, () => {
  it('components/ may not import features/', async () => {
    const errors = await boundaryErrors(
      'src/web/components/layout/new-widget.tsx',
      "import { useAuth } from '#web/features/auth/index.ts';\nexport const x = useAuth;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/components\/ must not import features\//)]);
  });

  it('features/, components/ and lib/ may not import the app shell (docs/decisions/052)', async () => {
    const shell = /must not import the app shell \(src\/web\/app\/\)/;
    for (const importer of [
      'src/web/features/seo/new-thing.ts',
      'src/web/components/layout/new-thing.tsx',
      'src/web/lib/new-thing.ts',
    ]) {
      const errors = await boundaryErrors(
        importer,
        "import { AppShell } from '#web/app/app-shell.tsx';\nexport const x = AppShell;\n",
      );
      expect(errors).toEqual([expect.stringMatching(shell)]);
    }
    const relative = await boundaryErrors(
      'src/web/lib/new-thing.ts',
      "import { routes } from '../app/router.tsx';\nexport const x = routes;\n",
    );
    expect(relative).toEqual([expect.stringMatching(shell)]);
    const fromRoute = await boundaryErrors(
      'src/web/routes/new-page.tsx',
      "import { AppShell } from '#web/app/app-shell.tsx';\nexport const x = AppShell;\n",
    );
    expect(fromRoute).toEqual([]);
  });

  it('a feature never imports another feature, not even its index.ts (docs/decisions/052)', async () => {
    const importer = 'src/web/features/listings/components/new-thing.tsx';
    const errors = await boundaryErrors(
      importer,
      [
        "import { ReportButton } from '#web/features/reports/index.ts';",
        "import { ReviewItem } from '#web/features/reviews/components/review-item.tsx';",
        "import { TourRequestForm } from '../../tour-requests/index.ts';",
        'export const x = [ReportButton, ReviewItem, TourRequestForm];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringMatching(/^Features do not import each other \(listings → reports\)/),
      expect.stringMatching(/^Features do not import each other \(listings → reviews\)/),
      expect.stringMatching(/^Features do not import each other \(listings → tour-requests\)/),
    ]);
    const lazily = await boundaryErrors(
      importer,
      "export const load = () => import('#web/features/reviews/index.ts');\n",
    );
    expect(lazily).toEqual([expect.stringMatching(/listings → reviews/)]);
  });

  it('a feature builds on its own files, components/, lib/ and src/shared', async () => {
    const errors = await boundaryErrors(
      'src/web/features/listings/components/new-thing.tsx',
      [
        "import { recordInquiry } from '../api/record-activity.ts';",
        "import { ListingDetailBody } from '#web/features/listings/index.ts';",
        "import { Button } from '#web/components/ui/button.tsx';",
        "import { useAuth } from '#web/lib/auth-context.ts';",
        "import { communityPath } from '#shared/seo-paths.ts';",
        'export const x = [recordInquiry, ListingDetailBody, Button, useAuth, communityPath];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('pages compose features; a feature never imports a page', async () => {
    const imports =
      "import { ReportButton } from '#web/features/reports/index.ts';\nimport { ListingReviews } from '#web/features/reviews/components/listing-reviews.tsx';\nexport const x = [ReportButton, ListingReviews];\n";
    expect(await boundaryErrors('src/web/routes/new-page.tsx', imports)).toEqual([]);
    expect(await boundaryErrors('src/web/app/new-composition.tsx', imports)).toEqual([]);
    const fromFeature = await boundaryErrors(
      'src/web/features/home/new-thing.tsx',
      "import { Component } from '#web/routes/browse.tsx';\nexport const x = Component;\n",
    );
    expect(fromFeature).toEqual([
      expect.stringMatching(/imports only its own files, components\/, lib\/ and src\/shared/),
    ]);
  });

  it("a server module never imports another module's repo", async () => {
    const errors = await boundaryErrors(
      'src/server/modules/favorites/new-thing.ts',
      "import { findSubscription } from '../subscriptions/subscriptions.repo.ts';\nexport const x = findSubscription;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/use the subscriptions service, not its repo/)]);
    const service = await boundaryErrors(
      'src/server/modules/favorites/new-thing.ts',
      "import { isActive } from '../subscriptions/subscriptions.service.ts';\nexport const x = isActive;\n",
    );
    expect(service).toEqual([]);
  });

  it('keeps the layers apart: web ↛ server, shared ↛ web', async () => {
    expect(
      await boundaryErrors(
        'src/web/lib/new-thing.ts',
        "import { AppError } from '#server/errors.ts';\nexport const x = AppError;\n",
      ),
    ).toEqual(['The web app must not import server code.']);
    expect(
      await boundaryErrors(
        'src/shared/new-thing.ts',
        "import { paths } from '../web/lib/paths.ts';\nexport const x = paths;\n",
      ),
    ).toEqual(['Shared code imports neither server nor web.']);
  });
});
