import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DemoFormIsland } from '@/components/islands/demo-form-island';
import { dictionaryOf } from '@/content/dictionary';
import { demoFormWords } from '@/lib/form-words';
import { localIsoDate } from '@/lib/dates';
import { notInPast as rule } from '@/lib/field-rules';

const DemoForm = ({ lang = 'en' }: { lang?: 'en' | 'sw' }) => (
  <DemoFormIsland words={demoFormWords(dictionaryOf(lang))} />
);
const words = (lang: 'en' | 'sw') => demoFormWords(dictionaryOf(lang)).form.validation;
const notInPast = (value: string, label: string, lang: 'en' | 'sw' = 'en') =>
  rule(value, label, {}, words(lang));

describe('notInPast', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date(2026, 2, 2, 10) }));
  afterEach(() => jest.useRealTimers());

  it('accepts today, later dates and an empty value', () => {
    expect(localIsoDate(new Date())).toBe('2026-03-02');
    expect(notInPast('2026-03-02', 'Preferred date')).toBeNull();
    expect(notInPast('2027-01-01', 'Preferred date')).toBeNull();
    expect(notInPast('', 'Preferred date')).toBeNull();
  });

  it('rejects past dates and text that is not a date', () => {
    expect(notInPast('2026-03-01', 'Preferred date')).toBe(
      'Choose a preferred date from today onwards.',
    );
    expect(notInPast('next week', 'Preferred date')).toBe(
      'Enter the preferred date as a date like 2026-03-02.',
    );
  });

  it('says the same in Kiswahili', () => {
    expect(notInPast('2026-03-01', 'Tarehe unayopendelea', 'sw')).toBe(
      'Tarehe unayopendelea: chagua tarehe ya leo au ya baadaye.',
    );
    expect(notInPast('wiki ijayo', 'Tarehe unayopendelea', 'sw')).toBe(
      'Andika tarehe unayopendelea kama tarehe, kwa mfano 2026-03-02.',
    );
  });
});

describe('DemoForm', () => {
  it('flags each missing detail beside its field and focuses the first', async () => {
    const user = userEvent.setup();
    render(<DemoForm />);
    await user.type(screen.getByRole('textbox', { name: 'Business name' }), 'Kamau Cuts');
    await user.click(screen.getByRole('button', { name: 'Request a demo by email' }));

    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Enter your name.');
    expect(screen.getByRole('combobox', { name: 'Business type' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('4 fields need your attention.');
    expect(screen.getByRole('textbox', { name: 'Business name' })).toHaveValue('Kamau Cuts');
  });

  it('offers the trades from the business types module, then Other', () => {
    render(<DemoForm />);
    const options = Array.from(
      (screen.getByRole('combobox', { name: 'Business type' }) as HTMLSelectElement).options,
    ).map((option) => option.text);
    expect(options[0]).toBe('Choose your business type');
    expect(options).toContain('Pet Grooming');
    expect(options.at(-1)).toBe('Other');
  });

  it('is all Kiswahili on Kiswahili pages', async () => {
    const user = userEvent.setup();
    render(<DemoForm lang="sw" />);
    await user.click(screen.getByRole('button', { name: 'Omba onyesho kwa barua pepe' }));
    const name = screen.getByRole('textbox', { name: 'Jina' });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Andika jina.');
    expect(screen.getByRole('combobox', { name: 'Aina ya biashara' })).toHaveAccessibleDescription(
      'Chagua aina ya biashara.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Sehemu 5 zinahitaji kurekebishwa.');
    const times = screen.getByRole('combobox', { name: 'Saa unayopendelea' });
    expect((times as HTMLSelectElement).options[0]?.text).toBe('Saa yoyote');
    expect(document.body).not.toHaveTextContent(/Enter|Choose|Request|field|Any time/);
  });

  it('without an endpoint: the email names the business type in words, its text can be copied, then what happens next', async () => {
    const user = userEvent.setup();
    // jsdom does not follow the email link the engine opens.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<DemoForm />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Wanjiku Kamau');
    await user.type(screen.getByRole('textbox', { name: 'Business name' }), 'Kamau Cuts');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'wanjiku@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '0712 345 678');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Business type' }),
      screen.getByRole('option', { name: 'Salons & Barbers' }),
    );
    await user.click(screen.getByRole('button', { name: 'Request a demo by email' }));
    const handOver = await screen.findByRole('region', { name: 'Your demo request email' });
    expect(handOver).toHaveFocus();
    const text = (
      screen.getByRole('textbox', { name: 'Text of the demo request email' }) as HTMLTextAreaElement
    ).value;
    expect(text).toContain('Business type: Salons & Barbers');
    expect(text).not.toContain('salon-barber');
    expect(screen.getByRole('button', { name: 'Copy the text' })).toBeInTheDocument();
    expect(handOver).toHaveTextContent('What happens next');
    expect(handOver).toHaveTextContent(
      'Miadi’s team replies within one working day, by email or phone, to agree the time.',
    );
    jest.restoreAllMocks();
  });
});
