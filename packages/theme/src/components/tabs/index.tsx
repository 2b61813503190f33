import type { BuiltInComponent } from '../component.ts';
import { Tab, Tabs } from './tabs.tsx';
import { tabTwins } from './twin.ts';

// `<Tabs.Tab>` (as some Mintlify sites write it) is the same tab.
const TabsWithMembers = Object.assign((props: Record<string, unknown>) => <Tabs {...props} />, { Tab });

/** Loaded only by pages with `<Tabs>`: a link to a heading in a tab not chosen chooses it. */
export const tabsScriptPath = '/_docwright/tabs.js';

export const tabs: BuiltInComponent = {
  components: { Tabs: TabsWithMembers, Tab },
  twins: tabTwins,
  stylesheet: new URL('./tabs.css', import.meta.url),
  script: { need: 'tabs', path: tabsScriptPath, source: new URL('./client.ts', import.meta.url) },
};
