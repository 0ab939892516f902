import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../../shared/src/components/AppProviders';
import { localizeHandler } from '../../../../shared/test/localize';
import { mockApi } from '../../../../shared/test/mock-api';
import { SubscribeBox } from './SubscribeBox';

mockApi(
  localizeHandler({
    subscribeEmailLabel: 'Your e-mail address',
    subscribe: 'Subscribe',
    enterYourEmail: 'Please enter your e-mail address.',
    invalidEmailAddress: 'The e-mail address is not valid.',
    subscribeThanks: 'Thank you! We will send our news to {{email}}.',
  }),
);

describe('SubscribeBox', () => {
  it('explains a missing or wrong address and thanks a valid one with a toast', async () => {
    // Typed at once: the form's rules are under test, not the keyboard's pace.
    const user = userEvent.setup({ delay: null });
    const submit = async (typed: string) => {
      const address = screen.getByLabelText('Your e-mail address');
      await user.clear(address);
      if (typed) await user.type(address, typed);
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    };
    render(
      <AppProviders>
        <SubscribeBox />
      </AppProviders>,
    );
    await screen.findByRole('button', { name: 'Subscribe' });
    await submit('');
    expect(screen.getByText('Please enter your e-mail address.')).toBeInTheDocument();
    await submit('sokha@cafe');
    expect(screen.getByText('The e-mail address is not valid.')).toBeInTheDocument();
    await submit('sokha@cafe.com');
    expect(
      await screen.findByText('Thank you! We will send our news to sokha@cafe.com.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('The e-mail address is not valid.')).not.toBeInTheDocument();
  });
});
