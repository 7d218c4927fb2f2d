import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const packages = fileURLToPath(new URL('../packages', import.meta.url));

/**
 * The packages published as builds (their exports point to dist/): aliased to their sources below.
 * Source-only packages (the journeys, the app shell) already export their TypeScript.
 */
function builtPackages(): string[] {
  return readdirSync(packages).filter((name) => {
    const manifest = join(packages, name, 'package.json');
    return existsSync(manifest) && readFileSync(manifest, 'utf8').includes('"./dist/');
  });
}

// One Storybook over every package's stories. Telemetry is off: these machines have no network,
// and Storybook would otherwise wait on it.
const config: StorybookConfig = {
  stories: [
    './Introduction.mdx',
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // Stories read the workspace packages' sources, as the jest preset does, so the Storybook never
  // shows a stale build of a package it depends on.
  viteFinal: (viteConfig) => {
    const built = builtPackages().join('|');
    return {
      ...viteConfig,
      resolve: {
        ...viteConfig.resolve,
        alias: [
          {
            find: new RegExp(`^@brand/(${built})/([a-z-]+)$`),
            replacement: `${packages}/$1/src/$2/index.ts`,
          },
          { find: new RegExp(`^@brand/(${built})$`), replacement: `${packages}/$1/src/index.ts` },
        ],
      },
    };
  },
};

export default config;
