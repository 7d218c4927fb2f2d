import type { RenderLink } from '@brand/ui';
import { Link } from 'react-router';

/** Draws @brand/ui's in-app links with react-router, so they stay in the app (and its basename). */
export const routerLink: RenderLink = ({ href, className, children, onClick }) => (
  <Link to={href} className={className} onClick={onClick}>
    {children}
  </Link>
);
