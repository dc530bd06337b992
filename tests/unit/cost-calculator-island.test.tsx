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
  { id: 'standard', title: 'Standard', monthlyKes: 3300 },
  { id: 'professional', title: 'Professional', monthlyKes: 4850 },
];

function renderCalculator(words: CostCalculatorWords = costCalculator.live) {
  render(
    <CostCalculator
      models={models}
      plans={plans}
      kesPerUsd={129}
      initial={{ visitKes: 2000, clients: 10 }}
      limits={{ visitKes: 1_000_000, clients: 10_000 }}
      words={words}
    />,
  );
}

/** The cells of a marketplace's row: per client, a month, then each plan's break-even. */
function row(name: string) {
  const header = screen.getByRole('rowheader', { name: new RegExp(`^${name}`) });
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('CostCalculator', () => {
  it('starts from the example figures', () => {
    renderCalculator();
    expect(screen.getByRole('table')).toHaveAccessibleName(
      'A month with 10 new clients at Kes 2,000 a visit',
    );
    expect(row('Fresha')).toEqual(['Kes 400', 'Kes 4,000', '9 new clients', '13 new clients']);
    expect(row('Treatwell')).toEqual(['Kes 812', 'Kes 8,120', '5 new clients', '6 new clients']);
    expect(
      screen.getByRole('columnheader', {
        name: 'Miadi Standard (Kes 3,300 a month) costs less from',
      }),
    ).toBeInTheDocument();
  });

  it('follows what is typed', () => {
    renderCalculator();
    fireEvent.change(screen.getByLabelText('Average price of a visit (Kes)'), {
      target: { value: '3,000' },
    });
    fireEvent.change(screen.getByLabelText('New clients a month through marketplaces'), {
      target: { value: '1' },
    });
    expect(screen.getByRole('table')).toHaveAccessibleName(
      'A month with 1 new client at Kes 3,000 a visit',
    );
    // 20% of Kes 3,000 is Kes 600: 5 cost Kes 3,000, 6 cost Kes 3,600 > Kes 3,300.
    expect(row('Fresha')).toEqual(['Kes 600', 'Kes 600', '6 new clients', '9 new clients']);
  });

  it('says what is wrong beside the field, keeps what was typed and the last figures', () => {
    renderCalculator();
    const price = screen.getByLabelText('Average price of a visit (Kes)');
    fireEvent.change(price, { target: { value: '2000 bob' } });
    expect(price).toHaveValue('2000 bob');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription('Write the price in figures, for example 2,000.');
    expect(row('Fresha')[0]).toBe('Kes 400');

    const clients = screen.getByLabelText('New clients a month through marketplaces');
    fireEvent.change(clients, { target: { value: '20000' } });
    expect(clients).toHaveAccessibleDescription('Enter at most 10,000 clients.');

    fireEvent.change(price, { target: { value: '2000' } });
    expect(price).not.toHaveAttribute('aria-invalid');
    expect(price).not.toHaveAccessibleDescription();
  });

  it('speaks Kiswahili with Kiswahili words', () => {
    renderCalculator(swCostCalculator.live);
    expect(screen.getByRole('table')).toHaveAccessibleName(
      'Mwezi wenye wateja wapya 10, kwa Kes 2,000 kila ziara',
    );
    expect(row('Fresha')).toEqual(['Kes 400', 'Kes 4,000', 'wateja wapya 9', 'wateja wapya 13']);
  });
});
