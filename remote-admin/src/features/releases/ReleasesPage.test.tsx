import { beforeEach, describe, expect, it } from '@jest/globals';
import { AppProviders, accessTokenAtom, portalStore, queryClient } from '@portal/shared';
import type { AppReleases, DeployToken, ReleaseFacts } from '@portal/shared/contract';
import { BrowserRouter } from '@portal/shared/router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import en from '../../../../api/src/db/seed/localize/en.json';
import km from '../../../../api/src/db/seed/localize/km.json';
import { localizeWith } from '../../../../shared/test/localize';
import { mockApi, ok } from '../../../../shared/test/mock-api';
import ReleasesPage from './ReleasesPage';

const older = '1.0.0-20261120080000-aaa1111';
const live = '1.0.0-20261125080000-bbb2222';
const canary = '1.0.0-20261127080000-ccc3333';
const facts = (version: string, commit: string, builtAt: string): ReleaseFacts => ({
  app: 'academy',
  version,
  commit,
  builtAt,
  shared: { version: '3.4.0', range: '^3.2.0' },
  federationCore: version === older ? null : '0.21.6',
});
const academy = (): AppReleases => ({
  app: 'academy',
  live,
  canary: { version: canary, share: 10 },
  releases: [
    facts(older, 'aaa1111', '2026-11-20T08:00:00.000Z'),
    facts(live, 'bbb2222', '2026-11-25T08:00:00.000Z'),
    facts(canary, 'ccc3333', '2026-11-27T08:00:00.000Z'),
  ],
  history: [
    {
      at: '2026-11-27T09:00:00.000Z',
      by: 'deploy token #4 (academy)',
      who: { kind: 'deployToken', app: 'academy' },
      action: 'canary',
      app: 'academy',
      from: live,
      to: canary,
      share: 10,
    },
    {
      at: '2026-11-25T09:00:00.000Z',
      by: 'staff #3',
      who: { kind: 'staff', name: 'Bopha Admin' },
      action: 'promote',
      app: 'academy',
      from: older,
      to: live,
      reason: 'Spring term',
    },
  ],
});
const shop = (): AppReleases => ({
  app: 'shop',
  live: '2.0.0-20261126080000-ddd4444',
  canary: null,
  releases: [
    { ...facts('2.0.0-20261126080000-ddd4444', 'ddd4444', '2026-11-26T08:00:00.000Z'), app: 'shop' },
  ],
  history: [
    {
      at: '2026-11-26T10:00:00.000Z',
      by: 'ops',
      action: 'promote',
      app: 'shop',
      from: null,
      to: '2.0.0-20261126080000-ddd4444',
    },
  ],
});

let asked: { method: string; path: string; body: unknown }[];
let tokens: DeployToken[];
let refuse: string | null;

const remember = async (request: Request) => {
  const url = new URL(request.url);
  const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
  asked.push({ method: request.method, path: url.pathname, body: text ? JSON.parse(text) : undefined });
};

