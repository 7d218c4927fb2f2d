// What the agent chat's stories share: the component under the page's own heading, as the
// console's AdminPage puts it (the stories render it in ScreenStory: texts, router). Story support
// only: no app code imports it.
import type { ReactElement } from 'react';

/** The story's page: its h1 (the console's page title) above `children`. */
export function consolePage(title: string, children: ReactElement): ReactElement {
  return (
    <main style={{ padding: 24 }}>
      <h1>{title}</h1>
      {children}
    </main>
  );
}
