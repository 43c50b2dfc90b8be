import { COURIER_IDS, UNKNOWN_COURIER_GUIDANCE, courierTrackingLink, findCourier } from './couriers';

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

describe('courierTrackingLink', () => {
  it('when the courier takes the tracking id in its URL (TCS, Pakistan Post), then the link carries the id', () => {
    expect(courierTrackingLink('tcs', '779412345678')).toEqual({ url: 'https://www.tcsexpress.com/track/779412345678', fillsId: true });
    expect(courierTrackingLink('pakistan_post', 'VPL11064692')).toEqual({
      url: 'https://ep.gov.pk/emtts/EPTrack_Live.aspx?ArticleIDz=VPL11064692',
      fillsId: true,
    });
  });

  it('when the courier has no such URL, then the link is its tracking page and the id is to be pasted', () => {
    for (const id of ['leopard', 'trax', 'postex'] as const) {
      expect(courierTrackingLink(id, 'LE123')).toEqual({ url: findCourier(id)?.trackingUrl, fillsId: false });
    }
  });

  it('when the id holds URL characters, then it is encoded and cannot change the address', () => {
    expect(courierTrackingLink('tcs', '12/../?x=1#y')?.url).toBe('https://www.tcsexpress.com/track/12%2F..%2F%3Fx%3D1%23y');
  });

  it('when there is no id, no courier page or an unknown courier, then there is no link', () => {
    expect(courierTrackingLink('tcs', null)).toBeNull();
    expect(courierTrackingLink('tcs', '  ')).toBeNull();
    expect(courierTrackingLink('other', 'X1')).toBeNull();
    expect(courierTrackingLink('dhl', 'X1')).toBeNull();
  });
});
