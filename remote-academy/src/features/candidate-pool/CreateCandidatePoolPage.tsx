import { showToast, toClientError, uploadImage, useProfile } from '@portal/shared';
import { candidateFormSchema } from '@portal/shared/contract';
import { DayInput, FileButton, FormError, GenderSelect, useContractForm } from '@portal/shared/forms';
import { useNavigate } from '@portal/shared/router';
import { Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AcademyPage } from '../../common/AcademyPage';
import { academySettings } from '../../common/access';
import { useMyCv, useSaveCv } from './api/my-cv';
import { type CvForm, cvFormOf, cvFormOfAccount, emptyEducation, emptyExperience } from './cv-form';

/** Create or edit one's CV; saving it (re)starts its month in the pool. */
export default function CreateCandidatePoolPage() {
  return (
    <AcademyPage titleKey="createCandidatePool" settings={academySettings.candidatePool} signedIn>
      <CvLoader />
    </AcademyPage>
  );
}

function CvLoader() {
  const cv = useMyCv();
  const profile = useProfile();
  if (cv.isPending || profile.isPending) return <Skeleton height={480} />;
  return (
    <CvEditor
      initial={cv.data ? cvFormOf(cv.data) : cvFormOfAccount(profile.data)}
      photo={cv.data?.photoUrl ?? null}
      exists={Boolean(cv.data)}
    />
  );
}

const formSchema = candidateFormSchema(() => new Date());

function CvEditor({ initial, photo, exists }: { initial: CvForm; photo: string | null; exists: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveCv();
  const form = useContractForm(formSchema, initial);
  const [photoPreview, setPhotoPreview] = useState(photo);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const rowField = (list: 'educations' | 'experiences', index: number, name: string) =>
    form.getInputProps(`${list}.${index}.${name}`);

  const pickPhoto = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const key = await uploadImage(file, 'academy');
      form.setFieldValue('photoUrl', key);
      setPhotoPreview(URL.createObjectURL(file));
      setError(null);
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message.startsWith('file') ? failure.message : 'fileUploadFail',
      );
    } finally {
      setUploading(false);
    }
  };

  const submit = () => {
    const problem = form.check();
    setError(problem);
    if (problem) return;
    save.mutate(
      { body: form.body(), exists },
      {
        onSuccess: () => {
          showToast({ message: t('academyCvSaved') });
          navigate('/academy/candidate-pool');
        },
        onError: (failure) => setError(toClientError(failure).message),
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" maw={720}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Group align="center">
            {photoPreview && (
              <img
                src={photoPreview}
                alt={t('academyPhoto')}
                width={72}
                height={72}
                style={{ borderRadius: 8 }}
              />
            )}
            <Stack gap={4} align="flex-start">
              <Text size="sm" fw={500}>
                {t('academyPhoto')}
              </Text>
              <FileButton
                accept="image/png,image/jpeg,image/webp"
                disabled={uploading}
                onChange={(file) => pickPhoto(file ?? undefined)}
                inputProps={{ 'aria-label': t('academyPhoto') }}
              >
                {(props) => (
                  <Button {...props} variant="default" size="xs" loading={uploading}>
                    {t('choosePicture')}
                  </Button>
                )}
              </FileButton>
            </Stack>
          </Group>
          <Group grow align="flex-start">
            <TextInput label={t('firstName')} {...form.getInputProps('firstName')} />
            <TextInput label={t('lastName')} {...form.getInputProps('lastName')} />
          </Group>
          <Group grow align="flex-start">
            <GenderSelect {...form.getInputProps('gender')} />
            <DayInput label={t('academyBirthday')} {...form.getInputProps('birthday')} />
          </Group>
          <Group grow align="flex-start">
            <TextInput label={t('phoneNumber')} type="tel" {...form.getInputProps('phone')} />
            <TextInput label={t('emailOptional')} type="email" {...form.getInputProps('email')} />
          </Group>
          <Group grow align="flex-start">
            <TextInput label={t('academyDesiredPosition')} {...form.getInputProps('position')} />
            <TextInput label={t('academyLocation')} {...form.getInputProps('location')} />
          </Group>
          <TextInput label={t('academyAboutMe')} {...form.getInputProps('about')} />

          <Title order={2} size="h5">
            {t('academyEducation')}
          </Title>
          {form.values.educations.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place
            <Group key={index} grow align="flex-end" data-testid="academy-education-row">
              <TextInput label={t('academySchool')} {...rowField('educations', index, 'school')} />
              <TextInput label={t('academyDegree')} {...rowField('educations', index, 'degree')} />
              <TextInput
                label={t('academyStartYear')}
                type="number"
                {...rowField('educations', index, 'startYear')}
              />
              <TextInput
                label={t('academyEndYear')}
                type="number"
                {...rowField('educations', index, 'endYear')}
              />
              <Button variant="subtle" color="red" onClick={() => form.removeListItem('educations', index)}>
                {t('academyRemove')}
              </Button>
            </Group>
          ))}
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            onClick={() => form.insertListItem('educations', emptyEducation)}
          >
            {t('academyAddEducation')}
          </Button>

          <Title order={2} size="h5">
            {t('academyExperience')}
          </Title>
          {form.values.experiences.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place
            <Stack key={index} gap={4} data-testid="academy-experience-row">
              <Group grow align="flex-end">
                <TextInput label={t('academyCompany')} {...rowField('experiences', index, 'company')} />
                <TextInput label={t('academyPosition')} {...rowField('experiences', index, 'position')} />
                <TextInput
                  label={t('academyStartYear')}
                  type="number"
                  {...rowField('experiences', index, 'startYear')}
                />
                <TextInput
                  label={t('academyEndYear')}
                  type="number"
                  {...rowField('experiences', index, 'endYear')}
                />
              </Group>
              <Group grow align="flex-end">
                <TextInput
                  label={t('academyDescription')}
                  {...rowField('experiences', index, 'description')}
                />
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => form.removeListItem('experiences', index)}
                >
                  {t('academyRemove')}
                </Button>
              </Group>
            </Stack>
          ))}
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            onClick={() => form.insertListItem('experiences', emptyExperience)}
          >
            {t('academyAddExperience')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('academyEndYearHint')}
          </Text>

          <TextInput
            label={t('academySkills')}
            description={t('academySkillsHint')}
            {...form.getInputProps('skills')}
          />
          <Group grow align="flex-start">
            <TextInput
              label={t('academyMinSalary')}
              type="number"
              min={0}
              {...form.getInputProps('expectedSalaryMin')}
            />
            <TextInput
              label={t('academyMaxSalary')}
              type="number"
              min={0}
              {...form.getInputProps('expectedSalaryMax')}
            />
          </Group>
          <FormError errorKey={error} />
          <Button type="submit" loading={save.isPending} disabled={uploading}>
            {exists ? t('academySaveCv') : t('createCandidatePool')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
