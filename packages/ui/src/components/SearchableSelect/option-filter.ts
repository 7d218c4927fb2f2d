/** One choice in a searchable select. */
export interface SearchableSelectOption {
  /** The value the form stores. */
  value: string;
  /** The text shown and searched. */
  label: string;
}

/** Picks the options that match what the user typed. */
export type OptionFilter = <O extends SearchableSelectOption>(
  options: readonly O[],
  text: string,
) => O[];

const normalise = (text: string) => text.trim().toLocaleLowerCase('en-GB');

/** The default filter: options whose label contains the typed text, ignoring case and outer spaces. */
export const labelContains: OptionFilter = (options, text) => {
  const wanted = normalise(text);
  return wanted === '' ? [...options] : options.filter((o) => normalise(o.label).includes(wanted));
};

/**
 * The option the typed text stands for while the user is typing: none for empty text, an option
 * whose label is exactly the text, otherwise the only option still matching, otherwise none.
 */
export function optionForText<O extends SearchableSelectOption>(
  options: readonly O[],
  text: string,
  filter: OptionFilter = labelContains,
): O | null {
  const wanted = normalise(text);
  if (wanted === '') return null;
  const exact = options.find((o) => normalise(o.label) === wanted);
  if (exact) return exact;
  const matches = filter(options, text);
  return matches.length === 1 ? (matches[0] ?? null) : null;
}
