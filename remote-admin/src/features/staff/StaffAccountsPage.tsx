import { PageHeading, showToast } from '@portal/shared';
import { grantStaffBodySchema, type StaffRole, staffRoles } from '@portal/shared/contract';
import { useContractForm } from '@portal/shared/forms';
import { Table } from '@portal/shared/overlays';
import { Button, Group, NativeSelect, Skeleton, Stack, Text, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleKey } from '../../common/admin-menu';
import { useStaffMe } from '../../common/api/get-staff-me';
import { errorKeyOf } from '../../common/error-key';
import { useChangeStaffRole, useGrantStaff, useRevokeStaff } from './api/change-staff';
import { useStaff } from './api/get-staff';

/** Admin only: who has which role; a role is given to an existing account by its phone or e-mail. */
export default function StaffAccountsPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  const me = useStaffMe().data;
  const grant = useGrantStaff();
  const changeRole = useChangeStaffRole();
  const revoke = useRevokeStaff();
  const form = useContractForm(grantStaffBodySchema, { phoneOrEmail: '', role: 'sales' });
  const [error, setError] = useState('');
  const roleOptions = staffRoles.map((value) => ({ value, label: t(roleKey(value)) }));
  const onError = (failure: unknown) => showToast({ message: t(errorKeyOf(failure)) });
  const onGrant = () => {
    const invalid = form.check();
    if (invalid) return setError(invalid);
    grant.mutate(form.body(), {
      onSuccess: () => {
        form.setFieldValue('phoneOrEmail', '');
        setError('');
      },
      onError: (failure) => setError(errorKeyOf(failure)),
    });
  };

  return (
    <Stack>
      <PageHeading titleKey="adminStaffAccounts" />
      <Group align="flex-end">
        <TextInput label={t('phoneOrEmail')} {...form.getInputProps('phoneOrEmail')} />
        <NativeSelect label={t('adminRole')} data={roleOptions} {...form.getInputProps('role')} />
        <Button loading={grant.isPending} onClick={onGrant}>
          {t('adminGrantRole')}
        </Button>
      </Group>
      {error ? (
        <Text c="red" size="sm" role="alert">
          {t(error)}
        </Text>
      ) : null}
      {staff.isPending ? (
        <Skeleton h={120} />
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminStaffMember')}</Table.Th>
              <Table.Th>{t('adminRole')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {staff.data?.map((member) => {
              const self = member.userId === me?.userId;
              return (
                <Table.Tr key={member.userId}>
                  <Table.Td>
                    <Text size="sm">
                      {member.firstName} {member.lastName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {member.phone ?? member.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <NativeSelect
                      aria-label={t('adminRole')}
                      size="xs"
                      disabled={self}
                      value={member.role}
                      data={roleOptions}
                      onChange={(event) =>
                        changeRole.mutate(
                          { userId: member.userId, role: event.currentTarget.value as StaffRole },
                          { onError },
                        )
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      disabled={self}
                      onClick={() => revoke.mutate(member.userId, { onError })}
                    >
                      {t('adminRevokeRole')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
