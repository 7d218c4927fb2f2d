import type { FormValues, InputDefinition } from '@brand/forms';
import { BrandThemeProvider } from '@brand/ui';
import { type RenderOptions, type RenderResult, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { FormRenderer, type FormRendererProps } from './FormRenderer';
import { createInMemoryDataSources } from './in-memory-data-sources';
import { SAMPLE_DATA } from './sample-data';

function Providers({ children }: { children: ReactNode }) {
  return <BrandThemeProvider withGlobalStyles={false}>{children}</BrandThemeProvider>;
}

/** Renders inside the brand theme and returns a user-event session bound to the same document. */
export function renderWithTheme(
  ui: ReactElement,
  options?: Omit<RenderOptions, 'wrapper'> & { advanceTimers?: (ms: number) => void },
): RenderResult & { user: UserEvent } {
  const { advanceTimers, ...rest } = options ?? {};
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  return { user, ...render(ui, { wrapper: Providers, ...rest }) };
}

/** Renders a form of these inputs over the sample data; `submit()` presses the button and returns what onSubmit got. */
export function renderForm(
  inputs: readonly InputDefinition[],
  props: Partial<FormRendererProps> & { advanceTimers?: (ms: number) => void } = {},
): RenderResult & {
  user: UserEvent;
  onSubmit: jest.Mock;
  submit: () => Promise<FormValues | undefined>;
} {
  const onSubmit = jest.fn();
  const { advanceTimers, ...rest } = props;
  const result = renderWithTheme(
    <FormRenderer
      form={{ id: 'test', inputs }}
      onSubmit={onSubmit}
      dataSources={createInMemoryDataSources(SAMPLE_DATA)}
      context={{ now: TEST_NOW }}
      {...rest}
    />,
    advanceTimers ? { advanceTimers } : undefined,
  );
  const submit = async () => {
    await result.user.click(screen.getByRole('button', { name: 'Continue' }));
    return onSubmit.mock.calls.at(-1)?.[0] as FormValues | undefined;
  };
  return { ...result, onSubmit, submit };
}

/** The time tests pin: a Wednesday in June 2025, London time. */
export const TEST_NOW = '2025-06-11T10:00:00+01:00';
