import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { s3Storage, signV4 } from './s3-storage';

describe('S3-compatible photo storage', () => {
  it('signs like AWS documents it (SigV4 "GET Object" example)', () => {
    const headers = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9' },
      payloadSha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      settings: {
        region: 'us-east-1',
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('puts and gets objects path-style on a bucket server, and answers null for a missing key', async () => {
    const objects = new Map<string, Buffer>();
    const seen: string[] = [];
    const types: string[] = [];
    const server = createServer((request, response) => {
      seen.push(
        `${request.method} ${request.url} ${request.headers.authorization?.slice(0, 16) ?? ''}`,
      );
      if (request.method === 'PUT') types.push(String(request.headers['content-type']));
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.method === 'PUT') {
          objects.set(request.url!, Buffer.concat(chunks));
          response.writeHead(200).end();
        } else if (objects.has(request.url!))
          response.writeHead(200).end(objects.get(request.url!));
        else response.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const storage = s3Storage({
        endpoint: `http://127.0.0.1:${port}`,
        bucket: 'photos',
        region: 'ap-south-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
      });
      await storage.put('abc/320.webp', Buffer.from('webp bytes'));
      expect((await storage.get('abc/320.webp'))?.toString()).toBe('webp bytes');
      expect(await storage.get('abc/640.webp')).toBeNull();
      expect(seen[0]).toBe('PUT /photos/abc/320.webp AWS4-HMAC-SHA256');
      await storage.put('abc/320.avif', Buffer.from('avif bytes'));
      expect(types).toEqual(['image/webp', 'image/avif']);
    } finally {
      server.close();
    }
  });
});
