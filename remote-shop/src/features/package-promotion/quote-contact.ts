import type { Profile } from '@portal/shared/contract';

/** The request-a-quote form as it starts: a signed-in customer's name, phone and e-mail, still editable. */
export const quoteFormStart = (
  profile: Pick<Profile, 'firstName' | 'lastName' | 'phone' | 'email'> | undefined,
) => ({
  name: profile ? `${profile.firstName} ${profile.lastName}`.trim() : '',
  phone: profile?.phone ?? '',
  email: profile?.email ?? '',
  company: '',
  quantity: '1',
  message: '',
});
