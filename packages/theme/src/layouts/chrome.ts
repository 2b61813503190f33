import type { NavSection } from '@docwright/page-model';
import { type IconOptions, renderIcon } from '../icons/render-icon.ts';
import type { ContextualMenu } from './contextual-menu.ts';

export interface AppearanceSettings {
  readonly default: 'system' | 'light' | 'dark';
  /** No toggle: the default is the only theme (or the system's, for `system`). */
  readonly strict: boolean;
}

export interface NavbarLink {
  readonly label: string;
  readonly href: string;
  readonly icon?: string;
}

export interface FooterColumn {
  readonly header?: string;
  readonly items: readonly { readonly label: string; readonly href: string }[];
}

export interface Banner {
  /** Sanitized inline HTML. */
  readonly html: string;
  readonly dismissible: boolean;
  /** Storage key that remembers a dismissal; changes when the content does, so new banners show. */
  readonly key: string;
  /** `info` (the brand colour, the default), `warning` (amber) or `critical` (red). */
  readonly type?: 'info' | 'warning' | 'critical';
  /** A background of its own (hex), per mode; wins over `type`. */
  readonly color?: { readonly light?: string | undefined; readonly dark?: string | undefined };
}

/** Renders an icon name as inline SVG (or `<img>`), or nothing when the name is unknown. */
export type IconRenderer = (name: string) => string | undefined;

/** Icons of the header, navbar and sidebar from the site's icon library, sized as the chrome sizes them. */
export function chromeIconRenderer(library: IconOptions['library']): IconRenderer {
  return (name) => renderIcon(name, { library, className: 'dw-chrome-icon' });
}

/** Everything around the page content: the same for every page of a site. */
export interface SiteChrome {
  readonly name: string;
  readonly colors?: {
    readonly primary?: string;
    /** Primary in dark mode. */
    readonly primaryDark?: string;
    readonly backgroundLight?: string;
    readonly backgroundDark?: string;
  };
  readonly favicon?: { readonly light: string; readonly dark: string };
  readonly logo?: { readonly light: string; readonly dark: string };
  /** Where the logo leads; the home page by default. */
  readonly logoHref?: string;
  readonly fonts?: { readonly body?: FontFace; readonly heading?: FontFace };
  /**
   * docs.json `theme` as written (`mint` when absent). The themes Docwright builds select their
   * rules in the stylesheet; the others get Mint's, and the theme still decides the page modes.
   */
  readonly theme?: string;
  /** docs.json `background`: a decoration behind the top of every page, and a background image per mode. */
  readonly background?: {
    readonly decoration?: 'gradient' | 'grid' | 'windows';
    readonly image?: { readonly light: string; readonly dark: string };
  };
  /** `styling.eyebrows`: the page's group above its title (`section`, the default) or the whole path. */
  readonly eyebrows?: 'section' | 'breadcrumbs';
  readonly appearance: AppearanceSettings;
  /** `styling.codeblocks: "dark"`: code blocks keep their dark colours in the light theme too. */
  readonly darkCodeBlocks?: boolean;
  /** `styling.codeblocks` with Shiki themes: the rules behind their token classes (see `codeThemeStylesheet`). */
  readonly codeThemeCss?: string;
  readonly navbar: {
    readonly links: readonly NavbarLink[];
    readonly primary?: NavbarLink & { readonly github?: boolean };
  };
  readonly footer: {
    readonly socials: readonly { readonly network: string; readonly href: string }[];
    readonly columns: readonly FooterColumn[];
  };
  readonly banner?: Banner;
  readonly sections: readonly NavSection[];
  readonly icon?: IconRenderer;
  /** docs.json's `contextual` page menu; no menu without it. */
  readonly contextual?: ContextualMenu;
  /** The `generator` meta tag's content (`Docwright 0.1.0`): the tool and version that built the page. */
  readonly generator?: string;
  /** The site's own stylesheets (root-relative URLs), linked after the theme's so they override it. */
  readonly stylesheets?: readonly string[];
  /** The site's own scripts (root-relative URLs), run on every page as classic scripts, in order. */
  readonly scripts?: readonly string[];
}

export interface FontFace {
  readonly family: string;
  readonly weight?: number;
  readonly source?: string;
  readonly format?: 'woff' | 'woff2';
}

/** The site's icon for `name` as markup, or nothing when there is no name or no such icon. */
export function iconMarkup(site: SiteChrome, name: string | undefined): string {
  return name ? (site.icon?.(name) ?? '') : '';
}
