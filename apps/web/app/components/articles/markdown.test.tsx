import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown, parseBlocks } from './markdown';

describe('the blog Markdown subset', () => {
  it('splits headings, lists and paragraphs', () => {
    expect(
      parseBlocks(
        'Intro line\nsame paragraph\n\n## Heading\n\n- one\n- two\n\n1. first\n2. second',
      ),
    ).toEqual([
      { kind: 'p', text: 'Intro line same paragraph' },
      { kind: 'h2', text: 'Heading' },
      { kind: 'ul', items: ['one', 'two'] },
      { kind: 'ol', items: ['first', 'second'] },
    ]);
  });

  it('renders bold and safe links, and never raw HTML or script links', () => {
    const html = renderToString(
      <Markdown
        source={
          'Pay **₹1,000** on [CarSetu](/traffic-challan/). <img src=x onerror=alert(1)> [bad](javascript:alert(1)) [ext](//evil.example)'
        }
      />,
    );
    expect(html).toContain('<strong>₹1,000</strong>');
    expect(html).toContain('href="/traffic-challan/"');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('href="//evil.example"');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
