import { inAgentWording, treeInAgentWording } from './agent-wording';
import { I18N_RESOURCES } from './i18n-resources';
import { findTranslation, type TranslationTree } from './translation-keys';

describe('the agent’s wording of the customer’s pages', () => {
  it('reads every "your" as "their", keeping "you", "yours" and the case of the first letter', () => {
    expect(inAgentWording('Your policies')).toBe('Their policies');
    expect(inAgentWording('Change your voluntary excess')).toBe('Change their voluntary excess');
    expect(inAgentWording('You can pay yours by card. Your turn, your move.')).toBe(
      'You can pay yours by card. Their turn, their move.',
    );
    expect(inAgentWording('Nothing to change')).toBe('Nothing to change');
  });

  it('rewrites a whole namespace, keys unchanged, and leaves no "your" in the customer’s texts', () => {
    const common = I18N_RESOURCES['en-GB'].common as TranslationTree;
    const agents = treeInAgentWording(common);
    expect(findTranslation(agents, 'navigation.home.policies.title')).toBe('Their policies');
    // The console's own texts speak to the agent and stay as written.
    expect(findTranslation(agents, 'admin.signIn.body')).toBe(
      findTranslation(common, 'admin.signIn.body'),
    );
    expect(findTranslation(agents, 'admin.signIn.body')).toMatch(/\byour\b/);
    const leftovers: string[] = [];
    const walk = (tree: TranslationTree, path: string) => {
      for (const [key, value] of Object.entries(tree)) {
        if (key === 'admin') continue;
        if (typeof value === 'string') {
          if (/\byour\b/i.test(value)) leftovers.push(`${path}${key}`);
        } else walk(value, `${path}${key}.`);
      }
    };
    walk(agents, '');
    expect(leftovers).toEqual([]);
  });
});
