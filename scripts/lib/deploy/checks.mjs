// The stack checked from outside, as a customer and an operator meet it: everything through the front door.
import assert from 'node:assert/strict';
import { databaseRegistry, promoteInDatabase } from './database-registry.mjs';
import { podman } from './podman.mjs';
import { waitFor } from './stack.mjs';

// A 1×1 PNG: a real image, which the API looks at before it keeps an upload.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export async function checkStack(env, stack, root) {
  const { frontDoor } = stack;
  const passed = [];
  const check = async (name, work) => {
    await work();
    passed.push(name);
    console.log(`  ✓ ${name}`);
  };
  const call = async (method, pathname, body, token) => {
    const answer = await fetch(`${frontDoor}/client${pathname}`, {
      method,
      headers: {
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const json = await answer.json();
    if (!answer.ok)
      throw new Error(`${method} ${pathname} answered ${answer.status}: ${JSON.stringify(json)}`);
    return json.data;
  };

  await check('pages: the home page and a remote release file, with their headers', async () => {
    const home = await fetch(`${frontDoor}/`);
    assert.equal(home.status, 200);
    assert.match(home.headers.get('content-type') ?? '', /text\/html/);
    assert.match(home.headers.get('content-security-policy') ?? '', /nonce-/);
    assert.match(home.headers.get('x-request-id') ?? '', /^[0-9a-f]{32}$/);
    const config = await (await fetch(`${frontDoor}/runtime-config.json`)).json();
    const manifest = config.remotes.shop.manifest;
    assert.ok(manifest.startsWith(`${frontDoor}/remotes/shop/`), manifest);
    const entry = await fetch(manifest.replace('mf-manifest.json', 'remoteEntry.js'), {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    assert.equal(entry.status, 200);
    assert.equal(entry.headers.get('content-encoding'), 'br');
    assert.equal((await fetch(`${frontDoor}/product/x/1`)).status, 200);
  });

  await check('the API: catalogue reads balanced over both replicas', async () => {
    for (let i = 0; i < 6; i++) {
      const products = await call('GET', '/product?limit=5');
      assert.ok(Array.isArray(products) && products.length > 0, 'no products');
    }
    const log = await podman(env, ['logs', 'portal-test-front-door']);
    for (const api of stack.api)
      assert.ok(log.includes(`"upstream":"${api.slice(7)}"`), `no request reached ${api}`);
  });

  const customer = { phone: `09${String(Date.now()).slice(-8)}`, password: 'deploy-pass1' };
  let token;
  let orderId;
  await check("a customer's order: registered, verified by the code the outbox kept, ordered", async () => {
    await call('POST', '/account/register', {
      firstName: 'Dara',
      lastName: 'Keo',
      phone: customer.phone,
      password: customer.password,
      confirmPassword: customer.password,
      gender: 'Male',
    });
    let code = '';
    await waitFor(
      'the verification code',
      async () => {
        code = (
          await stack.psql(
            `select code from outbox_messages where recipient = '${customer.phone}' and purpose = 'VERIFY_ACCOUNT' order by id desc limit 1`,
          )
        ).trim();
        return code.length > 0;
      },
      20_000,
    );
    await call('POST', '/account/verify-account', { phoneOrEmail: customer.phone, otp: code });
    token = (await call('POST', '/auth/login', { user: customer.phone, password: customer.password }))
      .access_token;
    const products = await call('GET', '/product?limit=100');
    const product = products.find((one) => !one.hasOptions && one.stock > 5);
    assert.ok(product, 'no product without options in stock');
    await call('POST', '/cart/add', { productId: product.id, quantity: 1 }, token);
    const address = await call(
      'POST',
      '/address',
      { name: 'Shop', addressDetail: 'St. 310, #25', provinceId: 12, districtId: 1201 },
      token,
    );
    const order = await call(
      'POST',
      '/order',
      { deliveryType: 'delivery', addressId: address.id, paymentMethod: 'cash_on_delivery' },
      token,
    );
    orderId = order.id;
    assert.equal((await call('GET', `/order/detail/${order.id}`, undefined, token)).id, order.id);
  });

  await check(
    'a picture: PUT to the bucket by its presigned URL, kept, and served through the front door',
    async () => {
      const [upload] = await call(
        'POST',
        '/upload/presign',
        { media: [{ ext: 'png', type: 'profile', filename: 'me.png' }] },
        token,
      );
      assert.ok(
        upload.uploadUrl.startsWith(`http://127.0.0.1:${stack.ports.objectStore}/`),
        upload.uploadUrl,
      );
      const put = await fetch(upload.uploadUrl, {
        method: 'PUT',
        headers: { 'Content-Type': 'image/png' },
        body: png,
      });
      assert.equal(put.status, 200, `the store answered the PUT ${put.status}: ${await put.text()}`);
      await call('PUT', '/account/profile', { imageUrl: upload.key }, token);
      const { imageUrl } = await call('GET', '/account/profile', undefined, token);
      assert.ok(imageUrl, 'the profile names no picture');
      const served = await fetch(new URL(imageUrl, frontDoor));
      assert.equal(served.status, 200, `${imageUrl} answered ${served.status}`);
      assert.match(served.headers.get('content-type') ?? '', /^image\//);
      const listing = await podman(env, [
        'exec',
        'portal-test-object-store',
        'find',
        '/tmp/objects',
        '-path',
        `*${upload.key.split('/')[1]}*`,
      ]);
      assert.ok(listing.trim(), 'the object is not in the bucket');
    },
  );

  await check(
    "a remote promoted in the database's registry, no container restarted: the host's next page names it",
    async () => {
      const started = await startedAt(env, stack.containers);
      const config = await (await fetch(`${frontDoor}/runtime-config.json`)).json();
      const live = config.remotes.shop.version;
      const registry = await databaseRegistry(stack.apiEnv.DATABASE_URL, root);
      assert.equal(registry.apps.shop?.live, live, "the host does not serve the database's live release");
      const next = `${live.split('-')[0]}-29991231000000-promote`;
      // The new release's files: beside the live one in the front door's releases folder (as a new image or volume
      // would bring them), then made live in the database's registry, as the release service does.
      await podman(env, [
        'exec',
        '--user',
        'root',
        'portal-test-front-door',
        'cp',
        '-a',
        `/usr/share/portal/releases/shop/${live}`,
        `/usr/share/portal/releases/shop/${next}`,
      ]);
      await promoteInDatabase({ apps: { shop: { live: next } } }, stack.apiEnv.DATABASE_URL, root);
      let after;
      await waitFor(
        'the promotion on the next page',
        async () => {
          after = await (await fetch(`${frontDoor}/runtime-config.json`)).json();
          return after.remotes.shop.version === next;
        },
        10_000,
      );
      const entry = await fetch(after.remotes.shop.manifest.replace('mf-manifest.json', 'remoteEntry.js'));
      assert.equal(entry.status, 200);
      // The registry file the host image still carries names the earlier release: the page followed the database.
      const carried = JSON.parse(
        await podman(env, ['exec', 'portal-test-host', 'cat', '/registry/release-registry.json']),
      );
      assert.notEqual(carried.apps.shop.live, next);
      assert.deepEqual(await startedAt(env, stack.containers), started);
    },
  );

  await check('one API container killed: every read still answers through the other', async () => {
    await podman(env, ['kill', 'portal-test-api-1']);
    const reads = [];
    for (let round = 0; round < 3; round++)
      reads.push(
        ...(await Promise.all(
          ['/product?limit=5', '/settings', '/category', '/showroom', '/health/ready'].map(
            async (pathname) => `${pathname} ${(await fetch(`${frontDoor}/client${pathname}`)).status}`,
          ),
        )),
      );
    assert.deepEqual(
      reads.filter((read) => !read.endsWith(' 200')),
      [],
    );
    assert.equal((await call('GET', `/order/detail/${orderId}`, undefined, token)).id, orderId);
  });
  return passed;
}

async function startedAt(env, containers) {
  const out = await podman(env, ['inspect', '--format', '{{.Name}} {{.State.StartedAt}}', ...containers]);
  return out.trim().split('\n').sort();
}
