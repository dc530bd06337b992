/**
 * English left on a Kiswahili page: a step of the site check (scripts/check-site.mjs), so every
 * build, the 2,750-listing one included, reads every exported /sw page for it.
 *
 * The English is what the site itself writes in English: every string of a content module that
 * has a Kiswahili twin (content/x.ts beside content/sw/x.ts, so a new module joins by itself),
 * and the catalogue's own words that have a Kiswahili form (a description, a street line, a
 * service, class, role or profession). Each string is cut at its {slots} and sentence marks
 * into phrases, and a phrase of three words or more is English on a /sw page, as are a few
 * single words (ENGLISH_WORDS). A phrase the Kiswahili also says ("Reformer Pilates", "Knotless
 * braids") is not English-only and is left out.
 *
 * Read on each page: its visible text and the accessible names the markup gives (alt,
 * aria-label, title, placeholder, a button input's value), except inside lang="en" (an owner's
 * words shown as written, reviews) and inside proper names: the catalogue's listings, people,
 * venues and areas, and content/site.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';

/** English words that are English on their own, whatever their length (glossary.ts says why). */
export const ENGLISH_WORDS = ['widget', 'widgets', 'franchise', 'franchises', 'submit', 'walk-ins'];

/** Three words or more: shorter phrases ("M-Pesa Paybill", "Reformer Pilates") are names. */
const PHRASE_WORDS = 3;

/** Words as the check compares them: lower case, without punctuation. */
export function wordsOf(text) {
  return text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’&-]*/gu) ?? [];
}

