/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';

// Hostile and ordinary requests against the real scripts/serve.mjs, on a small site in a
// temporary folder, over 127.0.0.1 only.

const SECRET = 'outside the served folder';
const site: Record<string, string> = {
  'index.html': '<!DOCTYPE html><title>Home</title><p>home page</p>',
  'pricing.html': '<!DOCTYPE html><title>Pricing</title><p>pricing page</p>',
  'about/index.html': '<!DOCTYPE html><title>About</title><p>about page</p>',
  '404.html': '<!DOCTYPE html><title>Not found</title><p>not found page</p>',
  '_next/static/chunks/app.js': `self.app = ${JSON.stringify('x'.repeat(4000))};`,
  _headers: [
    '/*',
    "  Content-Security-Policy: frame-ancestors 'none'",
    '  X-Content-Type-Options: nosniff',
    '/_next/static/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n'),
};

type Reply = { status: number; headers: IncomingHttpHeaders; body: string };

let base: string;
let server: ChildProcess;
let port: number;

function start(): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['scripts/serve.mjs', '--port', '0', '--dir', join(base, 'site')],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = String(chunk).match(/localhost:(\d+)/);
      if (match) resolve({ child, port: Number(match[1]) });
    });
  });
}

/** One request with the path sent exactly as written (no client-side normalising). */
function send(
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method, headers, agent: false, timeout: 5000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode!, headers: res.headers, body: String(body) });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'serve-test-'));
  writeFileSync(join(base, 'secret.txt'), SECRET);
  for (const [file, text] of Object.entries(site)) {
    mkdirSync(dirname(join(base, 'site', file)), { recursive: true });
    writeFileSync(join(base, 'site', file), text);
  }
  ({ child: server, port } = await start());
});

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(base, { recursive: true, force: true });
});

describe('serving the exported site', () => {
  it('finds /pricing as pricing.html and /about as about/index.html', async () => {
    expect((await send('/pricing')).body).toContain('pricing page');
    expect((await send('/about')).body).toContain('about page');
    expect((await send('/about/')).body).toContain('about page');
    expect((await send('/')).body).toContain('home page');
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    const reply = await send('/no-such-page');
    expect(reply.status).toBe(404);
    expect(reply.body).toContain('not found page');
    expect(reply.headers['content-type']).toMatch(/text\/html/);
  });

  it('applies the _headers rules that match the path, and only those', async () => {
    const page = await send('/pricing');
    expect(page.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cache-control']).not.toMatch(/immutable/);
    const asset = await send('/_next/static/chunks/app.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect((await send('/no-such-page')).headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses text', async () => {
    const reply = await send('/_next/static/chunks/app.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.body).toBe(site['_next/static/chunks/app.js']);
  });

  it('gives HEAD the headers and no body', async () => {
    const reply = await send('/pricing', { method: 'HEAD' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/text\/html/);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.body).toBe('');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('refuses %s with 405', async (method) => {
    const reply = await send('/', { method });
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('GET, HEAD');
  });
});

describe('hostile requests', () => {
  it('answers a malformed escape with 400 and keeps serving', async () => {
    expect((await send('/%E0%A4%A')).status).toBe(400);
    expect((await send('/pricing')).status).toBe(200);
  });

  it.each([
    '/../secret.txt',
    '/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/..%2fsecret.txt',
    '/..%5csecret.txt',
    '/%252e%252e/secret.txt',
    '/%252e%252e%252fsecret.txt',
    '//../secret.txt',
    '/about/../../secret.txt',
  ])('never leaves the folder: %s', async (path) => {
    const reply = await send(path);
    expect([400, 404]).toContain(reply.status);
    expect(reply.body).not.toContain(SECRET);
  });

  it.each(['/_headers', '/_headers/', '/%5Fheaders', '/_HEADERS', '/_next/../_headers'])(
    'never serves the host configuration: %s',
    async (path) => {
      const reply = await send(path);
      expect(reply.status).toBe(404);
      expect(reply.body).not.toContain('Cache-Control');
    },
  );

  it('answers an 8 KB URL with 414 or 404', async () => {
    const reply = await send(`/${'a'.repeat(8 * 1024)}`);
    expect([404, 414]).toContain(reply.status);
  });

  it('answers 300 parallel requests', async () => {
    const replies = await Promise.all(
      Array.from({ length: 300 }, (_, i) => send(i % 2 ? '/pricing' : `/missing-${i}`)),
    );
    expect(replies.map((r) => r.status)).toEqual(
      Array.from({ length: 300 }, (_, i) => (i % 2 ? 200 : 404)),
    );
  });
});

describe('shutting down', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)('stops cleanly on %s', async (signal) => {
    const { child } = await start();
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill(signal);
    expect(await exited).toBe(0);
  });
});
