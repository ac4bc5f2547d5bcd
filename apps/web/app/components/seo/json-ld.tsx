import { useRouteLoaderData } from 'react-router';

/** JSON for a <script> body: '<' escaped so no text can close the element. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Structured data as application/ld+json (data, not script: CSP does not block it; the nonce is
 * added anyway so strict policies stay satisfied). The one place pages render JSON-LD.
 */
export function JsonLd({ data }: { data: unknown }) {
  const root = useRouteLoaderData('root') as { cspNonce?: string } | undefined;
  return (
    <script
      type="application/ld+json"
      nonce={root?.cspNonce}
      dangerouslySetInnerHTML={{ __html: jsonForScript(data) }}
    />
  );
}
