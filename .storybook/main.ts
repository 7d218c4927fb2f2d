import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const packages = fileURLToPath(new URL('../packages', import.meta.url));

// One Storybook over every package's stories. Telemetry is off: these machines have no network,
// and Storybook would otherwise wait on it.
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // Stories read the workspace packages' sources, as the jest preset does, so the Storybook never
  // shows a stale build of a package it depends on.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: {
      ...viteConfig.resolve,
      alias: [
        { find: /^@brand\/([a-z-]+)\/([a-z-]+)$/, replacement: `${packages}/$1/src/$2/index.ts` },
        { find: /^@brand\/([a-z-]+)$/, replacement: `${packages}/$1/src/index.ts` },
      ],
    },
  }),
};

export default config;
