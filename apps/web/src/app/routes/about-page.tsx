import { Link } from 'react-router';
import { DocumentTitle } from '@/session/document-title';
import { useStoreName } from '@/session/store-name';
import '@/features/info/info.css';

const VALUES = [
  {
    title: 'Quality',
    text: 'Every book is checked before it ships. Used copies are described honestly, so you know what you get.',
  },
  {
    title: 'Community',
    text: 'We serve students, teachers and readers of Urdu and English alike, and we listen to the books you ask for.',
  },
  {
    title: 'Sustainability',
    text: 'A good book deserves many readers. Selling used books keeps them on shelves instead of in landfills.',
  },
] as const;

/** The people behind the counter (spec section 2: a team of three). */
const TEAM = [
  { name: 'Ahmed Raza', role: 'Founder', text: 'Has sold books in the bazaar for twenty years and still unpacks every new shipment himself.' },
  { name: 'Sana Tariq', role: 'Head of Curation', text: 'Chooses our Urdu literature and poetry, and checks the condition of every used copy.' },
  { name: 'Bilal Hussain', role: 'Customer Care & Delivery', text: 'Answers your calls and messages and makes sure each parcel reaches the right door.' },
] as const;

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');

export function AboutPage() {
  const storeName = useStoreName();
  return (
    <div className="container page">
      <DocumentTitle title="About Us" />
      <div className="prose">
        <h1 className="page-title">About Us</h1>
        <p className="page-lead">
          {storeName} began as a small bookshop in a busy bazaar, among stacks of school books, Urdu novels and
          poetry. Today the same shelves reach readers across Pakistan online.
        </p>

        <h2>Our Story</h2>
        <p>
          We started by helping families find the course books their children needed, new or second-hand, at a fair
          price. Readers soon asked for more: Urdu literature, English classics, religious books, competitive-exam
          guides and past papers. Our catalogue grew with their requests, and it still does.
        </p>

        <h2>Our Mission</h2>
        <p>
          To put the right book in every reader&apos;s hands at a price they can afford, with honest descriptions,
          careful packing, and delivery to their door with cash on delivery.
        </p>

        <h2>Our Values</h2>
      </div>
      <ul className="info-grid">
        {VALUES.map((value) => (
          <li key={value.title} className="info-card">
            <h3>{value.title}</h3>
            <p>{value.text}</p>
          </li>
        ))}
      </ul>

      <h2 className="info-heading">Our Team</h2>
      <ul className="info-grid team">
        {TEAM.map((member) => (
          <li key={member.name} className="info-card team__member">
            <span className="team__avatar" aria-hidden="true">
              {initials(member.name)}
            </span>
            <h3>{member.name}</h3>
            <p className="team__role">{member.role}</p>
            <p>{member.text}</p>
          </li>
        ))}
      </ul>

      <p className="prose info-footer">
        Looking for a particular book? <Link to="/contact">Contact us</Link> or{' '}
        <Link to="/collections">browse the collections</Link>.
      </p>
    </div>
  );
}
