// Serves the exported site in out/ the way a static host or CDN does: sirv finds the file
// (/pricing → pricing.html or pricing/index.html, only files that exist under the folder),
// compression compresses text, and the rules of out/_headers apply, read by Netlify's own
// parser. Unknown paths get 404.html with status 404.
// Usage: node scripts/serve.mjs [--port 3000] [--dir out]   (--port 0 picks a free port)
import { parseAllHeaders } from '@netlify/headers-parser';
import compression from 'compression';
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import sirv from 'sirv';

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

const { headers: headerRules, errors } = await parseAllHeaders({
  headersFiles: [join(root, '_headers')],
  configHeaders: [],
  minimal: false,
});
for (const error of errors) console.warn(`_headers: ${error.message}`);

/** Host configuration files: the hosts read them and never serve them. */
const HOST_FILES = /^\/_(headers|redirects)\/?$/i;
const notFoundFile = join(root, '404.html');

/** Hosts join the values of a header named by several matching rules with a comma. */
function applyHeaderRules(res, pathname) {
  for (const rule of headerRules) {
    if (!rule.forRegExp.test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.values)) {
      const before = res.getHeader(name);
      res.setHeader(name, before ? `${before}, ${value}` : value);
    }
  }
}

function notFound(res) {
  res.statusCode = 404;
  if (!existsSync(notFoundFile)) return res.end('Not found');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  createReadStream(notFoundFile).pipe(res);
}

// Not `dev`: sirv lists the folder once at start and serves only those files, so no path,
// however encoded, can reach outside it.
const files = sirv(root, {
  etag: true,
  maxAge: 0, // revalidate, as hosts do for pages; _headers gives hashed assets a year
  extensions: ['html'],
  onNoMatch: (req, res) => notFound(res),
});
const compress = compression();

const server = createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' });
    return res.end('Method not allowed');
  }
  const pathname = (req.url ?? '/').split('?')[0];
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    res.writeHead(400, { 'Content-Type': 'text/plain' });
    return res.end('Bad request: malformed percent-encoding');
  }
  applyHeaderRules(res, decoded);
  compress(req, res, () => (HOST_FILES.test(decoded) ? notFound(res) : files(req, res)));
});

server.listen(port, () => {
  // Scripts that start this server with --port 0 read the port from this line.
  console.log(`Serving ${root} at http://localhost:${server.address().port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
