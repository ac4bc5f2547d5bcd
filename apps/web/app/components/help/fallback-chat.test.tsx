// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FallbackChat from './fallback-chat';

const faq = (id: number, question: string) => ({
  id,
  question,
  answer: `Answer ${id}`,
  category: 'general',
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function ask(text: string) {
  await userEvent.type(screen.getByLabelText('Ask a question'), text);
  await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
}

describe('FallbackChat', () => {
  it('asks the FAQ search (version 2, the question encoded) and shows at most three answers', async () => {
    const fetchMock = vi.fn(
      async (_request: Request) =>
        new Response(
          JSON.stringify({ data: [1, 2, 3, 4].map((id) => faq(id, `Question ${id}`)) }),
          { headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<FallbackChat onCallBack={vi.fn()} />);
    await ask('RC & transfer?');
    // The browser API client loads on its first call: the request follows shortly.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const url = new URL(fetchMock.mock.calls[0]![0].url);
    expect(url.pathname).toBe('/api/vehicle/faq-search');
    expect(url.searchParams.get('version')).toBe('2');
    expect(url.searchParams.get('q')).toBe('RC & transfer?');
    expect(await screen.findByText('Question 1')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Question 4')).toBeNull();
  });

  it('says when there is no written answer and offers a person', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ data: [] }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const onCallBack = vi.fn();
    render(<FallbackChat onCallBack={onCallBack} />);
    await ask('warranty');
    expect(await screen.findByText(/We have no written answer to “warranty” yet/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /request a call back/ }));
    expect(onCallBack).toHaveBeenCalledOnce();
  });

  it('explains a failed lookup as an alert', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    render(<FallbackChat onCallBack={vi.fn()} />);
    await ask('insurance');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not look that up just now',
    );
  });
});
