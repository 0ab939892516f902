import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';

type Registry = {
  apps: Record<string, { live: string; stack: string[]; canary?: { version: string; share: number } }>;
};
type Options = { by?: string; reason?: string };
export type RegistryStore = {
  read(): Promise<Registry>;
  promote(app: string, version: string, options?: Options): Promise<Record<string, unknown>>;
  startCanary(
    app: string,
    version: string,
    share: number,
    options?: Options,
  ): Promise<Record<string, unknown>>;
  rollback(app: string, options?: Options): Promise<Record<string, unknown>>;
  history(query?: { app?: string; limit?: number }): Promise<Record<string, unknown>[]>;
  watch(): (() => Registry) & { ready: Promise<void> };
  close(): Promise<void>;
};

/** What every registry store does, whichever keeps it (the file, PostgreSQL). */
export function describeRegistryStore(name: string, open: () => Promise<RegistryStore>) {
  describe(`the ${name} registry store`, () => {
    let store: RegistryStore;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(() => store.close());

    it('promotes and rolls back to the release live before, with who, when and why in its history', async () => {
      expect(await store.read()).toEqual({ apps: {} });
      await store.promote('academy', 'a1', { by: 'start' });
      await store.promote('academy', 'a2', { by: 'ops', reason: 'new lessons' });
      expect((await store.read()).apps.academy).toEqual({ live: 'a2', stack: ['a1', 'a2'] });
      await expect(store.promote('academy', 'a2')).rejects.toThrow('academy a2 is live already');
      const back = await store.rollback('academy', { by: 'ops', reason: 'lessons broken' });
      expect(back).toMatchObject({ action: 'rollback', app: 'academy', from: 'a2', to: 'a1' });
      await expect(store.rollback('academy')).rejects.toThrow(
        'academy has no earlier live release to roll back to',
      );
      const history = await store.history({ app: 'academy' });
      expect(history.map(({ by, action, from, to, reason }) => ({ by, action, from, to, reason }))).toEqual([
        { by: 'ops', action: 'rollback', from: 'a2', to: 'a1', reason: 'lessons broken' },
        { by: 'ops', action: 'promote', from: 'a1', to: 'a2', reason: 'new lessons' },
        { by: 'start', action: 'promote', from: null, to: 'a1', reason: undefined },
      ]);
      expect(Date.parse(String(history[0]?.at))).toBeGreaterThan(Date.now() - 60_000);
      expect(await store.history({ app: 'academy', limit: 1 })).toHaveLength(1);
      expect(await store.history({ app: 'shop' })).toEqual([]);
    });

    it('runs a canary beside the live release, changes its share, and completes it by promoting it', async () => {
      await expect(store.startCanary('academy', 'a2', 50)).rejects.toThrow('academy has no live release yet');
      await store.promote('academy', 'a1');
      await expect(store.startCanary('academy', 'a1', 50)).rejects.toThrow('academy a1 is live already');
      for (const share of [0, 100, 12.5])
        await expect(store.startCanary('academy', 'a2', share)).rejects.toThrow('from 1 to 99');
      const started = await store.startCanary('academy', 'a2', 10, { by: 'ops' });
      expect(started).toMatchObject({ action: 'canary', from: 'a1', to: 'a2', share: 10 });
      await store.startCanary('academy', 'a2', 50);
      expect((await store.read()).apps.academy).toEqual({
        live: 'a1',
        stack: ['a1'],
        canary: { version: 'a2', share: 50 },
      });
      await store.promote('academy', 'a2', { reason: 'no errors' });
      expect((await store.read()).apps.academy).toEqual({ live: 'a2', stack: ['a1', 'a2'] });
    });

    it('ends a running canary on rollback and keeps the live release', async () => {
      await store.promote('shop', 's1');
      await store.promote('shop', 's2');
      await store.startCanary('shop', 's3', 25);
      expect(await store.rollback('shop', { reason: 'failure rate' })).toMatchObject({
        action: 'rollback',
        from: 's3',
        to: 's2',
        reason: 'failure rate',
      });
      expect((await store.read()).apps.shop).toEqual({ live: 's2', stack: ['s1', 's2'] });
      await store.rollback('shop');
      expect((await store.read()).apps.shop?.live).toBe('s1');
    });

    it('never interleaves changes made at once', async () => {
      await Promise.all(['s1', 's2', 's3', 's4', 's5'].map((version) => store.promote('shop', version)));
      const { apps } = await store.read();
      expect([...(apps.shop?.stack ?? [])].sort()).toEqual(['s1', 's2', 's3', 's4', 's5']);
      expect(apps.shop?.live).toBe(apps.shop?.stack.at(-1));
      const history = await store.history({ app: 'shop' });
      expect(history.map((entry) => entry.from).reverse()).toEqual([
        null,
        ...(apps.shop?.stack ?? []).slice(0, -1),
      ]);
    });

    it('gives a server the latest registry through watch()', async () => {
      const watched = store.watch();
      await watched.ready;
      await store.promote('host', 'h1');
      await eventually(() => expect(watched().apps.host?.live).toBe('h1'));
      await store.startCanary('host', 'h2', 30);
      await eventually(() => expect(watched().apps.host?.canary).toEqual({ version: 'h2', share: 30 }));
    });
  });
}

/** Retries `check` until it passes or `ms` have passed. */
export async function eventually(check: () => unknown, ms = 5000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
