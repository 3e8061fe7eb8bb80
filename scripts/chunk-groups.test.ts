import { describe, expect, it } from 'vitest';
import { sharedChunkGroup } from './chunk-groups.ts';

const web = (name: string) => `/repo/src/web/${name}`;
const pkg = (name: string) => `/repo/node_modules/${name}/dist/index.js`;

/** A group fed a small module graph, as Rolldown's moduleParsed hook would. */
function groupFor(graph: Record<string, { imports?: string[]; dynamic?: string[] }>) {
  const group = sharedChunkGroup();
  for (const [id, { imports = [], dynamic = [] }] of Object.entries(graph)) {
    group.plugin.moduleParsed({ id, importedIds: imports, dynamicallyImportedIds: dynamic });
  }
  return group;
}

describe('the shared chunk group', () => {
  it('takes our light modules and the small packages they use', () => {
    const group = groupFor({
      [web('ui/card.tsx')]: { imports: [web('lib/cn.ts'), pkg('react')] },
      [web('lib/cn.ts')]: { imports: [pkg('clsx'), pkg('tailwind-merge')] },
    });
    expect(group.test(web('ui/card.tsx'))).toBe(true);
    expect(group.test(web('lib/cn.ts'))).toBe(true);
    expect(group.test(pkg('lucide-react'))).toBe(true);
  });

  it('leaves the framework to its own group, and the entry alone', () => {
    const group = groupFor({ [web('main.tsx')]: { imports: [pkg('react')] } });
    expect(group.test(pkg('react'))).toBe(false);
    expect(group.test(pkg('react-dom'))).toBe(false);
    expect(group.test(web('main.tsx'))).toBe(false);
  });

  it('leaves out a module that reaches a heavy package, however deep', () => {
    const group = groupFor({
      [web('ui/checkbox.tsx')]: { imports: [web('ui/checkbox-parts.tsx')] },
      [web('ui/checkbox-parts.tsx')]: { imports: [pkg('radix-ui')] },
      [web('forms/field.tsx')]: { imports: [pkg('react-hook-form')] },
    });
    expect(group.test(web('ui/checkbox.tsx'))).toBe(false);
    expect(group.test(web('forms/field.tsx'))).toBe(false);
    expect(group.test(pkg('radix-ui'))).toBe(false);
  });

  it('leaves out what loads on demand, and decides cycles by the rest of the graph', () => {
    const group = groupFor({
      [web('ui/dialog.tsx')]: { dynamic: [web('ui/dialog-content.tsx')] },
      [web('ui/dialog-content.tsx')]: {},
      [web('a.ts')]: { imports: [web('b.ts')] },
      [web('b.ts')]: { imports: [web('a.ts')] },
      [web('c.ts')]: { imports: [web('d.ts')] },
      [web('d.ts')]: { imports: [web('c.ts'), pkg('zod')] },
      [web('e.ts')]: { imports: [web('f.ts'), pkg('embla-carousel')] },
      [web('f.ts')]: { imports: [web('e.ts')] },
    });
    expect(group.test(web('ui/dialog.tsx'))).toBe(true);
    expect(group.test(web('ui/dialog-content.tsx'))).toBe(false);
    expect(group.test(web('a.ts'))).toBe(true);
    expect(group.test(web('c.ts'))).toBe(false);
    expect(group.test(web('d.ts'))).toBe(false);
    // f is in a cycle with e, which reaches embla: asked first, it is still heavy.
    expect(group.test(web('f.ts'))).toBe(false);
    expect(group.test(web('e.ts'))).toBe(false);
  });
});
