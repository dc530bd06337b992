import {
  HONEYPOT,
  emptyValues,
  formData,
  mailtoHref,
  submitForm,
  validateFields,
  type Fields,
} from '@/lib/forms';
import { email, kenyanMobile } from '@/lib/validation';
import { dictionaryOf } from '@/content/dictionary';
import { demoFormWords, newsletterFormWords } from '@/lib/form-words';
import { engineWords } from './form-words-fixture';

const words = engineWords('en');
const send = { words: words.send, subject: words.subject };

const data = { first_name: 'Achieng', email: 'achieng@example.com', message: 'Hello there' };

function fakeFetch(response: Partial<Response> | Error) {
  return jest.fn(async () => {
    if (response instanceof Error) throw response;
    return response as Response;
  }) as unknown as jest.MockedFunction<typeof fetch>;
}

describe('submitForm', () => {
  it('posts the form as JSON to the configured endpoint', async () => {
    const fetchImpl = fakeFetch({ ok: true, status: 200 });
    const result = await submitForm('contact', data, {
      ...send,
      endpoint: 'https://forms.example/x',
      fetchImpl,
    });
    expect(result).toEqual({ status: 'sent' });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://forms.example/x');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ form: 'contact', data });
  });

  it('reports a server error with its status and asks to retry', async () => {
    const result = await submitForm('contact', data, {
      ...send,
      endpoint: 'https://forms.example/x',
      fetchImpl: fakeFetch({ ok: false, status: 502 }),
    });
    expect(result).toEqual({ status: 'error', message: expect.stringMatching(/502.*try again/) });
  });

  it('reports a network failure', async () => {
    const result = await submitForm('contact', data, {
      ...send,
      endpoint: 'https://forms.example/x',
      fetchImpl: fakeFetch(new TypeError('Failed to fetch')),
    });
    expect(result).toEqual({ status: 'error', message: expect.stringMatching(/could not reach/) });
  });

  it('gives up after the timeout', async () => {
    jest.useFakeTimers();
    const hanging = jest.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    ) as unknown as typeof fetch;
    const pending = submitForm('contact', data, {
      ...send,
      endpoint: 'https://forms.example/x',
      fetchImpl: hanging,
      timeoutMs: 5000,
    });
    jest.advanceTimersByTime(5000);
    await expect(pending).resolves.toEqual({
      status: 'error',
      message: expect.stringMatching(/took too long/),
    });
    jest.useRealTimers();
  });

  it('without an endpoint, hands the message to the email app addressed to the business', async () => {
    const fetchImpl = fakeFetch({ ok: true });
    const result = await submitForm(
      'contact',
      { ...data, subject: 'pricing' },
      { ...send, endpoint: '', fetchImpl },
    );
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(result.status).toBe('mailto');
    const href = (result as { href: string }).href;
    expect(href.startsWith('mailto:hello@miadi.co.ke?')).toBe(true);
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('subject')).toBe('Message from the website (pricing)');
    expect(params.get('body')).toContain('First name: Achieng');
    expect(params.get('body')).toContain('Message: Hello there');
  });

  it('never sends what a bot typed into the honeypot', async () => {
    const fetchImpl = fakeFetch({ ok: true });
    await submitForm(
      'contact',
      { ...data, [HONEYPOT]: 'http://spam' },
      { ...send, endpoint: 'https://forms.example/x', fetchImpl },
    );
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('leaves the honeypot out of what it sends', async () => {
    const fetchImpl = fakeFetch({ ok: true });
    await submitForm(
      'contact',
      { ...data, [HONEYPOT]: '' },
      { ...send, endpoint: 'https://forms.example/x', fetchImpl },
    );
    expect(JSON.parse(String(fetchImpl.mock.calls[0]![1]?.body)).data).toEqual(data);
    expect(mailtoHref(words.subject, { ...data, [HONEYPOT]: '' }, words.send)).not.toContain(
      HONEYPOT,
    );
  });
});

describe('field declarations', () => {
  const fields = {
    name: { label: 'Name', required: true },
    email: { label: 'Email', type: 'email', required: true, rules: [email] },
    phone: { label: 'Phone', type: 'tel', required: true, rules: [kenyanMobile] },
    plan: { label: 'Plan', type: 'select', required: true },
    note: { label: 'Note', type: 'textarea' },
    terms: { label: 'Terms', type: 'checkbox', required: 'Accept the terms to continue.' },
  } satisfies Fields<string>;

  it('checks required fields by their type and then their rules, first problem only', () => {
    const values = { ...emptyValues(fields), email: 'nope', phone: '0812 345 678' };
    expect(validateFields(fields, values, words.validation)).toEqual({
      name: 'Enter your name.',
      email: 'Enter an email address like name@example.com.',
      phone: 'Enter a Kenyan mobile number like 0712 345 678, 0112 345 678 or +254 712 345 678.',
      plan: 'Choose your plan.',
      terms: 'Accept the terms to continue.',
    });
  });

  it('checks only the fields asked for', () => {
    expect(validateFields(fields, emptyValues(fields), words.validation, ['note', 'name'])).toEqual(
      {
        name: 'Enter your name.',
      },
    );
  });

  it('sends phones normalised, checkboxes as booleans and text exactly as typed', () => {
    const text = '  <b>Habari</b> 👋🏾 مرحبا  ';
    const values = {
      ...emptyValues(fields),
      name: text,
      phone: '+254 112-345-678',
      terms: 'true',
    };
    expect(formData(fields, values)).toEqual({
      name: text,
      email: '',
      phone: '254112345678',
      plan: '',
      note: '',
      terms: true,
    });
  });
});

