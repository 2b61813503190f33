// `docs admin keys create|list|revoke --project ID`: the admin API's keys (docs/server.md, Admin API), in the same
// database `docs serve` uses (DOCWRIGHT_DATA_DIR, or DATABASE_URL).
import {
  DataDirBusyError,
  idPattern,
  loadServerSettings,
  openStore,
  SettingsError,
  type Store,
  StoreOpenError,
} from '@docwright/server';
import { parseCommandArgs, UsageError } from '../usage.ts';

const usage = `Usage: docs admin keys create --project ID [--name LABEL] [--json]
       docs admin keys list --project ID [--json]
       docs admin keys revoke --project ID KEY_ID
Options: --config FILE (server config file; also DOCWRIGHT_CONFIG). The database is the one
DATABASE_URL names, else the embedded one in DOCWRIGHT_DATA_DIR (default .docwright/data).`;

export async function runAdmin(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    project: { type: 'string', short: 'p' },
    name: { type: 'string' },
    config: { type: 'string' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const [group, action, ...rest] = positionals;
  if (group !== 'keys')
    throw new UsageError(
      group === undefined ? 'docs admin needs a subcommand: keys' : `unknown admin subcommand "${group}"`,
    );
  if (action !== 'create' && action !== 'list' && action !== 'revoke')
    throw new UsageError(
      `docs admin keys needs create, list or revoke${action === undefined ? '' : `, got "${action}"`}`,
    );
  const project = values.project;
  if (project === undefined) throw new UsageError('--project is required');
  if (!idPattern.test(project))
    throw new UsageError('--project must be letters, digits, "_" or "-" (at most 64)');
  if (action === 'revoke' ? rest.length !== 1 : rest.length !== 0)
    throw new UsageError(
      action === 'revoke' ? 'docs admin keys revoke needs one KEY_ID' : `unexpected argument "${rest[0]}"`,
    );

  let store: Store;
  try {
    store = await openStore(loadServerSettings(process.env, values.config));
  } catch (error) {
    if (
      error instanceof SettingsError ||
      error instanceof DataDirBusyError ||
      error instanceof StoreOpenError
    ) {
      console.error(`docs admin: ${error.message}`);
      return 1;
    }
    throw error;
  }
  try {
    if (action === 'create') {
      const { key, record } = await store.keys.create(project, values.name ?? null);
      if (values.json) console.log(JSON.stringify({ ...record, key }));
      else
        console.log(
          `Created key ${record.id} for project ${project}. It is shown only this once; keep it as a secret:\n\n${key}\n\nRevoke it with: docs admin keys revoke --project ${project} ${record.id}`,
        );
      return 0;
    }
    if (action === 'list') {
      const keys = await store.keys.list(project);
      if (values.json) console.log(JSON.stringify(keys));
      else if (keys.length === 0) console.log(`Project ${project} has no keys.`);
      else
        for (const k of keys)
          console.log(
            `${k.id}  ${k.prefix}...  created ${k.createdAt}  ${k.revokedAt ? `revoked ${k.revokedAt}` : 'active'}${k.name ? `  ${k.name}` : ''}`,
          );
      return 0;
    }
    const keyId = rest[0] as string;
    if (await store.keys.revoke(project, keyId)) {
      console.log(`Revoked key ${keyId} of project ${project}.`);
      return 0;
    }
    console.error(
      `docs admin: project ${project} has no active key ${keyId} (see docs admin keys list --project ${project})`,
    );
    return 1;
  } finally {
    await store.close();
  }
}
