import { type InputHTMLAttributes } from 'react';
import { PageMessages } from '../ui';
import { useKnownText } from './known-texts';
import { useDomId } from '../../lib/dom-id';

/** A labelled input with its error below it (tied by aria-describedby and aria-invalid). */
export function ClosingField({
  label,
  error,
  hint,
  ...input
}: { label: string; error?: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useDomId();
  const known = useKnownText();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className="w-full rounded-lg border border-slate-400 px-3 py-2 text-base"
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {known(error)}
        </p>
      )}
    </div>
  );
}

/** The panel's answer to its last form post: the refusal (alert) or the success (status). */
export function ClosingMessages({
  error,
  notice,
}: {
  error?: string | null;
  notice?: string | null;
}) {
  const known = useKnownText();
  return (
    <PageMessages
      error={error ? known(error) : error}
      notice={notice ? known(notice) : notice}
      compact
      className="mt-3"
    />
  );
}
