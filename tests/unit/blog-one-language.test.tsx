import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { LanguageSwitch } from '@/components/islands/language-switch';
import { absoluteUrl, languageAlternates } from '@/lib/site-urls';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

/** lib/blog-files.ts reading a project whose articles are `files` (relative to content/blog). */
const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function blogFilesIn(files: string[]): typeof import('@/lib/blog-files') {
  const root = mkdtempSync(path.join(os.tmpdir(), 'blog-'));
  roots.push(root);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, 'content/blog', file)), { recursive: true });
    writeFileSync(path.join(root, 'content/blog', file), '---\n---\n');
  }
  const cwd = process.cwd();
  process.chdir(root);
  try {
    let loaded: typeof import('@/lib/blog-files') | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<typeof import('@/lib/blog-files')>('@/lib/blog-files');
    });
    return loaded!;
  } finally {
    process.chdir(cwd);
  }
}

describe('an article written in one language only (D38)', () => {
  it('exists in that language alone, and is the other language’s only gap', () => {
    const blog = blogFilesIn([
      'new-salons-in-ruaka.mdx',
      'cut-no-shows.mdx',
      'sw/cut-no-shows.mdx',
      'sw/saluni-mpya.mdx',
    ]);
    expect(blog.pageLanguages('/blog/new-salons-in-ruaka')).toEqual(['en']);
    expect(blog.pageLanguages('/blog/saluni-mpya')).toEqual(['sw']);
    expect(blog.pageLanguages('/blog/cut-no-shows')).toEqual(['en', 'sw']);
    // Every other page is in both languages (D20).
    expect(blog.pageLanguages('/blog')).toEqual(['en', 'sw']);
    expect(blog.pageLanguages('/pricing')).toEqual(['en', 'sw']);
    expect(blog.untranslatedRoutes('en', 'sw')).toEqual(['/blog/new-salons-in-ruaka']);
    expect(blog.untranslatedRoutes('sw', 'en')).toEqual(['/blog/saluni-mpya']);
  });

  it('names no hreflang for the missing twin, and is its own x-default', () => {
    expect(languageAlternates('/blog/new-salons-in-ruaka', ['en'])).toEqual({
      en: absoluteUrl('/blog/new-salons-in-ruaka'),
      'x-default': absoluteUrl('/blog/new-salons-in-ruaka'),
    });
    expect(languageAlternates('/blog/saluni-mpya', ['sw'])).toEqual({
      sw: absoluteUrl('/sw/blog/saluni-mpya'),
      'x-default': absoluteUrl('/sw/blog/saluni-mpya'),
    });
  });

  it('has a language switch that leads to the other language’s blog', () => {
    pathname = '/en/blog/new-salons-in-ruaka';
    const { unmount } = render(
      <LanguageSwitch to="sw" untranslated={['/blog/new-salons-in-ruaka']} fallback="/blog">
        Kiswahili
      </LanguageSwitch>,
    );
    expect(screen.getByRole('link', { name: 'Kiswahili' })).toHaveAttribute('href', '/sw/blog');
    unmount();
    pathname = '/en/blog/cut-no-shows';
    render(
      <LanguageSwitch to="sw" untranslated={['/blog/new-salons-in-ruaka']} fallback="/blog">
        Kiswahili
      </LanguageSwitch>,
    );
    expect(screen.getByRole('link', { name: 'Kiswahili' })).toHaveAttribute(
      'href',
      '/sw/blog/cut-no-shows',
    );
  });
});
