import { type ComponentChildren, toChildArray, type VNode } from 'preact';
import { useId } from 'preact/hooks';
import { recordNeed } from '../../render/page-needs.ts';
import { IconSlot } from '../icon/icon.tsx';

type Children = { children?: ComponentChildren };
type TabProps = Children & { title?: string; icon?: unknown; iconType?: string };
type TabsProps = Children & { defaultTabIndex?: number | string; sync?: boolean; borderBottom?: boolean };

/** `<Tab title icon>`: one panel of a `<Tabs>`; rendered by its parent. Outside `<Tabs>` it is a titled section. */
export function Tab({ title, icon, iconType, children }: TabProps) {
  return (
    <section class="dw-tab-alone">
      {title && (
        <p class="dw-tab-alone-title">
          <IconSlot icon={icon} iconType={iconType} class="dw-tab-icon" />
          {title}
        </p>
      )}
      {children}
    </section>
  );
}

/** The tab chosen first: `defaultTabIndex` (zero-based) when it names a tab, else the first. */
function firstChosen(defaultTabIndex: TabsProps['defaultTabIndex'], count: number): number {
  const index = Number(defaultTabIndex ?? 0);
  return Number.isInteger(index) && index >= 0 && index < count ? index : 0;
}

/**
 * `<Tabs defaultTabIndex sync borderBottom>`: its `<Tab>`s as radio-button tabs, like code groups,
 * so they switch without JavaScript and with the arrow keys; every panel stays in the HTML for
 * search engines and readers. Unless `sync={false}`, choosing a tab chooses the tab of the same
 * title in the page's other tabs and code groups (client.ts).
 */
export function Tabs({ children, defaultTabIndex, sync, borderBottom }: TabsProps) {
  recordNeed('tabs');
  const group = `dw-tabs${useId()}`;
  const tabs = toChildArray(children).filter((child): child is VNode<TabProps> => typeof child === 'object');
  const chosen = firstChosen(defaultTabIndex, tabs.length);
  return (
    <div
      class={`dw-tabs dw-radio-tabs${borderBottom === true ? ' dw-tabs-border-bottom' : ''}`}
      {...(sync !== false && { 'data-tabs-sync': '' })}
    >
      <div class="dw-radio-tab-list" role="radiogroup" aria-label="Tabs">
        {tabs.map((tab, index) => {
          const title = tab.props.title ?? `Tab ${index + 1}`;
          return (
            <label class="dw-radio-tab" key={`${group}-${index}`}>
              <input
                type="radio"
                name={group}
                value={title}
                checked={index === chosen}
                aria-controls={`${group}-${index}`}
              />
              <IconSlot icon={tab.props.icon} iconType={tab.props.iconType} class="dw-tab-icon" />
              <span>{title}</span>
            </label>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          class="dw-radio-panel"
          id={`${group}-${index}`}
          data-label={tab.props.title ?? `Tab ${index + 1}`}
          key={`${group}-p-${index}`}
        >
          {tab.props.children}
        </div>
      ))}
    </div>
  );
}
