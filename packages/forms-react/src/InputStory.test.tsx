import { INPUT_TYPES } from '@brand/forms';
import { act } from '@testing-library/react';
import axe from 'axe-core';
import { InputStory } from './InputStory';
import { SAMPLE_ANSWERS } from './sample-data';
import { renderWithTheme, TEST_NOW } from './test-utils';

// What the stories show, checked with axe here too (jsdom cannot judge colour contrast; the
// Storybook run in Chromium does).
async function violations(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('InputStory (each input type’s story)', () => {
  // jsdom has no canvas; axe only uses it to spot icon fonts, which these stories do not use.
  beforeAll(() => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  const states = INPUT_TYPES.flatMap((type) => [
    { type, state: 'empty', readOnly: false, initialValues: undefined },
    { type, state: 'answered', readOnly: false, initialValues: SAMPLE_ANSWERS[type] },
    { type, state: 'read-only', readOnly: true, initialValues: SAMPLE_ANSWERS[type] },
  ]);

  it.each(states)(
    '$type ($state) has no axe violations',
    async ({ type, readOnly, initialValues }) => {
      const { container } = renderWithTheme(
        <InputStory
          type={type}
          readOnly={readOnly}
          initialValues={initialValues}
          context={{ now: TEST_NOW }}
        />,
      );
      // Lookups and lists settle after their first data-source reply.
      await act(async () => {});
      expect(await violations(container)).toEqual([]);
    },
  );
});