const server = mockApi(
  http.get('/client/localize', () => ok({ ...localizeWith(en), translations: { en, km } })),
  http.get('/admin-api/releases', () => ok([academy(), shop()])),
  http.get('/admin-api/releases/health', () =>
    ok({
      from: '2026-11-26T10:00:00.000Z',
      to: '2026-11-27T10:00:00.000Z',
      releases: [
        {
          app: 'academy',
          version: live,
          hours: [{ hour: '2026-11-27T09:00:00.000Z', loads: 90, failures: 1, failureRate: 1 / 90 }],
        },
        {
          app: 'academy',
          version: canary,
          hours: [{ hour: '2026-11-27T09:00:00.000Z', loads: 10, failures: 2, failureRate: 0.2 }],
        },
      ],
    }),
  ),
  http.post('/admin-api/releases/:app/promote', async ({ request, params }) => {
    await remember(request);
    if (refuse)
      return HttpResponse.json(
        { statusCode: 409, code: 4090, error: 'Conflict', message: refuse },
        { status: 409 },
      );
    const body = asked.at(-1)?.body as { version: string; canary?: number };
    return ok({
      at: '2026-11-27T10:00:00.000Z',
      by: 'Bopha Admin',
      action: body.canary ? 'canary' : 'promote',
      app: params.app,
      from: live,
      to: body.version,
    });
  }),
  http.post('/admin-api/releases/:app/rollback', async ({ request, params }) => {
    await remember(request);
    return ok({
      at: '2026-11-27T10:00:00.000Z',
      by: 'Bopha Admin',
      action: 'rollback',
      app: params.app,
      from: canary,
      to: live,
    });
  }),
  http.post('/admin-api/releases/:app/:version/preview', async ({ request, params }) => {
    await remember(request);
    return ok({
      url: `http://portal.test/?release-preview=signed-${params.version}`,
      expiresAt: '2026-11-27T11:00:00.000Z',
    });
  }),
  http.get('/admin-api/deploy-tokens', () => ok(tokens)),
  http.post('/admin-api/deploy-tokens', async ({ request }) => {
    await remember(request);
    const body = asked.at(-1)?.body as { app: 'academy' };
    tokens.push({
      id: 8,
      app: body.app,
      createdBy: 1,
      createdAt: '2026-11-27T10:00:00.000Z',
      expiresAt: '2026-12-04T10:00:00.000Z',
      revokedAt: null,
      lastUsedAt: null,
    });
    return ok({ id: 8, token: 'dpl_academy_s3cr3t', app: body.app, expiresAt: '2026-12-04T10:00:00.000Z' });
  }),
  http.delete('/admin-api/deploy-tokens/:id', async ({ request, params }) => {
    await remember(request);
    tokens = tokens.map((token) =>
      token.id === Number(params.id) ? { ...token, revokedAt: '2026-11-27T10:05:00.000Z' } : token,
    );
    return ok({});
  }),
  http.all('*', () =>
    HttpResponse.json(
      { statusCode: 404, code: 4040, error: 'Not Found', message: 'resourceNotFound' },
      { status: 404 },
    ),
  ),
);

beforeEach(() => {
  asked = [];
  refuse = null;
  tokens = [
    {
      id: 3,
      app: 'shop',
      createdBy: 1,
      createdAt: '2026-11-01T03:00:00.000Z',
      expiresAt: '2026-12-01T03:00:00.000Z',
      revokedAt: null,
      lastUsedAt: '2026-11-26T08:00:00.000Z',
    },
  ];
  queryClient.clear();
  portalStore.set(accessTokenAtom, 'token');
  window.history.replaceState(null, '', '/admin/releases');
  localStorage.clear();
});

/** The dialog closed after the API answered. */
const confirmed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

const openPage = async (app = 'academy') => {
  render(
    <AppProviders>
      <BrowserRouter>
        <ReleasesPage />
      </BrowserRouter>
    </AppProviders>,
  );
  return screen.findByRole('region', { name: app });
};

