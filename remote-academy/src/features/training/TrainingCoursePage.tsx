import { formatUsd } from '@portal/shared';
import { Link } from '@portal/shared/router';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { AcademyPage } from '../../common/AcademyPage';
import { academySettings } from '../../common/access';
import { QueryView } from '../../common/QueryView';
import { useTicketTypes } from './api/get-ticket-types';

/** Courses by training type; each can be requested for one's staff. */
export default function TrainingCoursePage() {
  const { t } = useTranslation();
  const types = useTicketTypes();
  return (
    <AcademyPage titleKey="trainingCourse" settings={academySettings.trainingCourse}>
      <Group gap="sm">
        <Button component={Link} to="/academy/training-course/training-request">
          {t('trainingRequest')}
        </Button>
        <Button component={Link} to="/academy/training-course/training-history" variant="light">
          {t('trainingHistory')}
        </Button>
      </Group>
      <QueryView query={types} isEmpty={(list) => list.length === 0} emptyKey="academyNoCoursesYet">
        {(list) => (
          <Stack gap="lg">
            {list.map((type) => (
              <Stack gap="xs" key={type.id} component="section">
                <Title order={2} size="h3">
                  {type.name}
                </Title>
                {type.description && <Text c="dimmed">{type.description}</Text>}
                {type.children.map((course) => (
                  <Paper withBorder p="md" radius="md" key={course.id} data-testid="academy-course">
                    <Group justify="space-between" align="flex-start">
                      <Stack gap={2}>
                        <Text fw={600}>{course.name}</Text>
                        {course.description && <Text size="sm">{course.description}</Text>}
                        <Text size="sm" c="dimmed">
                          {course.durationHours !== null
                            ? t('academyCourseHours', { count: course.durationHours })
                            : ''}
                          {course.durationHours !== null ? ' · ' : ''}
                          {course.feeCents !== null
                            ? t('academyFeePerPerson', { fee: formatUsd(course.feeCents) })
                            : t('academyFeeOnRequest')}
                        </Text>
                      </Stack>
                      <Anchor
                        component={Link}
                        to={`/academy/training-course/training-request?course=${course.id}`}
                      >
                        {t('academyRequestThisCourse')}
                      </Anchor>
                    </Group>
                  </Paper>
                ))}
              </Stack>
            ))}
          </Stack>
        )}
      </QueryView>
    </AcademyPage>
  );
}
