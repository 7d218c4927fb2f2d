import type { MouseEventHandler, ReactElement, ReactNode } from 'react';

/** What a link renderer receives: pass them all on to the router's link. */
export interface RenderLinkProps {
  /** Where the link goes (react-router's `to`). */
  href: string;
  /** The styles of the link. */
  className?: string;
  /** The link's content. */
  children: ReactNode;
  /** Runs on click (a help link may open a modal instead of navigating). */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * Renders an in-app link, so the apps can use their router:
 * `renderLink={({ href, ...rest }) => <Link to={href} {...rest} />}`.
 */
export type RenderLink = (props: RenderLinkProps) => ReactElement;

/** Props of AppLink. */
export interface AppLinkProps extends RenderLinkProps {
  /** The app's link renderer. @default a plain `<a href>` */
  renderLink?: RenderLink;
}

/** A link drawn by the app's renderer when it gives one, else a plain anchor. */
export function AppLink({ renderLink, href, className, children, onClick }: AppLinkProps) {
  if (renderLink) return renderLink({ href, className, children, onClick });
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
