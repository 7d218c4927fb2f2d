import { CONTENT_BASE_URL } from '@brand/config';
import type { RenderLink } from '@brand/ui';
import { Link } from 'react-router';

/**
 * Draws @brand/ui's in-app links with react-router, so they stay in the app (and its basename).
 * Content pages (help) are no route of the app: they keep their own address, outside the basename.
 */
export const routerLink: RenderLink = ({ href, className, children, onClick }) =>
  href.startsWith(`${CONTENT_BASE_URL}/`) ? (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  ) : (
    <Link to={href} className={className} onClick={onClick}>
      {children}
    </Link>
  );
