import { describe, expect, it } from '@jest/globals';
import { type notificationAudiences, sendNotificationFormSchema } from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';

const typed = {
  audience: 'customer' as (typeof notificationAudiences)[number],
  userId: '12',
  customerGroupId: '',
  title: 'Opening hours',
  body: 'We open at 7 on Sunday.',
};

describe('the send-notification form', () => {
  it('names the customer or group the audience needs, then the title and the text', () => {
    const order: [Partial<typeof typed>, string][] = [
      [{ userId: 'abc', title: '' }, 'adminCustomerIsRequired'],
      [{ userId: '', title: '' }, 'adminNotificationTitleIsRequired'],
      [{ userId: '' }, 'adminCustomerIsRequired'],
      [{ audience: 'group', customerGroupId: '', title: '' }, 'adminCustomerGroupIsRequired'],
      [{ title: ' ', body: '' }, 'adminNotificationTitleIsRequired'],
      [{ body: '' }, 'adminNotificationBodyIsRequired'],
    ];
    for (const [change, key] of order)
      expect(firstFailure(sendNotificationFormSchema, { ...typed, ...change })).toBe(key);
    expect(
      firstFailure(sendNotificationFormSchema, { ...typed, audience: 'everyone', userId: 'x' }),
    ).toBeNull();
  });

  it('sends only what the audience needs', () => {
    expect(sendNotificationFormSchema.parse({ ...typed, audience: 'group', customerGroupId: '4' })).toEqual({
      audience: 'group',
      customerGroupId: '4',
      title: 'Opening hours',
      body: 'We open at 7 on Sunday.',
    });
  });
});
