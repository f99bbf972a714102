import {
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type Ref,
  cloneElement,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { showErrorToast } from '../lib/toast';

/** Code fetched the first time it is wanted and then kept, so that later uses draw it at once. */
export interface OnDemand<T> {
  loaded(): T | undefined;
  load(): Promise<T>;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    loaded: () => loaded,
    load: () => {
      loading ??= importer().then(
        (value) => (loaded = value),
        (error: unknown) => {
          // Offline or a new build: the next attempt asks again.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}

/** How the menu was asked for: it opens as soon as it is drawn, with the focus where its stand-in had it. */
export interface MenuArrival {
  focusTarget: boolean;
}

/** What a menu loaded on demand receives besides its own props. */
export interface ArrivingMenuProps {
  arrival: MenuArrival;
}

interface StandInProps {
  ref?: Ref<HTMLElement>;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: () => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
}

interface DeferredMenuProps<P extends object> {
  menu: OnDemand<ComponentType<P & ArrivingMenuProps>>;
  menuProps: P;
  /** The menu's own target, drawn alone (with a closed menu button's roles) until the menu is first opened. */
  target: ReactElement<StandInProps>;
}

/**
 * A menu whose code (Mantine's Menu and Popover, floating-ui: about 30 KB gzip) loads on first use
 * instead of with the page. Until then its target is drawn as it will be, announced as a closed menu
 * button; pointing at it or focusing it fetches the code, and the first click, Enter or Space opens
 * the real menu as that press would have, focus included.
 */
export function DeferredMenu<P extends object>({ menu, menuProps, target }: DeferredMenuProps<P>) {
  const [arrival, setArrival] = useState<MenuArrival | null>(null);
  const standIn = useRef<HTMLElement>(null);
  const Menu = arrival && menu.loaded();
  if (Menu) return <Menu {...menuProps} arrival={arrival} />;

  const preload = () => void menu.load().catch(() => undefined);
  const open = () => {
    // Read when the menu is drawn, not when asked for: the focus may have moved on while the code loaded.
    const arrive = () => setArrival({ focusTarget: document.activeElement === standIn.current });
    if (menu.loaded()) arrive();
    else {
      menu.load().then(arrive, () => showErrorToast('Error', 'The menu could not be loaded. Check your connection and try again.'));
    }
  };
  return cloneElement(target, {
    ref: standIn,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: open,
    onPointerEnter: preload,
    onFocus: preload,
  });
}

/**
 * The ref for a loaded menu's target: on arrival the target takes the focus its stand-in had and is
 * clicked, so Mantine opens the menu (and later gives the focus back to it) exactly as for a press.
 */
export function useOpenOnArrival<T extends HTMLElement>(arrival: MenuArrival) {
  const target = useRef<T>(null);
  const opened = useRef(false);
  useLayoutEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (arrival.focusTarget) target.current?.focus();
    target.current?.click();
  }, [arrival]);
  return target;
}
