'use client';

import { island } from './island';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { buttonClass } from '@/components/button';
import { inputClass } from '@/components/form/fields';
import { awaitingScript, useHydrated } from './use-hydrated';
import { frameMessage, scrollToShow } from '@/lib/frame-messages';
import { useCopy } from './use-copy';
import { BookingLink, type BookingLinkWords } from './booking-link';
import { localizePath, type Lang } from '@/lib/i18n';
import {
  ACCENT_PARAMETER,
  accentFor,
  MIADI_ACCENT,
  parseAccent,
  SURFACE_PARAMETER,
  SURFACES,
  type Surface,
} from '@/lib/accent';
import { fill, fillCount, type Plural } from '@/lib/template';

/** One listing as /listings.json has it: enough to find it by name. */
export type WidgetListing = { id: string; name: string; area: string };

/** The widget itself, or for sites that allow no scripts a link to the listing's page. */
export type WidgetStyle = 'inline' | 'button';

/** The snippet's own words, in the language the owner chooses for the widget. */
export type SnippetWords = { linkText: string; frameTitle: string };

export type WidgetCodeWords = {
  search: {
    label: string;
    hint: string;
    empty: string;
    none: string;
    matches: Plural;
    narrow: string;
    failed: string;
    chosen: string;
    choice: string;
  };
  language: { legend: string } & Record<Lang, string>;
  style: { legend: string } & Record<WidgetStyle, string>;
  surface: { legend: string } & Record<Surface, string>;
  output: { label: string; empty: string; copy: string; copied: string; copyFailed: string };
  preview: { title: string; frameTitle: string; empty: string };
  accent: {
    label: string;
    hint: string;
    reset: string;
    readable: string;
    adjusted: string;
    /** On the dark surface, a colour too dark lightened. */
    adjustedDark: string;
    black: string;
    white: string;
  };
  link: BookingLinkWords;
  notListed: { title: string; steps: readonly string[]; link: string };
  newTab: string;
};

type Props = {
  words: WidgetCodeWords;
  /** The snippet's words in each language (embed.js's own fallbacks say the same). */
  snippet: Record<Lang, SnippetWords>;
  /** The site's address, as owners' sites load it (content/site.ts). */
  origin: string;
  /** The page's language: the widget's language to start with. */
  lang: Lang;
};

/** A listing's booking page, the link for a bio, a catalogue or a profile: `…/services/{id}#book`. */
export function bookingAddress(origin: string, listing: string, lang: Lang): string {
  return `${origin}${localizePath(`/services/${listing}`, lang)}#book`;
}

/** The code an owner copies: the one-line widget, or a link. */
export function widgetSnippet(
  origin: string,
  listing: string,
  lang: Lang,
  style: WidgetStyle,
  words: SnippetWords,
  /** The owner's accent colour, `#rrggbb`; none for Miadi's own. */
  accent?: string | null,
  /** The form's surface; light, Miadi's own, needs no attribute. */
  surface: Surface = 'light',
): string {
  const page = `${origin}${localizePath(`/services/${listing}`, lang)}`;
  if (style === 'button') {
    return `<a href="${bookingAddress(origin, listing, lang)}" target="_blank" rel="noopener">${words.linkText}</a>`;
  }
  const langAttribute = lang === 'sw' ? ' data-lang="sw"' : '';
  const chosenAccent = parseAccent(accent);
  const accentAttribute =
    chosenAccent && chosenAccent !== MIADI_ACCENT ? ` data-accent="${chosenAccent}"` : '';
  const surfaceAttribute = surface === 'dark' ? ' data-surface="dark"' : '';
  return `<div data-miadi-booking="${listing}"${langAttribute}${accentAttribute}${surfaceAttribute}><a href="${page}">${words.linkText}</a></div>\n<script src="${origin}/embed.js" async></script>`;
}

const noSubscribe = () => () => {};

