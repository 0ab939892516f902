import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, Db, Trx } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import type { AppError } from '../../../platform/errors';
import { auditedWrite, type StaffCaller } from '../../../platform/staff';

type ContentTable = 'home_banners' | 'showrooms' | 'popup_banners';
/** Every content table's row has these two columns. */
type Row<Table extends ContentTable> = Selectable<Database[Table]> & { id: number; is_active: boolean };

/**
 * Staff's writes on one content table's rows: add one, change one, show or hide one. Each runs in one transaction
 * with its audit entry (`action` on `entity`, the row before and after as the back office shows it) and answers the
 * row as the back office shows it; a row that is not there is `notFound`.
 */
export const auditedRows = <Table extends ContentTable, Item>({
  db,
  clock,
  table,
  entity,
  toItem,
  notFound,
}: {
  db: Db;
  clock: Clock;
  table: Table;
  entity: string;
  toItem: (row: Row<Table>) => Item;
  notFound: () => AppError;
}) => {
  // Kysely cannot follow a table named by a type parameter: the queries see one such table, the rows are cast back.
  const on = (trx: Trx) => trx as unknown as Kysely<Record<ContentTable, Database['home_banners']>>;
  const source = table as ContentTable;

  const locked = async (trx: Trx, id: number) => {
    const row = await on(trx)
      .selectFrom(source)
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound();
    return row as unknown as Row<Table>;
  };
  const change = async (trx: Trx, id: number, values: Updateable<Database[Table]>) =>
    (await on(trx)
      .updateTable(source)
      .set(values as Updateable<Database['home_banners']>)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()) as unknown as Row<Table>;

  return {
    insert: (
      staff: StaffCaller,
      action: string,
      values: (trx: Trx) => Promise<Insertable<Database[Table]>>,
    ) =>
      auditedWrite(db, clock, staff, async (trx) => {
        const row = (await on(trx)
          .insertInto(source)
          .values((await values(trx)) as Insertable<Database['home_banners']>)
          .returningAll()
          .executeTakeFirstOrThrow()) as unknown as Row<Table>;
        const item = toItem(row);
        return { result: item, audit: { action, entity, entityId: row.id, before: null, after: item } };
      }),

    /** `check` may refuse the change, seeing the row as it is. */
    update: (
      staff: StaffCaller,
      action: string,
      id: number,
      values: Updateable<Database[Table]>,
      check?: (before: Row<Table>) => void,
    ) =>
      auditedWrite(db, clock, staff, async (trx) => {
        const before = await locked(trx, id);
        check?.(before);
        const item = toItem(await change(trx, id, values));
        return { result: item, audit: { action, entity, entityId: id, before: toItem(before), after: item } };
      }),

    /** Shows or hides one row; `check` may refuse, seeing the row as it is. */
    setActive: (
      staff: StaffCaller,
      action: string,
      id: number,
      isActive: boolean,
      check?: (before: Row<Table>) => void,
    ) =>
      auditedWrite(db, clock, staff, async (trx) => {
        const before = await locked(trx, id);
        check?.(before);
        // Home banners and showrooms remember when staff last touched them (the seed then leaves them be).
        const edited = 'staff_edited_at' in before ? { staff_edited_at: clock.now() } : {};
        const row = await change(trx, id, { is_active: isActive, ...edited } as unknown as Updateable<
          Database[Table]
        >);
        return {
          result: toItem(row),
          audit: {
            action,
            entity,
            entityId: id,
            before: { isActive: before.is_active },
            after: { isActive },
          },
        };
      }),
  };
};
