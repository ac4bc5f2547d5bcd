// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown, parseBlocks, renderInline } from './markdown';
import { SeoCopy } from './seo-copy';

afterEach(cleanup);

describe('Markdown in the page', () => {
  it('gives headings their levels and lists their kind', () => {
    render(
      <Markdown
        source={'## Documents\n\n### For the seller\n\n- RC\n- Insurance\n\n1. Sign\n2. Submit'}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Documents' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'For the seller' })).toBeTruthy();
    const [bullets, steps] = screen.getAllByRole('list');
    expect(bullets!.tagName).toBe('UL');
    expect(steps!.tagName).toBe('OL');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'RC',
      'Insurance',
      'Sign',
      'Submit',
    ]);
  });

  it('formats bold and links inside headings and list items too', () => {
    render(<Markdown source={'## Pay **online**\n\n- See [challans](/traffic-challan/)'} />);
    expect(screen.getByRole('heading', { level: 2 }).querySelector('strong')?.textContent).toBe(
      'online',
    );
    expect(screen.getByRole('link', { name: 'challans' }).getAttribute('href')).toBe(
      '/traffic-challan/',
    );
  });

  it('allows https links out and keeps other schemes as plain text', () => {
    render(
      <Markdown
        source={'[Parivahan](https://parivahan.gov.in) [mail](mailto:a@b.c) [http](http://x.in)'}
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://parivahan.gov.in',
    ]);
    expect(screen.getByText(/mail/).textContent).toContain('mail http');
  });
});

describe('parseBlocks', () => {
  it('reads Windows line ends and blank lines with spaces as paragraph breaks', () => {
    expect(parseBlocks('One\r\n  \r\nTwo')).toEqual([
      { kind: 'p', text: 'One' },
      { kind: 'p', text: 'Two' },
    ]);
  });

  it('treats a block mixing bullets and text as a paragraph', () => {
    expect(parseBlocks('- one\nplain')).toEqual([{ kind: 'p', text: '- one plain' }]);
  });

  it('skips empty input', () => {
    expect(parseBlocks('\n\n\n')).toEqual([]);
  });
});

describe('renderInline', () => {
  it('returns plain text untouched', () => {
    expect(renderInline('No marks here')).toEqual(['No marks here']);
  });

  it('keeps the text around marks in order', () => {
    const parts = renderInline('a **b** c');
    expect(parts[0]).toBe('a ');
    expect(parts[2]).toBe(' c');
  });
});

describe('SeoCopy', () => {
  it('shows the stored copy as a named section', () => {
    render(
      <SeoCopy
        content={{
          page: 'buy-used-cars',
          heading: 'Used cars in Pune',
          paragraphs: ['One.', 'Two.'],
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Used cars in Pune' })).toBeTruthy();
    expect(screen.getByText('Two.')).toBeTruthy();
  });

  it('shows nothing without copy', () => {
    const { container } = render(<SeoCopy content={null} />);
    expect(container.innerHTML).toBe('');
  });
});
