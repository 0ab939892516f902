import { PageHeading } from '@portal/shared';
import { Tabs } from '@portal/shared/overlays';
import { useSearchParams } from '@portal/shared/router';
import { useTranslation } from 'react-i18next';
import { ApplicationsTab } from './ApplicationsTab';
import { CandidatesTab } from './CandidatesTab';
import { RequestsTab } from './RequestsTab';
import { VacanciesTab } from './VacanciesTab';

const tabs = [
  { value: 'training', labelKey: 'adminAcademyTrainingRequests' },
  { value: 'barista', labelKey: 'adminAcademyBaristaRequests' },
  { value: 'vacancies', labelKey: 'adminAcademyVacancies' },
  { value: 'candidates', labelKey: 'adminAcademyCandidates' },
  { value: 'applications', labelKey: 'adminAcademyApplications' },
] as const;
type Tab = (typeof tabs)[number]['value'];

/** The academy desk; the tab (and the vacancy whose applications are shown) live in the address. */
export default function AcademyPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = tabs.find((entry) => entry.value === params.get('tab'))?.value ?? 'training';
  const vacancyId = Number(params.get('vacancy')) || 0;
  const go = (next: Tab, vacancy = 0) =>
    setParams(vacancy ? { tab: next, vacancy: String(vacancy) } : { tab: next }, { replace: true });
  return (
    <>
      <PageHeading titleKey="adminAcademy" />
      <Tabs
        value={tab}
        onChange={(value) => go((value as Tab | null) ?? 'training', vacancyId)}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {tabs.map((entry) => (
            <Tabs.Tab key={entry.value} value={entry.value}>
              {t(entry.labelKey)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="training">
          <RequestsTab kind="training" />
        </Tabs.Panel>
        <Tabs.Panel value="barista">
          <RequestsTab kind="barista" />
        </Tabs.Panel>
        <Tabs.Panel value="vacancies">
          <VacanciesTab onApplications={(id) => go('applications', id)} />
        </Tabs.Panel>
        <Tabs.Panel value="candidates">
          <CandidatesTab />
        </Tabs.Panel>
        <Tabs.Panel value="applications">
          <ApplicationsTab vacancyId={vacancyId} onVacancy={(id) => go('applications', id)} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
