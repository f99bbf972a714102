import { type AnchorHTMLAttributes, type FunctionComponent, type Ref, createContext, useContext } from 'react';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; ref?: Ref<HTMLAnchorElement> };

/** A plain link: the page it leads to loads whole, as a page without the app's router must. */
export function PlainLink({ to, ...rest }: AppLinkProps) {
  return <a href={to} {...rest} />;
}

/**
 * The link of the screens that also run without the router (the landing page and the header): React
 * Router's Link inside the app (AppProviders says so), a plain link in the landing page's own script.
 */
export const LinkComponentContext = createContext<FunctionComponent<AppLinkProps>>(PlainLink);

export const useLinkComponent = () => useContext(LinkComponentContext);
