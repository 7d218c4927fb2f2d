// @brand/forms core: the public API. No React here; the React bindings are @brand/forms-react.
export * from './definition';
export * from './engine';
export * from './machines';
