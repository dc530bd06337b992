import { fireEvent, render, screen, within } from '@testing-library/react';
import { CostCalculator, type CostCalculatorWords } from '@/components/islands/cost-calculator';
import { costCalculator } from '@/content/pricing';
import { costCalculator as swCostCalculator } from '@/content/sw/pricing';

const models = [
  { id: 'fresha', name: 'Fresha', rule: '20%', charge: { percent: 20 } },
  {
    id: 'treatwell',
    name: 'Treatwell',
    rule: '35% plus VAT',
    charge: { percent: 35, taxPercent: 16 },
  },
] as const;
const plans = [
  { id: 'standard', title: 'Standard', monthlyKes: 3300, bookingsLimit: 500 },
  { id: 'professional', title: 'Professional', monthlyKes: 4850, bookingsLimit: null },
];

function renderCalculator(lang: 'en' | 'sw' = 'en') {
  const words: CostCalculatorWords = lang === 'en' ? costCalculator.live : swCostCalculator.live;
  render(
    <CostCalculator
      lang={lang}
      models={models}
      plans={plans}
      kesPerUsd={129}
      initial={{ bookings: 100, visitKes: 2000, sharePercent: 10 }}
      limits={{ visitKes: 1_000_000, bookings: 100_000 }}
      words={words}
    />,
  );
}

const results = () => screen.getByRole('region', { name: /Your results|Matokeo yako/ });

