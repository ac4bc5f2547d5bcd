import type { Plugin } from 'vite';

/**
 * Lets the browser bundle drop the zod schemas of @carsetu/contracts that no browser code uses
 * (decision 0179). The contracts modules declare schemas at top level next to the constants and
 * formatters the pages need; a schema is a chain of calls (`z.string().trim().regex(…)`) that
 * Rollup cannot prove free of side effects, so every page used to carry every schema of every
 * contracts module it touched, and zod with them (26 KB gzip on every page).
 *
 * In the client build only, every call made while a contracts module's top-level `const` is
 * initialised is marked `@__PURE__`: kept when the constant is used, dropped when not. Calls inside
 * functions are left alone (they run later, and their results may be ignored on purpose).
 * Contracts modules are declarations only (no registration or other effect at load), which is
 * what makes this safe; the server build is not touched.
 */
const CONTRACTS_SOURCE = /\/packages\/contracts\/src\/.*\.ts$/;

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const FUNCTION_TYPES = new Set([
  'ArrowFunctionExpression',
  'FunctionExpression',
  'FunctionDeclaration',
  'ClassExpression',
]);

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
}

/** Every call or `new` evaluated by `node` itself (not by functions it defines). */
function collectCalls(node: AstNode, found: AstNode[]): void {
  if (FUNCTION_TYPES.has(node.type)) return;
  // An optional chain keeps its short-circuit only unwrapped: leave it as written.
  if (node.type === 'ChainExpression') return;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') found.push(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) collectCalls(item, found);
    } else if (isNode(value)) collectCalls(value, found);
  }
}

/** Wraps each call as `(/*#__PURE__*\/ call)` so the mark sits right before its own call. */
export function markTopLevelCallsPure(code: string, program: AstNode): string {
  const calls: AstNode[] = [];
  for (const statement of program.body as AstNode[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' && isNode(statement.declaration)
        ? statement.declaration
        : statement;
    if (declaration.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as AstNode[]) {
      if (isNode(declarator.init)) collectCalls(declarator.init, calls);
    }
  }
  if (calls.length === 0) return code;
  const opens = new Map<number, string>();
  const closes = new Map<number, string>();
  // Pre-order: an outer call is opened before the inner call that starts at the same place.
  for (const call of calls) {
    opens.set(call.start, `${opens.get(call.start) ?? ''}(/*#__PURE__*/ `);
    closes.set(call.end, `${closes.get(call.end) ?? ''})`);
  }
  const positions = [...new Set([...opens.keys(), ...closes.keys()])].sort((a, b) => a - b);
  let out = '';
  let from = 0;
  for (const position of positions) {
    out += code.slice(from, position) + (closes.get(position) ?? '') + (opens.get(position) ?? '');
    from = position;
  }
  return out + code.slice(from);
}

export function pureContractCalls(): Plugin {
  return {
    name: 'carsetu:pure-contract-calls',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!CONTRACTS_SOURCE.test(id.split('?')[0]!)) return null;
      return {
        code: markTopLevelCallsPure(code, this.parse(code) as unknown as AstNode),
        map: null,
      };
    },
  };
}
