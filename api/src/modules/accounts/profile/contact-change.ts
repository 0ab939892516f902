import {
  type AdminCustomerContact,
  type ContactKind,
  contactChangeCodePurposes,
  ErrorCode,
  type OtpSent,
} from '@portal/shared/contract';
import { isUniqueViolation } from '../../../db/database-errors';
import type { Db, Trx } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { renderMessage } from '../../../platform/message-text';
import { queueMessage } from '../../../platform/messages';
import { recordAudit, type StaffCaller } from '../../../platform/staff';
import type { OtpService } from '../otp/service';

export const contactInUse = () =>
  new AppError(409, ErrorCode.phoneOrEmailInUse, 'phoneNumberOrEmailIsAlreadyInUse');
const nothingPending = () => new AppError(400, ErrorCode.validation, 'accountNoContactChangePending');
const notFound = () => new AppError(404, ErrorCode.notFound, 'resourceNotFound');

/** Enough of an address for its old owner to recognise it, not enough to hand it to whoever holds the old one. */
export const maskAddress = (kind: ContactKind, value: string) => {
  if (kind === 'phone') return `${'*'.repeat(Math.max(0, value.length - 3))}${value.slice(-3)}`;
  const [local = '', domain = ''] = value.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};

type Account = { phone: string | null; email: string | null; language: string };

/**
 * Tells the address a change takes away (or, when there was none, the phone) in the customer's language, queued in
 * the change's transaction so a change that rolls back tells nobody.
 */
const tellOldAddress = async (
  trx: Trx,
  account: Account,
  kind: ContactKind,
  next: string | null,
  at: Date,
) => {
  const old = account[kind];
  const to = old ?? account.phone;
  if (!to) return;
  const language = account.language === 'km' ? 'km' : 'en';
  const key = next
    ? kind === 'email'
      ? 'accountEmailChangedMessage'
      : 'accountPhoneChangedMessage'
    : 'accountEmailRemovedMessage';
  await queueMessage(
    trx,
    {
      channel: to === account.email ? 'email' : 'sms',
      to,
      subject: renderMessage('accountContactChangedSubject', {}, language),
      text: renderMessage(key, { address: next ? maskAddress(kind, next) : '' }, language),
      purpose: 'CONTACT_CHANGED',
    },
    at,
  );
};

/**
 * A new e-mail or phone becomes the account's only once the 6-digit code sent to it is entered. Until then it waits
 * in `contact_changes`: the old one stays and signs in, the new one signs in nobody and blocks nobody's
 * registration; it must still be free when the code is entered. Codes go through the OTP service's send, so its
 * resend rule and limits apply.
 */
