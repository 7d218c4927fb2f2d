// The texts an agent reads on a customer's pages in the admin console (issue 19): those pages
// speak to the customer ("Your policies", "Your price"), which an agent acting for a caller
// would read as their own. In the console every "your" reads "their"; "you" stays, since the
// agent is the one doing what the page offers.
import type { TranslationTree } from './translation-keys';

/** One text as an agent reads it: "Your policies" -> "Their policies". */
export function inAgentWording(text: string): string {
  return text.replace(/\bYour\b/g, 'Their').replace(/\byour\b/g, 'their');
}

/**
 * The key of the console's own texts, wherever a namespace keeps them: they already speak to the
 * agent ("Sign in with your work email"), so they are left as written.
 */
const AGENTS_OWN_TEXTS = 'admin';

/** A tree of texts (a namespace's resources) in the agent's wording, keys unchanged. */
export function treeInAgentWording(tree: TranslationTree): TranslationTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? inAgentWording(value)
        : key === AGENTS_OWN_TEXTS
          ? value
          : treeInAgentWording(value),
    ]),
  );
}
