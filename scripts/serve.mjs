// Serves the exported site in out/ the way a static host or CDN does:
//   /x finds x.html or x/index.html; unknown paths get 404.html with status 404;
//   text is compressed (brotli or gzip); headers from out/_headers apply (Netlify format).
// Usage: node scripts/serve.mjs [--port 3000] [--dir out]
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createBrotliCompress, createGzip, constants } from 'node:zlib';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const root = resolve(option('dir', 'out'));
const port = Number(option('port', process.env.PORT || 3000));

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No exported site in ${root}: run "npm run build" first.`);
  process.exit(1);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.txt',
  '.xml',
  '.svg',
  '.webmanifest',
]);

/** Parse Netlify/Cloudflare `_headers`: a path line, then indented `Name: value` lines. */
export function parseHeaders(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: [] });
    else {
      const at = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

function matches(pattern, path) {
  const regex = new RegExp(
    `^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`,
  );
  return regex.test(path);
}

const headersFile = join(root, '_headers');
const headerRules = existsSync(headersFile) ? parseHeaders(readFileSync(headersFile, 'utf8')) : [];

function resolveFile(pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const base = join(root, clean);
  if (!base.startsWith(root)) return null;
  const candidates = clean.endsWith('/')
    ? [join(base, 'index.html')]
    : [base, `${base}.html`, join(base, 'index.html')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  let file = resolveFile(url.pathname);
  let status = 200;
  if (!file || file.split(sep).includes('_headers')) {
    file = join(root, '404.html');
    status = 404;
  }
  const ext = extname(file);
  const headers = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    Vary: 'Accept-Encoding',
  };
  headers['Cache-Control'] = url.pathname.startsWith('/_next/static/')
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
  for (const rule of headerRules) {
    if (matches(rule.path, url.pathname))
      for (const [name, value] of rule.headers) headers[name] = value;
  }
  const accept = String(req.headers['accept-encoding'] ?? '');
  let encoder = null;
  if (COMPRESSIBLE.has(ext)) {
    if (/\bbr\b/.test(accept)) {
      headers['Content-Encoding'] = 'br';
      encoder = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    } else if (/\bgzip\b/.test(accept)) {
      headers['Content-Encoding'] = 'gzip';
      encoder = createGzip();
    }
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  const stream = createReadStream(file);
  (encoder ? stream.pipe(encoder) : stream).pipe(res);
});

server.listen(port, () => {
  // --port 0 picks a free port: say which, for scripts that start this server.
  console.log(`Serving ${root} at http://localhost:${server.address().port}`);
});