/** A string's phrases: cut at its {slots}, sentence marks and brackets. */
function phrasesOf(text) {
  return text
    .split(/\{\w+\}|[.!?;:()[\]·|–—"“”]+(?:\s|$)|\s[–—·|]\s/)
    .map(wordsOf)
    .filter((words) => words.length >= PHRASE_WORDS);
}

/** Every string in a value, with the path it sits at ("hero.title", "plans.0.summary"). */
function stringsIn(value, path, into) {
  if (typeof value === 'string') into.push([path, value]);
  else if (Array.isArray(value)) value.forEach((item, i) => stringsIn(item, `${path}.${i}`, into));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) stringsIn(item, `${path}.${key}`, into);
  return into;
}

/**
 * The catalogue's own English words that have a Kiswahili form, and its Kiswahili, and its
 * proper names, each with where it is ("catalogue glow-nail-bar description").
 */
function catalogueWords(catalogue) {
  const english = [];
  const kiswahili = [];
  const names = [];
  const pair = (where, en, sw) => {
    if (en === undefined) return;
    if (sw !== undefined) kiswahili.push(sw);
    english.push([where, en]);
  };
  for (const area of catalogue.areas ?? []) {
    names.push(area.name);
    pair(`catalogue area ${area.slug} intro`, area.intro?.en, area.intro?.sw);
  }
  for (const category of catalogue.categories ?? [])
    kiswahili.push(...stringsIn(category, '', []).map(([, s]) => s));
  for (const listing of catalogue.listings ?? []) {
    const at = `catalogue ${listing.id}`;
    names.push(listing.name, listing.sw?.name, listing.venue, listing.sw?.venue);
    pair(`${at} description`, listing.description, listing.sw?.description);
    pair(`${at} street`, listing.street, listing.sw?.street);
    if (listing.profession) pair(`${at} profession`, listing.profession, listing.sw?.profession);
    for (const service of listing.services ?? [])
      pair(`${at} service "${service.name}"`, service.name, service.sw?.name);
    for (const entry of listing.classes ?? []) {
      names.push(entry.instructor);
      pair(`${at} class "${entry.name}"`, entry.name, entry.sw?.name);
    }
    for (const member of listing.team ?? []) {
      names.push(member.name);
      pair(`${at} role "${member.role}"`, member.role, member.sw?.role);
    }
    for (const review of listing.reviews ?? []) names.push(review.author);
    for (const offer of listing.offers ?? [])
      kiswahili.push(...stringsIn(offer, '', []).map(([, s]) => s));
  }
  return { english, kiswahili, names: names.filter(Boolean) };
}

/**
 * What the check looks for. `english` and `kiswahili` are the content modules by file name
 * ("landing.ts": the module's exports); `site` is content/site.ts; `catalogue` the catalogue.
 */
export function englishWords({ english, kiswahili, site, catalogue }) {
  const fromCatalogue = catalogueWords(catalogue);
  // Every run of three Kiswahili words: a phrase made only of them is said in Kiswahili too.
  const swTriples = new Set();
  const swTexts = [
    ...Object.values(kiswahili).flatMap((module) => stringsIn(module, '', []).map(([, s]) => s)),
    ...fromCatalogue.kiswahili,
  ];
  for (const text of swTexts) {
    const words = wordsOf(text);
    for (let i = 0; i + PHRASE_WORDS <= words.length; i++)
      swTriples.add(words.slice(i, i + PHRASE_WORDS).join(' '));
  }
  const saidInKiswahili = (words) => {
    for (let i = 0; i + PHRASE_WORDS <= words.length; i++)
      if (!swTriples.has(words.slice(i, i + PHRASE_WORDS).join(' '))) return false;
    return true;
  };

  /** Phrases by their first word: [words, the string it is from, where]. */
  const phrases = new Map();
  const add = (words, text, where) => {
    const list = phrases.get(words[0]) ?? [];
    if (list.some((known) => known.words.join(' ') === words.join(' '))) return;
    list.push({ words, text, where });
    phrases.set(words[0], list);
  };
  const fromModules = Object.entries(english).flatMap(([file, module]) =>
    stringsIn(module, `content/${file}`, []).map(([path, text]) => [
      path.replace(/^(content\/[^.]+\.ts)\./, '$1 '),
      text,
    ]),
  );
  for (const [where, text] of [...fromModules, ...fromCatalogue.english]) {
    for (const words of phrasesOf(text)) if (!saidInKiswahili(words)) add(words, text, where);
  }
  for (const word of ENGLISH_WORDS) add([word], word, 'a word that is English on its own');

  const names = new Map();
  for (const name of [...fromCatalogue.names, ...stringsIn(site, '', []).map(([, s]) => s)]) {
    const words = wordsOf(name);
    if (!words.length) continue;
    names.set(words[0], [...(names.get(words[0]) ?? []), words]);
  }
  return { phrases, names };
}

/**
 * The content modules that have a Kiswahili twin, by file name, in English and in Kiswahili,
 * loaded with `load` (jiti: they are TypeScript).
 */
export function contentModules(load, root = process.cwd()) {
  const dir = join(root, 'content');
  const files = readdirSync(join(dir, 'sw')).filter(
    (file) => file.endsWith('.ts') && existsSync(join(dir, file)),
  );
  return {
    english: Object.fromEntries(files.map((file) => [file, load(join(dir, file))])),
    kiswahili: Object.fromEntries(files.map((file) => [file, load(join(dir, 'sw', file))])),
  };
}

const startsAt = (words, at, phrase) => phrase.every((word, i) => words[at + i] === word);

/** The English phrases in a text, outside the proper names it holds. */
export function englishIn(text, { phrases, names }) {
  const words = wordsOf(text);
  const named = new Uint8Array(words.length);
  words.forEach((word, at) => {
    for (const name of names.get(word) ?? [])
      if (startsAt(words, at, name)) named.fill(1, at, at + name.length);
  });
  const found = [];
  words.forEach((word, at) => {
    for (const phrase of phrases.get(word) ?? []) {
      if (!startsAt(words, at, phrase.words)) continue;
      if (named.subarray(at, at + phrase.words.length).every(Boolean)) continue;
      found.push(phrase);
    }
  });
  return found;
}

/** Elements whose text is not read: code, and what is not shown. */
const UNREAD = new Set(['script', 'style', 'template', 'noscript']);
/** Elements that end a run of text: a phrase never runs across them. */
const BLOCKS = new Set(
  'address article aside blockquote br button dd details div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr label legend li main nav ol option p section select summary table td th title tr ul'.split(
    ' ',
  ),
);
const NAME_ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder'];

/**
 * The Kiswahili text of a page: runs of visible text and the accessible names, outside
 * lang="en" and code.
 */
export function kiswahiliTexts(html) {
  const texts = [];
  /** For each open element, whether it starts text that is not read (lang="en", code). */
  const open = [];
  /** How many of the open elements start such text: none, and the text is read. */
  let quiet = 0;
  let run = '';
  const flush = () => {
    if (run.trim()) texts.push(run);
    run = '';
  };
  const parser = new Parser(
    {
      onopentag(tag, attrs) {
        const silent = UNREAD.has(tag) || (attrs.lang !== undefined && /^en\b/i.test(attrs.lang));
        if (BLOCKS.has(tag) || silent) flush();
        open.push(silent);
        if (silent) quiet++;
        if (quiet) return;
        for (const name of NAME_ATTRIBUTES) if (attrs[name]) texts.push(attrs[name]);
        if (tag === 'input' && /^(submit|button|reset)$/i.test(attrs.type ?? '') && attrs.value)
          texts.push(attrs.value);
      },
      ontext(text) {
        if (!quiet) run += text;
      },
      onclosetag(tag) {
        const silent = open.pop();
        if (silent) quiet--;
        if (BLOCKS.has(tag) || silent) flush();
        else run += ' ';
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  flush();
  return texts;
}

/**
 * The English on each Kiswahili page of `pages` ({ file, route }, files relative to `dir`):
 * one line per phrase, naming it, the string it is from with where that is, and the pages.
 */
export function englishLeaks({ dir, pages, words }) {
  const found = new Map();
  for (const { file, route } of pages) {
    if (!/^\/sw(?:\/|$)/.test(route)) continue;
    for (const text of kiswahiliTexts(readFileSync(join(dir, file), 'utf8'))) {
      for (const phrase of englishIn(text, words)) {
        const key = phrase.words.join(' ');
        const entry = found.get(key) ?? { phrase, routes: new Set() };
        entry.routes.add(route);
        found.set(key, entry);
      }
    }
  }
  return [...found.values()].map(({ phrase, routes }) => {
    const list = [...routes];
    const more = list.length > 3 ? ` and ${list.length - 3} more` : '';
    return `${list.slice(0, 3).join(', ')}${more}: English "${phrase.words.join(' ')}", from ${phrase.where}: "${phrase.text}"`;
  });
}
