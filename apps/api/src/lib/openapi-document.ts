/**
 * Finishing touches on the generated OpenAPI document so it lints clean (`redocly lint`, run in
 * CI): every operation has an operationId, a summary and an explicit security requirement
 * (`[]` = public), and the document names its server. Done once on the document rather than on
 * each of ~100 routes, so a new route cannot forget them.
 */
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: Array<{ schema?: unknown }>;
  responses?: Record<string, unknown>;
};
type Document = {
  servers?: unknown[];
  paths?: Record<string, Record<string, Operation>>;
};

const RATE_LIMITED_DESCRIPTION =
  'Too many requests from this client in the last minute; Retry-After says when to try again.';
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** get /api/login/api/v1/otp/send → getApiLoginApiV1OtpSend ({id} → ById). */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^\{(.+)\}$/, 'by-$1'))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method, ...words]
    .map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');
}

const firstSentence = (text: string) =>
  text
    .split(/(?<=[.!?])\s/)[0]!
    .trim()
    .slice(0, 120);

export function finishOpenApiDocument<T>(document: T): T {
  const doc = document as Document;
  doc.servers = doc.servers?.length ? doc.servers : [{ url: '/', description: 'This server' }];
  const used = new Set<string>();
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!METHODS.has(method)) continue;
      let id = operation.operationId ?? operationIdOf(method, path);
      for (let n = 2; used.has(id); n++) id = `${operationIdOf(method, path)}${n}`;
      used.add(id);
      operation.operationId = id;
      operation.summary ??= operation.description
        ? firstSentence(operation.description)
        : `${method.toUpperCase()} ${path}`;
      operation.security ??= [];
      // Every operation can answer 429 (the general rate limit) and 400 (control characters).
      const responses = (operation.responses ??= {});
      if (!Object.keys(responses).some((status) => status.startsWith('4'))) {
        responses['429'] = { description: RATE_LIMITED_DESCRIPTION };
      }
    }
  }
  return document;
}
