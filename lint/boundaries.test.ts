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
describe('import boundaries (docs/decisions/008)', { timeout: 60_000 }, () => {
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

  it('a feature reaches another only through its index.ts, by alias or relative path', async () => {
    const deep = await boundaryErrors(
      'src/web/features/profile/components/new-thing.tsx',
      "import { useAuth } from '#web/features/auth/auth-context.ts';\nimport { ReviewItem } from '../../reviews/components/review-item.tsx';\nexport const x = [useAuth, ReviewItem];\n",
    );
    expect(deep).toHaveLength(2);
    expect(deep[0]).toMatch(/through its public entry #web\/features\/auth\/index\.ts/);
    const viaEntry = await boundaryErrors(
      'src/web/features/profile/components/new-thing.tsx',
      "import { useAuth } from '#web/features/auth/index.ts';\nexport const x = useAuth;\n",
    );
    expect(viaEntry).toEqual([]);
  });

  it('refuses an import that would close a feature cycle (listings already uses reviews)', async () => {
    const errors = await boundaryErrors(
      'src/web/features/reviews/new-thing.ts',
      "import { ListingDetailBody } from '#web/features/listings/index.ts';\nexport const x = ListingDetailBody;\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/Feature cycle: listings already depends on reviews/),
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
