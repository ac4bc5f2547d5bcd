import { SELLER_DOCUMENT_TYPES } from '@carsetu/contracts';
import type { UploadPart } from './documents.service';

/**
 * Reads a multipart/form-data body with the runtime's own parser (undici's FormData). Parts in
 * order: a `documentType` field names the files after it, so one field per request or one per
 * file both work; a file part named after a type (`RC`, `PAN`…) names itself.
 */
export async function readUploadParts(body: Buffer, contentType: string): Promise<UploadPart[]> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body) as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    return [];
  }
  const parts: UploadPart[] = [];
  let documentType: string | null = null;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      if (name === 'documentType') documentType = value;
      continue;
    }
    parts.push({
      documentType: (SELLER_DOCUMENT_TYPES as readonly string[]).includes(name.toUpperCase())
        ? name
        : documentType,
      fileName: value.name,
      bytes: Buffer.from(await value.arrayBuffer()),
    });
  }
  return parts;
}
