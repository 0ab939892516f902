import { beforeEach, describe, expect, it } from '@jest/globals';
import { queryClient } from '@portal/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import en from '../../../api/src/db/seed/localize/en.json';
import { AppProviders } from '../../../shared/src/components/AppProviders';
import { localizeHandler } from '../../../shared/test/localize';
import { mockApi } from '../../../shared/test/mock-api';
import RequestBpDialog from './RequestBpDialog';

let requests: string[] = [];

mockApi(
  localizeHandler(en),
  http.all('/client/*', ({ request }) => {
    requests.push(request.url);
    return HttpResponse.json(
      { statusCode: 404, code: 404, error: 'Not Found', message: 'notFound' },
      { status: 404 },
    );
  }),
);
beforeEach(() => {
  requests = [];
  queryClient.clear();
});

/** Finding each field by its role and name walks the whole form: on a busy machine that takes seconds. */
const busyMachineMs = 15_000;

describe('the business-partner request dialog', () => {
  it(
    'toasts the first failing rule and marks its field, going back to the info tab when it fails there',
    async () => {
      // Typed at once: the form's rules are under test, not the keyboard's pace.
      const user = userEvent.setup({ delay: null });
      render(
        <AppProviders>
          <RequestBpDialog />
        </AppProviders>,
      );
      const next = await screen.findByRole('button', { name: en.shellNext });
      await user.click(next);
      expect(await screen.findByText(en.imageIsRequired)).toBeInTheDocument();

      await user.upload(
        screen.getByLabelText(en.shellBpProfileImage),
        new File(['png'], 'my shop.png', { type: 'image/png' }),
      );
      await user.click(next);
      expect(await screen.findByText(en.firstNameIsRequired)).toBeInTheDocument();
      expect(screen.getByLabelText(en.firstName)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(en.lastName)).not.toHaveAttribute('aria-invalid', 'true');

      await user.type(screen.getByLabelText(en.firstName), 'Dara');
      await user.type(screen.getByLabelText(en.lastName), 'Kim');
      await user.type(screen.getByLabelText(en.shellBpPhone1), '012 345 678');
      await user.type(screen.getByLabelText(en.shellBpAddress), 'St 271');
      await user.click(next);
      const submit = await screen.findByRole('button', { name: en.shellSubmit });
      await user.click(submit);
      expect(await screen.findByText(en.businessTypeIsRequired)).toBeInTheDocument();
      expect(screen.getByLabelText(en.shellBpBusinessType)).toHaveAttribute('aria-invalid', 'true');

      await user.clear(screen.getByLabelText(en.firstName));
      await user.type(screen.getByLabelText(en.firstName), ' ');
      await user.click(submit);
      await waitFor(() =>
        expect(screen.getByRole('tab', { name: en.shellBpInfoTab })).toHaveAttribute('aria-selected', 'true'),
      );
      expect(screen.getByLabelText(en.firstName)).toHaveAttribute('aria-invalid', 'true');
      expect(requests.filter((url) => url.includes('business-partner') || url.includes('upload'))).toEqual(
        [],
      );
    },
    busyMachineMs,
  );
});
