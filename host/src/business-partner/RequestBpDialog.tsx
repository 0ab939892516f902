import { dialogAtom, profileQuery, queryClient, showToast, uploadImage, useProfile } from '@portal/shared';
import {
  bpInfoFormSchema,
  bpRequestBodySchema,
  bpRequestFormSchema,
  businessTypes,
} from '@portal/shared/contract';
import { FileButton, firstFailure, useContractForm } from '@portal/shared/forms';
import { Tabs } from '@portal/shared/overlays';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@portal/shared/ui';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceSelects } from '../common/PlaceSelects';
import { toastFailure } from '../common/toast-failure';
import { requestBusinessPartner } from './api/request-business-partner';
import { businessTypeLabelKey, emptyBpForm, imageFileError } from './bp-rules';

type Tab = 'info' | 'business';

/** Spec sections 2, 4 and 5: the two-tab request to become a business partner. */
export default function RequestBpDialog() {
  const { t } = useTranslation();
  const setDialog = useSetAtom(dialogAtom);
  const { data: profile } = useProfile();
  const [tab, setTab] = useState<Tab>('info');
  const form = useContractForm(bpRequestFormSchema, emptyBpForm(profile));
  const [busy, setBusy] = useState(false);

  const fail = (key: string) => showToast({ message: t(key), color: 'red' });
  const infoProblem = () => firstFailure(bpInfoFormSchema, form.values);

  const submit = async () => {
    const problem = form.check();
    if (problem) {
      fail(problem);
      if (infoProblem()) setTab('info');
      return;
    }
    const { imageFile } = form.values;
    if (busy || !imageFile) return;
    setBusy(true);
    try {
      let imageUrl: string;
      try {
        imageUrl = await uploadImage(imageFile, 'service');
      } catch {
        fail('fileUploadFail');
        return;
      }
      await requestBusinessPartner(bpRequestBodySchema.parse({ ...form.values, imageUrl }));
      await queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
      showToast({ message: t('youAlreadyRequestedToBeBusinessPartnerPleaseWaitingForApproval') });
      form.setValues(emptyBpForm());
      setTab('info');
      setDialog('');
    } catch (err) {
      toastFailure(err, t);
    } finally {
      setBusy(false);
    }
  };

  const pickImage = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileError(file);
    if (problem) fail(problem);
    else form.setFieldValue('imageFile', file);
  };

  const next = () => {
    const problem = infoProblem();
    if (!problem) {
      setTab('business');
      return;
    }
    // This tab's first failure is the whole form's: check() marks its field.
    form.check();
    fail(problem);
  };

  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (tab === 'info') next();
        else void submit();
      }}
    >
      <Tabs value={tab} onChange={(value) => setTab(value === 'business' ? 'business' : 'info')}>
        <Tabs.List grow>
          <Tabs.Tab value="info">{t('shellBpInfoTab')}</Tabs.Tab>
          <Tabs.Tab value="business">{t('shellBpBusinessTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="info" pt="sm">
          <Stack gap="sm">
            <Stack gap={4}>
              <Text component="label" htmlFor="bp-image" size="sm" fw={500}>
                {t('shellBpProfileImage')}
              </Text>
              <FileButton
                accept="image/*"
                onChange={(file) => pickImage(file ?? undefined)}
                inputProps={{ id: 'bp-image' }}
              >
                {(props) => (
                  <Button {...props} variant="default" size="xs" w="fit-content">
                    {t('choosePicture')}
                  </Button>
                )}
              </FileButton>
              {form.values.imageFile && (
                <Text size="xs" c="dimmed">
                  {form.values.imageFile.name}
                </Text>
              )}
            </Stack>
            <TextInput
              label={t('firstName')}
              autoComplete="given-name"
              {...form.getInputProps('firstName')}
            />
            <TextInput label={t('lastName')} autoComplete="family-name" {...form.getInputProps('lastName')} />
            <TextInput
              label={t('shellBpPhone1')}
              type="tel"
              autoComplete="tel"
              {...form.getInputProps('phone1')}
            />
            <TextInput label={t('shellBpPhone2')} type="tel" {...form.getInputProps('phone2')} />
            <TextInput
              label={t('shellBpAddress')}
              autoComplete="street-address"
              {...form.getInputProps('address')}
            />
            <Group justify="flex-end">
              <Button type="submit">{t('shellNext')}</Button>
            </Group>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="business" pt="sm">
          <Stack gap="sm">
            <NativeSelect
              label={t('shellBpBusinessType')}
              {...form.getInputProps('businessType')}
              data={[
                { value: '', label: t('shellBpChooseBusinessType') },
                ...businessTypes.map((type) => ({ value: type, label: t(businessTypeLabelKey(type)) })),
              ]}
            />
            <TextInput label={t('shellBpStoreName')} {...form.getInputProps('storeName')} />
            <TextInput label={t('shellBpParentCompany')} {...form.getInputProps('parentCompany')} />
            <PlaceSelects
              provinceId={String(form.values.provinceId)}
              districtId={String(form.values.districtId)}
              onChange={(places) => form.setValues(places)}
            />
            <Group justify="space-between">
              <Button variant="default" onClick={() => setTab('info')}>
                {t('shellBack')}
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? t('shellBpSubmitting') : t('shellSubmit')}
              </Button>
            </Group>
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </form>
  );
}
