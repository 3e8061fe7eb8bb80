import type { ArticleBlock } from '../content/types.ts';

/** Renders an article's blocks; subheadings are h2 under the page's h1. */
export function ArticleBody({ blocks }: { blocks: readonly ArticleBlock[] }) {
  return (
    <div className="grid max-w-3xl gap-4 text-lg leading-relaxed text-foreground">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'h':
            return (
              <h2 key={index} className="mt-4 text-2xl font-semibold tracking-tight">
                {block.text}
              </h2>
            );
          case 'list':
            return (
              <ul key={index} className="grid list-disc gap-2 pl-6 marker:text-primary">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case 'steps':
            return (
              <ol
                key={index}
                className="grid list-decimal gap-2 pl-6 marker:font-semibold marker:text-primary"
              >
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ol>
            );
          default:
            return <p key={index}>{block.text}</p>;
        }
      })}
    </div>
  );
}