export const createContactChanges = ({ db, clock, otp }: { db: Db; clock: Clock; otp: OtpService }) => {
  const account = async (userId: number) => {
    const row = await db
      .selectFrom('users')
      .select(['phone', 'email', 'language'])
      .where('id', '=', userId)
      .where('anonymised_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  const waiting = (userId: number, kind: ContactKind) =>
    db
      .selectFrom('contact_changes')
      .select(['value', 'requested_by'])
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .executeTakeFirst();

  /** Another account's address is refused at once, before any code goes (409/5101). */
  const assertFree = async (userId: number, kind: ContactKind, value: string) => {
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where(kind, '=', value)
      .where('id', '!=', userId)
      .executeTakeFirst();
    if (taken) throw contactInUse();
  };

  const sendCode = (userId: number, kind: ContactKind, value: string) =>
    otp.sendTo({ id: userId }, contactChangeCodePurposes[kind], { kind, value });

  const pendingOf = async (userId: number) => {
    const rows = await db
      .selectFrom('contact_changes')
      .select(['kind', 'value'])
      .where('user_id', '=', userId)
      .execute();
    const of = (kind: ContactKind) => rows.find((row) => row.kind === kind)?.value ?? null;
    return { pendingEmail: of('email'), pendingPhone: of('phone') };
  };

  /**
   * Asks for `value` as the account's `kind`: refused at once when another account has it; otherwise the code
   * goes to it and it waits. The current address, or the one already waiting, asks nothing (a new code for a
   * waiting one is `resend`'s). `staff` asks for a customer, audited.
   */
  const request = async (userId: number, kind: ContactKind, value: string, staff?: StaffCaller) => {
    const current = await account(userId);
    if (current[kind] === value) return;
    if ((await waiting(userId, kind))?.value === value) return;
    await sendCode(userId, kind, value);
    const now = clock.now();
    await inTransaction(db, async (trx) => {
      await trx
        .insertInto('contact_changes')
        .values({ user_id: userId, kind, value, requested_at: now, requested_by: staff?.userId ?? null })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'kind']).doUpdateSet({
            value,
            requested_at: now,
            requested_by: staff?.userId ?? null,
          }),
        )
        .execute();
      if (staff) {
        await recordAudit(trx, clock, staff, {
          action: 'customer.contactChangeRequested',
          entity: 'customer',
          entityId: userId,
          before: { [kind]: current[kind] },
          after: { [kind]: value },
        });
      }
    });
  };

  return {
    pendingOf,

    /**
     * Asks for a new e-mail and/or phone (see `request`); both are checked before either code goes, so a taken one
     * sends nothing.
     */
    async requestChanges(
      userId: number,
      { email, phone }: { email?: string | undefined; phone?: string | undefined },
      staff?: StaffCaller,
    ) {
      const changes = [
        ...(email ? [{ kind: 'email' as const, value: email.toLowerCase() }] : []),
        ...(phone ? [{ kind: 'phone' as const, value: phone }] : []),
      ];
      for (const { kind, value } of changes) await assertFree(userId, kind, value);
      for (const { kind, value } of changes) await request(userId, kind, value, staff);
    },

    /** A customer's addresses and what waits, for the back office; 404 for an unknown or anonymised account. */
    async contactOf(userId: number): Promise<AdminCustomerContact> {
      const row = await db
        .selectFrom('users')
        .select(['id', 'phone', 'email'])
        .where('id', '=', userId)
        .where('anonymised_at', 'is', null)
        .executeTakeFirst();
      if (!row) throw new AppError(404, ErrorCode.notFound, 'adminCustomerNotFound');
      return { ...row, ...(await pendingOf(userId)) };
    },

    /**
     * The code sent to the waiting address makes it the account's (and, for an e-mail, proves it); the old address
     * is told. Someone who took the address meanwhile wins: 409/5101, and the change is dropped.
     */
    async confirm(userId: number, kind: ContactKind, code: string, staff?: StaffCaller) {
      const pending = await waiting(userId, kind);
      if (!pending) throw nothingPending();
      await otp.consume(userId, contactChangeCodePurposes[kind], code, pending.value);
      const now = clock.now();
      try {
        await inTransaction(db, async (trx) => {
          const before = await trx
            .selectFrom('users')
            .select(['phone', 'email', 'language'])
            .where('id', '=', userId)
            .where('anonymised_at', 'is', null)
            .forUpdate()
            .executeTakeFirst();
          if (!before) throw notFound();
          // Only the address the code went to: a request taken back or replaced meanwhile changes nothing.
          const taken = await trx
            .deleteFrom('contact_changes')
            .where('user_id', '=', userId)
            .where('kind', '=', kind)
            .where('value', '=', pending.value)
            .returning('requested_by')
            .executeTakeFirst();
          if (!taken) throw nothingPending();
          await trx
            .updateTable('users')
            .set({
              ...(kind === 'email'
                ? { email: pending.value, email_verified_at: now }
                : { phone: pending.value }),
              updated_at: now,
            })
            .where('id', '=', userId)
            .execute();
          await tellOldAddress(trx, before, kind, pending.value, now);
          // A change staff asked for is audited when it takes effect too, in the name of whoever asked for it
          // when the customer entered the code.
          const auditor = staff?.userId ?? taken.requested_by;
          if (auditor !== null) {
            await recordAudit(
              trx,
              clock,
              { userId: auditor },
              {
                action: 'customer.contactChanged',
                entity: 'customer',
                entityId: userId,
                before: { [kind]: before[kind] },
                after: { [kind]: pending.value, confirmedBy: staff ? 'staff' : 'customer' },
              },
            );
          }
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        await db
          .deleteFrom('contact_changes')
          .where('user_id', '=', userId)
          .where('kind', '=', kind)
          .where('value', '=', pending.value)
          .execute();
        throw contactInUse();
      }
    },

    /** A new code to the waiting address (60 s after the last one, within the OTP service's limits). */
    async resend(userId: number, kind: ContactKind): Promise<OtpSent> {
      const pending = await waiting(userId, kind);
      if (!pending) throw nothingPending();
      return sendCode(userId, kind, pending.value);
    },

    /** Takes the request back: its code no longer changes anything. */
    async cancel(userId: number, kind: ContactKind, staff?: StaffCaller) {
      await inTransaction(db, async (trx) => {
        const dropped = await trx
          .deleteFrom('contact_changes')
          .where('user_id', '=', userId)
          .where('kind', '=', kind)
          .returning('value')
          .executeTakeFirst();
        if (staff && dropped) {
          await recordAudit(trx, clock, staff, {
            action: 'customer.contactChangeCancelled',
            entity: 'customer',
            entityId: userId,
            before: { [`pending${kind === 'email' ? 'Email' : 'Phone'}`]: dropped.value },
            after: null,
          });
        }
      });
    },

    /** Removing the e-mail takes nothing from anyone, so it needs no code; the old address is still told. */
    async removeEmail(userId: number) {
      const now = clock.now();
      await inTransaction(db, async (trx) => {
        const before = await trx
          .selectFrom('users')
          .select(['phone', 'email', 'language'])
          .where('id', '=', userId)
          .forUpdate()
          .executeTakeFirst();
        if (!before?.email) return;
        await trx
          .updateTable('users')
          .set({ email: null, email_verified_at: null, updated_at: now })
          .where('id', '=', userId)
          .execute();
        await tellOldAddress(trx, before, 'email', null, now);
      });
    },
  };
};

export type ContactChanges = ReturnType<typeof createContactChanges>;
