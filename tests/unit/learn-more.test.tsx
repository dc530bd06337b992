import LandingPage from '@/app/[lang]/(marketing)/page';
import GymFitnessPage from '@/app/[lang]/(marketing)/gym-fitness/page';
import { dictionaryOf } from '@/content/dictionary';
import { features } from '@/content/features-menu';
import { learnMoreTargets, type LearnMoreTopic } from '@/content/learn-more';
import { renderToHtml } from './render-server';
import { renderIn } from './root-params';

/** Every "Learn more" link a page renders: where it leads, and what its full name says it is about. */
async function learnMoreLinks(page: React.ReactNode, lang: 'en' | 'sw') {
  renderIn(lang);
  document.body.innerHTML = await renderToHtml(page);
  const { learnMoreLink } = dictionaryOf(lang).ui;
  return Array.from(document.querySelectorAll('a'))
    .filter((link) => link.textContent?.toLowerCase().startsWith(learnMoreLink.toLowerCase()))
    .map((link) => ({
      href: link.getAttribute('href')!,
      name: link.querySelector('.sr-only')?.textContent ?? '',
    }));
}

/** The cards that carry a "Learn more" on each page, as content/ gives them, in page order. */
function cards(lang: 'en' | 'sw') {
  const dict = dictionaryOf(lang);
  return {
    landing: dict.landing.keyFeatures.map((card) => ({
      subject: card.title,
      topic: card.learnMore,
    })),
    gym: [
      ...dict.gym.gymSections.map((section) => ({
        subject: section.eyebrow,
        topic: section.learnMore,
      })),
      ...dict.gym.gymFeatures.items.map((card) => ({ subject: card.title, topic: card.learnMore })),
    ],
  } satisfies Record<string, { subject: string; topic: LearnMoreTopic }[]>;
}

const prefix = (lang: 'en' | 'sw') => (lang === 'sw' ? '/sw' : '');

afterEach(() => renderIn('en'));

describe('"Learn more" leads where the table in content/learn-more.ts says', () => {
  it('sends class scheduling to the gyms’ page and online booking to the booking widget', () => {
    expect(learnMoreTargets['class-scheduling']).toBe('/gym-fitness');
    expect(learnMoreTargets['online-booking']).toBe('/features/booking-widget');
    expect(learnMoreTargets['gym-booking-anywhere']).toBe('/features/booking-widget');
  });

  it('leads only to pages that exist', () => {
    const pages = new Set(['/gym-fitness', ...features.map((item) => `/features/${item.slug}`)]);
    for (const target of Object.values(learnMoreTargets)) expect(pages).toContain(target);
  });

  for (const lang of ['en', 'sw'] as const) {
    it.each([
      ['/', () => <LandingPage />, 'landing'],
      ['/gym-fitness', () => <GymFitnessPage />, 'gym'],
    ] as const)(
      `%s in ${lang}: each card's link goes to its row of the table`,
      async (_, page, key) => {
        const links = await learnMoreLinks(page(), lang);
        const expected = cards(lang)[key];
        expect(links).toHaveLength(expected.length);
        links.forEach((link, index) => {
          const card = expected[index]!;
          // The link names its card, and leads where the card's row says, in the page's language.
          expect(link.name.toLowerCase()).toContain(card.subject.toLowerCase().split(' ').at(-1)!);
          expect(link.href).toBe(`${prefix(lang)}${learnMoreTargets[card.topic]}`);
        });
      },
    );
  }
});
