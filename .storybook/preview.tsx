import type { Preview } from '@storybook/react-vite';
import { BrandThemeProvider } from '../packages/ui/src/theme/BrandThemeProvider';

const preview: Preview = {
  decorators: [
    (Story) => (
      <BrandThemeProvider>
        <Story />
      </BrandThemeProvider>
    ),
  ],
  parameters: {
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Fail stories on accessibility violations in the a11y panel; CI runs axe over every story too.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '720px' } },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop 1200', styles: { width: '1200px', height: '900px' } },
      },
    },
  },
};

export default preview;
