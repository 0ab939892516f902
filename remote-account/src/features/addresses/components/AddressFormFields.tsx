import { Button, Group, NativeSelect, Text, Textarea, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../../../common/Form';
import { FormError } from '../../../common/FormError';
import { useSubmit } from '../../../common/use-submit';
import { type AddressForm, addressFormError, withProvince } from '../address-form';
import { useDistricts, useProvinces } from '../api/get-places';

type Props = {
  initial: AddressForm;
  submitKey: string;
  onSubmit: (form: AddressForm) => Promise<void>;
};

/** Name, detail, province, then the districts of that province; the coordinates when there are some. */
export function AddressFormFields({ initial, submitKey, onSubmit }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const provinces = useProvinces();
  const districts = useDistricts(form.provinceId ? Number(form.provinceId) : null);
  const { error, busy, submit } = useSubmit({
    validate: () => addressFormError(form),
    run: () => onSubmit(form),
  });
  const placeholder = (key: string) => [{ value: '', label: t(key) }];

  return (
    <Form onSubmit={submit}>
      <TextInput
        label={t('accountAddressName')}
        placeholder={t('accountAddressNameHint')}
        value={form.name}
        onChange={(event) => setForm({ ...form, name: event.currentTarget.value })}
      />
      <Textarea
        label={t('accountAddressDetail')}
        autosize
        minRows={2}
        value={form.addressDetail}
        onChange={(event) => setForm({ ...form, addressDetail: event.currentTarget.value })}
      />
      <NativeSelect
        label={t('accountProvince')}
        disabled={provinces.isPending}
        value={form.provinceId}
        onChange={(event) => setForm(withProvince(form, event.currentTarget.value))}
        data={[
          ...placeholder('accountChooseProvince'),
          ...(provinces.data ?? []).map((place) => ({ value: String(place.id), label: place.name })),
        ]}
      />
      <NativeSelect
        label={t('accountDistrict')}
        disabled={!form.provinceId || districts.isPending}
        value={form.districtId}
        onChange={(event) => setForm({ ...form, districtId: event.currentTarget.value })}
        data={[
          ...placeholder('accountChooseDistrict'),
          ...(districts.data ?? []).map((place) => ({ value: String(place.id), label: place.name })),
        ]}
      />
      {form.latitude !== null && form.longitude !== null && (
        <Text size="sm" c="dimmed" data-testid="account-address-coordinates">
          {t('accountCoordinates', { latitude: form.latitude, longitude: form.longitude })}
        </Text>
      )}
      {(provinces.isError || districts.isError) && <FormError errorKey="accountPlacesFailed" />}
      <FormError errorKey={error} />
      <Group>
        <Button type="submit" loading={busy}>
          {t(submitKey)}
        </Button>
      </Group>
    </Form>
  );
}