/** A name as it is compared: case, accents, curly apostrophes and runs of spaces aside. */
function comparable(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[‘’`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** How many businesses a partial name offers to choose from at once. */
const CHOICES = 6;

/**
 * The booking widget's code generator (D27): find the business by name in /listings.json
 * (fetched when the page loads, so the page itself does not grow with the catalogue), or
 * arrive with ?listing={id}; choose the language and the style; copy the code; see it in a
 * preview.
 */
export const WidgetCode = island(
  'WidgetCode',
  function WidgetCode({ words, snippet, origin, lang: pageLang }: Props) {
    const id = useId();
    const ready = useHydrated();
    const [listings, setListings] = useState<readonly WidgetListing[] | null>(null);
    const [failed, setFailed] = useState(false);
    const [typed, setTyped] = useState<string | null>(null);
    // A business chosen from the matches below the field (its name may be shared).
    const [picked, setPicked] = useState<string | null>(null);
    const [lang, setLang] = useState<Lang>(pageLang);
    const [style, setStyle] = useState<WidgetStyle>('inline');
    const [accent, setAccent] = useState(MIADI_ACCENT);
    const [surface, setSurface] = useState<Surface>('light');
    const shownAccent = accentFor(accent, surface);
    const copier = useCopy();
    const copy = copier.outcome;
    const [height, setHeight] = useState(0);
    const preview = useRef<HTMLIFrameElement>(null);
    const code = copier.field;
    const search = useRef<HTMLInputElement>(null);
    // ?listing={id}, from a listing's page: chosen already.
    const fromAddress = useSyncExternalStore(
      noSubscribe,
      () => new URLSearchParams(window.location.search).get('listing') ?? '',
      () => '',
    );

    useEffect(() => {
      const controller = new AbortController();
      fetch('/listings.json', { signal: controller.signal })
        .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
        .then((data: WidgetListing[]) => setListings(data))
        .catch(() => {
          if (!controller.signal.aborted) setFailed(true);
        });
      return () => controller.abort();
    }, []);

    // The preview's height and jumps, from its own frame only (as embed.js does).
    useEffect(() => {
      function onMessage(event: MessageEvent) {
        const frame = preview.current;
        if (event.origin !== window.location.origin || event.source !== frame?.contentWindow) {
          return;
        }
        const message = frameMessage(event.data);
        if (message?.type === 'miadi:height') setHeight(Math.ceil(message.height));
        if (message?.type === 'miadi:scroll') {
          const top = frame.getBoundingClientRect().top;
          window.scrollBy(0, scrollToShow(top, message, window.innerHeight));
        }
      }
      window.addEventListener('message', onMessage);
      return () => window.removeEventListener('message', onMessage);
    }, []);

    const all = listings ?? [];
    const arrived = typed === null ? all.find((listing) => listing.id === fromAddress) : undefined;
    const query = typed ?? arrived?.name ?? '';
    const wanted = comparable(query);
    const named = wanted ? all.filter((listing) => comparable(listing.name) === wanted) : [];
    const chosen =
      all.find((listing) => listing.id === picked) ??
      arrived ??
      (named.length === 1 ? named[0] : undefined);
    // Part of a name, or a name several share: the businesses to choose from.
    const matches =
      chosen || !wanted ? [] : all.filter((listing) => comparable(listing.name).includes(wanted));
    const text = chosen
      ? widgetSnippet(origin, chosen.id, lang, style, snippet[lang], accent, surface)
      : '';
    // The preview's address, as embed.js writes it from the snippet.
    const frameQuery = new URLSearchParams();
    if (accent !== MIADI_ACCENT) frameQuery.set(ACCENT_PARAMETER, accent.slice(1));
    if (surface === 'dark') frameQuery.set(SURFACE_PARAMETER, surface);
    const previewSrc = chosen
      ? `${localizePath(`/embed/${chosen.id}`, lang)}${frameQuery.toString() ? `?${frameQuery}` : ''}`
      : '';

    const copyCode = () => copier.copy(text);
    const changed = copier.reset;

    function choose(listing: WidgetListing) {
      setTyped(listing.name);
      setPicked(listing.id);
      changed();
      search.current?.focus();
    }

    const status = failed
      ? words.search.failed
      : chosen
        ? fill(words.search.chosen, { name: chosen.name, area: chosen.area })
        : !listings
          ? ''
          : !wanted
            ? typed === null
              ? ''
              : words.search.empty
            : matches.length
              ? fillCount(pageLang, words.search.matches, matches.length, { query: query.trim() })
              : fill(words.search.none, { query: query.trim() });

    return (
      <div className="grid gap-10 lg:grid-cols-2">
        <div className="space-y-6">
          <div>
            <label
              htmlFor={`${id}-search`}
              className="mb-1.5 block text-sm font-medium text-slate-800"
            >
              {words.search.label}
            </label>
            <input
              id={`${id}-search`}
              ref={search}
              type="search"
              list={`${id}-listings`}
              autoComplete="off"
              value={query}
              disabled={!ready}
              aria-describedby={`${id}-search-hint ${id}-search-status`}
              // Until the island runs: described by the page's "needs script" sentence instead.
              {...awaitingScript(ready)}
              onChange={(event) => {
                setTyped(event.target.value);
                setPicked(null);
                changed();
              }}
              className={inputClass}
            />
            <datalist id={`${id}-listings`}>
              {(listings ?? []).map((listing) => (
                <option key={listing.id} value={listing.name}>
                  {listing.area}
                </option>
              ))}
            </datalist>
            <p id={`${id}-search-hint`} className="mt-1 text-sm text-slate-600">
              {words.search.hint}
            </p>
            <p
              id={`${id}-search-status`}
              role="status"
              className="mt-1 text-sm font-medium text-slate-800 empty:hidden"
            >
              {status}
            </p>
            {matches.length ? (
              <ul className="mt-2 flex flex-wrap gap-2">
                {matches.slice(0, CHOICES).map((listing) => (
                  <li key={listing.id}>
                    <button
                      type="button"
                      onClick={() => choose(listing)}
                      className={buttonClass({ variant: 'secondary', size: 'sm' })}
                    >
                      {fill(words.search.choice, { name: listing.name, area: listing.area })}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            {matches.length > CHOICES ? (
              <p className="mt-2 text-sm text-slate-600">{words.search.narrow}</p>
            ) : null}
            {listings && wanted && !chosen && !matches.length ? (
              <NotListed words={words.notListed} href={localizePath('/signup', pageLang)} />
            ) : null}
          </div>

          {chosen ? (
            <BookingLink
              name={chosen.name}
              link={bookingAddress(origin, chosen.id, lang)}
              fileName={chosen.id}
              words={words.link}
            />
          ) : null}

          <Choice
            legend={words.language.legend}
            name={`${id}-lang`}
            options={(['en', 'sw'] as const).map((value) => ({
              value,
              label: words.language[value],
            }))}
            value={lang}
            disabled={!ready}
            onChange={(value) => {
              setLang(value);
              changed();
            }}
          />
          <Choice
            legend={words.style.legend}
            name={`${id}-style`}
            options={(['inline', 'button'] as const).map((value) => ({
              value,
              label: words.style[value],
            }))}
            value={style}
            disabled={!ready}
            onChange={(value) => {
              setStyle(value);
              changed();
            }}
          />
          {style === 'inline' ? (
            <Choice
              legend={words.surface.legend}
              name={`${id}-surface`}
              options={SURFACES.map((value) => ({ value, label: words.surface[value] }))}
              value={surface}
              disabled={!ready}
              onChange={(value) => {
                setSurface(value);
                changed();
              }}
            />
          ) : null}
          {style === 'inline' ? (
            <div>
              <label
                htmlFor={`${id}-accent`}
                className="mb-1.5 block text-sm font-medium text-slate-800"
              >
                {words.accent.label}
              </label>
              <div className="flex flex-wrap items-center gap-3">
                <input
                  id={`${id}-accent`}
                  type="color"
                  value={accent}
                  disabled={!ready}
                  aria-describedby={`${id}-accent-hint ${id}-accent-status`}
                  onChange={(event) => {
                    setAccent(parseAccent(event.target.value) ?? MIADI_ACCENT);
                    changed();
                  }}
                  className="h-10 w-16 cursor-pointer rounded-lg ring-1 ring-slate-300"
                />
                <button
                  type="button"
                  disabled={!ready || accent === MIADI_ACCENT}
                  onClick={() => {
                    setAccent(MIADI_ACCENT);
                    changed();
                  }}
                  className={buttonClass({ variant: 'secondary', size: 'sm' })}
                >
                  {words.accent.reset}
                </button>
              </div>
              <p id={`${id}-accent-hint`} className="mt-1 text-sm text-slate-600">
                {words.accent.hint}
              </p>
              <p
                id={`${id}-accent-status`}
                role="status"
                className="mt-1 text-sm font-medium text-slate-800"
              >
                {fill(
                  !shownAccent.adjusted
                    ? words.accent.readable
                    : surface === 'dark'
                      ? words.accent.adjustedDark
                      : words.accent.adjusted,
                  {
                    asked: shownAccent.asked,
                    used: shownAccent.used,
                    text: shownAccent.text === '#ffffff' ? words.accent.white : words.accent.black,
                  },
                )}
              </p>
            </div>
          ) : null}

          <div>
            <label
              htmlFor={`${id}-code`}
              className="mb-1.5 block text-sm font-medium text-slate-800"
            >
              {words.output.label}
            </label>
            <textarea
              id={`${id}-code`}
              ref={code}
              readOnly
              rows={5}
              value={text}
              placeholder={words.output.empty}
              dir="ltr"
              className={`${inputClass} font-mono text-sm`}
            />
            <div className="mt-3 flex flex-wrap items-center gap-4">
              <button
                type="button"
                onClick={copyCode}
                disabled={!text}
                className={buttonClass({ size: 'sm' })}
              >
                {words.output.copy}
              </button>
              <p role="status" className="text-sm text-slate-700 empty:hidden">
                {copy === 'copied'
                  ? words.output.copied
                  : copy === 'failed'
                    ? words.output.copyFailed
                    : ''}
              </p>
            </div>
          </div>
        </div>

        <div>
          <h3 className="text-lg font-semibold text-slate-900">{words.preview.title}</h3>
          <div className="mt-3 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
            {!chosen ? (
              <p className="text-sm text-slate-600">{words.preview.empty}</p>
            ) : style === 'button' ? (
              <a
                href={`${lang === 'sw' ? '/sw' : ''}/services/${chosen.id}#book`}
                target="_blank"
                rel="noopener"
                className="font-semibold text-brand-800 underline"
              >
                {snippet[lang].linkText}
                <span className="sr-only"> {words.newTab}</span>
              </a>
            ) : (
              <iframe
                key={previewSrc}
                ref={preview}
                src={previewSrc}
                title={words.preview.frameTitle}
                className={`block w-full rounded-lg ${surface === 'dark' ? 'bg-slate-900' : 'bg-white'}`}
                // The frame's own height once it has said it (as embed.js sizes it).
                height={height || 640}
              />
            )}
          </div>
        </div>
      </div>
    );
  },
);

/** For a name not found: how a business gets its listing, code and link, and where to start. */
function NotListed({ words, href }: { words: WidgetCodeWords['notListed']; href: string }) {
  return (
    <div className="mt-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 className="font-semibold text-slate-900">{words.title}</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
        {words.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <a href={href} className={buttonClass({ size: 'sm' }, 'mt-4')}>
        {words.link}
      </a>
    </div>
  );
}

/** A group of radio buttons with its legend: native controls, arrow keys included. */
function Choice<Value extends string>({
  legend,
  name,
  options,
  value,
  disabled,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  disabled: boolean;
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="space-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-slate-800">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              onChange={() => onChange(option.value)}
              className="size-4 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
