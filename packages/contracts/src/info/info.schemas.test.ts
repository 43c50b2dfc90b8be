import { firstIssueMessage } from '../common/validation';
import { contactSchema, missingBookSchema, newsletterSchema } from './info.schemas';

describe('forms without a server call', () => {
  it('when the newsletter e-mail does not look like an address, then the newsletter text is shown', () => {
    expect(firstIssueMessage(newsletterSchema, { email: 'reader' })).toBe('Please enter a valid email address.');
    expect(firstIssueMessage(newsletterSchema, { email: '' })).toBe('Please enter a valid email address.');
    expect(firstIssueMessage(newsletterSchema, { email: 'reader@kitab.pk' })).toBeNull();
  });

  it('when a missing-book or contact field is blank, then "All fields are required"', () => {
    expect(firstIssueMessage(missingBookSchema, { name: 'Raja Gidh', description: ' ' })).toBe('All fields are required');
    expect(firstIssueMessage(contactSchema, { name: 'Ali', subject: '', message: 'Hi' })).toBe('All fields are required');
    expect(contactSchema.parse({ name: ' Ali ', subject: 'Order', message: 'Hi' }).name).toBe('Ali');
  });
});
