import { dialogAtom, profileQuery, queryClient, showToast, uploadImage, useProfile } from '@portal/shared';
import { businessTypes } from '@portal/shared/contract';
import { Tabs } from '@portal/shared/overlays';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@portal/shared/ui';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceSelects } from '../address/PlaceSelects';
import { toastFailure } from '../auth/auth-api';
import { requestBusinessPartner } from './api/request-business-partner';
import {
  type BpForm,
  bpInfoError,
  bpRequestBody,
  bpRequestError,
  businessTypeLabelKey,
  emptyBpForm,
  imageFileError,
} from './bp-rules';

type Tab = 'info' | 'business';
type TextField = Exclude<keyof BpForm, 'imageFile' | 'provinceId' | 'districtId' | 'businessType'>;

/** Spec sections 2, 4 and 5: the two-tab request to become a business partner. */
export default function RequestBpDialog() {
  const { t } = useTranslation();
  const setDialog = useSetAtom(dialogAtom);
  const { data: profile } = useProfile();
  const [tab, setTab] = useState<Tab>('info');
  const [form, setForm] = useState<BpForm>(() => emptyBpForm(profile));
  const [busy, setBusy] = useState(false);

  const fail = (key: string) => showToast({ message: t(key), color: 'red' });

  const submit = async () => {
    const problem = bpRequestError(form);
    if (problem) {
      fail(problem);
      if (bpInfoError(form)) setTab('info');
      return;
    }
    if (busy || !form.imageFile) return;
    setBusy(true);
    try {
      let imageUrl: string;
      try {
        imageUrl = await uploadImage(form.imageFile, 'service');
      } catch {
        fail('fileUploadFail');
        return;
      }
      await requestBusinessPartner(bpRequestBody(form, imageUrl));
      await queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
      showToast({ message: t('youAlreadyRequestedToBeBusinessPartnerPleaseWaitingForApproval') });
      setForm(emptyBpForm());
      setTab('info');
      setDialog('');
    } catch (err) {
      toastFailure(err, t);
    } finally {
      setBusy(false);
    }
  };

  const text = (name: TextField) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      setForm({ ...form, [name]: event.currentTarget.value }),
  });

  const pickImage = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileError(file);
    if (problem) fail(problem);
    else setForm({ ...form, imageFile: file });
  };

  const next = () => {
    const problem = bpInfoError(form);
    if (problem) fail(problem);
    else setTab('business');
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
              <input
                id="bp-image"
                type="file"
                accept="image/*"
                onChange={(event) => pickImage(event.currentTarget.files?.[0])}
              />
              {form.imageFile && (
                <Text size="xs" c="dimmed">
                  {form.imageFile.name}
                </Text>
              )}
            </Stack>
            <TextInput label={t('firstName')} autoComplete="given-name" {...text('firstName')} />
            <TextInput label={t('lastName')} autoComplete="family-name" {...text('lastName')} />
            <TextInput label={t('shellBpPhone1')} type="tel" autoComplete="tel" {...text('phone1')} />
            <TextInput label={t('shellBpPhone2')} type="tel" {...text('phone2')} />
            <TextInput label={t('shellBpAddress')} autoComplete="street-address" {...text('address')} />
            <Group justify="flex-end">
              <Button type="submit">{t('shellNext')}</Button>
            </Group>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="business" pt="sm">
          <Stack gap="sm">
            <NativeSelect
              label={t('shellBpBusinessType')}
              value={form.businessType}
              data={[
                { value: '', label: t('shellBpChooseBusinessType') },
                ...businessTypes.map((type) => ({ value: type, label: t(businessTypeLabelKey(type)) })),
              ]}
              onChange={(event) => setForm({ ...form, businessType: event.currentTarget.value })}
            />
            <TextInput label={t('shellBpStoreName')} {...text('storeName')} />
            <TextInput label={t('shellBpParentCompany')} {...text('parentCompany')} />
            <PlaceSelects
              provinceId={form.provinceId}
              districtId={form.districtId}
              onChange={(places) => setForm({ ...form, ...places })}
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
