import { describe, expect, it } from '@jest/globals';
import { ticketListParams } from './get-service-tickets';

describe('the service ticket list query', () => {
  it('sends only the filters that are set, trimmed, 20 to a page', () => {
    expect(ticketListParams({ status: 'Scheduled', kind: '', customer: '  SRV-2026 ', offset: 20 })).toEqual({
      limit: 20,
      offset: 20,
      status: 'Scheduled',
      customer: 'SRV-2026',
    });
    expect(ticketListParams({ status: '', kind: 'checkup', customer: ' ', offset: 0 })).toEqual({
      limit: 20,
      offset: 0,
      kind: 'checkup',
    });
  });
});