describe('the releases page', () => {
  it('shows per app the live release, the canary with its share, their facts and who put them there', async () => {
    const card = await openPage();
    const liveFacts = within(card).getByTestId('release-live');
    expect(liveFacts).toHaveTextContent(live);
    expect(liveFacts).toHaveTextContent('bbb2222');
    expect(liveFacts).toHaveTextContent('^3.2.0');
    expect(liveFacts).toHaveTextContent('0.21.6');
    expect(liveFacts).toHaveTextContent('25-11-2026 15:00');
    expect(liveFacts).toHaveTextContent('Bopha Admin');
    const canaryFacts = within(card).getByTestId('release-canary');
    expect(canaryFacts).toHaveTextContent(canary);
    expect(canaryFacts).toHaveTextContent(en.adminReleaseCanaryShare.replace('{{share}}', '10'));
    expect(canaryFacts).toHaveTextContent(en.adminReleaseByDeployToken.replace('{{app}}', 'academy'));
    expect(within(screen.getByRole('region', { name: 'shop' })).queryByTestId('release-canary')).toBeNull();
    const history = within(screen.getByTestId('release-history')).getAllByRole('listitem');
    expect(history.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining(canary),
      expect.stringContaining('shop'),
      expect.stringContaining('Spring term'),
    ]);
    // Who: a staff member by name, a pipeline as its deploy token's app, anyone else as the command wrote it.
    expect(history[0]).toHaveTextContent(
      en.adminReleaseHistoryBy.replace('{{by}}', en.adminReleaseByDeployToken.replace('{{app}}', 'academy')),
    );
    expect(history[1]).toHaveTextContent(en.adminReleaseHistoryBy.replace('{{by}}', 'ops'));
    expect(history[2]).toHaveTextContent(en.adminReleaseHistoryBy.replace('{{by}}', 'Bopha Admin'));
    expect(screen.queryByText(/staff #3|deploy token #4/)).toBeNull();
    expect(await screen.findByTestId('release-health-chart')).toBeInTheDocument();
    expect(screen.getAllByTestId('release-health-row').map((row) => row.textContent)).toEqual([
      `academy ${live}: ${en.adminReleaseHealthRow.replace('{{loads}}', '90').replace('{{rate}}', '1.1')}`,
      `academy ${canary}: ${en.adminReleaseHealthRow.replace('{{loads}}', '10').replace('{{rate}}', '20')}`,
    ]);
  });

  it('starts a canary of a kept release at the share asked, with the reason, once confirmed', async () => {
    const user = userEvent.setup();
    const card = await openPage();
    const kept = within(card).getByTestId(`kept-${older}`);
    await user.click(within(kept).getByRole('button', { name: en.adminReleaseStartCanary }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText(en.adminReleaseSharePercent));
    await user.type(within(dialog).getByLabelText(en.adminReleaseSharePercent), '25');
    await user.type(within(dialog).getByLabelText(en.adminReleaseReason), 'Try the old one');
    await user.click(within(dialog).getByRole('button', { name: en.adminReleaseConfirm }));
    await confirmed();
    expect(await screen.findByText(/^academy changed\.$/i)).toBeInTheDocument();
    expect(asked).toEqual([
      {
        method: 'POST',
        path: '/admin-api/releases/academy/promote',
        body: { version: older, canary: 25, reason: 'Try the old one' },
      },
    ]);
  });

  it('completes and ends a canary, and rolls back, asking each time', async () => {
    const user = userEvent.setup();
    const card = await openPage();
    const canaryFacts = within(card).getByTestId('release-canary');
    await user.click(within(canaryFacts).getByRole('button', { name: en.adminReleaseCompleteCanary }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: en.adminReleaseConfirm }),
    );
    await confirmed();
    await user.click(within(canaryFacts).getByRole('button', { name: en.adminReleaseEndCanary }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: en.adminReleaseConfirm }),
    );
    await user.click(
      within(screen.getByRole('region', { name: 'shop' })).getByRole('button', {
        name: en.adminReleaseRollback,
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(en.adminReleaseReason), 'Broken menu');
    await user.click(within(dialog).getByRole('button', { name: en.adminReleaseConfirm }));
    await confirmed();
    expect(asked).toEqual([
      { method: 'POST', path: '/admin-api/releases/academy/promote', body: { version: canary } },
      { method: 'POST', path: '/admin-api/releases/academy/rollback', body: {} },
      { method: 'POST', path: '/admin-api/releases/shop/rollback', body: { reason: 'Broken menu' } },
    ]);
  });

  it('shows a refusal with its reason, and refuses a share outside 1–99 before asking', async () => {
    const user = userEvent.setup();
    const card = await openPage();
    await user.click(
      within(within(card).getByTestId(`kept-${older}`)).getByRole('button', {
        name: en.adminReleaseStartCanary,
      }),
    );
    let dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText(en.adminReleaseSharePercent));
    await user.type(within(dialog).getByLabelText(en.adminReleaseSharePercent), '100');
    await user.click(within(dialog).getByRole('button', { name: en.adminReleaseConfirm }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(en.adminReleaseShareInvalid);
    expect(asked).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: en.adminCancel }));

    refuse = 'Refused: academy needs @portal/shared ^4.0.0, the live host provides 3.4.0';
    await user.click(
      within(within(card).getByTestId(`kept-${older}`)).getByRole('button', { name: en.adminReleasePromote }),
    );
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: en.adminReleaseConfirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refuse);
  });

  it('shows the newest three kept releases of an app, and all of them when asked', async () => {
    const user = userEvent.setup();
    const versions = [1, 2, 3, 4, 5].map((day) => `2.0.0-2026112${day}080000-ddd444${day}`);
    server.use(
      http.get('/admin-api/releases', () =>
        ok([
          academy(),
          {
            ...shop(),
            live: versions[4],
            releases: versions.map((version) => ({
              ...facts(version, 'ddd4444', '2026-11-26T08:00:00.000Z'),
              app: 'shop',
            })),
          },
        ]),
      ),
    );
    await openPage();
    const card = screen.getByRole('region', { name: 'shop' });
    expect(
      within(card)
        .getAllByTestId(/^kept-/)
        .map((kept) => kept.dataset.testid),
    ).toEqual([versions[4], versions[3], versions[2]].map((version) => `kept-${version}`));
    await user.click(
      within(card).getByRole('button', { name: en.adminReleaseShowAllKept.replace('{{count}}', '5') }),
    );
    expect(within(card).getAllByTestId(/^kept-/)).toHaveLength(5);
  });

  it('shows the newest twenty changes of the history, and all of them when asked', async () => {
    const user = userEvent.setup();
    const history = Array.from({ length: 25 }, (_, hour) => ({
      at: `2026-11-26T${String(hour % 24).padStart(2, '0')}:${hour < 24 ? '00' : '30'}:00.000Z`,
      by: `Staff ${hour}`,
      action: 'promote',
      app: 'shop',
      from: null,
      to: live,
    }));
    server.use(http.get('/admin-api/releases', () => ok([{ ...shop(), history }])));
    await openPage('shop');
    const list = await screen.findByTestId('release-history');
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Staff 23');
    await user.click(
      within(list).getByRole('button', { name: en.adminReleaseShowAllHistory.replace('{{count}}', '25') }),
    );
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
  });

  it('makes a preview link of a kept release and shows it', async () => {
    const user = userEvent.setup();
    const card = await openPage();
    const kept = within(card).getByTestId(`kept-${canary}`);
    await user.click(within(kept).getByRole('button', { name: en.adminReleasePreview }));
    expect(await within(kept).findByRole('textbox', { name: en.adminReleasePreviewLinkLabel })).toHaveValue(
      `http://portal.test/?release-preview=signed-${canary}`,
    );
    expect(within(kept).getByRole('button', { name: en.adminReleaseCopy })).toBeInTheDocument();
  });

  it('creates a deploy token shown once, lists it and revokes it', async () => {
    const user = userEvent.setup();
    await openPage();
    const section = screen.getByTestId('deploy-tokens');
    await within(section).findByTestId('deploy-token-3');
    await user.selectOptions(within(section).getByLabelText(en.adminDeployTokenApp), 'academy');
    await user.clear(within(section).getByLabelText(en.adminDeployTokenDays));
    await user.type(within(section).getByLabelText(en.adminDeployTokenDays), '7');
    await user.click(within(section).getByRole('button', { name: en.adminDeployTokenCreate }));
    expect(await within(section).findByRole('textbox', { name: en.adminDeployTokenNew })).toHaveValue(
      'dpl_academy_s3cr3t',
    );
    const row = await within(section).findByTestId('deploy-token-8');
    await user.click(within(row).getByRole('button', { name: en.adminDeployTokenRevoke }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: en.adminReleaseConfirm }),
    );
    await within(row).findByText(en.adminDeployTokenRevoked);
    expect(asked).toEqual([
      { method: 'POST', path: '/admin-api/deploy-tokens', body: { app: 'academy', expiresInDays: 7 } },
      { method: 'DELETE', path: '/admin-api/deploy-tokens/8', body: undefined },
    ]);
  });

  it('speaks Khmer', async () => {
    localStorage.setItem('language', 'km');
    const card = await openPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(km.adminReleases);
    expect(within(card).getByTestId('release-canary')).toHaveTextContent(
      km.adminReleaseCanaryShare.replace('{{share}}', '10'),
    );
    expect(within(card).getAllByRole('button', { name: km.adminReleasePreview }).length).toBe(3);
    expect(within(card).getByTestId('release-canary')).toHaveTextContent(
      km.adminReleaseByDeployToken.replace('{{app}}', 'academy'),
    );
    expect(
      within(screen.getByTestId('deploy-tokens')).getByRole('button', { name: km.adminDeployTokenCreate }),
    ).toBeInTheDocument();
  });
});
