import { contactDraft, draftMailto, missingBookDraft, STORE_INFO, STORE_LINKS } from './store-info';

describe('store info', () => {
  it('when links are built, then they use the one phone, WhatsApp number and e-mail', () => {
    expect(STORE_LINKS.whatsapp).toBe(`https://wa.me/${STORE_INFO.whatsappNumber}`);
    expect(STORE_LINKS.phone).toMatch(/^tel:\+?\d+$/);
    expect(STORE_LINKS.email).toBe(`mailto:${STORE_INFO.email}`);
    expect(STORE_INFO.hours).toBe('Mon-Sun 9am to 6pm');
  });

  it('when a missing book is requested, then the draft has the spec subject and closing line', () => {
    const draft = missingBookDraft({ name: 'Aangan', description: 'By Khadija Mastoor' });
    expect(draft.subject).toBe('Missing Book Request: Aangan');
    expect(draft.body).toContain('Aangan');
    expect(draft.body).toContain('By Khadija Mastoor');
    expect(draft.body).toContain('Please add this book to the store.');
  });

  it('when a contact message is drafted, then the body starts with "Message from: {name}"', () => {
    const draft = contactDraft({ name: 'Ali', subject: 'Order', message: 'Where is it?' });
    expect(draft).toEqual({ subject: 'Order', body: 'Message from: Ali\n\nWhere is it?' });
  });

  it('when a draft becomes a mailto link, then subject and body are encoded with %20 for spaces', () => {
    const link = draftMailto({ subject: 'A & B', body: 'x y' });
    expect(link).toBe(`mailto:${STORE_INFO.email}?subject=A%20%26%20B&body=x%20y`);
  });
});
