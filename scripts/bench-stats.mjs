// Small pure helpers of npm run bench (scripts/bench.mjs): a sample's median and spread, and
// the routes that stand for the site's templates. Kept apart so the unit tests can check them.

/** The q-quantile (0 ≤ q ≤ 1) of numbers, interpolating between the two nearest ranks. */
export function quantile(values, q) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  const above = Math.ceil(at);
  return sorted[below] + (sorted[above] - sorted[below]) * (at - below);
}

export const median = (values) => quantile(values, 0.5);

/** Median and spread of a sample: its range (min–max) and its interquartile range. */
export function summary(values) {
  return {
    median: median(values),
    min: values.length ? Math.min(...values) : NaN,
    max: values.length ? Math.max(...values) : NaN,
    q1: quantile(values, 0.25),
    q3: quantile(values, 0.75),
    n: values.length,
  };
}

/**
 * The address pattern of a page file under app/: route groups "(marketing)" drop out, and so
 * does the leading "[lang]", since English is exported at the root (scripts/english-at-root.mjs).
 * app/[lang]/(marketing)/services/[slug]/page.tsx → ['services', '[slug]'].
 */
export function templateSegments(pageFile) {
  const segments = pageFile.split(/[\\/]/).slice(1, -1); // without "app" and "page.tsx"
  if (segments[0] === '[lang]') segments.shift();
  return segments.filter((segment) => !/^\(.+\)$/.test(segment));
}

/** Whether a route ("/services/glow-nail-bar") is an address of a template's pattern. */
export function matchesTemplate(segments, route) {
  const parts = route.split('/').filter(Boolean);
  const match = (i, j) => {
    if (i === segments.length) return j === parts.length;
    const segment = segments[i];
    if (/^\[\[\.\.\..+\]\]$/.test(segment)) return true; // optional catch-all: any rest
    if (j === parts.length) return false;
    if (/^\[\.\.\..+\]$/.test(segment)) return true; // catch-all: one or more
    if (/^\[.+\]$/.test(segment)) return match(i + 1, j + 1);
    return segment === parts[j] && match(i + 1, j + 1);
  };
  return match(0, 0);
}

/**
 * One route per template: for each page file, the first route (in the order given) that is
 * an address of it. Templates with no exported route are left out.
 */
export function templateSamples(pageFiles, routes) {
  return pageFiles.flatMap((file) => {
    const segments = templateSegments(file);
    const route = routes.find((candidate) => matchesTemplate(segments, candidate));
    return route ? [{ template: `/${segments.join('/')}`, route }] : [];
  });
}