describe('secrets', () => {
  const registration = { business: 'Amani Salon', security_answer: 'Simba' };
  const secrets = { security_answer: 'Not sent by email: we set it with you.' };

  it('leave an email out, with the stand-in text in their place', async () => {
    const result = await submitForm('signup', registration, { ...send, endpoint: '', secrets });
    if (result.status !== 'mailto') throw new Error('expected the email fallback');
    const body = decodeURIComponent(result.href.split('body=')[1]!);
    expect(body).not.toContain('Simba');
    expect(body).toContain('Not sent by email: we set it with you.');
  });

  it('go only to an HTTPS endpoint', async () => {
    const fetchImpl = fakeFetch({ ok: true, status: 200 });
    await submitForm('signup', registration, {
      ...send,
      endpoint: 'http://forms.example/x',
      fetchImpl,
      secrets,
    });
    await submitForm('signup', registration, {
      ...send,
      endpoint: 'https://forms.example/x',
      fetchImpl,
      secrets,
    });
    const sent = fetchImpl.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).data);
    expect(sent[0].security_answer).toBe(secrets.security_answer);
    expect(sent[1].security_answer).toBe('Simba');
  });
});

describe('in Kiswahili', () => {
  const sw = engineWords('sw');
  const swDemo = demoFormWords(dictionaryOf('sw')).form;
  const fields = {
    first_name: { label: 'Jina la kwanza', required: true },
    email: { label: 'Barua pepe', type: 'email', required: true, rules: [email] },
    subject: { label: 'Mada', type: 'select', required: true },
    terms: { label: 'Ninakubali', type: 'checkbox', required: true },
  } satisfies Fields<string>;

  it('asks for each missing field in Kiswahili', () => {
    expect(validateFields(fields, { ...emptyValues(fields), email: 'x' }, sw.validation)).toEqual({
      first_name: 'Andika jina la kwanza.',
      email: 'Andika anwani ya barua pepe kama jina@mfano.com.',
      subject: 'Chagua mada.',
      terms: 'Weka alama kwenye “Ninakubali” ili uendelee.',
    });
  });

  it('writes the email fallback and the failures in Kiswahili', async () => {
    const mail = await submitForm(
      'demo',
      { jina: 'Achieng', accepted: true },
      { words: sw.send, subject: swDemo.subject, labels: { jina: 'Jina' }, endpoint: '' },
    );
    if (mail.status !== 'mailto') throw new Error('expected the email fallback');
    const params = new URLSearchParams(mail.href.split('?')[1]);
    expect(params.get('subject')).toBe('Ombi la onyesho');
    expect(params.get('body')).toBe('Jina: Achieng\nAccepted: Ndiyo');

    const failed = await submitForm('demo', data, {
      words: sw.send,
      subject: swDemo.subject,
      endpoint: 'https://forms.example/x',
      fetchImpl: fakeFetch({ ok: false, status: 503 }),
    });
    expect(failed).toEqual({
      status: 'error',
      message:
        'Hatukuweza kutuma hiki (seva ilijibu 503). Maelezo yako bado yapo hapa: tafadhali jaribu tena.',
    });
  });

  it('turns every message into text with its slots, none left unfilled', () => {
    expect(sw.needAttention).toEqual({
      one: 'Sehemu 1 inahitaji kurekebishwa.',
      other: 'Sehemu {count} zinahitaji kurekebishwa.',
    });
    expect(sw.validation.required).toBe('Andika {label}.');
    expect(sw.validation.notInPast).toBe('{Label}: chagua tarehe ya leo au ya baadaye.');
    expect(sw.mailto.again).toEqual({
      before: 'Ikiwa programu ya barua pepe haikufunguka, ',
      link: 'fungua ujumbe tena',
      after: ' au tuandikie kwa',
    });
    expect(JSON.stringify(sw)).not.toMatch(/function|undefined|918273645/);
  });
});

describe('a form’s words', () => {
  it('carry only the messages its rules show, and its own email subject', () => {
    const { form } = newsletterFormWords(dictionaryOf('en'));
    expect(Object.keys(form.validation).sort()).toEqual(['chosen', 'email', 'required', 'tick']);
    expect(form.subject).toBe('Newsletter subscription');
    const phone = { phone: { label: 'Phone', rules: [kenyanMobile] } };
    // A rule whose message the form's words lack does not compile.
    // @ts-expect-error the newsletter's words have no kenyanPhone message
    validateFields(phone, { phone: '12' }, form.validation);
  });
});
