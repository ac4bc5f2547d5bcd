import { Fragment, type ReactNode } from 'react';

/** Stands for the element inside a translated sentence; no text contains it. */
const SLOT = '\u0000';

/**
 * A translated sentence with one element inside it ("… on your {rewards} page."): the sentence
 * is translated whole (word order differs between English and Hindi) and the element goes where
 * its placeholder lands.
 */
export function withNode(sentence: (slot: string) => string, node: ReactNode): ReactNode {
  const [before, ...after] = sentence(SLOT).split(SLOT);
  return (
    <>
      {before}
      {after.map((text, index) => (
        <Fragment key={index}>
          {node}
          {text}
        </Fragment>
      ))}
    </>
  );
}
