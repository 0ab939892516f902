// deploy/*.Dockerfile built as compose builds them: from the checkout, with the names compose and Kubernetes use.
// releases.Dockerfile first: host and front-door take their files from it (`FROM releases`).
import path from 'node:path';
import { buildFlags } from './base-images.mjs';
import { podman } from './podman.mjs';

export const portalImages = ['releases', 'api', 'host', 'front-door'];

export async function buildPortalImages(env, dir, root, nodeMajor) {
  for (const name of portalImages) {
    const at = Date.now();
    await podman(
      env,
      [
        'build',
        ...buildFlags(),
        '--build-arg',
        `NODE_VERSION=${nodeMajor}`,
        '-f',
        path.join(root, 'deploy', `${name}.Dockerfile`),
        '-t',
        `localhost/coffee-portal/${name}`,
        ...(name === 'releases' ? ['-t', 'localhost/releases'] : []),
        root,
      ],
      { log: `${dir}/build-${name}.log` },
    );
    const size = await podman(env, [
      'image',
      'inspect',
      '--format',
      '{{.Size}}',
      `localhost/coffee-portal/${name}`,
    ]);
    console.log(
      `  ${name}: ${Math.round((Date.now() - at) / 1000)} s, ${Math.round(Number(size) / 2 ** 20)} MB`,
    );
  }
}
