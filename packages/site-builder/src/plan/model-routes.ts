import { type ApiSpec, fileSafeRoute, slugify } from '@docwright/api-model';
import { plainText } from './page-text.ts';
import type { ModelRoute } from './routes.ts';

type Place = Pick<ModelRoute, 'inNavigation' | 'sectionIndex' | 'breadcrumbs' | 'public'>;

/** `<directory>/models/<component slug>`: where a component's model page goes (docs.json `api.models`). */
export function modelRouteBase(directory: string, component: string): string {
  return fileSafeRoute([directory, 'models', slugify(component) || 'model'].join('/').toLowerCase());
}

export function modelEntry(spec: ApiSpec, component: string, route: string, place: Place): ModelRoute {
  const schemas = (spec.document.components as { schemas?: Record<string, { description?: unknown }> })
    ?.schemas;
  const own = schemas?.[component]?.description;
  const description = typeof own === 'string' && plainText(own) !== '' ? plainText(own) : undefined;
  return {
    kind: 'model',
    route,
    title: component,
    description: description ?? `The ${component} schema of ${spec.title}, every field.`,
    ...place,
    breadcrumbs: [...place.breadcrumbs, 'Models'],
    schema: { specId: spec.id, component },
  };
}