/** A marketplace's block: its figures as "what: amount", in order. */
function block(name: string) {
  const item = within(results()).getByRole('heading', { name }).closest('li')!;
  const terms = within(item).getAllByRole('term');
  const values = within(item).getAllByRole('definition');
  return terms.map((term, index) => `${term.textContent}: ${values[index]!.textContent}`);
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('CostCalculator', () => {
  it('starts from the example figures, one block per marketplace', () => {
    renderCalculator();
    expect(results()).toHaveTextContent(
      'A month of 100 bookings at Kes 2,000 a visit: 10 new clients from marketplaces',
    );
    expect(block('Fresha')).toEqual([
      'Commission on each new client: Kes 400',
      'Commission a month: Kes 4,000',
      'Miadi Standard (Kes 3,300 a month) costs less from: 9 new clients',
      'Miadi Professional (Kes 4,850 a month) costs less from: 13 new clients',
    ]);
    expect(block('Treatwell')[1]).toBe('Commission a month: Kes 8,120');
    expect(
      screen.getByLabelText('New clients from marketplaces (% of bookings)'),
    ).toHaveAccessibleDescription(
      /It starts at 10%, an example rather than a measured figure: put in your own\./,
    );
  });

  it('works out the new clients from the bookings and the share, per client to the cent', () => {
    renderCalculator();
    type('Bookings a month', '120');
    type('Average price of a visit (Kes)', '150');
    type('New clients from marketplaces (% of bookings)', '30%');
    // 120 × 30% = 36 new clients; Treatwell: Kes 60.90 each, Kes 2,192.40 a month.
    expect(results()).toHaveTextContent(
      'A month of 120 bookings at Kes 150 a visit: 36 new clients from marketplaces',
    );
    expect(block('Treatwell').slice(0, 2)).toEqual([
      'Commission on each new client: Kes 60.90',
      'Commission a month: Kes 2,192',
    ]);
    expect(block('Fresha').slice(0, 2)).toEqual([
      'Commission on each new client: Kes 30',
      'Commission a month: Kes 1,080',
    ]);
  });

  it('finishes the sum for Amina’s salon: what she keeps on the plan her bookings fit (issue 51)', () => {
    renderCalculator();
    type('Bookings a month', '300');
    type('Average price of a visit (Kes)', '1800');
    type('New clients from marketplaces (% of bookings)', '10');
    // 30 new clients; Treatwell Kes 730.80 each, 30 × 730.80 = Kes 21,924, less Standard's 3,300.
    expect(block('Treatwell').slice(0, 2)).toEqual([
      'Commission on each new client: Kes 730.80',
      'Commission a month: Kes 21,924',
    ]);
    const treatwell = within(results()).getByRole('heading', { name: 'Treatwell' }).closest('li')!;
    expect(treatwell).toHaveTextContent(
      'With Miadi Standard (Kes 3,300 a month) you keep Kes 18,624 a month',
    );
    // More bookings than Standard allows: Professional is the plan weighed.
    type('Bookings a month', '600');
    expect(treatwell).toHaveTextContent(
      'With Miadi Professional (Kes 4,850 a month) you keep Kes 38,998 a month',
    );
    // A marketplace cheaper than the plan: the block says what the plan costs more.
    type('Bookings a month', '20');
    type('Average price of a visit (Kes)', '500');
    const fresha = within(results()).getByRole('heading', { name: 'Fresha' }).closest('li')!;
    // 2 new clients at Kes 100: Kes 200 a month, Kes 3,100 less than Standard.
    expect(fresha).toHaveTextContent(
      'Miadi Standard (Kes 3,300 a month) costs Kes 3,100 a month more than this commission',
    );
  });

  it('shows each month as its per-client figure times the clients, to the shilling', () => {
    renderCalculator();
    type('New clients from marketplaces (% of bookings)', '100');
    for (const visit of ['1800', '1999', '150', '2457', '999', '73']) {
      for (const clients of ['7', '30', '301']) {
        type('Average price of a visit (Kes)', visit);
        type('Bookings a month', clients);
        for (const name of ['Fresha', 'Treatwell']) {
          const [perClient, month] = block(name).map((line) =>
            Number(line.replace(/^.*Kes /, '').replace(/,/g, '')),
          );
          expect(Math.round(perClient! * Number(clients))).toBe(month);
        }
      }
    }
  });

  it('clears the result on invalid input and says why beside the field, keeping what was typed', () => {
    renderCalculator();
    const price = screen.getByLabelText('Average price of a visit (Kes)');
    type('Average price of a visit (Kes)', '2000 bob');
    expect(price).toHaveValue('2000 bob');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription('Write the price in figures, for example 2,000.');
    expect(results()).toHaveTextContent(
      'No result until your figures are corrected: the fields under “Your figures”, beside these results on a wide screen and above them on a phone, say what to change.',
    );
    expect(within(results()).queryByRole('listitem')).toBeNull();
    expect(results()).not.toHaveTextContent('Kes');

    type('Average price of a visit (Kes)', '2000');
    type('New clients from marketplaces (% of bookings)', '120');
    expect(
      screen.getByLabelText('New clients from marketplaces (% of bookings)'),
    ).toHaveAccessibleDescription(/Enter a share of at most 100%\.$/);
    type('New clients from marketplaces (% of bookings)', '10');
    type('Bookings a month', '12.5');
    expect(screen.getByLabelText('Bookings a month')).toHaveAccessibleDescription(
      'Enter a whole number of bookings, for example 120.',
    );
    expect(within(results()).queryByRole('listitem')).toBeNull();

    type('Bookings a month', '100');
    expect(price).not.toHaveAttribute('aria-invalid');
    expect(block('Fresha')[0]).toBe('Commission on each new client: Kes 400');
  });

  it('speaks Kiswahili with Kiswahili words', () => {
    renderCalculator('sw');
    expect(results()).toHaveTextContent(
      'Mwezi wenye miadi 100 kwa Kes 2,000 kila ziara: wateja wapya 10 kutoka majukwaa ya mtandaoni',
    );
    expect(block('Fresha')).toEqual([
      'Kamisheni kwa kila mteja mpya: Kes 400',
      'Kamisheni kwa mwezi: Kes 4,000',
      'Miadi Standard (Kes 3,300 kwa mwezi) ni nafuu zaidi kuanzia: wateja wapya 9',
      'Miadi Professional (Kes 4,850 kwa mwezi) ni nafuu zaidi kuanzia: wateja wapya 13',
    ]);
  });
});
