import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { markTopLevelCallsPure } from './vite-pure-contract-calls';

const mark = (code: string) => markTopLevelCallsPure(code, parseAst(code) as never);

describe('markTopLevelCallsPure (client build of contracts modules)', () => {
  it('marks every call of a top-level schema chain, each right before its own call', () => {
    expect(mark("export const A = z.string().trim().regex(/x/, 'bad');")).toBe(
      "export const A = (/*#__PURE__*/ (/*#__PURE__*/ (/*#__PURE__*/ z.string()).trim()).regex(/x/, 'bad'));",
    );
  });

  it('marks calls in arguments too, so an unused schema has nothing left that must run', () => {
    expect(mark('const B = z.object({ id: z.number().int() });')).toBe(
      'const B = (/*#__PURE__*/ z.object({ id: (/*#__PURE__*/ (/*#__PURE__*/ z.number()).int()) }));',
    );
  });

  it('leaves calls inside functions, statements and optional chains alone', () => {
    const code = [
      'export function f(x) { return x.map(g); }',
      'const h = () => log();',
      'register(A);',
      'const c = a?.b();',
    ].join('\n');
    expect(mark(code)).toBe(code);
  });
});
