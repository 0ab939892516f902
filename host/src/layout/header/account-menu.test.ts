import { describe, expect, it } from '@jest/globals';
import { accountOffer, visibleAccountLinks } from './account-menu';

describe('the account dropdown (spec section 2)', () => {
  it('lists every link when every setting is on', () => {
    expect(visibleAccountLinks({}).map((link) => link.key)).toEqual([
      'points',
      'orders',
      'quickOrder',
      'favorites',
      'serviceHistory',
      'baristaHistory',
      'trainingHistory',
      'address',
    ]);
  });

  it('hides the service, barista and training histories when their settings are off', () => {
    const keys = visibleAccountLinks({
      enableServiceHistory: 'off',
      enableAcademyBaristaHistory: 'off',
      enableAcademyTrainingHistory: 'off',
    }).map((link) => link.key);
    expect(keys).toEqual(['points', 'orders', 'quickOrder', 'favorites', 'address']);
  });

  it('offers the general customer the request, disabled while it is under review', () => {
    expect(accountOffer({ customerGroup: { id: 142 }, reqBpStatus: null })).toEqual({
      kind: 'request',
      disabled: false,
      labelKey: 'shellRequestBp',
    });
    expect(accountOffer({ customerGroup: { id: 142 }, reqBpStatus: 'Pending' })).toMatchObject({
      disabled: true,
    });
    expect(accountOffer({ customerGroup: { id: 142 }, reqBpStatus: 'Rejected' })).toMatchObject({
      disabled: false,
    });
  });

  it('shows a business partner the credit line instead', () => {
    expect(accountOffer({ customerGroup: { id: 143 }, reqBpStatus: null })).toEqual({ kind: 'creditLine' });
  });
});
