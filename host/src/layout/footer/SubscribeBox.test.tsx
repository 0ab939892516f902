import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AppProviders } from '../../../../shared/src/components/AppProviders';
import type { LocalServer } from '../../../../shared/test/local-server';
import { serveLocalize } from '../../../../shared/test/localize';
import { byText, click, hasText, render, type, waitFor } from '../../testing/render';
import { SubscribeBox } from './SubscribeBox';

let server: LocalServer;
beforeAll(async () => {
  server = await serveLocalize({
    subscribeEmailLabel: 'Your e-mail address',
    subscribe: 'Subscribe',
    enterYourEmail: 'Please enter your e-mail address.',
    invalidEmailAddress: 'The e-mail address is not valid.',
    subscribeThanks: 'Thank you! We will send our news to {{email}}.',
  });
});
afterAll(() => server.close());

const submit = (typed: string) => {
  type(
    document.querySelector<HTMLInputElement>('input[aria-label="Your e-mail address"]') as HTMLInputElement,
    typed,
  );
  click(byText('button', 'Subscribe'));
};

describe('SubscribeBox', () => {
  it('explains a missing or wrong address and thanks a valid one with a toast', async () => {
    await render(
      <AppProviders>
        <SubscribeBox />
      </AppProviders>,
    );
    await waitFor(() => byText('button', 'Subscribe'));
    submit('');
    expect(hasText('Please enter your e-mail address.')).toBe(true);
    submit('sokha@cafe');
    expect(hasText('The e-mail address is not valid.')).toBe(true);
    submit('sokha@cafe.com');
    await waitFor(() => expect(hasText('Thank you! We will send our news to sokha@cafe.com.')).toBe(true));
    expect(hasText('The e-mail address is not valid.')).toBe(false);
  });
});
