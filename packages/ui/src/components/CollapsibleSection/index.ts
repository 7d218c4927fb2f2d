export type { CollapsibleHeadingLevel, CollapsibleSectionProps } from './CollapsibleSection';
export { CollapsibleSection } from './CollapsibleSection';
