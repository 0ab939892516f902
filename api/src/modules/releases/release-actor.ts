import type { ReleaseChange } from '@portal/shared/contract';

/** `by` in the registry's history: kept as written then, so a renamed staff member still names the same row. */
export const staffActor = (userId: number) => `staff #${userId}`;
export const deployTokenActor = (tokenId: number, app: string) => `deploy token #${tokenId} (${app})`;

const staffPattern = /^staff #(\d+)$/;
const deployTokenPattern = /^deploy token #\d+ \(([\w-]+)\)$/;

/** The staff member a history entry's `by` names, if it names one. */
export const staffIdOf = (by: string) => {
  const id = staffPattern.exec(by)?.[1];
  return id ? Number(id) : null;
};

/** Who a history entry's `by` is, with staff names from `names`; nothing for the CLI's users and release health. */
export const whoOf = (by: string, names: ReadonlyMap<number, string>): ReleaseChange['who'] => {
  const staffId = staffIdOf(by);
  const name = staffId === null ? undefined : names.get(staffId);
  if (name) return { kind: 'staff', name };
  const app = deployTokenPattern.exec(by)?.[1];
  return app ? { kind: 'deployToken', app } : undefined;
};
