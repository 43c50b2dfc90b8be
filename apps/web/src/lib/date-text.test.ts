import { formatLongDate } from './date-text';

describe('formatLongDate', () => {
  it('when a date is written, then it reads as Intl en-GB long dates write it ("5 March 2024")', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    const dates = ['2024-03-05', '1999-12-31T23:59:59Z', '2026-11-26T19:30:00+05:00', '1000-01-01', '9999-12-31', '0999-06-15', '2024-02-29'].map((text) => new Date(text));
    for (let day = 0; day < 800; day += 7) dates.push(new Date(2023, 0, 1 + day));
    for (const date of dates) expect(formatLongDate(date)).toBe(intl.format(date));
  });

  it('when a date is written, then no Intl formatter is built (the first one sets up ICU on a phone)', () => {
    const dateTimeFormat = jest.spyOn(Intl, 'DateTimeFormat');
    expect(formatLongDate(new Date(2024, 2, 5))).toBe('5 March 2024');
    expect(dateTimeFormat).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });
});
