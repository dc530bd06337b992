import { formPrivacy } from '@/content/form-privacy';
import { privacyPolicy } from '@/content/legal';
import { site } from '@/content/site';

const text = (id: string) =>
  JSON.stringify(privacyPolicy.sections.find((section) => section.id === id)?.body ?? '');

describe('the Privacy Policy covers what Kenya’s Data Protection Act asks of it', () => {
  it('names the controller and how to reach it', () => {
    expect(text('who-we-are')).toContain('data controller');
    expect(text('who-we-are')).toContain(site.contact.email);
  });

  it('says why, to whom, for how long, and about transfers outside Kenya', () => {
    expect(text('why-we-use-it')).toMatch(/because you asked us to/);
    expect(text('where-it-goes')).toMatch(/business you chose/);
    expect(text('how-long')).toMatch(/12 months/);
    expect(text('outside-kenya')).toMatch(/outside Kenya/);
  });

  it('lists the rights to be informed, access, correct, delete and object, and where to complain', () => {
    const rights = text('your-rights');
    for (const right of ['told how', 'access', 'corrected', 'deleted', 'object']) {
      expect(rights).toContain(right);
    }
    expect(text('exercise-your-rights')).toContain('Office of the Data Protection Commissioner');
  });

  it('says the site sets no cookies and loads nothing from other sites', () => {
    expect(text('cookies-and-trackers')).toContain('This site sets no cookies.');
    expect(text('cookies-and-trackers')).toMatch(/loads no scripts, fonts or images from anyone/);
  });

  it('every form’s note names who receives what is typed', () => {
    for (const note of Object.values(formPrivacy)) expect(note).toMatch(/Miadi|sends nothing/);
  });
});
