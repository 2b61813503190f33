// The front door of @docwright/server (SPEC 4 to 6): the site host, reader auth, the proxy route and the admin API.

export type { AdminAppOptions } from './admin/app.ts';
export { createAdminApp } from './admin/app.ts';
export type { FeedbackAppOptions } from './admin/feedback-routes.ts';
export { createFeedbackApp } from './admin/feedback-routes.ts';
export type { JobRunner, JobRunnerOptions } from './agent/runner.ts';
export { startJobRunner, stopJobRunner } from './agent/runner.ts';
export type { ProjectConfig } from './settings/projects.ts';
export { idPattern } from './settings/projects.ts';
export type { AgentSettings, GitSettings, ServerSettings } from './settings/settings.ts';
export { loadServerSettings, SettingsError } from './settings/settings.ts';
export { DataDirBusyError } from './store/data-dir-lock.ts';
export type { FeedbackEntry } from './store/feedback.ts';
export type { AgentJob, JobStatus } from './store/jobs.ts';
export type { ApiKeyRecord } from './store/keys.ts';
export type { LogEntry } from './store/logs.ts';
export type { Store, StoreOptions } from './store/store.ts';
export { openStore } from './store/store.ts';
export type { SiteUpdate, UpdateStatus } from './store/updates.ts';
export type { PublishSite } from './updates/run-update.ts';
