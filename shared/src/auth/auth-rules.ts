import { isEmail, stripSpaces, toLocalPhone, toLoginIdentifier } from '@portal/shared/contract';

// The forms' rules are the contract's schemas (`@portal/shared/forms`); what is left here is how a typed phone or
// e-mail is sent (spec section 5).

/** What the login call sends: the phone normalised as spec section 5 says, and "Keep me signed in". */
export const loginBody = ({
  user,
  password,
  remember = false,
}: {
  user: string;
  password: string;
  remember?: boolean | undefined;
}) => ({
  user: toLoginIdentifier(user),
  password,
  remember,
});

/** Spec section 5, OTP target: a valid e-mail as it is, anything else as a phone with its leading 0. */
export const otpTarget = (identifier: string) => {
  const value = stripSpaces(identifier);
  return isEmail(value) ? value : (toLocalPhone(value) ?? value);
};
