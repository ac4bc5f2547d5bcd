// @vitest-environment jsdom
import { useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Production numbering (decision 0183): `vite dev` and tests keep React's ids unless DEV is off.
async function loadProductionIds() {
  vi.stubEnv('DEV', false);
  vi.resetModules();
  return import('./dom-id');
}

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

describe('useDomId', () => {
  it('numbers ids in render order, the same for every render of the same page', async () => {
    const { DomIdScope, useDomId } = await loadProductionIds();
    function Field({ label }: { label: string }) {
      const id = useDomId();
      return (
        <>
          <label htmlFor={id}>{label}</label>
          <input id={id} />
        </>
      );
    }
    const page = () => (
      <DomIdScope>
        <Field label="Name" />
        <Field label="City" />
      </DomIdScope>
    );
    const first = renderToString(page());
    expect(first).toContain('id="i1"');
    expect(first).toContain('id="i2"');
    // A second request starts again from the first id: the browser's hydration repeats it.
    expect(renderToString(page())).toBe(first);
  });

  it('gives an element mounted later a new id and keeps ids across re-renders', async () => {
    const { DomIdScope, useDomId } = await loadProductionIds();
    function Popup() {
      const id = useDomId();
      return <p id={id}>popup</p>;
    }
    function Host() {
      const id = useDomId();
      const [open, setOpen] = useState(false);
      return (
        <div id={id}>
          <button type="button" onClick={() => setOpen(true)}>
            open
          </button>
          {open && <Popup />}
        </div>
      );
    }
    const { container } = render(
      <DomIdScope>
        <Host />
      </DomIdScope>,
    );
    expect(container.querySelector('div')?.id).toBe('i1');
    await act(async () => screen.getByRole('button', { name: 'open' }).click());
    expect(screen.getByText('popup').id).toBe('i2');
    expect(container.querySelector('div')?.id).toBe('i1');
  });

  it('numbers a nested scope on its own, so a part hydrated later gets the server ids', async () => {
    const { DomIdScope, DomIdPrefixScope, useDomId } = await loadProductionIds();
    /** What HydrateLater does: one id taken in page order names the part's own numbering. */
    function NestedDomIdScope({ children }: { children: ReactNode }) {
      return <DomIdPrefixScope scopeId={useDomId()}>{children}</DomIdPrefixScope>;
    }
    function Field() {
      const id = useDomId();
      return <input id={id} />;
    }
    // The server renders the nested part in page order; the browser renders it after the rest
    // of the page (HydrateLater, decision 0184) — modelled here by a sibling rendered in between.
    const server = renderToString(
      <DomIdScope>
        <Field />
        <NestedDomIdScope>
          <Field />
          <Field />
        </NestedDomIdScope>
      </DomIdScope>,
    );
    function Later() {
      const [shown, setShown] = useState(false);
      return (
        <NestedDomIdScope>
          {shown ? (
            <>
              <Field />
              <Field />
            </>
          ) : (
            <button type="button" onClick={() => setShown(true)}>
              show
            </button>
          )}
        </NestedDomIdScope>
      );
    }
    const { container } = render(
      <DomIdScope>
        <Field />
        <Later />
        <Field />
      </DomIdScope>,
    );
    await act(async () => screen.getByRole('button', { name: 'show' }).click());
    const ids = [...container.querySelectorAll('input')].map((input) => input.id);
    expect(server).toContain('id="i2-1"');
    expect(server).toContain('id="i2-2"');
    expect(ids).toEqual(['i1', 'i2-1', 'i2-2', 'i3']);
  });
});
