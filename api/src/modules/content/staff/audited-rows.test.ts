import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { expect } from '../../../../../test/support/expect';
import { signUp } from '../../../../test/accounts';
import { createHttp } from '../../../../test/http';
import { type StartedApi, startApi } from '../../../../test/start-api';
import { AppError } from '../../../platform/errors';
import { auditedRows } from './audited-rows';

describe('audited content rows', () => {
  let api: StartedApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.close());

  it('shows and hides a row of a table that keeps no staff-edited time (pop-up banners), with its audit row', async () => {
    const staff = await signUp(createHttp(api.baseUrl));
    const banner = await api.db
      .insertInto('popup_banners')
      .values({ id: 910_001, title: 'Rainy season', show_after_seconds: 0, hide_after_seconds: 10, sort: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = auditedRows({
      db: api.db,
      clock: { now: () => new Date() },
      table: 'popup_banners',
      entity: 'popupBanner',
      toItem: (row) => ({ id: row.id, isActive: row.is_active }),
      notFound: () => new AppError(404, ErrorCode.notFound, 'adminBannerNotFound'),
    });
    const hidden = await rows.setActive(
      { userId: staff.id, role: 'admin' },
      'popupBanner.hide',
      banner.id,
      false,
    );
    expect(hidden).toEqual({ id: banner.id, isActive: false });
    const audit = await api.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'popupBanner')
      .where('entity_id', '=', String(banner.id))
      .execute();
    expect(audit).toEqual([
      { action: 'popupBanner.hide', before: { isActive: true }, after: { isActive: false } },
    ]);
  });
});
