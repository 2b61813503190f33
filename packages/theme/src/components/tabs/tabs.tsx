import { type ComponentChildren, toChildArray, type VNode } from 'preact';
import { useId } from 'preact/hooks';
import { recordNeed } from '../../render/page-needs.ts';
import { IconSlot } from '../icon/icon.tsx';

type Children = { children?: ComponentChildren };
type TabProps = Children & { title?: string; icon?: unknown; iconType?: string };

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

/**
 * `<Tabs>`: its `<Tab>`s as radio-button tabs, like code groups, so they switch without JavaScript
 * and with the arrow keys; every panel stays in the HTML for search engines and readers.
 */
export function Tabs({ children }: Children) {
  recordNeed('tabs');
  const group = `dw-tabs${useId()}`;
  const tabs = toChildArray(children).filter((child): child is VNode<TabProps> => typeof child === 'object');
  return (
    <div class="dw-tabs dw-radio-tabs">
      <div class="dw-radio-tab-list" role="radiogroup" aria-label="Tabs">
        {tabs.map((tab, index) => (
          <label class="dw-radio-tab" key={`${group}-${index}`}>
            <input type="radio" name={group} checked={index === 0} aria-controls={`${group}-${index}`} />
            <IconSlot icon={tab.props.icon} iconType={tab.props.iconType} class="dw-tab-icon" />
            <span>{tab.props.title ?? `Tab ${index + 1}`}</span>
          </label>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div class="dw-radio-panel" id={`${group}-${index}`} key={`${group}-p-${index}`}>
          {tab.props.children}
        </div>
      ))}
    </div>
  );
}
