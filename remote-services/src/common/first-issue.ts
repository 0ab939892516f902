/** The message key of the first field that fails, as the API would answer it. */
export const firstIssueKey = (error: { issues: readonly { message: string }[] } | undefined) =>
  error?.issues[0]?.message ?? 'badRequest';
