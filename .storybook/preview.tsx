import type { Preview } from '@storybook/react-vite';
import { BrandThemeProvider } from '../packages/ui/src/theme/BrandThemeProvider';
import { BRAND_THEMES, themeNamed } from './brand-themes';

const preview: Preview = {
  // Every component gets a docs page built from its props (react-docgen-typescript) and stories.
  tags: ['autodocs'],
  // The toolbar's Brand switcher: the same stories in the brand's theme or a second, made-up
  // brand's, to show what a brand team changes by handing BrandThemeProvider its own theme.
  globalTypes: {
    brand: {
      description: 'Which brand theme the components are drawn in',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: Object.entries(BRAND_THEMES).map(([value, { title }]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'brand' },
  decorators: [
    (Story, context) => (
      <BrandThemeProvider theme={themeNamed(context.globals.brand)}>
        <Story />
      </BrandThemeProvider>
    ),
  ],
  parameters: {
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Fail stories on accessibility violations in the a11y panel; CI runs axe over every story too.
    a11y: { test: 'error' },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Screens', '*'] },
    },
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
