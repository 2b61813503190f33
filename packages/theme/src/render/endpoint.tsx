import type { ApiSpec, AsyncChannel, Operation } from '@docwright/api-model';
import { renderToString } from 'preact-render-to-string';
import type { CodeSample } from '../components/code-group.tsx';
import { ChannelReference } from '../endpoint/channel-reference.tsx';
import { EndpointReference } from '../endpoint/endpoint-reference.tsx';
import type { PlaygroundView } from '../endpoint/playground.tsx';
import type { WebSocketPlaygroundModel } from '../endpoint/playground-model.ts';
import type { ResponseExampleView } from '../endpoint/response-examples.tsx';

/** The generated reference of one operation (`EndpointReference`) as HTML. */
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
): string {
  return renderToString(<EndpointReference spec={spec} operation={operation} {...options} />);
}

/** An AsyncAPI channel page (`ChannelReference`) as HTML. */
export function renderChannel(
  spec: ApiSpec,
  channel: AsyncChannel,
  playground?: WebSocketPlaygroundModel,
): string {
  return renderToString(<ChannelReference spec={spec} channel={channel} playground={playground} />);
}
