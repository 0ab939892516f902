import { beforeEach, describe, expect, it } from '@jest/globals';
import { dialogAtom, portalStore, queryClient } from '@portal/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import en from '../../../api/src/db/seed/localize/en.json';
import { AppProviders } from '../../../shared/src/components/AppProviders';
import { localizeHandler } from '../../../shared/test/localize';
import { mockApi, ok } from '../../../shared/test/mock-api';
import { NewAddressForm } from './NewAddressForm';

let sent: unknown[] = [];

mockApi(
  localizeHandler(en),
  http.get('/client/address/provinceOrDistrict/1', () => ok([{ id: 12, name: 'Phnom Penh' }])),
  http.get('/client/address/provinceOrDistrict/12', () => ok([{ id: 1201, name: 'Chamkar Mon' }])),
  http.post('/client/address', async ({ request }) => {
    sent.push(await request.json());
    return ok({ id: 1 });
  }),
);
beforeEach(() => {
  sent = [];
  queryClient.clear();
  portalStore.set(dialogAtom, 'address');
});

/** Finding each field by its role and name walks the whole form: on a busy machine that takes seconds. */
const busyMachineMs = 15_000;

describe('the first address of a user', () => {
  it(
    'asks for a name, the address, a province, then a district, marking the one field it asks for',
    async () => {
      // Typed at once: the form's rules are under test, not the keyboard's pace.
      const user = userEvent.setup({ delay: null });
      render(
        <AppProviders>
          <NewAddressForm />
        </AppProviders>,
      );
      const save = await screen.findByRole('button', { name: 'Save address' });
      await user.click(save);
      expect(await screen.findByText(en.addressNameIsRequired)).toBeInTheDocument();
      expect(screen.getByLabelText('Address name')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('Address')).not.toHaveAttribute('aria-invalid', 'true');

      await user.type(screen.getByLabelText('Address name'), ' Home ');
      await user.type(screen.getByLabelText('Address'), 'St 51, #12');
      await user.click(save);
      expect(await screen.findByText(en.provinceIsRequired)).toBeInTheDocument();
      expect(screen.queryByText(en.addressNameIsRequired)).not.toBeInTheDocument();
      expect(screen.getByLabelText('Province')).toHaveAttribute('aria-invalid', 'true');

      await screen.findByRole('option', { name: 'Phnom Penh' });
      await user.selectOptions(screen.getByLabelText('Province'), '12');
      await user.click(save);
      expect(await screen.findByText(en.districtIsRequired)).toBeInTheDocument();
      expect(screen.getByLabelText('District')).toHaveAttribute('aria-invalid', 'true');
      expect(sent).toEqual([]);

      await screen.findByRole('option', { name: 'Chamkar Mon' });
      await user.selectOptions(screen.getByLabelText('District'), '1201');
      await user.click(save);
      await waitFor(() => expect(portalStore.get(dialogAtom)).toBe(''));
      expect(sent).toEqual([
        { name: 'Home', addressDetail: 'St 51, #12', provinceId: 12, districtId: 1201, default: true },
      ]);
    },
    busyMachineMs,
  );
});
