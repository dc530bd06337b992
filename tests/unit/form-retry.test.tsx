import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactFormIsland } from '@/components/islands/contact-form-island';
import { dictionaryOf } from '@/content/dictionary';
import { contactFormWords } from '@/lib/form-words';
import { nodeFetch, startEndpoint } from './local-endpoint';

// A real HTTP server on 127.0.0.1 answers the first send with 500 and the retry with 200.
let endpoint: Awaited<ReturnType<typeof startEndpoint>>;
beforeEach(async () => {
  endpoint = await startEndpoint([500, 200]);
  globalThis.fetch = nodeFetch;
});
afterEach(() => endpoint.close());

it('a failed send keeps every value, offers a retry, and the retry sends the same', async () => {
  const user = userEvent.setup();
  render(
    <ContactFormIsland words={contactFormWords(dictionaryOf('en'))} endpoint={endpoint.url} />,
  );
  await user.type(screen.getByLabelText(/first name/i), 'Achieng');
  await user.type(screen.getByLabelText(/last name/i), 'Otieno');
  await user.type(screen.getByLabelText(/^email/i), 'achieng@example.com');
  await user.type(screen.getByLabelText(/^phone/i), '0112 345 678');
  await user.type(screen.getByLabelText(/message/i), 'Do you support M-Pesa tills?');
  await user.click(screen.getByRole('button', { name: 'Send message' }));

  expect(await screen.findByText(/the server answered 500/)).toBeInTheDocument();
  expect(screen.getByLabelText(/first name/i)).toHaveValue('Achieng');
  expect(screen.getByLabelText(/last name/i)).toHaveValue('Otieno');
  expect(screen.getByLabelText(/^email/i)).toHaveValue('achieng@example.com');
  expect(screen.getByLabelText(/^phone/i)).toHaveValue('0112 345 678');
  expect(screen.getByLabelText(/message/i)).toHaveValue('Do you support M-Pesa tills?');

  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(/Thank you, it’s on its way/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

  const sent = {
    form: 'contact',
    data: {
      first_name: 'Achieng',
      last_name: 'Otieno',
      email: 'achieng@example.com',
      phone: '254112345678',
      subject: 'general',
      message: 'Do you support M-Pesa tills?',
    },
  };
  expect(endpoint.bodies).toEqual([sent, sent]);
});

it('on Kiswahili pages, the failure and the retry are said in Kiswahili', async () => {
  const user = userEvent.setup();
  render(
    <ContactFormIsland words={contactFormWords(dictionaryOf('sw'))} endpoint={endpoint.url} />,
  );
  await user.type(screen.getByLabelText(/jina la kwanza/i), 'Achieng');
  await user.type(screen.getByLabelText(/jina la ukoo/i), 'Otieno');
  await user.type(screen.getByLabelText(/^barua pepe/i), 'achieng@example.com');
  await user.type(screen.getByLabelText(/^nambari ya simu/i), '0112 345 678');
  await user.type(screen.getByLabelText(/^ujumbe/i), 'Mnakubali M-Pesa?');
  await user.click(screen.getByRole('button', { name: 'Tuma ujumbe' }));

  expect(await screen.findByText(/Hatukuweza kutuma hiki \(seva ilijibu 500\)/)).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Jaribu tena' }));
  expect(await screen.findByText(/Asante, ujumbe wako umetumwa/)).toBeVisible();
});
