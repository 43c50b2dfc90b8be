import type { DemoBookInput } from './types';

/** English novels and English literature, including Pakistani writers in English. */
export const ENGLISH_BOOKS: DemoBookInput[] = [
  // --- English Novels ---
  {
    title: 'Pride and Prejudice', author: 'Jane Austen',
    category: 'English Novels', language: 'English', price: 650, stock: 26, sizes: ['Paperback', 'Hardcover'],
    tags: ['Classic', 'Romance'], published: '1813-01-28', isbn: '978-0-14-143-951',
    description: 'Elizabeth Bennet and Mr Darcy in the most beloved comedy of manners in English. Sharp, funny and endlessly re-readable.',
    details: ['Complete and unabridged', 'Introduction and notes', 'Part of the BS English syllabus'],
  },
  {
    title: 'The Alchemist', author: 'Paulo Coelho',
    category: 'English Novels', language: 'English', price: 850, was: 1000, stock: 44, bestseller: true, sizes: ['Paperback', 'Pocket Size'],
    tags: ['Inspirational', 'Fable'], published: '1988-01-01', isbn: '978-0-06-231-500',
    description: 'Santiago, a shepherd boy, travels from Spain to the Egyptian desert in search of treasure and discovers his Personal Legend. A modern fable read by millions.',
    details: ['25th anniversary edition', 'Short and uplifting', 'A perfect gift'],
  },
  {
    title: 'To Kill a Mockingbird', author: 'Harper Lee',
    category: 'English Novels', language: 'English', price: 1150, stock: 14, sizes: ['Paperback'],
    tags: ['Classic'], published: '1960-07-11', isbn: '978-0-06-093-546',
    description: 'Scout Finch’s childhood in a small Alabama town is upended when her father defends a Black man accused of a terrible crime. A timeless novel about justice and growing up.',
    details: ['Pulitzer Prize winner', 'Complete and unabridged', 'Often set for O and A Level literature'],
  },
  {
    title: 'Nineteen Eighty-Four', author: 'George Orwell',
    category: 'English Novels', language: 'English', price: 750, stock: 23, sizes: ['Paperback', 'Pocket Size'],
    tags: ['Classic', 'Dystopian'], published: '1949-06-08', isbn: '978-0-14-118-776',
    description: 'Winston Smith rebels against Big Brother in Orwell’s chilling vision of a totalitarian future. More relevant with every passing year.',
    details: ['Penguin Modern Classics edition', 'Complete text', 'Recommended reading for CSS aspirants'],
  },
  {
    title: 'The Kite Runner', author: 'Khaled Hosseini',
    category: 'English Novels', language: 'English', price: 1250, was: 1450, stock: 18, sizes: ['Paperback'],
    tags: ['Contemporary', 'Afghanistan'], published: '2003-05-29', isbn: '978-1-59-463-193',
    description: 'Amir and Hassan fly kites in 1970s Kabul until a betrayal changes both their lives. A moving story of friendship, guilt and redemption.',
    details: ['International bestseller', 'Complete and unabridged', 'Book club favourite'],
  },
  {
    title: 'Moth Smoke', author: 'Mohsin Hamid',
    category: 'English Novels', language: 'English', price: 1050, stock: 12, sizes: ['Paperback'],
    tags: ['Pakistani Fiction', 'Contemporary'], published: '2000-02-01', isbn: '978-0-14-029-613',
    description: 'Darashikoh Shezad, a banker in 1990s Lahore, loses his job and slides into drugs and crime. Mohsin Hamid’s stylish debut about class and power in Pakistan.',
    details: ['Pakistani edition', 'Set in Lahore', 'Debut novel of an award-winning author'],
  },
  {
    title: 'The Reluctant Fundamentalist', author: 'Mohsin Hamid',
    category: 'English Novels', language: 'English', price: 950, stock: 0, sizes: ['Paperback'],
    tags: ['Pakistani Fiction', 'Booker Shortlist'], published: '2007-03-01', isbn: '978-0-14-102-930',
    description: 'In a Lahore café, Changez tells an American stranger how he went from Princeton and a Wall Street career to leaving America after 9/11. Shortlisted for the Booker Prize.',
    details: ['Man Booker shortlisted', 'A single-sitting read', 'Adapted for film'],
  },
  {
    title: 'Great Expectations', author: 'Charles Dickens',
    category: 'English Novels', language: 'English', price: 600, stock: 16, sizes: ['Paperback'],
    tags: ['Classic'], published: '1861-08-01', isbn: '978-0-14-143-956',
    description: 'The orphan Pip rises from the marshes of Kent to London society with the help of a mysterious benefactor. Dickens at his most gripping.',
    details: ['Complete and unabridged', 'Notes and introduction', 'Set for BA and BS English'],
  },
  // --- English Literature ---
  {
    title: 'The Complete Works of William Shakespeare', author: 'William Shakespeare',
    category: 'English Literature', language: 'English', price: 2400, was: 2800, stock: 8, sizes: ['Hardcover'],
    tags: ['Drama', 'Poetry', 'Classic'], published: '2007-01-01', isbn: '978-1-84-022-557',
    description: 'All the plays, sonnets and poems in one handsome hardback. An essential reference for students of English literature and lovers of the Bard.',
    details: ['All 37 plays and the sonnets', 'Hardbound with ribbon marker', 'Glossary of Elizabethan words', 'Great value for MA English students'],
  },
  {
    title: 'A History of English Literature', author: 'Edward Albert',
    category: 'English Literature', language: 'English', price: 1350, stock: 20, sizes: ['Paperback'],
    tags: ['MA English', 'BS English', 'Reference'], published: '2017-01-01', isbn: '978-0-19-945-402',
    description: 'Edward Albert’s survey, the standard history of English literature for BS and MA English and CSS English Literature optional. From Old English to the twentieth century.',
    details: ['Sixth edition', 'Period-wise chapters', 'Summaries of major authors and works', 'Essential for CSS English Literature'],
  },
  {
    title: 'Paradise Lost', author: 'John Milton',
    category: 'English Literature', language: 'English', price: 750, stock: 10, sizes: ['Paperback'],
    tags: ['Poetry', 'Classic', 'Epic'], published: '1667-01-01', isbn: '978-0-14-042-439',
    description: 'Milton’s epic of the fall of Satan and of Adam and Eve, one of the greatest poems in English. Edited with notes for students.',
    details: ['All twelve books', 'Line notes and introduction', 'Set for MA English'],
  },
  {
    title: 'The Waste Land and Other Poems', author: 'T. S. Eliot',
    category: 'English Literature', language: 'English', price: 550, stock: 13, sizes: ['Paperback', 'Pocket Size'],
    tags: ['Poetry', 'Modernism'], published: '1922-10-01', isbn: '978-0-57-109-712',
    description: 'The Waste Land, Prufrock and other poems that defined modernist poetry. A slim volume every student of English literature needs.',
    details: ['Includes The Love Song of J. Alfred Prufrock', 'Compact edition', 'On most university syllabuses'],
  },
  {
    title: 'Twilight in Delhi', author: 'Ahmed Ali',
    category: 'English Literature', language: 'English', price: 1050, stock: 7, sizes: ['Paperback'],
    tags: ['Pakistani Writing', 'Classic'], published: '1940-01-01', isbn: '978-0-19-547-102',
    description: 'Ahmed Ali’s elegiac novel of a Muslim family in Delhi between 1911 and 1919, as an old way of life fades. A founding text of Pakistani writing in English.',
    details: ['Oxford Pakistan edition', 'Introduction by the author', 'Taught in Pakistani universities'],
  },
];
