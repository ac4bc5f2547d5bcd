import type { ReactNode } from 'react';

/**
 * The blog's Markdown subset as React elements: paragraphs, ## and ### headings, - and 1.
 * lists, **bold** and [links](/path or https://…). No HTML passes through (nothing is set as
 * innerHTML), so an article can never inject markup or script.
 */
export function Markdown({ source }: { source: string }) {
  return <>{parseBlocks(source).map(renderBlock)}</>;
}

type Block = { kind: 'h2' | 'h3' | 'p'; text: string } | { kind: 'ul' | 'ol'; items: string[] };

export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.replace(/\r\n/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    const first = lines[0]!;
    if (first.startsWith('### ')) blocks.push({ kind: 'h3', text: first.slice(4) });
    else if (first.startsWith('## ')) blocks.push({ kind: 'h2', text: first.slice(3) });
    else if (lines.every((line) => line.startsWith('- ')))
      blocks.push({ kind: 'ul', items: lines.map((line) => line.slice(2)) });
    else if (lines.every((line) => /^\d+\.\s/.test(line)))
      blocks.push({ kind: 'ol', items: lines.map((line) => line.replace(/^\d+\.\s+/, '')) });
    else blocks.push({ kind: 'p', text: lines.join(' ') });
  }
  return blocks;
}

const SAFE_HREF = /^(\/(?!\/)|https:\/\/)/;

/** **bold** and [text](href) inside a line; anything else is text. */
export function renderInline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  const pattern = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text))) {
    if (match.index > last) out.push(text.slice(last, match.index));
    if (match[1] !== undefined) {
      out.push(<strong key={match.index}>{match[1]}</strong>);
    } else if (SAFE_HREF.test(match[3]!)) {
      out.push(
        <a key={match.index} href={match[3]} className="font-semibold text-blue-700 underline">
          {match[2]}
        </a>,
      );
    } else {
      out.push(match[2]);
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

function renderBlock(block: Block, index: number) {
  switch (block.kind) {
    case 'h2':
      return (
        <h2 key={index} className="mt-8 text-xl font-bold text-ink">
          {renderInline(block.text)}
        </h2>
      );
    case 'h3':
      return (
        <h3 key={index} className="mt-6 text-lg font-semibold text-ink">
          {renderInline(block.text)}
        </h3>
      );
    case 'ul':
    case 'ol': {
      const List = block.kind;
      return (
        <List
          key={index}
          className={`mt-3 flex flex-col gap-1 pl-6 ${block.kind === 'ul' ? 'list-disc' : 'list-decimal'}`}
        >
          {block.items.map((item, itemIndex) => (
            <li key={itemIndex}>{renderInline(item)}</li>
          ))}
        </List>
      );
    }
    default:
      return (
        <p key={index} className="mt-4 leading-relaxed">
          {renderInline(block.text)}
        </p>
      );
  }
}
