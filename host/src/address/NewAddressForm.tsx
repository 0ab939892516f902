import { dialogAtom, showToast } from '@portal/shared';
import { Button, TextInput } from '@portal/shared/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, useDialogSubmit } from '../auth/DialogForm';
import { FormError } from '../auth/FormError';
import { type AddressForm, newAddressBody, newAddressError } from './address-rules';
import { createAddress } from './api/create-address';
import { refreshAfterAddressChange } from './api/set-default-address';
import { PlaceSelects } from './PlaceSelects';

/** A user without an address adds the first one here; it becomes the default delivery address. */
export function NewAddressForm() {
  const { t } = useTranslation();
  const setDialog = useSetAtom(dialogAtom);
  const [form, setForm] = useState<AddressForm>({
    name: '',
    addressDetail: '',
    provinceId: '',
    districtId: '',
  });
  const { error, busy, submit } = useDialogSubmit({
    validate: () => newAddressError(form),
    run: async () => {
      await createAddress({ ...newAddressBody(form), default: true });
      await refreshAfterAddressChange();
      showToast({ message: t('homeChangeDefaultAddressSuccess') });
      setDialog('');
    },
  });
  const text = (name: 'name' | 'addressDetail') => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      setForm({ ...form, [name]: event.currentTarget.value }),
  });
  return (
    <DialogForm onSubmit={submit}>
      <TextInput label={t('shellAddressName')} placeholder={t('shellAddressNameHint')} {...text('name')} />
      <TextInput label={t('shellAddressDetail')} autoComplete="street-address" {...text('addressDetail')} />
      <PlaceSelects
        provinceId={form.provinceId}
        districtId={form.districtId}
        onChange={(places) => setForm({ ...form, ...places })}
      />
      <FormError errorKey={error} />
      <Button type="submit" loading={busy} disabled={busy}>
        {t('shellSaveAddress')}
      </Button>
    </DialogForm>
  );
}
