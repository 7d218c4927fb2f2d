import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { BrandThemeProvider } from './theme/BrandThemeProvider';

function Providers({ children }: { children: ReactNode }) {
  return <BrandThemeProvider withGlobalStyles={false}>{children}</BrandThemeProvider>;
}

/** Renders inside the brand theme and returns a user-event session bound to the same document. */
export function renderWithTheme(
  ui: ReactElement,
  options?: Omit<RenderOptions, 'wrapper'>,
): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  return { user, ...render(ui, { wrapper: Providers, ...options }) };
}
