import { createHash, createHmac } from 'node:crypto';
import type { PhotoStorage } from './photo-storage';

/**
 * PhotoStorage on an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2…), path-style URLs,
 * signed with AWS Signature V4 using only node:crypto (decision 0113). Chosen by UPLOADS_S3_*
 * settings; local disk otherwise.
 */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();
const encodePath = (path: string) =>
  path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');

/** Headers to send, Authorization included, for one request signed with SigV4. */
export function signV4(input: {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadSha256: string;
  settings: Pick<S3Settings, 'region' | 'accessKeyId' | 'secretAccessKey'>;
  service?: string;
  now: Date;
}): Record<string, string> {
  const service = input.service ?? 's3';
  const amzDate = input.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(input.headers).map(([name, value]) => [name.toLowerCase(), value.trim()]),
    ),
    host: input.url.host,
    'x-amz-content-sha256': input.payloadSha256,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers).sort();
  const query = [...input.url.searchParams.entries()]
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    input.method,
    encodePath(decodeURIComponent(input.url.pathname)),
    query,
    names.map((name) => `${name}:${headers[name]}\n`).join(''),
    names.join(';'),
    input.payloadSha256,
  ].join('\n');
  const scope = `${day}/${input.settings.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${input.settings.secretAccessKey}`, day), input.settings.region), service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.settings.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

export function s3Storage(settings: S3Settings, fetchImpl: typeof fetch = fetch): PhotoStorage {
  const urlOf = (key: string) =>
    new URL(`${settings.endpoint.replace(/\/$/, '')}/${settings.bucket}/${key}`);
  return {
    async put(key, bytes) {
      const url = urlOf(key);
      const headers = signV4({
        method: 'PUT',
        url,
        // The object's own type, for anyone reading the bucket directly (decision 0178).
        headers: { 'content-type': key.endsWith('.avif') ? 'image/avif' : 'image/webp' },
        payloadSha256: sha256(bytes),
        settings,
        now: new Date(),
      });
      delete headers.host;
      const response = await fetchImpl(url, {
        method: 'PUT',
        headers,
        body: new Uint8Array(bytes),
      });
      if (!response.ok) throw new Error(`S3 PUT ${key} failed: ${response.status}`);
    },
    async get(key) {
      const url = urlOf(key);
      const headers = signV4({
        method: 'GET',
        url,
        headers: {},
        payloadSha256: sha256(''),
        settings,
        now: new Date(),
      });
      delete headers.host;
      const response = await fetchImpl(url, { headers });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${key} failed: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
