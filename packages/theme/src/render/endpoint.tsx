import type { ApiSpec, AsyncChannel, Operation } from '@docwright/api-model';
import type { TocEntry } from '@docwright/mdx';
import { renderToString } from 'preact-render-to-string';
import type { CodeSample } from '../components/code-group.tsx';
import { ChannelReference } from '../endpoint/channel-reference.tsx';
import { EndpointReference } from '../endpoint/endpoint-reference.tsx';
import type { PlaygroundView } from '../endpoint/playground.tsx';
import type { WebSocketPlaygroundModel } from '../endpoint/playground-model.ts';
import type { ResponseExampleView } from '../endpoint/response-examples.tsx';
import { SectionsContext } from '../endpoint/section-heading.tsx';

/** A rendered reference: its HTML and the sections it shows, for the page's table of contents. */
export interface RenderedReference {
  readonly html: string;
  /** The reference's own `<h2>` sections in order (the page's MDX body brings its own headings). */
  readonly sections: readonly TocEntry[];
}

/** The generated reference of one operation (`EndpointReference`). */
export function renderEndpoint(
  spec: ApiSpec,
  operation: Operation,
  options: {
    fullUrl: boolean;
    samples: readonly CodeSample[];
    playground?: PlaygroundView;
    responseExamples: readonly ResponseExampleView[];
    introHtml?: string;
    ownExamplesHtml?: string;
  },
): RenderedReference {
  const sections: TocEntry[] = [];
  const html = renderToString(
    <SectionsContext.Provider value={sections}>
      <EndpointReference spec={spec} operation={operation} {...options} />
    </SectionsContext.Provider>,
  );
  return { html, sections };
}

/** An AsyncAPI channel page (`ChannelReference`) as HTML. */
export function renderChannel(
  spec: ApiSpec,
  channel: AsyncChannel,
  playground?: WebSocketPlaygroundModel,
): string {
  return renderToString(<ChannelReference spec={spec} channel={channel} playground={playground} />);
}
