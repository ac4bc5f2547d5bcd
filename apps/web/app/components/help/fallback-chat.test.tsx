// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../lib/fetch-stub.test-helpers';
import { CHAT_ANSWER_COUNT, chatAnswersPath } from './chat-launcher';
import FallbackChat from './fallback-chat';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const faq = (id: number) => ({
  id,
  question: `Question ${id}?`,
  answer: `Answer ${id}.`,
  category: 'general',
});

const field = () => screen.getByLabelText<HTMLInputElement>('Ask a question');

describe('FallbackChat', () => {
  it(`shows at most ${CHAT_ANSWER_COUNT} answers from the FAQ search for the trimmed question`, async () => {
    const api = stubFetch({
      [chatAnswersPath('rc transfer')]: { body: { data: [faq(1), faq(2), faq(3), faq(4)] } },
    });
    render(<FallbackChat onCallBack={vi.fn()} />);
    await userEvent.type(field(), '  rc transfer  ');
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Question 1?')).toBeTruthy();
    expect(screen.getByText('Answer 3.')).toBeTruthy();
    expect(screen.queryByText('Question 4?')).toBeNull();
    expect(api.calls.map((call) => call.url)).toEqual([chatAnswersPath('rc transfer')]);
  });

  it('says so when there is no written answer and points to a person', async () => {
    stubFetch({ [chatAnswersPath('odd thing')]: { body: { data: [] } } });
    render(<FallbackChat onCallBack={vi.fn()} />);
    await userEvent.type(field(), 'odd thing{Enter}');
    expect(
      await screen.findByText('We have no written answer to “odd thing” yet. A person can help.'),
    ).toBeTruthy();
  });

  it('shows an alert when the search fails', async () => {
    stubFetch({ [chatAnswersPath('loan')]: { status: 502, body: {} } });
    render(<FallbackChat onCallBack={vi.fn()} />);
    await userEvent.type(field(), 'loan{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not look that up just now. Try again, or ask for a call back.',
    );
  });

  it('shows an alert when the network is down', async () => {
    stubFetch({ [chatAnswersPath('loan')]: 'network-error' });
    render(<FallbackChat onCallBack={vi.fn()} />);
    await userEvent.type(field(), 'loan{Enter}');
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('does not search for a blank or one-letter question', async () => {
    const api = stubFetch({});
    render(<FallbackChat onCallBack={vi.fn()} />);
    // The browser's own minlength check is off in jsdom submits, so the component's guard counts.
    await userEvent.type(field(), ' a ');
    screen.getByRole('button', { name: 'Ask' }).closest('form')!.requestSubmit();
    expect(api.calls).toHaveLength(0);
  });

  it('disables Ask while a question is being looked up', async () => {
    let release: (() => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(new Response(JSON.stringify({ data: [] })));
          }),
      ),
    );
    render(<FallbackChat onCallBack={vi.fn()} />);
    await userEvent.type(field(), 'emi{Enter}');
    const asking = screen.getByRole<HTMLButtonElement>('button', { name: 'Asking…' });
    expect(asking.disabled).toBe(true);
    release?.();
    expect(await screen.findByRole('button', { name: 'Ask' })).toBeTruthy();
  });

  it('hands over to the call-back form', async () => {
    const onCallBack = vi.fn();
    render(<FallbackChat onCallBack={onCallBack} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Talk to a person: request a call back' }),
    );
    expect(onCallBack).toHaveBeenCalledTimes(1);
  });
});
