import { shopperPaymentState } from './payment-state';

describe('shopperPaymentState', () => {
  it('when an online order waits for, holds, passed or failed its proof, then each has its own badge and sentence', () => {
    const read = (paymentStatus: string) => shopperPaymentState({ paymentMethod: 'online', paymentStatus });
    expect(read('awaiting_proof')).toMatchObject({ label: 'PROOF AWAITED', canUploadProof: true });
    expect(read('pending_review')).toMatchObject({ label: 'PROOF UNDER REVIEW', canUploadProof: false });
    expect(read('pending_review')?.sentence).toMatch(/received your payment proof and are reviewing it/);
    expect(read('verified')).toMatchObject({ label: 'PAYMENT APPROVED', canUploadProof: false });
    expect(read('rejected')).toMatchObject({ label: 'PROOF REJECTED', canUploadProof: true });
  });

  it('when the order is cash on delivery or the state is unknown, then there is no payment state to show', () => {
    expect(shopperPaymentState({ paymentMethod: 'cod', paymentStatus: 'not_required' })).toBeNull();
    expect(shopperPaymentState({ paymentMethod: 'online', paymentStatus: 'constructor' })).toBeNull();
  });
});
