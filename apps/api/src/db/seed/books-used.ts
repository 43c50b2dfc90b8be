import type { DemoBookInput } from './types';

/**
 * Second-hand copies: condition 'used', one or two in stock, well below the new price.
 * Some belong to 'Used & Affordable'; others sit in their subject category.
 */
export const USED_BOOKS: DemoBookInput[] = [
  // --- Used & Affordable ---
  {
    title: 'The Old Man and the Sea', author: 'Ernest Hemingway',
    category: 'Used & Affordable', language: 'English', price: 250, condition: 'used', stock: 1, sizes: ['Paperback'],
    tags: ['Classic', 'Novella'], published: '1952-09-01', isbn: '978-0-68-480-122',
    description: 'A used copy of Hemingway’s short masterpiece about an old Cuban fisherman and the great marlin. Clean pages, light wear on the cover.',
    details: ['Condition: good, no missing pages', 'Light shelf wear on cover', 'Checked page by page before dispatch'],
  },
  {
    title: 'بہشتی زیور', author: 'مولانا اشرف علی تھانوی',
    category: 'Used & Affordable', language: 'Urdu', price: 350, condition: 'used', stock: 2, sizes: ['Hardcover'],
    tags: ['Fiqh', 'Household'], published: '1995-01-01', isbn: '978-969-38-0201',
    description: 'A pre-owned hardbound copy of Bahishti Zewar, Maulana Ashraf Ali Thanvi’s classic guide to faith and daily life. Binding firm, some pages yellowed.',
    details: ['Condition: fair to good', 'Binding intact', 'Yellowing from age, text fully readable'],
  },
  {
    title: 'باغ و بہار', author: 'میر امن دہلوی',
    category: 'Used & Affordable', language: 'Urdu', price: 200, condition: 'used', stock: 1, sizes: [],
    tags: ['Dastan', 'Classic'], published: '1998-01-01', isbn: '978-969-35-0301',
    description: 'A used copy of Bagh-o-Bahar, Mir Amman’s tale of the four dervishes and a milestone of simple Urdu prose. Some underlining in pencil.',
    details: ['Condition: good', 'A few pencil notes in margins', 'Great value for students'],
  },
  {
    title: "Oxford Advanced Learner's Dictionary", author: 'A. S. Hornby',
    category: 'Used & Affordable', language: 'English', price: 900, was: 1200, condition: 'used', stock: 1, sizes: ['Paperback'],
    tags: ['Dictionary', 'Reference'], published: '2010-01-01', isbn: '978-0-19-479-900',
    description: 'A second-hand copy of the 8th edition of the Oxford Advanced Learner’s Dictionary. Cover creased, all pages clean.',
    details: ['8th edition', 'Condition: good', 'CD not included'],
  },
  {
    title: 'Wuthering Heights', author: 'Emily Brontë',
    category: 'Used & Affordable', language: 'English', price: 220, condition: 'used', stock: 2, sizes: ['Paperback'],
    tags: ['Classic', 'Romance'], published: '1847-12-01', isbn: '978-0-14-143-955',
    description: 'Heathcliff and Catherine’s stormy passion on the Yorkshire moors. A pre-owned paperback in good reading condition.',
    details: ['Condition: good', 'Name written on first page', 'Complete and unabridged'],
  },
  {
    title: 'مسدس حالی', author: 'مولانا الطاف حسین حالی',
    category: 'Used & Affordable', language: 'Urdu', price: 180, condition: 'used', stock: 0, sizes: [],
    tags: ['Poetry', 'Classic'], published: '1990-01-01', isbn: '978-969-35-0302',
    description: 'A used copy of Musaddas-e-Hali, Altaf Hussain Hali’s famous poem on the rise and decline of Islam. Older print, binding re-glued.',
    details: ['Condition: fair', 'Binding repaired', 'Rare older print'],
  },
  // --- Used copies in subject categories ---
  {
    title: "Gray's Anatomy for Students (3rd Edition)", author: 'Richard L. Drake, A. Wayne Vogl, Adam W. M. Mitchell',
    category: 'Medical', language: 'English', price: 2200, was: 2600, condition: 'used', stock: 1, sizes: ['Paperback'],
    tags: ['MBBS', 'Anatomy'], published: '2014-01-01', isbn: '978-0-70-205-131',
    description: 'A senior student’s copy of the third edition of Gray’s Anatomy for Students. Highlighting in the upper and lower limb chapters; otherwise very good.',
    details: ['3rd edition', 'Condition: very good', 'Some highlighting', 'Big saving on a new copy'],
  },
  {
    title: 'Chemistry Class 10 (Punjab Textbook Board)', author: 'Punjab Curriculum and Textbook Board',
    category: 'Govt School', language: 'English', price: 150, condition: 'used', stock: 2, sizes: [],
    tags: ['Class 10', 'Punjab Board', 'Science'], published: '2022-03-01', isbn: '978-969-500-106',
    description: 'A used Class 10 Chemistry textbook of the Punjab board, current syllabus. Covered in plastic by its previous owner; a few notes in pen.',
    details: ['Current syllabus', 'Condition: good', 'Pen notes on some pages'],
  },
  {
    title: 'شہاب نامہ', author: 'قدرت اللہ شہاب',
    category: 'Urdu Literature', language: 'Urdu', price: 800, was: 1100, condition: 'used', stock: 1, sizes: ['Hardcover'],
    tags: ['Autobiography', 'Classic'], published: '1995-01-01', isbn: '978-969-35-0303',
    description: 'A pre-owned hardbound copy of Shahab Nama from an earlier printing. Dust jacket missing; pages clean and tight.',
    details: ['Older Sang-e-Meel printing', 'Condition: very good', 'No dust jacket'],
  },
  {
    title: 'Harry Potter and the Chamber of Secrets', author: 'J. K. Rowling',
    category: 'Children & Young Reader', language: 'English', price: 600, was: 900, condition: 'used', stock: 1, sizes: ['Paperback'],
    tags: ['Fantasy', 'Age 9+'], published: '1998-07-02', isbn: '978-0-74-753-849',
    description: 'A well-loved paperback of Harry’s second year at Hogwarts. Spine creased from reading, all pages present.',
    details: ['Condition: good', 'Creased spine', 'Complete and unabridged'],
  },
  {
    title: 'Everyday Science for CSS and PMS', author: 'JWT Editorial Board',
    category: 'Competitive Exam', language: 'English', price: 450, condition: 'used', stock: 2, sizes: ['Paperback'],
    tags: ['CSS', 'PMS', 'General Science'], published: '2021-01-01', isbn: '978-969-630-603',
    description: 'A used copy of the General Science and Ability guide for CSS and PMS. Important topics marked by the previous owner, which many buyers find helpful.',
    details: ['2021 edition', 'Condition: good', 'Highlighted key topics'],
  },
  {
    title: 'Engineering Drawing', author: 'N. D. Bhatt',
    category: 'Engineering', language: 'English', price: 700, condition: 'used', stock: 1, sizes: ['Paperback'],
    tags: ['Mechanical', 'Civil', 'Drawing'], published: '2016-01-01', isbn: '978-9-38-059-896',
    description: 'A used copy of N. D. Bhatt’s Engineering Drawing, the standard first-year text on projections, sections and machine drawing.',
    details: ['53rd edition', 'Condition: good', 'Few pencil sketches in margins'],
  },
];
