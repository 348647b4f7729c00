import { describe, expect, it, vi } from 'vitest';
import { readLimited } from './http';

/** A POST whose client sends `sent` and then drops the connection, as Node's request stream reports it. */
function droppedPost(sent: string, declared: number): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(sent));
      setTimeout(() => controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' })), 5);
    },
  });
  return new Request('http://127.0.0.1/api/contact', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'content-length': String(declared) },
    duplex: 'half',
  } as RequestInit);
}

describe('reading a body', () => {
  it('takes a client that drops the connection mid-body as one log line, not an error', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      await expect(readLimited(droppedPost('{"name":"a', 5_000), 64 * 1024)).resolves.toBe('dropped');
      expect(info.mock.calls).toEqual([
        ['/api/contact: the client dropped the connection after 10 of 5000 bytes; nothing was stored'],
      ]);
    } finally {
      info.mockRestore();
    }
  });

  it('refuses a body over the limit, declared or streamed', async () => {
    const big = 'x'.repeat(2_000);
    const post = (declared?: number) =>
      new Request('http://127.0.0.1/api/contact', {
        method: 'POST',
        body: big,
        headers: declared === undefined ? {} : { 'content-length': String(declared) },
      });
    await expect(readLimited(post(2_000), 1_000)).resolves.toBe('too-large');
    await expect(readLimited(post(), 1_000)).resolves.toBe('too-large');
    await expect(readLimited(post(), 4_000)).resolves.toHaveLength(2_000);
  });
});
