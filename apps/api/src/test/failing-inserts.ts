import type { TestApp } from './test-app';

/** Runs `run` while every insert into users fails inside the database (after the values were sent): a 500 on demand. */
export async function failingUserInserts<T>(t: TestApp, run: () => Promise<T>): Promise<T> {
  await t.db.execute(`create function fail_user_insert() returns trigger as $$ begin raise exception 'injected failure'; end; $$ language plpgsql`);
  await t.db.execute('create trigger fail_user_insert before insert on users for each row execute function fail_user_insert()');
  try {
    return await run();
  } finally {
    await t.db.execute('drop trigger fail_user_insert on users');
    await t.db.execute('drop function fail_user_insert()');
  }
}
