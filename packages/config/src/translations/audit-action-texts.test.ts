import { AUDIT_ACTIONS } from '@brand/domain';
import { auditActionKey } from './audit-action-texts';
import { I18N_RESOURCES } from './i18n-resources';
import { findTranslation, type TranslationTree, translationKeys } from './translation-keys';

const common = I18N_RESOURCES['en-GB'].common as TranslationTree;
const ACTIONS_KEY = 'admin.audit.actions';

describe('the words for every audit action', () => {
  it.each(AUDIT_ACTIONS)('describes %s in words, not by its code', (action) => {
    const key = auditActionKey(action);
    expect(key).toBe(`${ACTIONS_KEY}.${action}`);
    const text = findTranslation(common, key as string);
    expect(text).toEqual(expect.any(String));
    expect(text?.trim()).not.toBe('');
    expect(text).not.toContain(action);
  });

  it('describes no action the platform does not write (a renamed one leaves no stale text)', () => {
    const described = translationKeys(
      findTranslationTree(common, ACTIONS_KEY.split('.')),
      ACTIONS_KEY,
    );
    expect(described.sort()).toEqual(AUDIT_ACTIONS.map((a) => `${ACTIONS_KEY}.${a}`).sort());
  });

  it('has no key for an action it does not know, so the reader shows that one by its code', () => {
    expect(auditActionKey('chat.transcribed')).toBeNull();
    expect(auditActionKey('')).toBeNull();
  });
});

function findTranslationTree(tree: TranslationTree, path: readonly string[]): TranslationTree {
  return path.reduce<TranslationTree>((node, part) => node[part] as TranslationTree, tree);
}
