import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  elements,
  exportedPages,
  htmlFiles,
  routeOf,
  type Element,
} from '../../scripts/site-pages.mjs';

/**
 * The export in out/, as the gates that read its files see it (html-validate, export-files,
 * seo, languages, share-cards): each HTML file is read once and tokenized once in a worker,
 * however many checks look at it. A spec whose tests each walk every page runs them in one
 * worker (`mode: 'default'`), so that gate walks the export once.
 */
export type ExportedHtml = {
  file: string;
  route: string;
  /** The file's text, read on first use (listing the tests reads nothing). */
  readonly html: string;
  /** The page's elements (`elements` of scripts/site-pages.mjs), tokenized on first use. */
  readonly elements: Element[];
};

const known = new Map<string, ExportedHtml>();

/** One HTML file of out/, by its path relative to out/. */
export function exportedHtml(file: string): ExportedHtml {
  let page = known.get(file);
  if (!page) {
    let text: string | undefined;
    let tokens: Element[] | undefined;
    page = {
      file,
      route: routeOf(file),
      get html() {
        return (text ??= readFileSync(join('out', file), 'utf8'));
      },
      get elements() {
        return (tokens ??= elements(this.html));
      },
    };
    known.set(file, page);
  }
  return page;
}

let files: { all: string[]; pages: string[] } | undefined;
const listed = () =>
  (files ??= {
    all: htmlFiles('out'),
    pages: exportedPages('out').map((page) => page.file),
  });

/** Every HTML file of the export, the not-found pages included. */
export const allHtml = () => listed().all.map(exportedHtml);

/** Every exported page, sorted by route: the not-found pages are not pages of their own. */
export const pages = () => listed().pages.map(exportedHtml);
