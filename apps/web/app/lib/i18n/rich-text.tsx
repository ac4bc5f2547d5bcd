import { Fragment, type ReactNode } from 'react';
import { useT } from './i18n';

const MARK = '\u0001';

/**
 * A translated sentence with elements inside it (links, bold): the whole sentence is one message,
 * so a translation can put the pieces in its own order. `message` is marked with msg and names
 * each piece as a placeholder, e.g. "By logging in, you agree to our {privacy}.".
 */
export function RichText({
  message,
  parts,
}: {
  message: string;
  parts: Record<string, ReactNode>;
}) {
  const t = useT();
  const markers = Object.fromEntries(
    Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]),
  );
  const pieces = t(message, markers).split(MARK);
  return (
    <>
      {pieces.map((piece, index) =>
        // Odd pieces are placeholder names; even pieces are text.
        index % 2 === 1 ? <Fragment key={index}>{parts[piece]}</Fragment> : piece,
      )}
    </>
  );
}
