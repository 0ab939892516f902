import { useDistricts, useProvinces } from '@portal/shared';
import { addressFormSchema, type CreateAddressBody } from '@portal/shared/contract';
import { Form, FormError, Textarea, useContractForm, useFormSubmit } from '@portal/shared/forms';
import { Button, Group, NativeSelect, Text, TextInput } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { type AddressForm, withProvince } from '../address-form';

type Props = {
  initial: AddressForm;
  submitKey: string;
  onSubmit: (body: CreateAddressBody) => Promise<void>;
};

/** Name, detail, province, then the districts of that province; the coordinates when there are some. */
export function AddressFormFields({ initial, submitKey, onSubmit }: Props) {
  const { t } = useTranslation();
  const form = useContractForm(addressFormSchema, initial);
  const { provinceId, latitude, longitude } = form.values;
  const provinces = useProvinces();
  const districts = useDistricts(provinceId ? Number(provinceId) : null);
  const { error, busy, submit } = useFormSubmit({
    validate: form.check,
    run: () => onSubmit(form.body()),
  });
  const placeholder = (key: string) => [{ value: '', label: t(key) }];

  return (
    <Form onSubmit={submit}>
      <TextInput
        label={t('accountAddressName')}
        placeholder={t('accountAddressNameHint')}
        {...form.getInputProps('name')}
      />
      <Textarea
        label={t('accountAddressDetail')}
        autosize
        minRows={2}
        {...form.getInputProps('addressDetail')}
      />
      <NativeSelect
        label={t('accountProvince')}
        disabled={provinces.isPending}
        {...form.getInputProps('provinceId')}
        onChange={(event) => form.setValues(withProvince(form.values, event.currentTarget.value))}
        data={[
          ...placeholder('accountChooseProvince'),
          ...(provinces.data ?? []).map((place) => ({ value: String(place.id), label: place.name })),
        ]}
      />
      <NativeSelect
        label={t('accountDistrict')}
        disabled={!provinceId || districts.isPending}
        {...form.getInputProps('districtId')}
        data={[
          ...placeholder('accountChooseDistrict'),
          ...(districts.data ?? []).map((place) => ({ value: String(place.id), label: place.name })),
        ]}
      />
      {latitude != null && longitude != null && (
        <Text size="sm" c="dimmed" data-testid="account-address-coordinates">
          {t('accountCoordinates', { latitude, longitude })}
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
