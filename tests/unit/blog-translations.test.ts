/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

const blogDir = path.join(process.cwd(), 'content/blog');
const swDir = path.join(blogDir, 'sw');

const slugs = readdirSync(blogDir)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => file.replace(/\.mdx$/, ''));

function read(dir: string, slug: string) {
  return matter(readFileSync(path.join(dir, `${slug}.mdx`), 'utf8'));
}

// Headings are what make the two versions correspond section by section.
function headings(body: string): string[] {
  return body.match(/^#{2,3} .+$/gm) ?? [];
}

describe('Kiswahili blog articles', () => {
  it('finds the English articles', () => {
    expect(slugs.length).toBeGreaterThanOrEqual(10);
  });

  describe.each(slugs.filter((slug) => existsSync(path.join(swDir, `${slug}.mdx`))))(
    '%s',
    (slug) => {
      // An article may wait for its twin (D38): the pairs that exist are compared.
      const en = read(blogDir, slug);
      const sw = () => read(swDir, slug);

      it('keeps author, dates, tags and artwork exactly', () => {
        for (const field of ['author', 'date', 'updated', 'tags', 'artwork']) {
          expect([field, sw().data[field]]).toEqual([field, en.data[field]]);
        }
      });

      it('translates the title, summary and artwork description within their lengths', () => {
        const { data } = sw();
        for (const field of ['title', 'summary', 'artworkAlt']) {
          expect(typeof data[field]).toBe('string');
          expect(data[field]).not.toBe(en.data[field]);
        }
        expect(data.title.length).toBeLessThanOrEqual(70);
        expect(data.summary.length).toBeLessThanOrEqual(160);
      });

      it('has the same sections, each translated', () => {
        const enHeadings = headings(en.content);
        const swHeadings = headings(sw().content);
        expect(swHeadings.map((h) => h.split(' ')[0])).toEqual(
          enHeadings.map((h) => h.split(' ')[0]),
        );
        expect(swHeadings.filter((h) => enHeadings.includes(h))).toEqual([]);
      });
    },
  );
});
