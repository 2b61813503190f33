export { fingerprint } from './fingerprint.ts';
export type { LoadedSpec, LoadSpecOptions } from './load.ts';
export { loadSpec, normalizeSpecId, parseSpec } from './load.ts';
export type {
  ApiSpec,
  AsyncChannel,
  AsyncMessage,
  AsyncOperation,
  AsyncServer,
  Callback,
  CodeSample,
  HttpMethod,
  Link,
  McpTool,
  MediaTypeObject,
  NamedExample,
  Operation,
  PageExtension,
  Parameter,
  ParameterLocation,
  PropertyEncoding,
  RequestBody,
  Response,
  SchemaObject,
  SecurityRequirement,
  SecurityScheme,
  Server,
  ServerVariable,
  Tag,
} from './model.ts';
export { httpMethods } from './model.ts';
export { documentingOperations } from './openapi/documenting-operations.ts';
export { postPills, schemaPills } from './openapi/field-pills.ts';
export { inlineSchema } from './openapi/inline-schema.ts';
export { derefObject, isRecord, refName, resolvePointer } from './openapi/refs.ts';
export { schemaComponents } from './openapi/schema-components.ts';
export type {
  ComponentLink,
  FieldView,
  SchemaView,
  SchemaViewOptions,
  VariantView,
} from './openapi/schema-view.ts';
export { componentAnchor, createSchemaView, SchemaPage } from './openapi/schema-view.ts';
export type { SharedResponse } from './openapi/shared-responses.ts';
export { groupSharedResponses } from './openapi/shared-responses.ts';
export type { SchemaProblem } from './openapi/validate.ts';
export { validateAgainstSchema } from './openapi/validate.ts';
export { reloadSpec } from './reload-spec.ts';
export { isUrl, remoteSpecCacheFile } from './remote.ts';
export { requiredFieldsFirst, requiredFirst } from './required-first.ts';
export { fillServerUrl } from './server-url.ts';
export {
  AnchorRegistry,
  channelKey,
  fieldAnchor,
  fileSafeRoute,
  fileSafeSegment,
  humanizeIdentifier,
  inlineMarkdownText,
  maxSegmentBytes,
  operationSlug,
  operationTitle,
  requestLineTitle,
  routeSlug,
  routeTitle,
  slugify,
} from './slug.ts';
