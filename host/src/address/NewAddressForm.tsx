import { createAddress, dialogAtom, showToast } from '@portal/shared';
import { addressFormSchema } from '@portal/shared/contract';
import { Form, FormError, useContractForm, useDialogSubmit } from '@portal/shared/forms';
import { Button, TextInput } from '@portal/shared/ui';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { PlaceSelects } from '../common/PlaceSelects';

/** A user without an address adds the first one here; it becomes the default delivery address. */
export function NewAddressForm() {
  const { t } = useTranslation();
  const setDialog = useSetAtom(dialogAtom);
  const form = useContractForm(addressFormSchema, {
    name: '',
    addressDetail: '',
    provinceId: '',
    districtId: '',
  });
  const { error, busy, submit } = useDialogSubmit({
    validate: form.check,
    run: async () => {
      await createAddress({ ...form.body(), default: true });
      showToast({ message: t('homeChangeDefaultAddressSuccess') });
      setDialog('');
    },
  });
  return (
    <Form onSubmit={submit}>
      <TextInput
        label={t('shellAddressName')}
        placeholder={t('shellAddressNameHint')}
        {...form.getInputProps('name')}
      />
      <TextInput
        label={t('shellAddressDetail')}
        autoComplete="street-address"
        {...form.getInputProps('addressDetail')}
      />
      <PlaceSelects
        provinceId={form.values.provinceId}
        districtId={form.values.districtId}
        onChange={form.setValues}
        provinceError={form.getInputProps('provinceId').error}
        districtError={form.getInputProps('districtId').error}
      />
      <FormError errorKey={error} />
      <Button type="submit" loading={busy} disabled={busy}>
        {t('shellSaveAddress')}
      </Button>
    </Form>
  );
}
