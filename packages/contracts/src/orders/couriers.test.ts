import { COURIER_IDS, UNKNOWN_COURIER_GUIDANCE, findCourier } from './couriers';

describe('findCourier', () => {
  it('when a courier with a tracking page is looked up, then its name and link are returned', () => {
    expect(findCourier('tcs')).toMatchObject({ name: 'TCS', trackingUrl: expect.stringMatching(/^https:\/\//) });
    for (const id of COURIER_IDS.filter((courier) => courier !== 'other')) {
      expect(findCourier(id)?.trackingUrl).toEqual(expect.any(String));
    }
  });

  it('when the courier is "other", then there is no link and the shopper is told to contact support', () => {
    const other = findCourier('other');
    expect(other?.trackingUrl).toBeNull();
    expect(other?.guidance).toMatch(/contact our support/i);
  });

  it('when the courier is unknown or missing, then null is returned (the UI shows the no-information text)', () => {
    expect(findCourier('dhl')).toBeNull();
    expect(findCourier('toString')).toBeNull();
    expect(findCourier(null)).toBeNull();
    expect(UNKNOWN_COURIER_GUIDANCE).toBe('No tracking information is available for this courier.');
  });
});
