import type { Faq } from '@carsetu/contracts';
import { useState, type FormEvent } from 'react';
import { useT } from '../../lib/i18n';
import { Button } from '../ui';
import { browserApi, settle } from '../../lib/browser-api';
import { CHAT_ANSWER_COUNT, CHAT_QUESTION_MIN_LENGTH } from './chat-launcher';

type ChatState =
  | { kind: 'idle' }
  | { kind: 'asking' }
  | { kind: 'answered'; question: string; answers: Faq[] }
  | { kind: 'failed' };

/**
 * The site's own chat when no chat vendor is on the page: answers from our FAQs, and a hand-over
 * to a person through the call-back form. Loaded only when opened (React.lazy).
 */
export default function FallbackChat({ onCallBack }: { onCallBack: () => void }) {
  const t = useT();
  const [question, setQuestion] = useState('');
  const [state, setState] = useState<ChatState>({ kind: 'idle' });

  async function ask(event: FormEvent) {
    event.preventDefault();
    const text = question.trim();
    if (text.length < CHAT_QUESTION_MIN_LENGTH) return;
    setState({ kind: 'asking' });
    const answer = await settle(
      browserApi.GET('/api/vehicle/faq-search', { params: { query: { version: '2', q: text } } }),
    );
    setState(
      answer.ok
        ? {
            kind: 'answered',
            question: text,
            answers: answer.data.data.slice(0, CHAT_ANSWER_COUNT),
          }
        : { kind: 'failed' },
    );
  }

  return (
    <div className="space-y-4">
      <form onSubmit={ask} className="flex flex-col gap-2">
        <label htmlFor="chat-question" className="text-sm font-medium text-ink">
          {t('Ask a question')}
        </label>
        <div className="flex gap-2">
          <input
            id="chat-question"
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            minLength={CHAT_QUESTION_MIN_LENGTH}
            maxLength={100}
            required
            placeholder={t('e.g. How long does RC transfer take?')}
            className="min-w-0 flex-1 rounded-lg border border-slate-400 px-3 py-2"
          />
          <Button type="submit" disabled={state.kind === 'asking'}>
            {state.kind === 'asking' ? t('Asking…') : t('Ask')}
          </Button>
        </div>
      </form>
      <div aria-live="polite" className="space-y-3">
        {state.kind === 'answered' &&
          (state.answers.length > 0 ? (
            <ul className="space-y-3">
              {state.answers.map((answer) => (
                <li key={answer.id} className="rounded-xl bg-slate-50 p-3">
                  <p className="font-semibold text-ink">{answer.question}</p>
                  <p className="mt-1 text-sm text-slate-700">{answer.answer}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-700">
              {t('We have no written answer to “{question}” yet. A person can help.', {
                question: state.question,
              })}
            </p>
          ))}
        {state.kind === 'failed' && (
          <p role="alert" className="text-red-800">
            {t('We could not look that up just now. Try again, or ask for a call back.')}
          </p>
        )}
      </div>
      <button type="button" onClick={onCallBack} className="font-semibold text-blue-700 underline">
        {t('Talk to a person: request a call back')}
      </button>
    </div>
  );
}
