import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real form endpoint on 127.0.0.1 that answers with the given statuses in turn and keeps
 * every body it received.
 */
export async function startEndpoint(statuses: number[]) {
  const bodies: unknown[] = [];
  const server = createServer((req, res) => {
    readBody(req).then((body) => {
      bodies.push(JSON.parse(body));
      res.writeHead(statuses.shift() ?? 200, { 'Content-Type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/forms`,
    bodies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/**
 * jsdom has no fetch: this one makes the same real HTTP request through Node, so the form's
 * own code path (lib/forms submitForm) runs unchanged.
 */
export const nodeFetch = ((input: string, init: RequestInit = {}) =>
  new Promise((resolve, reject) => {
    const req = request(
      input,
      { method: init.method, headers: init.headers as Record<string, string> },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ ok: (res.statusCode ?? 0) < 300, status: res.statusCode } as Response),
        );
      },
    );
    req.on('error', reject);
    req.end(init.body as string);
  })) as unknown as typeof fetch;
