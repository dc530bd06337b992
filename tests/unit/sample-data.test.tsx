import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import embedded from '@/content/catalogue/catalogue.json';
import { SampleDataBanner } from '@/components/sample-data-banner';
import { GymClasses } from '@/app/[lang]/(marketing)/gym-fitness/gym-classes';
import { synthetic } from '@/lib/catalogue';
import { pageMetadata, sampleDataMetadata } from '@/lib/metadata';
import { indexedRoutes, siteRoutes } from '@/lib/routes';
import { main, sampleSiteProblem } from '../../scripts/catalogue.mjs';
import { renderServer } from './render-server';
import { renderIn } from './root-params';

describe('sample listings (D40)', () => {
  it('say "sample data" at the top of a catalogue page, in the page’s language', () => {
    render(<SampleDataBanner lang="en" show />);
    const banner = screen.getByRole('region', { name: 'Sample data' });
    expect(banner).toHaveTextContent(
      'Sample data: The businesses, professionals and reviews on this page are made up to show how the marketplace works. None of them is real: do not send them your details or money.',
    );
  });

  it('say it in Kiswahili on a Kiswahili page', () => {
    render(<SampleDataBanner lang="sw" show />);
    const banner = screen.getByRole('region', { name: 'Data ya mfano' });
    expect(banner).toHaveAttribute('lang', 'sw');
    expect(banner).toHaveTextContent(/ni za kubuni, kuonyesha jinsi soko linavyofanya kazi/);
  });

  it('are the embedded catalogue: its pages carry the banner and noindex', () => {
    expect(synthetic).toBe(true);
    render(<SampleDataBanner lang="en" />);
    expect(screen.getByRole('region', { name: 'Sample data' })).toBeInTheDocument();
    expect(sampleDataMetadata()).toEqual({ robots: { index: false } });
  });

  it('keep the catalogue’s pages out of the sitemap, and the site’s own pages in it', () => {
    const listed = indexedRoutes();
    for (const path of ['/', '/pricing', '/features', '/blog', '/privacy', '/business-types'])
      expect(listed).toContain(path);
    expect(listed.filter((path) => path === '/services' || path.startsWith('/services/'))).toEqual(
      [],
    );
    expect(siteRoutes).toContain('/services/glow-nail-bar');
  });

  it('are said to be made up where a site page shows some: /gym-fitness’s classes', async () => {
    await renderServer(await GymClasses());
    expect(
      screen.getByText(/^Sample listings: these gyms, studios and trainers are made up/),
    ).toBeVisible();
    renderIn('sw');
    try {
      await renderServer(await GymClasses());
      expect(
        screen.getByText(/^Orodha za mfano: gym, studio na wakufunzi hawa ni wa kubuni/),
      ).toBeVisible();
    } finally {
      renderIn('en');
    }
  });

  it('leave the site’s own pages indexable: a page’s metadata says nothing of robots', async () => {
    const meta = await pageMetadata({ title: 'Pricing', description: 'Plans.', path: '/pricing' });
    expect(meta.robots).toBeUndefined();
  });
});

describe('a catalogue of real listings', () => {
  it('is indexed whole: its listing, area and category pages are in the sitemap', () => {
    const listed = indexedRoutes(siteRoutes, false);
    expect(listed).toEqual(siteRoutes);
    expect(listed).toContain('/services/glow-nail-bar');
    expect(listed).toContain('/services/in/kilimani');
    expect(sampleDataMetadata(false)).toEqual({});
  });

  describe('built from an export', () => {
    const cwd = process.cwd();
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'real-catalogue-'));
      process.chdir(dir);
    });
    afterEach(() => {
      process.chdir(cwd);
      rmSync(dir, { recursive: true, force: true });
      delete process.env.CATALOGUE;
    });

    it('gets no banner, no noindex, and every listing in the sitemap', async () => {
      // The embedded listings as a platform's export of real ones: no "synthetic", numbers
      // that can be dialled, their own email addresses.
      const real = JSON.parse(JSON.stringify(embedded)) as {
        synthetic?: boolean;
        listings: Record<string, unknown>[];
      };
      delete real.synthetic;
      for (const listing of real.listings)
        for (const key of ['whatsapp', 'phone'])
          if (typeof listing[key] === 'string')
            listing[key] = (listing[key] as string).replace(/^2540/, '2547');
      writeFileSync('export.json', JSON.stringify(real));
      await main('export.json', { CF_PAGES: '1' });
      process.env.CATALOGUE = 'export.json';
      jest.isolateModules(() => {
        const routes = jest.requireActual<typeof import('@/lib/routes')>('@/lib/routes');
        const { sampleDataMetadata: robots } =
          jest.requireActual<typeof import('@/lib/metadata')>('@/lib/metadata');
        const listed = routes.indexedRoutes();
        expect(listed).toContain('/services/glow-nail-bar');
        expect(listed).toContain('/services');
        expect(listed).toEqual(routes.siteRoutes);
        expect(robots()).toEqual({});
        const { SampleDataBanner: Banner } = jest.requireActual<
          typeof import('@/components/sample-data-banner')
        >('@/components/sample-data-banner');
        expect(Banner({ lang: 'en' })).toBeNull();
      });
    });
  });
});

describe('a build on a host’s build system', () => {
  const sample = { synthetic: true };
  const used = 'content/catalogue/catalogue.json (embedded)';

  it('stops with sample data, naming CATALOGUE and the variable that allows it', () => {
    for (const env of [{ CF_PAGES: '1' }, { NETLIFY: 'true' }, { VERCEL: '1' }])
      expect(sampleSiteProblem(sample, env, used)).toMatch(
        /^CATALOGUE: content\/catalogue\/catalogue\.json \(embedded\) is sample data .* MIADI_SAMPLE_SITE=1 if a sample site is meant/,
      );
    expect(sampleSiteProblem(sample, { CF_PAGES: '1' }, used)).toContain(
      'this is a Cloudflare Pages build (CF_PAGES=1)',
    );
  });

  it('goes on when a sample site is meant, with real listings, and off a host (npm start, CI)', () => {
    expect(sampleSiteProblem(sample, { NETLIFY: 'true', MIADI_SAMPLE_SITE: '1' }, used)).toBe(
      undefined,
    );
    expect(sampleSiteProblem({ synthetic: false }, { NETLIFY: 'true' }, used)).toBe(undefined);
    expect(sampleSiteProblem({}, { CF_PAGES: '1' }, used)).toBe(undefined);
    expect(sampleSiteProblem(sample, { CI: 'true' }, used)).toBe(undefined);
    expect(sampleSiteProblem(sample, {}, used)).toBe(undefined);
  });

  it('is stopped before next build, by the step that copies the catalogue', async () => {
    const cwd = process.cwd();
    // The step clears .catalogue/ where it runs: here, not in the project.
    process.chdir(mkdtempSync(path.join(os.tmpdir(), 'host-build-')));
    try {
      await expect(main(undefined, { CF_PAGES: '1' })).rejects.toThrow(
        /^CATALOGUE: content\/catalogue\/catalogue\.json \(embedded\) is sample data/,
      );
      await expect(main(undefined, {})).resolves.toBe(used);
    } finally {
      process.chdir(cwd);
    }
  });
});
