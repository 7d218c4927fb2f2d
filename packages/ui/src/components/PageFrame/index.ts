export type { AppLinkProps, RenderLink, RenderLinkProps } from './AppLink';
export { AppLink } from './AppLink';
export type { HelpLink, PageFrameProps, UpLink } from './PageFrame';
export { PageFrame } from './PageFrame';
