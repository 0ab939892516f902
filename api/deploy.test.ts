import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from '@jest/globals';
import { parseAllDocuments, parse as parseYaml } from 'yaml';
import { expect } from '../test/support/expect';
import { environmentVariables, loadConfig } from './src/platform/config';

// These files checked against the code they deploy. `pnpm test:deploy` builds and runs the images and the stack; the
// Kubernetes kinds podman cannot run (Service, HorizontalPodAutoscaler, PodDisruptionBudget, Ingress) are checked
// only here.
const root = path.resolve(__dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

// biome-ignore lint/suspicious/noExplicitAny: parsed YAML is walked by the expectations below
type Doc = any;
const compose: Doc = parseYaml(read('deploy/compose.yaml'));
const k8s: Doc[] = fs
  .readdirSync(path.join(root, 'deploy/k8s'))
  .flatMap((file) => parseAllDocuments(read(`deploy/k8s/${file}`)).map((doc) => doc.toJS()));
const kind = (name: string) => k8s.filter((doc) => doc.kind === name);
const deployment = (name: string) => kind('Deployment').find((doc) => doc.metadata.name === name);
const container = (name: string) => deployment(name).spec.template.spec.containers[0];
const k8sEnv = (name: string): Record<string, string> =>
  Object.fromEntries(
    container(name).env.map((one: { name: string; value: string }) => [one.name, one.value]),
  );
const configMap = (name: string) => kind('ConfigMap').find((doc) => doc.metadata.name === name);
const secret = kind('Secret').find((doc) => doc.metadata.name === 'portal-secrets');
const dockerfile = (name: string) => read(`deploy/${name}.Dockerfile`);
/** The variables a Dockerfile's ENV instructions set (continued lines joined). */
const dockerEnv = (text: string): Record<string, string> =>
  Object.fromEntries(
    text
      .replace(/\\\n\s*/g, ' ')
      .split('\n')
      .filter((line) => line.startsWith('ENV '))
      .flatMap((line) => [...line.matchAll(/(\w+)=("[^"]*"|\S+)/g)])
      .map((match) => [match[1], (match[2] as string).replace(/^"|"$/g, '')]),
  );

const apiPort = loadConfig({}).port;
const template = read('deploy/nginx/portal.conf.template');
const templateVariables = [...new Set([...template.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]))];
const hostVariables = new Set(
  ['host/pages.cjs', 'host/first-screen/first-screen.cjs', 'host/section-files.cjs']
    .concat(
      fs
        .readdirSync(path.join(root, 'build-config'))
        .filter((f) => f.endsWith('.cjs'))
        .map((f) => `build-config/${f}`),
    )
    .flatMap((file) =>
      [...read(file).matchAll(/process\.env(?:\.(\w+)|\[`\$\{[^}]+\}_URL`\])/g)].map((m) => m[1] ?? ''),
    )
    .filter(Boolean),
);

describe('deploy/', () => {
  it('gives the API only variables loadConfig knows, and ones it accepts', () => {
    const composeEnv = compose.services.api.environment as Record<string, string>;
    const k8sApiEnv = { ...configMap('portal-config').data, ...secret.stringData, ...k8sEnv('api') };
    for (const env of [composeEnv, k8sApiEnv]) {
      expect(Object.keys(env).filter((name) => !environmentVariables.includes(name))).toEqual([]);
    }
    const filled = (env: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(env).map(([name, value]) => [
          name,
          String(value).replace(/\$\{\w+(:\?[^}]*)?\}/g, 'a-placeholder-secret-of-at-least-32-characters'),
        ]),
      );
    expect(() => loadConfig(filled(composeEnv))).not.toThrow();
    expect(() => loadConfig(filled(k8sApiEnv))).not.toThrow();
  });

  it('puts the API on the port it listens on by default, everywhere', () => {
    expect(apiPort).toBe(4000);
    expect(compose.services.api.environment.API_PORT).toBe(String(apiPort));
    expect(k8sEnv('api').API_PORT).toBe(String(apiPort));
    expect(container('api').ports[0].containerPort).toBe(apiPort);
    expect(kind('Service').find((doc) => doc.metadata.name === 'api').spec.ports[0].port).toBe(apiPort);
    expect(dockerfile('api')).toContain(`EXPOSE ${apiPort}`);
    expect(dockerfile('api')).toContain(`http://127.0.0.1:${apiPort}/client/health`);
    for (const servers of [
      compose.services['front-door'].environment.API_SERVERS,
      k8sEnv('front-door').API_SERVERS,
    ]) {
      expect(servers).toContain(`server api:${apiPort} `);
    }
    expect(compose.services.host.environment.API_URL).toBe(`http://api:${apiPort}`);
  });

  it('probes the health routes the API serves: liveness and readiness', () => {
    const routes = read('api/src/modules/system/health/routes.ts');
    expect(routes).toContain("'/health'");
    expect(routes).toContain("'/health/ready'");
    expect(container('api').livenessProbe.httpGet.path).toBe('/client/health');
    expect(container('api').readinessProbe.httpGet.path).toBe('/client/health/ready');
    expect(container('front-door').readinessProbe.httpGet.path).toBe('/client/health');
  });

  it('fills every variable of the nginx template, in compose, Kubernetes, the image and start --cluster', () => {
    const cluster = read('scripts/lib/cluster.mjs');
    const startScript = read('deploy/nginx/front-door.sh');
    for (const name of templateVariables) {
      expect(compose.services['front-door'].environment, name).toHaveProperty(name as string);
      expect(k8sEnv('front-door'), name).toHaveProperty(name as string);
      expect(dockerEnv(dockerfile('front-door')), name).toHaveProperty(name as string);
      expect(cluster, name).toContain(`${name}:`);
      expect(startScript, name).toContain(`\${${name}}`);
    }
  });

  // A first visit's scripts as brotli are about an eighth smaller than as gzip (README, Budgets).
  it('starts the front door as start --cluster does, serving the releases as brotli', () => {
    const image = dockerfile('front-door');
    const conf = dockerEnv(image).FRONT_DOOR_CONF;
    expect(image).toContain(
      `COPY deploy/nginx/front-door.sh deploy/nginx/front-door.conf deploy/nginx/portal.conf.template ${conf}/`,
    );
    expect(image).toMatch(new RegExp(`^CMD \\["/bin/sh", "${conf}/front-door.sh"\\]$`, 'm'));
    expect(image).toMatch(/apt-get install .*\bnginx libnginx-mod-http-brotli-static\b/);
    expect(read('scripts/lib/cluster.mjs')).toContain("args: ['deploy/nginx/front-door.sh']");
    for (const env of [compose.services['front-door'].environment, k8sEnv('front-door'), dockerEnv(image)]) {
      expect(env.PRECOMPRESSED).toBe('gzip_static on; brotli_static on;');
    }
  });

  it('gives the host only variables its server reads', () => {
    for (const env of [compose.services.host.environment, k8sEnv('host')]) {
      expect(Object.keys(env).filter((name) => !hostVariables.has(name))).toEqual([]);
    }
  });

  it("reads the release registry in Kubernetes from the API's PostgreSQL database, not from a mounted file", () => {
    const env = container('host').env as { name: string; valueFrom?: { secretKeyRef?: object } }[];
    expect(env.find((one) => one.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef).toEqual({
      name: secret.metadata.name,
      key: 'DATABASE_URL',
    });
    expect(secret.stringData.DATABASE_URL).toMatch(/^postgres:\/\//);
    expect(k8sEnv('host')).not.toHaveProperty('RELEASE_REGISTRY');
    expect(configMap('release-registry')).toBeUndefined();
    expect(configMap('portal-config').data.S3_PUBLIC_URL).toMatch(/^https:\/\//);
  });

  it("reads the release registry in compose from the API's database, filled once with the images' releases", () => {
    const { api, host, 'release-registry': imported } = compose.services;
    expect(host.environment.DATABASE_URL).toBe(api.environment.DATABASE_URL);
    expect(host.environment).not.toHaveProperty('RELEASE_REGISTRY');
    expect(imported.image).toBe(host.image);
    expect(imported.environment.DATABASE_URL).toBe(api.environment.DATABASE_URL);
    const script = imported.command.at(-1).replace(/^\/app\//, '');
    expect(read(script)).toContain('DATABASE_URL');
    expect(dockerfile('host')).toContain('COPY --from=releases /app/build-config build-config');
    expect(imported.depends_on.api.condition).toBe('service_healthy');
    expect(host.depends_on['release-registry'].condition).toBe('service_completed_successfully');
  });

  it('makes the bucket the API is given, in a maintained S3-compatible store', () => {
    expect(compose.services['object-store'].image).toMatch(/^chrislusf\/seaweedfs:\d/);
    expect(compose.services['object-store-bucket'].entrypoint.join(' ')).toContain(
      `s3.bucket.create -name ${compose.services.api.environment.S3_BUCKET}`,
    );
    expect(compose.services.api.environment.S3_ENDPOINT).toBe('http://object-store:9000');
    const identities = JSON.parse(compose.configs['s3-identities'].content.replace(/\$\{[^}]+\}/g, 'secret'));
    expect(identities.identities[0].credentials[0].accessKey).toBe(
      compose.services.api.environment.S3_ACCESS_KEY_ID,
    );
  });

  it('names the same images in compose and Kubernetes', () => {
    for (const name of ['api', 'host', 'front-door']) {
      expect(container(name).image).toBe(compose.services[name].image);
      expect(compose.services[name].build.dockerfile).toBe(`deploy/${name}.Dockerfile`);
    }
  });

  it('runs every image as a user other than root, on Node 24 where it runs Node, with a HEALTHCHECK', () => {
    for (const name of ['api', 'host', 'front-door']) {
      const text = dockerfile(name);
      const users = [...text.matchAll(/^USER (\S+)/gm)].map((match) => match[1]);
      expect(users.at(-1), name).not.toBe('root');
      expect(text, name).toMatch(/^HEALTHCHECK /m);
    }
    // Node's major is a build argument (24 unless given), pnpm the version package.json's packageManager names.
    for (const name of ['api', 'host', 'releases']) {
      const text = dockerfile(name);
      expect(text, name).toMatch(/^ARG NODE_VERSION=24$/m);
      const nodeBases = [...text.matchAll(/^FROM (node:\S+)/gm)].map((match) => match[1]);
      expect(nodeBases, name).not.toEqual([]);
      for (const base of nodeBases) expect(base, name).toBe(`node:$\{NODE_VERSION}-bookworm-slim`);
      expect(text, name).not.toMatch(/pnpm@\d/);
    }
    expect(dockerEnv(dockerfile('api')).API_PORT).toBe(String(apiPort));
  });

  it('scales and protects the API: the autoscaler and disruption budgets select what the deployments run', () => {
    const autoscaler = kind('HorizontalPodAutoscaler')[0];
    expect(autoscaler.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'api' });
    expect(autoscaler.spec.minReplicas).toBeGreaterThanOrEqual(2);
    for (const budget of kind('PodDisruptionBudget')) {
      const target = deployment(budget.metadata.name);
      expect(target.spec.template.metadata.labels).toMatchObject(budget.spec.selector.matchLabels);
    }
    const ingress = kind('Ingress')[0].spec.rules[0].http.paths[0].backend.service;
    expect(ingress).toEqual({ name: 'front-door', port: { name: 'http' } });
    expect(container('front-door').ports[0].containerPort).toBe(8080);
    expect(compose.services['front-door'].ports).toEqual(['8080:8080']);
  });
});
