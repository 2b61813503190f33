import type { BuiltInComponent } from '../component.ts';
import { Icon } from './icon.tsx';
import { iconTwins } from './twin.ts';

/** `<Icon>`; its styles are the icon slot's (styles/icons.css), which every component with an `icon` shares. */
export const icon: BuiltInComponent = { components: { Icon }, twins: iconTwins };
