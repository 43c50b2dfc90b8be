import { checkEntries, type ArchiveEntry } from '../archive';

const file = (name: string): ArchiveEntry => ({ type: 'file', name });
const withManifest = (...names: string[]) => [file('manifest.json'), ...names.map(file)];

describe('the members a restore accepts', () => {
  it('when the members are the manifest, the database and files under uploads/ and private/, then the archive is accepted', () => {
    expect(() =>
      checkEntries('b.tar.gz', [...withManifest('database/postgres.dump', 'files/uploads/covers/a.svg', 'files/private/proofs/p.png'), { type: 'folder', name: 'files/uploads/' }]),
    ).not.toThrow();
  });

  it.each([
    '../etc/passwd',
    'files/uploads/../../x',
    '/etc/cron.d/evil',
    'files/uploads/./a',
    'files/uploads//a',
    'files/other/a',
    'database/nested/deep.dump',
    'jwt-secret',
    'files/uploads/a\\..\\b',
    'files/uploads/line\nbreak',
  ])('when a member is named %j, then the archive is refused', (name) => {
    expect(() => checkEntries('b.tar.gz', withManifest(name))).toThrow(/points outside the backup/);
  });

  it('when there is no manifest, then the archive is refused as not a backup', () => {
    expect(() => checkEntries('b.tar.gz', [file('database/postgres.dump')])).toThrow(/no manifest\.json/);
  });
});
