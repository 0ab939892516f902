import { serverMessage } from '@portal/shared';

/** The message key to show for a failed call: a contract check's first failure, else the server's key. */
export const errorKeyOf = (error: unknown): string => {
  const issues = (error as { issues?: { message?: string }[] } | null)?.issues;
  if (Array.isArray(issues) && issues[0]?.message) return issues[0].message;
  return serverMessage(error) ?? 'adminSomethingWentWrong';
};
