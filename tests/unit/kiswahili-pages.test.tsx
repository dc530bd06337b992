import { dictionaryOf } from '@/content/dictionary';
import { businessTypes } from '@/content/business-types';
import { features } from '@/content/features-menu';
import LandingPage from '@/app/[lang]/(marketing)/page';
import AboutPage from '@/app/[lang]/(marketing)/about/page';
import PricingPage from '@/app/[lang]/(marketing)/pricing/page';
import RegisterPage from '@/app/[lang]/(marketing)/register/page';
import DemoPage from '@/app/[lang]/(marketing)/demo/page';
import GymFitnessPage from '@/app/[lang]/(marketing)/gym-fitness/page';
import PrivacyPage from '@/app/[lang]/(marketing)/privacy/page';
import TermsPage from '@/app/[lang]/(marketing)/terms/page';
import RefundPolicyPage from '@/app/[lang]/(marketing)/refund-policy/page';
import BusinessTypesPage from '@/app/[lang]/(marketing)/business-types/page';
import BusinessTypePage from '@/app/[lang]/(marketing)/business-types/[slug]/page';
import FeaturesPage from '@/app/[lang]/(marketing)/features/page';
import FeaturePage from '@/app/[lang]/(marketing)/features/[slug]/page';
import BookingWidgetPage from '@/app/[lang]/(marketing)/features/booking-widget/page';
import { renderToHtml } from './render-server';
import { renderIn } from './root-params';

/**
 * The marketing pages rendered as the export renders them (server components included), in
 * each language: a Kiswahili page must not show or speak any English from the content
 * modules, and an English page no Kiswahili.
 */

const slug = (value: string) => ({ params: Promise.resolve({ slug: value }) });

const pages: [string, () => React.ReactNode][] = [
  ['/', () => <LandingPage />],
  ['/about', () => <AboutPage />],
  ['/pricing', () => <PricingPage />],
  ['/register', () => <RegisterPage />],
  ['/demo', () => <DemoPage />],
  ['/gym-fitness', () => <GymFitnessPage />],
  ['/privacy', () => <PrivacyPage />],
  ['/terms', () => <TermsPage />],
  ['/refund-policy', () => <RefundPolicyPage />],
  ['/business-types', () => <BusinessTypesPage />],
  ...businessTypes.map((type): [string, () => React.ReactNode] => [
    `/business-types/${type.slug}`,
    () => <BusinessTypePage {...slug(type.slug)} />,
  ]),
  ['/features', () => <FeaturesPage />],
  ...features.map((feature): [string, () => React.ReactNode] => [
    `/features/${feature.slug}`,
    // The booking widget's page is a route of its own (D27).
    feature.slug === 'booking-widget'
      ? () => <BookingWidgetPage />
      : () => <FeaturePage {...slug(feature.slug)} />,
  ]),
];

/**
 * Parts other engineers translate (the forms, the star rating): left out of the check until
 * they arrive, so this test speaks for these pages' own words.
 */
const notOurs = ['form', '[role="img"][aria-label^="Rated"]'];

/** What a visitor reads or hears on the page: each text and accessible name, trimmed. */
function readAndHeard(html: string): string[] {
  document.body.innerHTML = html;
  document.body.querySelectorAll('script, style').forEach((node) => node.remove());
  for (const selector of notOurs) {
    document.body.querySelectorAll(selector).forEach((node) => node.remove());
  }
  const elements = [...document.body.querySelectorAll('*')];
  const attributes = elements.flatMap((element) =>
    ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription'].flatMap(
      (name) => element.getAttribute(name) ?? [],
    ),
  );
  const texts = elements.flatMap((element) =>
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? ''),
  );
  return [...texts, ...attributes].map((text) => text.trim()).filter(Boolean);
}

/** Every piece of text in `own` whose counterpart in `other` is different, i.e. translated. */
function translatedStrings(own: unknown, other: unknown, found = new Set<string>()) {
  if (typeof own === 'string') {
    if (own !== other) found.add(own.trim());
  } else if (own && typeof own === 'object' && other && typeof other === 'object') {
    for (const key of Object.keys(own)) {
      translatedStrings(
        (own as Record<string, unknown>)[key],
        (other as Record<string, unknown>)[key],
        found,
      );
    }
  }
  return found;
}

/** The paid plans keep their names in Kiswahili (see the glossary). */
const names = new Set(['Standard', 'Professional', 'Enterprise']);

/**
 * The texts of one language's content modules that differ in the other, in `texts`: a phrase
 * anywhere, a single word only where it stands alone (so "Beauty" in "Glow Beauty Lounge",
 * a name, is no giveaway).
 */
function giveawaysIn(texts: readonly string[], lang: 'en' | 'sw'): string[] {
  const own = dictionaryOf(lang);
  const other = dictionaryOf(lang === 'en' ? 'sw' : 'en');
  const all = texts.join('\n');
  return [...translatedStrings(own, other)].filter((text) => {
    if (!/[a-z]{2}/i.test(text) || names.has(text)) return false;
    if (!/\s/.test(text)) return texts.includes(text);
    return all.includes(text);
  });
}

/** English words the components used to write themselves. */
const componentEnglish =
  /\b(Learn more|Popular|Free|\/month|a month|Start free trial|Choose \w+ plan|Talk to sales|Step \d|Feature|Included|Not included|Pause|Play|Previous slide|Next slide|Show slide|\d of \d|carousel|slide|Introduction|Last updated|call|or write to|Book a demo|Send us a message|Register your business|Ask us a question|Compare all plans|Testimonials)\b/;

describe.each(pages)('%s', (path, page) => {
  afterEach(() => renderIn('en'));

  it('shows and speaks only Kiswahili at /sw (names excepted)', async () => {
    renderIn('sw');
    const texts = readAndHeard(await renderToHtml(page()));
    expect(giveawaysIn(texts, 'en')).toEqual([]);
    expect(texts.filter((text) => componentEnglish.test(text))).toEqual([]);
    expect(document.querySelector('h1')?.textContent).toBeTruthy();
  });

  it('shows no Kiswahili in English', async () => {
    renderIn('en');
    const texts = readAndHeard(await renderToHtml(page()));
    expect(giveawaysIn(texts, 'sw')).toEqual([]);
  });
});

describe('structured data on a Kiswahili page', () => {
  afterEach(() => renderIn('en'));

  it('marks the page as Kiswahili, at its /sw address', async () => {
    renderIn('sw');
    document.body.innerHTML = await renderToHtml(<LandingPage />);
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}'),
    );
    expect(data.find((item) => item['@type'] === 'WebPage')).toMatchObject({
      inLanguage: 'sw',
      url: 'https://miadi.co.ke/sw',
    });
    expect(data.find((item) => item['@type'] === 'Organization')).toMatchObject({
      url: 'https://miadi.co.ke/sw',
    });
  });
});
