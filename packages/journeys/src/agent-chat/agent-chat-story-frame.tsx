// What the agent chat's stories share: the component inside what the console gives its pages
// (texts, router), under the page's own heading, as ScreenStory does for the customer's screens.
// Story support only: no app code imports it.
import type { Meta } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { ScreenStory } from '../shared/screen-story';

/** The story's page: its h1 (the console's page title) above `children`. */
export function consolePage(title: string, children: ReactElement): ReactElement {
  return (
    <main style={{ padding: 24 }}>
      <h1>{title}</h1>
      {children}
    </main>
  );
}

/** The stories' meta: a screen story at the console's chat route, the platform unused. */
export function agentChatMeta(title: string, screen: ReactElement) {
  return {
    title,
    component: ScreenStory,
    tags: ['!autodocs'],
    parameters: { layout: 'fullscreen' },
    args: { path: '/chat/*', route: '/chat', screen, platform: {} },
  } satisfies Meta<typeof ScreenStory>;
}
